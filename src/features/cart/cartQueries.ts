import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as cart from '../../api/cart';
import { isLoggedInAtom } from '../session';
import { localCartCountAtom } from './cart.atoms';

/** Query key of the member's server cart (`/api/cart/list`); invalidate it after a change. */
export const cartListKey = ['cart', 'list'] as const;

/** The member's server cart. */
export const serverCartQuery = () =>
  queryOptions({
    queryKey: cartListKey,
    queryFn: async ({ signal }) => (await cart.list({ signal })).data,
  });

/** The member's server cart; idle while logged out. */
export function useServerCart() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...serverCartQuery(), enabled: loggedIn });
}

/**
 * The header's cart count: the server cart's line count for a member (`cart.list`),
 * the local cart's for a visitor.
 */
export function useCartCount(): number {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const localCount = useAtomValue(localCartCountAtom);
  const serverCart = useServerCart();
  return loggedIn ? (serverCart.data?.iTotalRecords ?? 0) : localCount;
}
