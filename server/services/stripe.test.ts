/**
 * The Stripe adapter against a local fake of Stripe's API (server/testing/fakeStripe.ts),
 * and the shop's checkout with it: a payment that succeeds, one that is declined (no
 * order left), the webhook that completes an order whose browser never came back, and
 * webhooks that are replayed, too old or wrongly signed (nothing changes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { orders } from '../db/schema';
import { codeFromOutbox } from '../testing/memberSuite';
import { startFakeStripe, stripeSignature, type FakeStripe } from '../testing/fakeStripe';
import { seedTestCatalogue } from '../testing/seeded';
import { expectNoCard } from '../testing/testCard';
import { PAYMENT_WEBHOOK_PATH, WebhookRefused, type PaymentProvider } from './payments';
import { createStripeProvider, WEBHOOK_TOLERANCE_S } from './stripe';

let fake: FakeStripe;
/** The shop's clock: webhooks' ages are measured with it. */
const now = () => new Date();
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.baseUrl,
    now,
  });
});
afterAll(async () => {
  await fake?.close();
});

describe('the Stripe adapter', () => {
  const start = (key: string, amount = 42.5) =>
    stripe.start({ amount, currency: 'USD', idempotencyKey: key, description: 'Order PM1', orderId: 1 });

  it('starts a PaymentIntent in cents under the idempotency key, and answers the same one for the same key', async () => {
    const first = await start('order-a');
    expect(first.reference).toMatch(/^pi_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.reference}_secret_`));
    expect(fake.intents.get(first.reference)).toMatchObject({ amount: 4250, currency: 'usd', metadata: { orderId: '1' } });
    expect(await start('order-a')).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey)).toEqual(['order-a', 'order-a']);
    expect(stripe.browser).toEqual({ provider: 'stripe', publishableKey: fake.publishableKey });
  });

  it('reports the intent as Stripe has it: pending, succeeded with amount and last four, declined with the reason', async () => {
    const paid = await start('order-b', 19.99);
    expect(await stripe.confirm(paid.reference)).toEqual({ status: 'pending' });
    fake.confirm(paid.reference, 'pm_card_visa');
    expect(await stripe.confirm(paid.reference)).toEqual({ status: 'succeeded', amount: 19.99, currency: 'USD', last4: '4242' });

    const declined = await start('order-c');
    fake.confirm(declined.reference, 'pm_card_chargeDeclined');
    expect(await stripe.confirm(declined.reference)).toEqual({ status: 'declined', reason: 'Your card was declined.' });
    await stripe.cancel(declined.reference);
    expect(fake.intents.get(declined.reference)!.status).toBe('canceled');
    // Cancelling again, or a succeeded intent, is not an error: there is nothing more to end.
    await stripe.cancel(declined.reference);
    await stripe.cancel(paid.reference);
    expect(fake.intents.get(paid.reference)!.status).toBe('succeeded');
  });

  it('retries a request whose answer was lost, under the same idempotency key', async () => {
    fake.dropNext('/v1/payment_intents');
    const started = await start('order-retried');
    expect(fake.intents.get(started.reference)).toBeDefined();
    expect([...fake.intents.values()].filter((i) => i.description === 'Order PM1' && i.id === started.reference)).toHaveLength(1);
  });

  it('refunds part of a payment once per key, and never more than was paid', async () => {
    const { reference } = await start('order-d', 30);
    fake.confirm(reference, 'pm_card_visa');
    const refund = { reference, amount: 12.5, idempotencyKey: 'refund-line-1', reason: 'Defective file' };
    const first = await stripe.refund(refund);
    expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^re_/) });
    expect(await stripe.refund(refund)).toEqual(first);
    expect(fake.refunds.filter((r) => r.payment_intent === reference)).toEqual([
      expect.objectContaining({ amount: 1250, metadata: { reason: 'Defective file' } }),
    ]);
    expect(await stripe.refund({ ...refund, amount: 20, idempotencyKey: 'refund-line-2' })).toEqual({
      ok: false,
      reason: 'Refund amount ($20.00) is greater than unrefunded amount on charge ($17.50)',
    });
  });

  it('accepts a webhook signed with the endpoint secret, and refuses a wrong, missing or old signature', async () => {
    const { reference } = await start('order-e');
    const event = fake.signedEvent('payment_intent.succeeded', reference);
    expect(stripe.verifyWebhook(Buffer.from(event.body), { 'stripe-signature': event.signature })).toEqual({
      id: event.eventId,
      kind: 'succeeded',
      reference,
    });
    const refused = (body: string, signature: string | undefined) => () =>
      stripe.verifyWebhook(Buffer.from(body), signature === undefined ? {} : { 'stripe-signature': signature });
    expect(refused(event.body, undefined)).toThrow(WebhookRefused);
    const forged = fake.signedEvent('payment_intent.succeeded', reference, { secret: 'whsec_someone_else' });
    expect(refused(forged.body, forged.signature)).toThrow(WebhookRefused);
    // A body changed after signing.
    expect(refused(event.body.replace('succeeded', 'canceled'), event.signature)).toThrow(WebhookRefused);
    const old = fake.signedEvent('payment_intent.succeeded', reference, {
      timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_S - 5,
    });
    expect(refused(old.body, old.signature)).toThrow(/tolerance/);
    // Events the shop does not act on are acknowledged as 'other'; a signature with several v1 values holds if one does.
    const refunded = fake.signedEvent('charge.refunded', reference);
    const rotated = `${refunded.signature},v1=${stripeSignature('whsec_old', 1, refunded.body).split('v1=')[1]}`;
    expect(stripe.verifyWebhook(Buffer.from(refunded.body), { 'stripe-signature': rotated }).kind).toBe('other');
  });
});

describe('checkout with Stripe', () => {
  let database: Database;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stripe-'));
  const outbox = path.join(dataDir, 'outbox');

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedTestCatalogue(database.db, 60);
    app = await buildApp({ db: database.db, dataDir, now, payments: stripe });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  type Envelope<T = unknown> = { code: number; desc: string; data?: T };
  const call = async <T>(url: string, payload: object, token?: string) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: token ? { 'access-token': token } : {} });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const webhook = (body: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  let members = 0;
  async function buyer(productId: number, imgType = 5) {
    const email = `stripe${++members}@example.com`;
    await app.inject({ method: 'GET', url: `/api/member/getEmailCode?email=${email}`, remoteAddress: `10.9.0.${members}` });
    const code = await codeFromOutbox(outbox, email);
    await call('/api/member/emailRegister', { email, code, password: 'abc123' });
    const token = (await call<{ token: string }>('/api/member/login', { account: email, password: 'abc123', code: 'x', stamp: 1 })).body
      .data!.token;
    expect((await call('/api/cart/save', { productId, imgType }, token)).body.code).toBe(200);
    return { email, token };
  }
  const startPayment = async (token: string, idempotencyKey: string) => {
    const body = { agree: true, idempotencyKey };
    const started = await call<{ reference: string; clientSecret: string; orderNo: string; total: number; paid: boolean }>(
      '/api/shop/startPayment',
      body,
      token,
    );
    expect(started.body.code).toBe(200);
    return started.body.data!;
  };
  const ordersOf = async (token: string) =>
    (await call<{ aaData: { orderNo: string }[]; iTotalRecords: number }>('/api/shop/selectPage', { status: 'P,Y' }, token)).body.data!;
  const mails = (email: string) =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(email)) : [];

  it('tells the browser to load Stripe with the publishable key', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/shop/paymentProvider' });
    expect(answer.json()).toMatchObject({ code: 200, data: { provider: 'stripe', publishableKey: fake.publishableKey } });
    // The test gateway's card call is not served when Stripe takes the payments.
    expect((await app.inject({ method: 'POST', url: '/test-gateway/v1/payment_intents/x/confirm', payload: {} })).statusCode).toBe(404);
  });

  it('pays: the browser confirms with Stripe, the shop checks the intent with Stripe and records the order once', async () => {
    const { email, token } = await buyer(1011);
    const started = await startPayment(token, 'stripe-key-1');
    expect(fake.intents.get(started.reference)).toMatchObject({ amount: Math.round(started.total * 100), currency: 'usd' });
    // The browser says it paid before it has: the shop asks Stripe, which says not yet.
    expect((await call('/api/shop/checkout', { idempotencyKey: 'stripe-key-1', reference: started.reference }, token)).body).toMatchObject({
      code: 409,
      desc: 'This payment is still being processed, please look at your orders',
    });
    fake.confirm(started.reference, 'pm_card_visa');
    const body = { idempotencyKey: 'stripe-key-1', reference: started.reference };
    expectNoCard(body, { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'x' });
    const paid = await call<{ orderNo: string }>('/api/shop/checkout', body, token);
    expect(paid.body).toMatchObject({ code: 200, desc: 'Payment completed', data: { orderNo: started.orderNo } });
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, started.orderNo));
    expect(row).toMatchObject({ status: 'Y', paymentRef: started.reference, cardLast4: '4242' });
    // The same again — and the webhook that follows — change nothing.
    expect((await call('/api/shop/checkout', body, token)).body).toMatchObject({ code: 200, data: { orderNo: started.orderNo } });
    const event = fake.signedEvent('payment_intent.succeeded', started.reference);
    expect((await webhook(event.body, event.signature)).json()).toMatchObject({ code: 200, data: { outcome: 'nothing' } });
    expect(mails(email)).toHaveLength(2); // the sign-up code and one order confirmation
    expect((await ordersOf(token)).iTotalRecords).toBe(1);
    expect((await startPayment(token, 'stripe-key-1')).paid).toBe(true);
  });

  it('leaves no order when Stripe declines the card, and the exclusive goes back on sale', async () => {
    const { token } = await buyer(1038, 3);
    const started = await startPayment(token, 'stripe-key-2');
    fake.confirm(started.reference, 'pm_card_chargeDeclined');
    const declined = await call('/api/shop/checkout', { idempotencyKey: 'stripe-key-2', reference: started.reference }, token);
    expect(declined).toMatchObject({ status: 402, body: { code: 402, desc: 'Your card was declined.' } });
    expect((await ordersOf(token)).iTotalRecords).toBe(0);
    expect(fake.intents.get(started.reference)!.status).toBe('canceled');
    expect((await call<{ isSold: number }>('/api/product/selectById', { productId: 1038 })).body.data!.isSold).toBe(0);
    // Pay again with another card: a new attempt, a new intent.
    const again = await startPayment(token, 'stripe-key-3');
    expect(again.reference).not.toBe(started.reference);
    fake.confirm(again.reference, 'pm_card_visa');
    expect((await call('/api/shop/checkout', { idempotencyKey: 'stripe-key-3', reference: again.reference }, token)).body.code).toBe(200);
  });

  it('completes the order from the webhook when the browser never comes back; a replayed, forged or stale webhook changes nothing', async () => {
    const { email, token } = await buyer(1012);
    const started = await startPayment(token, 'stripe-key-4');
    fake.confirm(started.reference, 'pm_card_visa');
    const statusOf = async () => (await database.db.select().from(orders).where(eq(orders.orderNo, started.orderNo)))[0]!.status;

    const forged = fake.signedEvent('payment_intent.succeeded', started.reference, { secret: 'whsec_forged' });
    expect((await webhook(forged.body, forged.signature)).statusCode).toBe(400);
    const stale = fake.signedEvent('payment_intent.succeeded', started.reference, {
      timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_S - 60,
    });
    expect((await webhook(stale.body, stale.signature)).json()).toMatchObject({
      code: 400,
      desc: expect.stringContaining('Webhook refused'),
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: PAYMENT_WEBHOOK_PATH,
          payload: forged.body,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await statusOf()).toBe('P');

    const event = fake.signedEvent('payment_intent.succeeded', started.reference);
    expect((await webhook(event.body, event.signature)).json()).toMatchObject({ code: 200, data: { outcome: 'completed' } });
    expect(await statusOf()).toBe('Y');
    const mailed = mails(email).length;
    // The same event delivered again (Stripe retries), and a duplicate with its own id.
    expect((await webhook(event.body, event.signature)).json()).toMatchObject({ data: { outcome: 'nothing' } });
    const duplicate = fake.signedEvent('payment_intent.succeeded', started.reference);
    expect((await webhook(duplicate.body, duplicate.signature)).json()).toMatchObject({ data: { outcome: 'nothing' } });
    expect(mails(email)).toHaveLength(mailed);
    // The browser comes back after all: the same order.
    expect((await call('/api/shop/checkout', { idempotencyKey: 'stripe-key-4', reference: started.reference }, token)).body).toMatchObject({
      code: 200,
      data: { orderNo: started.orderNo },
    });
    expect((await ordersOf(token)).iTotalRecords).toBe(1);
  });

  it('does not record a payment that Stripe reports for another amount than the order', async () => {
    const { token } = await buyer(1013);
    const started = await startPayment(token, 'stripe-key-5');
    fake.confirm(started.reference, 'pm_card_visa');
    fake.intents.get(started.reference)!.amount_received = 1;
    expect((await call('/api/shop/checkout', { idempotencyKey: 'stripe-key-5', reference: started.reference }, token)).body).toMatchObject({
      code: 409,
      desc: 'The payment does not match the order, so it was not recorded. Please contact us.',
    });
    expect((await database.db.select().from(orders).where(eq(orders.orderNo, started.orderNo)))[0]!.status).toBe('P');
  });

  it('cancels a pending order and its intent; an order whose payment went through meanwhile is paid, not cancelled', async () => {
    const { token } = await buyer(1015);
    const cancel = async (orderNo: string) =>
      (await app.inject({ method: 'GET', url: `/api/shop/cancelOrder?orderNo=${orderNo}`, headers: { 'access-token': token } })).json();
    const unpaid = await startPayment(token, 'stripe-key-7');
    expect(await cancel(unpaid.orderNo)).toMatchObject({ code: 200 });
    expect(fake.intents.get(unpaid.reference)!.status).toBe('canceled');
    expect((await ordersOf(token)).iTotalRecords).toBe(0);

    const paid = await startPayment(token, 'stripe-key-8');
    fake.confirm(paid.reference, 'pm_card_visa');
    expect(await cancel(paid.orderNo)).toMatchObject({ code: 409, desc: 'A paid order cannot be cancelled' });
    expect((await database.db.select().from(orders).where(eq(orders.orderNo, paid.orderNo)))[0]!.status).toBe('Y');
  });

  it('releases a pending order when its intent is cancelled at Stripe', async () => {
    const { token } = await buyer(1014);
    const started = await startPayment(token, 'stripe-key-6');
    fake.intents.get(started.reference)!.status = 'canceled';
    const event = fake.signedEvent('payment_intent.canceled', started.reference);
    expect((await webhook(event.body, event.signature)).json()).toMatchObject({ data: { outcome: 'released' } });
    expect((await ordersOf(token)).iTotalRecords).toBe(0);
  });
});
