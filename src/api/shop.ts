import { endpoints } from './endpoints';
import { get, post, type RequestOptions } from './request';
import type { CancelOrderPayload, CheckoutPayload, InvoicePayload, StartPaymentPayload } from './schemas';
import type { CheckoutResult, Order, Paged, PaymentProviderInfo, PaymentStart } from './types';

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

/** Which provider's fields take the card (docs/adr/010-payments.md). */
export const paymentProvider = (options?: RequestOptions) => get<PaymentProviderInfo>(endpoints.paymentProvider.path, undefined, options);

/**
 * Starts paying for the server cart: the pending order and the provider's payment, for
 * the browser to confirm with the card at the provider. The same key answers the same.
 */
export const startPayment = (payload: StartPaymentPayload, options?: RequestOptions) =>
  post<PaymentStart>(endpoints.startPayment.path, payload, options);

/**
 * Records the payment the browser confirmed with the provider (ours, docs/architecture.md): only
 * its reference is sent, never a card. The same key and reference never pay twice.
 */
export const checkout = (payload: CheckoutPayload, options?: RequestOptions) =>
  post<CheckoutResult>(endpoints.checkout.path, payload, options);

/** A checkout's request options, and what the buyer's bag showed (startPayment's `lines`). */
export interface PayOptions extends RequestOptions {
  /**
   * Each payable line at the price the bag showed (issue 39): the shop refuses (409) a
   * price that changed since, or a line the bag did not show, instead of charging it
   * unseen. Left out, the current prices are charged.
   */
  lines?: StartPaymentPayload['lines'];
}

/**
 * The browser's whole checkout (docs/adr/010-payments.md): start the payment, let the
 * provider confirm it with the card (`confirmWithProvider`: the test gateway's call or
 * Stripe.js — the card goes there, never to the shop), then send the shop the payment's
 * reference. A declined card is not thrown by the provider's step: the shop's checkout
 * answers it (402, with the provider's reason) and releases the order. A retry with the
 * same key is safe at every step: a paid order is answered again, never paid twice.
 */
export async function payThroughProvider(
  idempotencyKey: string,
  /** Also given the key: a bank's own page returns with it (`paymentReturnUrl`). */
  confirmWithProvider: (started: PaymentStart, idempotencyKey: string) => Promise<unknown>,
  { lines, ...options }: PayOptions = {},
) {
  const started = (await startPayment({ agree: true, idempotencyKey, ...(lines ? { lines } : {}) }, options)).data;
  if (!started.paid) await confirmWithProvider(started, idempotencyKey);
  return checkout({ idempotencyKey, reference: started.reference }, options);
}
