/**
 * Stripe as the shop's payment provider (PAYMENTS=stripe; docs/adr/010-payments.md),
 * through the official `stripe` package and Stripe's PaymentIntents:
 *  - start: a PaymentIntent for the order's amount in cents, under the order's
 *    idempotency key (a retry answers the same intent); its client secret goes to the
 *    browser, where Stripe's Payment Element collects the card and confirms it with
 *    Stripe directly;
 *  - confirm: the intent retrieved from Stripe (amount, currency and the card's last
 *    four from its latest charge), never the browser's word;
 *  - cancel, refund (under a key of the line), and webhooks verified with the
 *    endpoint's signing secret (`Stripe-Signature`, five minutes' tolerance).
 * `apiBase` points the client at another host (server/testing/fakeStripe.ts in tests).
 */
import Stripe from 'stripe';
import { toCents } from '../../src/domain/licence';
import { WebhookRefused, type PaymentEvent, type PaymentProvider, type PaymentStatus, type RefundResult } from './payments';

/** How old a webhook's signature may be, in seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_S = 300;

export interface StripeOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Given to the browser, which loads Stripe.js with it. */
  publishableKey: string;
  /** Another API host than https://api.stripe.com (a local fake in tests). */
  apiBase?: string;
  /** The clock webhooks' ages are measured with (tests move it). */
  now?: () => Date;
}

const cancelledReason = 'This payment was cancelled. Press Pay to try again.';

export function createStripeProvider({
  secretKey,
  webhookSecret,
  publishableKey,
  apiBase,
  now = () => new Date(),
}: StripeOptions): PaymentProvider {
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  return {
    browser: { provider: 'stripe', publishableKey },

    async start({ amount, currency, idempotencyKey, description, orderId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: toCents(amount),
          currency: currency.toLowerCase(),
          description,
          metadata: { orderId: String(orderId) },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return { reference: intent.id, clientSecret: intent.client_secret! };
    },

    async confirm(reference): Promise<PaymentStatus> {
      const intent = await stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] });
      if (intent.status === 'succeeded') {
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        return {
          status: 'succeeded',
          amount: intent.amount_received / 100,
          currency: intent.currency.toUpperCase(),
          last4: charge?.payment_method_details?.card?.last4 ?? null,
        };
      }
      if (intent.status === 'canceled') return { status: 'declined', reason: cancelledReason };
      if (intent.status === 'requires_payment_method' && intent.last_payment_error)
        return { status: 'declined', reason: intent.last_payment_error.message ?? 'Your card was declined.' };
      // requires_payment_method without an error (no card yet), requires_action (3-D
      // Secure under way), requires_confirmation, processing.
      return { status: 'pending' };
    },

    async cancel(reference) {
      try {
        await stripe.paymentIntents.cancel(reference);
      } catch (error) {
        // Already cancelled, or in a state Stripe cannot cancel: nothing more to end.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async refund({ reference, amount, idempotencyKey, reason }): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount: toCents(amount), metadata: { reason: reason.slice(0, 500) } },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { ok: false, reason: refund.failure_reason ?? `the refund ${refund.status}` };
        return { ok: true, reference: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
          return { ok: false, reason: error.message };
        throw error;
      }
    },

    verifyWebhook(rawBody, headers): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookRefused('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_S, undefined, now().getTime());
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object as { object?: string; id?: string };
      const reference = object.object === 'payment_intent' ? (object.id ?? null) : null;
      const kind =
        event.type === 'payment_intent.succeeded' ? 'succeeded' : event.type === 'payment_intent.canceled' ? 'canceled' : 'other';
      return { id: event.id, kind, reference };
    },
  };
}
