import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCurMember } from '../../api/member';
import { orderPage, type OrderQuery } from '../../api/shop';

/** Every query of the account area: invalidated together after an invoice is issued. */
export const accountKey = ['account'] as const;

/** The current member (GET /api/member/getCurMember): the answer's user carries email and orderNum. */
export const currentMemberQuery = () =>
  queryOptions({
    queryKey: ['account', 'member'] as const,
    queryFn: async ({ signal }) => (await getCurMember({ signal })).user ?? null,
  });

/** One page of paid orders (POST /api/shop/selectPage, 4 a page). */
export const ordersQuery = (query: OrderQuery) =>
  queryOptions({
    queryKey: ['account', 'orders', query] as const,
    queryFn: async ({ signal }) => (await orderPage(query, { signal })).data,
    // The previous page stays on screen while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
