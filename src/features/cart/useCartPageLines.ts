import { useAtomValue, useSetAtom } from 'jotai';
import { ApiError, codes } from '../../api/errors';
import type { LicenceType } from '../../api/types';
import { isLoggedInAtom } from '../session';
import { localCartAtom, removeFromLocalCartAtom, setLocalCartLicenceAtom } from './cart.atoms';
import { cartTotal, fromDetail, fromServerLine, type CartPageLine } from './cartLines';
import { useCartDesigns, useChangeCartLicence, useRemoveCartLine } from './cartPageQueries';
import { useServerCart } from './cartQueries';

/** What the cart page shows and does, the same for a member and a visitor. */
export interface CartPageLines {
  /** `member`: the server cart; `visitor`: the local cart. */
  owner: 'member' | 'visitor';
  /** `loading` and `error` concern the cart itself; a visitor's lines load one by one. */
  status: 'loading' | 'error' | 'ready';
  /** Why the cart could not be loaded (the server's desc, or the network's failure). */
  error: Error | null;
  retry: () => void;
  lines: CartPageLine[];
  /** Sum of the available lines' prices. */
  total: number;
  /** True while a visitor's line is still being priced: the total is not final. */
  pricing: boolean;
  changeLicence: (productId: number, imgType: LicenceType) => void;
  /** The line whose licence change is on its way to the server. */
  changingProductId: number | null;
  /** Resolves once the line is gone (or the refusal has been shown). */
  remove: (productId: number) => Promise<void>;
}

const missingReason = (error: unknown) =>
  error instanceof ApiError && error.code === codes.notFound
    ? 'This design is no longer in the shop.'
    : 'This design could not be loaded. Reload the page to try again.';

/**
 * The lines of the cart page: a member's server cart (`cart.list`, changed through
 * `cart.update` and `cart.delete`), or a visitor's local cart priced from each design's
 * detail and changed in local storage.
 */
export function useCartPageLines(): CartPageLines {
  const loggedIn = useAtomValue(isLoggedInAtom);

  // Member
  const serverCart = useServerCart();
  const changing = useChangeCartLicence();
  const removing = useRemoveCartLine();

  // Visitor
  const localLines = useAtomValue(localCartAtom);
  const setLocalLicence = useSetAtom(setLocalCartLicenceAtom);
  const removeLocal = useSetAtom(removeFromLocalCartAtom);
  const designs = useCartDesigns(
    localLines.map((line) => line.productId),
    !loggedIn,
  );

  if (loggedIn) {
    const lines = (serverCart.data?.aaData ?? []).map(fromServerLine);
    return {
      owner: 'member',
      status: serverCart.data ? 'ready' : serverCart.isError ? 'error' : 'loading',
      error: serverCart.error,
      retry: () => void serverCart.refetch(),
      lines,
      total: cartTotal(lines),
      pricing: false,
      changeLicence: (productId, imgType) => changing.mutate({ productId, imgType }),
      changingProductId: changing.isPending ? changing.variables.productId : null,
      remove: async (productId) => {
        // A refusal has been shown as a toast by the mutation; the dialog just closes.
        await removing.mutateAsync(productId).catch(() => undefined);
      },
    };
  }

  const lines = localLines.map((line, index): CartPageLine => {
    const design = designs[index];
    if (design?.data) return fromDetail(line, design.data);
    if (design?.isError)
      return { status: 'missing', productId: line.productId, imgType: line.imgType, reason: missingReason(design.error) };
    return { status: 'loading', productId: line.productId, imgType: line.imgType };
  });
  return {
    owner: 'visitor',
    status: 'ready',
    error: null,
    retry: () => undefined,
    lines,
    total: cartTotal(lines),
    pricing: lines.some((line) => line.status === 'loading'),
    changeLicence: (productId, imgType) => setLocalLicence({ productId, imgType }),
    changingProductId: null,
    remove: async (productId) => {
      removeLocal(productId);
    },
  };
}
