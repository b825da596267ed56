/**
 * Payments go through a `PaymentProvider` (docs/adr/010-payments.md). The card never
 * reaches the shop: the browser enters it in the provider's own fields and confirms the
 * payment with the provider directly; the shop starts the payment for an order, then
 * asks the provider itself whether it succeeded (never the browser's word), and records
 * the order paid once. Refunds and webhooks go through the same interface.
 *
 * Two providers: the built-in test gateway (`testGateway.ts`, the default, with the
 * test cards of a provider's sandbox) and Stripe (`stripe.ts`).
 */

/** Where providers send their webhooks: outside the contract table, signed by the provider. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export type Currency = 'USD';

export interface StartRequest {
  /** Dollars with whole cents. */
  amount: number;
  currency: Currency;
  /** The same key answers the same payment instead of starting another. */
  idempotencyKey: string;
  description: string;
  /** The shop's order, for the provider's dashboard. */
  orderId: number;
}

/** What the browser needs to confirm the payment with the provider. */
export interface StartedPayment {
  /** The provider's id of the payment (a PaymentIntent's), kept on the order. */
  reference: string;
  /** Lets the browser, and only it, confirm this one payment with the provider. */
  clientSecret: string;
}

/** The provider's own word on a payment, fetched by the server. */
export type PaymentStatus =
  | { status: 'succeeded'; amount: number; currency: string; last4: string | null }
  | { status: 'declined'; reason: string }
  /** No card has been confirmed yet, or the provider is still working on it. */
  | { status: 'pending' };

export interface RefundRequest {
  /** The payment's reference, as `start` answered it. */
  reference: string;
  amount: number;
  /** A retry with the same key answers the first refund instead of refunding again. */
  idempotencyKey: string;
  reason: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

/** A webhook the provider signed: which payment it is about, and what happened. */
export interface PaymentEvent {
  id: string;
  /** `succeeded`: complete the order; `canceled`: release it; anything else is acknowledged and left. */
  kind: 'succeeded' | 'canceled' | 'other';
  reference: string | null;
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookRefused extends Error {}

/** What the browser is told to load: the test gateway's fields, or Stripe.js with the shop's publishable key. */
export type BrowserProvider = { provider: 'test' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentProvider {
  readonly browser: BrowserProvider;
  start(request: StartRequest): Promise<StartedPayment>;
  /** The payment's status as the provider has it (amount and currency included, for the shop to check). */
  confirm(reference: string): Promise<PaymentStatus>;
  /** Ends a payment that will not be completed (its order was released): it can no longer be paid. */
  cancel(reference: string): Promise<void>;
  /** Gives back part or all of a payment (an operator's refund of a defective line). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The event of a webhook, or `WebhookRefused` when its signature does not hold. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}
