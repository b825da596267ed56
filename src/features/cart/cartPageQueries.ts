/**
 * The cart page's own queries and changes: the designs of a visitor's bag, a line's
 * licence, removing a line. Apart from cartQueries.ts, which the header's count puts in
 * every page's first load, so that only the cart route downloads these.
 */
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import * as cart from '../../api/cart';
import { ApiError } from '../../api/errors';
import * as product from '../../api/product';
import type { CartSummary, LicenceType } from '../../api/types';
import { useToast } from '../../ui/Toast';
import { withLicence } from './cartLines';
import { cartListKey } from './cartQueries';

/**
 * A design's detail (`/api/product/selectById`) under the product feature's own key
 * (`productDetailKey` in product/productQueries.ts), so the cart and the detail dialog
 * share one cached answer. Written out here because the product feature imports the
 * cart, and an import back would be a cycle.
 */
export const cartDesignQuery = (productId: number) =>
  queryOptions({
    queryKey: ['product', 'detail', productId] as const,
    queryFn: async ({ signal }) => (await product.selectById({ productId }, { signal })).data,
  });

/** The details of a visitor's local-cart designs, in the order given; idle when `enabled` is false. */
export function useCartDesigns(productIds: readonly number[], enabled: boolean) {
  return useQueries({ queries: productIds.map((productId) => ({ ...cartDesignQuery(productId), enabled })) });
}

/** A refusal's desc for a toast; a network failure is reported app-wide by the request helper. */
const refusalOf = (error: unknown) => (error instanceof ApiError ? error.message : null);

/**
 * Changes the licence of a line of the member's cart (`/api/cart/update`). The new
 * price shows at once; a refusal puts the old licence back and shows the server's desc.
 * The cart (and so the header's count) is read again afterwards either way.
 */
export function useChangeCartLicence() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: { productId: number; imgType: LicenceType }) => cart.update(change),
    onMutate: async ({ productId, imgType }) => {
      // A list answer already on its way would overwrite the new licence with the old.
      await client.cancelQueries({ queryKey: cartListKey });
      const previous = client.getQueryData<CartSummary>(cartListKey);
      if (previous) client.setQueryData<CartSummary>(cartListKey, withLicence(previous, productId, imgType));
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) client.setQueryData(cartListKey, context.previous);
      const message = refusalOf(error);
      if (message) toast.error(message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cartListKey }),
  });
}

/**
 * Removes a design from the member's cart (`/api/cart/delete`), then reads the cart
 * (and the header's count) again. The design's cached detail is dropped too: it still
 * says "in cart" (View Cart). A refusal shows the server's desc.
 */
export function useRemoveCartLine() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (productId: number) => cart.remove({ productId }),
    onSuccess: (_answer, productId) => {
      void client.invalidateQueries({ queryKey: cartDesignQuery(productId).queryKey });
    },
    onError: (error) => {
      const message = refusalOf(error);
      if (message) toast.error(message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cartListKey }),
  });
}
