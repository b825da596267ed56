import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import * as cart from '../../api/cart';
import { ApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { isLoggedInAtom } from '../session';
import { localCartAtom, setLocalCartColourwayAtom } from './cart.atoms';
import { cartListKey, serverCartQuery } from './cartQueries';

/**
 * Draws a design already in the bag in other colours (issue 20: "Put these colours in
 * the bag" on the detail page): the member's cart line through `cart.update`, keeping its
 * licence; the visitor's local line in local storage. Resolves true once the line
 * carries the colours; a refusal is shown and resolves false.
 */
export function useCartColourway() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const localLines = useAtomValue(localCartAtom);
  const setLocal = useSetAtom(setLocalCartColourwayAtom);
  const client = useQueryClient();
  const toast = useToast();

  const mutation = useMutation({
    mutationFn: async ({ productId, colourway }: { productId: number; colourway: string }): Promise<boolean> => {
      if (!loggedIn) {
        if (!localLines.some((line) => line.productId === productId)) return false;
        setLocal({ productId, colourway });
        return true;
      }
      // The line's licence stays as it is: only its colours change.
      const summary = await client.ensureQueryData(serverCartQuery());
      const line = summary.aaData.find((l) => l.productId === productId);
      if (!line) return false;
      try {
        await cart.update({ productId, imgType: line.imgType, colourway });
        return true;
      } catch (error) {
        if (error instanceof ApiError) toast.error(error.message);
        return false;
      } finally {
        void client.invalidateQueries({ queryKey: cartListKey });
      }
    },
  });
  return { setColourway: mutation.mutateAsync, updating: mutation.isPending };
}
