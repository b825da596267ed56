import { endpoints } from './endpoints';
import { get, post, type RequestOptions } from './request';
import type { CancelOrderPayload, CheckoutPayload, InvoicePayload } from './schemas';
import type { CheckoutResult, Order, Paged } from './types';

/** Orders per request (account §9). */
export const ORDERS_PAGE_SIZE = 4;

/** Issues (or returns) the order's invoice: `data` is the PDF's path. */
export const getInvoice = (payload: InvoicePayload, options?: RequestOptions) => post<string>(endpoints.getInvoice.path, payload, options);

export const cancelOrder = (payload: CancelOrderPayload, options?: RequestOptions) =>
  get<null>(endpoints.cancelOrder.path, payload, options);

export interface OrderQuery {
  /** One-based page, as the account page counts. */
  page: number;
  /** Quick filter: 7, 30 or 180 days; '' for none. */
  dayAgo?: 7 | 30 | 180 | '';
  orderNo?: string;
  /** '[start,end]' in yyyy-MM-dd HH:mm:ss. */
  datePayRange?: string;
}

/** Paid orders, 4 a page. `iDisplayStart` is the page minus one (account §7). */
export const orderPage = ({ page, dayAgo = '', orderNo = '', datePayRange = '' }: OrderQuery, options?: RequestOptions) =>
  post<Paged<Order>>(
    endpoints.orderPage.path,
    {
      dayAgo,
      orderNo,
      datePayRange,
      type: 1,
      status: 'P,Y',
      refund: 0,
      iDisplayStart: page - 1,
      iDisplayLength: ORDERS_PAGE_SIZE,
      timer: Date.now(),
      codes: '',
    },
    options,
  );

/** Pays for the server cart (ours, DESIGN.md). The same idempotency key never charges twice. */
export const checkout = (payload: CheckoutPayload, options?: RequestOptions) =>
  post<CheckoutResult>(endpoints.checkout.path, payload, options);
