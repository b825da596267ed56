import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import * as cart from '../../api/cart';
import { ApiError, codes, isAuthError } from '../../api/errors';
import type { LicenceType, ProductDetail } from '../../api/types';
import { useToast } from '../../ui/Toast';
import { trackAddToCart } from '../analytics';
import { isLoggedInAtom } from '../session';
import { addToLocalCartAtom } from './cart.atoms';
import { cartListKey } from './cartQueries';
import { licenceNames, licencePrice } from '../../domain/licence';

/** The spec's message for a design that is already in the cart (§8 local messages). */
export const PRODUCT_EXIST = 'Product exist';

/** A design and the licence it goes into the bag under. */
export interface AddToBagInput {
  design: Pick<ProductDetail, 'productId' | 'imgSn' | 'price' | 'priceOnce'>;
  imgType: LicenceType;
  /** The colours chosen on the detail page (src/domain/colourway.ts); absent its own. */
  colourway?: string;
}

/**
 * How an add ended: `server` in the member's cart; `local` in the visitor's local cart
 * (logged out, or the silent fallback); `duplicate` it was there already; `error` the
 * server refused for another reason (its desc was shown) or the network failed (the
 * app's network sink reports that).
 */
export type AddToBagOutcome = 'server' | 'local' | 'duplicate' | 'error';

export interface UseAddToBagOptions {
  /** Runs when the design is in the bag: after an add, and for a duplicate (it is there). */
  onInBag?: (productId: number, outcome: AddToBagOutcome) => void;
}

/**
 * Add to bag (storefront §4, §8). Logged in: `cart.save`; a 601 or 680 answer, or an
 * answer without `user`, keeps the design in the local cart instead, silently. Logged
 * out: the local cart. A duplicate (local, or the server's 409) shows 'Product exist';
 * other refusals show the server's desc. A successful add sends the analytics
 * add-to-cart event.
 */
export function useAddToBag({ onInBag }: UseAddToBagOptions = {}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const addLocal = useSetAtom(addToLocalCartAtom);
  const queryClient = useQueryClient();
  const toast = useToast();

  const mutation = useMutation({
    mutationFn: async ({ design, imgType, colourway }: AddToBagInput): Promise<AddToBagOutcome> => {
      const toLocal = (): AddToBagOutcome => (addLocal({ productId: design.productId, imgType, colourway }) ? 'local' : 'duplicate');
      if (!loggedIn) return toLocal();
      try {
        const answer = await cart.save({ productId: design.productId, imgType, ...(colourway ? { colourway } : {}) });
        // 200 without user: the session ended (the request helper has signed out).
        return answer.user ? 'server' : toLocal();
      } catch (error) {
        if (isAuthError(error)) return toLocal();
        if (error instanceof ApiError && error.code === codes.conflict && (error.desc === PRODUCT_EXIST || !error.desc)) return 'duplicate';
        // Other refusals (e.g. an exclusive sold meanwhile) say why; a network failure is
        // reported by the app's network sink of the request helper, not twice here.
        if (error instanceof ApiError) toast.error(error.message);
        return 'error';
      }
    },
    onSuccess: (outcome, { design, imgType }) => {
      if (outcome === 'duplicate') toast.error(PRODUCT_EXIST);
      if (outcome === 'local' || outcome === 'server') {
        trackAddToCart({
          productId: design.productId,
          imgSn: design.imgSn,
          price: licencePrice(design, imgType),
          licence: licenceNames[imgType],
        });
      }
      if (outcome === 'server') void queryClient.invalidateQueries({ queryKey: cartListKey });
      if (outcome !== 'error') onInBag?.(design.productId, outcome);
    },
  });

  return {
    /** Puts the design in the bag; resolves with how it ended (never rejects). */
    addToBag: mutation.mutateAsync,
    /** True while an add is on its way. */
    adding: mutation.isPending,
  };
}
