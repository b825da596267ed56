/**
 * The browser's side of the built-in test gateway (docs/adr/010-payments.md): the card
 * goes from the payment form straight to the gateway (`/test-gateway/…`), as Stripe.js
 * sends it to Stripe, never to the shop's /api. The shop only ever sees the payment's
 * reference. Not a call of the contract table: the gateway is the provider, not the
 * shop, and it answers in a provider's words (a PaymentIntent), not in the envelope.
 * No zod here: the browser imports this at run time (the schemas are the server's).
 */
import { apiConfig } from './config';
import { NetworkError } from './errors';

/** Where the gateway confirms a payment with a card. */
export const testGatewayConfirmPath = (reference: string) => `/test-gateway/v1/payment_intents/${encodeURIComponent(reference)}/confirm`;

/** The card as the gateway takes it (`testGatewayConfirmSchema` in schemas.ts checks it on the way in). */
export interface TestGatewayCard {
  /** Digits, with or without spaces. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** The payment as the gateway answers it, in a PaymentIntent's words. */
export interface TestGatewayPayment {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  /** Why the last card was declined. */
  lastPaymentError: { message: string } | null;
}

/** A refusal of the request itself (an unknown payment, a wrong secret, a malformed card). */
export class TestGatewayError extends Error {}

/**
 * Confirms the payment with the card, at the gateway. Resolves with the payment (a
 * declined card is `requires_payment_method` with its reason); a lost answer is a
 * `NetworkError`, and confirming again is safe: a succeeded payment stays succeeded.
 */
export async function confirmTestPayment(reference: string, clientSecret: string, card: TestGatewayCard): Promise<TestGatewayPayment> {
  const config = apiConfig();
  let response: Response;
  try {
    response = await config.fetch(config.baseUrl + testGatewayConfirmPath(reference), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret, card }),
      credentials: 'omit',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (cause) {
    const error = new NetworkError(cause instanceof DOMException && cause.name === 'TimeoutError' ? 'timeout' : 'network', cause);
    config.onNetworkError(error);
    throw error;
  }
  const body = (await response.json().catch(() => null)) as (TestGatewayPayment & { error?: { message: string } }) | null;
  if (!response.ok || !body || body.error)
    throw new TestGatewayError(body?.error?.message ?? `The test gateway answered ${response.status}`);
  return body;
}

/** The test gateway's step of `payThroughProvider`: the card confirmed at the gateway. */
export const withTestCard = (card: TestGatewayCard) => (started: { reference: string; clientSecret: string }) =>
  confirmTestPayment(started.reference, started.clientSecret, card);
