/**
 * The built-in test gateway: a payment provider of its own, served by the shop under
 * /test-gateway/ (routes/testGateway.ts), with a sandbox's test cards. The shop's
 * server side uses it through `PaymentProvider` exactly as it uses Stripe; the browser
 * confirms a payment with the card at /test-gateway/v1/payment_intents/:id/confirm
 * (src/api/testGateway.ts), so the shop's /api never receives a card number.
 *
 * Card rules: 4242 4242 4242 4242 (any valid number) is charged, 4000 0000 0000 0002 is
 * declined, an expired card is declined, a number failing the Luhn check is refused.
 * Its payments and refunds live in the database (tables test_gateway_*), so every
 * instance of the shop over one database sees the same payments, and a restart forgets
 * nothing: a start repeated with the same idempotency key answers the same payment, a
 * confirmed payment stays confirmed, a refund repeated with the same key refunds once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toCents } from '../../src/domain/licence';
import type { Db } from '../db/client';
import { testGatewayPayments, testGatewayRefunds } from '../db/schema';
import { passesLuhn, WebhookRefused, type PaymentProvider, type PaymentStatus, type RefundResult } from './payments';

export const DECLINED_TEST_CARD = '4000000000000002';

/** The gateway's words for a refused card (the checkout form shows them as they are). */
export const testGatewayReasons = {
  declined: 'Your card was declined. Try another card.',
  expired: 'Your card has expired. Try another card.',
  invalidNumber: 'This card number is not valid',
  canceled: 'This payment was cancelled. Press Pay to try again.',
} as const;

/** The card has expired when its month is over. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth <= now.getTime();
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export interface TestCard {
  /** Digits only. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** What the browser's confirm is answered, in a PaymentIntent's words. */
export interface TestGatewayAnswer {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  lastPaymentError: { message: string } | null;
}

export class TestGatewayRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function createTestGateway(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  const answer = (row: typeof testGatewayPayments.$inferSelect): TestGatewayAnswer => ({
    id: row.id,
    status: row.status as TestGatewayAnswer['status'],
    lastPaymentError: row.status === 'requires_payment_method' && row.declineReason ? { message: row.declineReason } : null,
  });

  const provider: PaymentProvider = {
    browser: { provider: 'test' },

    async start({ amount, currency, idempotencyKey, description }) {
      const [made] = await db
        .insert(testGatewayPayments)
        .values({
          id: newId('test_pi'),
          idempotencyKey,
          clientSecret: newId('test_secret'),
          amount,
          currency,
          description,
          status: 'requires_payment_method',
          createdAt: now(),
        })
        .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey })
        .returning();
      const payment =
        made ?? (await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, idempotencyKey)))[0]!;
      if (payment.amount !== amount || payment.currency !== currency)
        throw new Error(`The test gateway's key ${idempotencyKey} was used for another amount`);
      return { reference: payment.id, clientSecret: payment.clientSecret };
    },

    async confirm(reference): Promise<PaymentStatus> {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, reference));
      if (!payment) return { status: 'declined', reason: 'The payment provider does not know this payment' };
      if (payment.status === 'succeeded')
        return { status: 'succeeded', amount: payment.amount, currency: payment.currency, last4: payment.cardLast4 };
      if (payment.status === 'canceled') return { status: 'declined', reason: testGatewayReasons.canceled };
      return payment.declineReason ? { status: 'declined', reason: payment.declineReason } : { status: 'pending' };
    },

    async cancel(reference) {
      await db
        .update(testGatewayPayments)
        .set({ status: 'canceled' })
        .where(and(eq(testGatewayPayments.id, reference), eq(testGatewayPayments.status, 'requires_payment_method')));
    },

    async refund({ reference, amount, idempotencyKey, reason }): Promise<RefundResult> {
      return db.transaction(async (tx) => {
        const [earlier] = await tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { ok: true, reference: earlier.id };
        // The payment's row is locked, so two refunds at once cannot both take the last dollars.
        const [payment] = await tx.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, reference)).for('update');
        if (!payment || payment.status !== 'succeeded') return { ok: false, reason: 'The payment provider does not know this charge' };
        const [given] = await tx
          .select({ cents: sql<string>`coalesce(round(sum(${testGatewayRefunds.amount}) * 100), 0)` })
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.paymentId, reference));
        if (amount <= 0 || Number(given!.cents) + toCents(amount) > toCents(payment.amount))
          return { ok: false, reason: 'The refund is more than what is left of the charge' };
        const id = newId('test_re');
        await tx.insert(testGatewayRefunds).values({ id, idempotencyKey, paymentId: reference, amount, reason, createdAt: now() });
        return { ok: true, reference: id };
      });
    },

    verifyWebhook() {
      // The test gateway answers the shop in the same process: it sends no webhooks.
      throw new WebhookRefused('The test gateway sends no webhooks');
    },
  };

  /**
   * The browser's confirm, with the card (routes/testGateway.ts). A declined card leaves
   * the payment waiting for another card, as Stripe's PaymentIntents do; a succeeded
   * payment answers succeeded again without a second charge.
   */
  async function confirmWithCard(reference: string, clientSecret: string, card: TestCard): Promise<TestGatewayAnswer> {
    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, reference)).for('update');
      if (!payment || payment.clientSecret !== clientSecret) throw new TestGatewayRefusal(404, 'No such payment');
      if (payment.status !== 'requires_payment_method') return answer(payment);
      const reason = !passesLuhn(card.number)
        ? testGatewayReasons.invalidNumber
        : card.number === DECLINED_TEST_CARD
          ? testGatewayReasons.declined
          : cardExpired(card.expiry, now())
            ? testGatewayReasons.expired
            : null;
      const [changed] = await tx
        .update(testGatewayPayments)
        .set(
          reason
            ? { declineReason: reason }
            : { status: 'succeeded', declineReason: null, cardLast4: card.number.slice(-4), confirmedAt: now() },
        )
        .where(eq(testGatewayPayments.id, reference))
        .returning();
      return answer(changed!);
    });
  }

  return { ...provider, confirmWithCard };
}

export type TestGateway = ReturnType<typeof createTestGateway>;

/** Every payment the test gateway holds, oldest first (tests, and a look at what was charged). */
export async function testGatewayPaymentsOf(db: Db) {
  return db.select().from(testGatewayPayments).orderBy(testGatewayPayments.createdAt, testGatewayPayments.id);
}

/** Every refund the test gateway gave, oldest first. */
export async function testGatewayRefundsOf(db: Db) {
  return db.select().from(testGatewayRefunds).orderBy(testGatewayRefunds.createdAt, testGatewayRefunds.id);
}
