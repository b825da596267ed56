import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminOrders } from '../../../api/admin';
import type { AdminOrder, Paged } from '../../../api/types';
import { adminKey } from '../admin.queries';

/** Orders a page of the back office lists: a few, since each order shows all its lines. */
export const ADMIN_ORDERS_PAGE_SIZE = 5;

/** Every order list of the back office: a refund or a replacement invalidates these. */
export const adminOrdersKey = [...adminKey, 'orders'] as const;

/** What the operator searches by; empty strings mean "any". Dates are 'yyyy-MM-dd'. */
export interface OrderSearch {
  orderNo: string;
  email: string;
  dateFrom: string;
  dateTo: string;
}

export const noOrderSearch: OrderSearch = { orderNo: '', email: '', dateFrom: '', dateTo: '' };

/** One page (zero-based) of the orders matching `search`, newest first (POST /api/admin/orders). */
export const adminOrdersQuery = (search: OrderSearch, page: number) => {
  const query = {
    ...search,
    iDisplayStart: page * ADMIN_ORDERS_PAGE_SIZE,
    iDisplayLength: ADMIN_ORDERS_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: [...adminOrdersKey, query] as const,
    queryFn: async ({ signal }) => (await adminOrders(query, { signal })).data,
    // The previous page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
};

/**
 * Puts an order as a refund or replacement answered it into every cached list that
 * shows it, so the line changes at once (the invalidation that follows confirms it).
 */
export function showOrder(client: QueryClient, order: AdminOrder) {
  client.setQueriesData<Paged<AdminOrder>>({ queryKey: adminOrdersKey }, (page) =>
    page ? { ...page, aaData: page.aaData.map((shown) => (shown.id === order.id ? order : shown)) } : page,
  );
}
