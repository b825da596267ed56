/**
 * The built-in test gateway as a provider: its card rules, its memory of idempotency
 * keys (in the database, so a restart or another instance of the shop sees the same
 * payments), and refunds; then a checkout whose steps go to two shop instances over one
 * database, as behind a load balancer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { codeFromOutbox } from '../testing/memberSuite';
import { seedTestCatalogue } from '../testing/seeded';
import { acceptedTestCard, payWithTestGateway } from '../testing/testCard';
import { WebhookRefused } from './payments';
import { createTestGateway, testGatewayPaymentsOf, testGatewayReasons, testGatewayRefundsOf } from './testGateway';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
});
afterAll(async () => {
  await database?.close();
});

const card = (number = '4242424242424242', expiry = '12/39') => ({ number, expiry, cvc: '123', name: 'Ada' });

describe('the test gateway', () => {
  const start = (gateway: ReturnType<typeof createTestGateway>, key: string, amount = 42) =>
    gateway.start({ amount, currency: 'USD', idempotencyKey: key, description: 'Order PM1', orderId: 1 });

  it('charges the test card once, declines 4000 0000 0000 0002, an expired card and a mistyped number, and remembers keys across restarts', async () => {
    const now = () => new Date('2026-11-22T10:00:00Z');
    const gateway = createTestGateway(database.db, { now });
    const paid = await start(gateway, 'unit-order-1');
    expect(paid.reference).toMatch(/^test_pi_/);
    expect(await gateway.confirm(paid.reference)).toEqual({ status: 'pending' });
    // Only with its client secret.
    await expect(gateway.confirmWithCard(paid.reference, 'test_secret_wrong', card())).rejects.toThrow('No such payment');
    expect(await gateway.confirmWithCard(paid.reference, paid.clientSecret, card())).toEqual({
      id: paid.reference,
      status: 'succeeded',
      lastPaymentError: null,
    });
    // Confirmed again (a lost answer, a second press): still one charge.
    expect((await gateway.confirmWithCard(paid.reference, paid.clientSecret, card('5555555555554444'))).status).toBe('succeeded');
    expect(await gateway.confirm(paid.reference)).toEqual({ status: 'succeeded', amount: 42, currency: 'USD', last4: '4242' });

    const declined = await start(gateway, 'unit-order-2');
    for (const [entered, reason] of [
      [card('4000000000000002'), testGatewayReasons.declined],
      [card('4242424242424242', '10/26'), testGatewayReasons.expired],
      [card('4242424242424241'), testGatewayReasons.invalidNumber],
    ] as const) {
      expect(await gateway.confirmWithCard(declined.reference, declined.clientSecret, entered)).toEqual({
        id: declined.reference,
        status: 'requires_payment_method',
        lastPaymentError: { message: reason },
      });
      expect(await gateway.confirm(declined.reference)).toEqual({ status: 'declined', reason });
    }
    await gateway.cancel(declined.reference);
    expect(await gateway.confirm(declined.reference)).toEqual({ status: 'declined', reason: testGatewayReasons.canceled });
    expect((await gateway.confirmWithCard(declined.reference, declined.clientSecret, card())).status).toBe('canceled');

    // Another instance, or the shop after a restart: the same payments.
    const restarted = createTestGateway(database.db, { now });
    expect(await start(restarted, 'unit-order-1')).toEqual(paid);
    expect(await restarted.confirm(paid.reference)).toMatchObject({ status: 'succeeded' });
    const held = await testGatewayPaymentsOf(database.db);
    const mine = held.filter((p) => p.idempotencyKey.startsWith('unit-order-')).map((p) => [p.idempotencyKey, p.status]);
    expect(mine.sort()).toEqual([
      ['unit-order-1', 'succeeded'],
      ['unit-order-2', 'canceled'],
    ]);
    expect(() => gateway.verifyWebhook(Buffer.from('{}'), {})).toThrow(WebhookRefused);
  });

  it('refunds part or all of a charge once per key, never more than was charged', async () => {
    const gateway = createTestGateway(database.db);
    const { reference, clientSecret } = await start(gateway, 'unit-order-3', 30);
    await gateway.confirmWithCard(reference, clientSecret, card());
    const refund = { reference, amount: 12.5, idempotencyKey: 'refund-line-1', reason: 'Defective file' };
    const first = await gateway.refund(refund);
    expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^test_re_/) });
    expect(await gateway.refund(refund)).toEqual(first);
    expect(await gateway.refund({ ...refund, amount: 17.51, idempotencyKey: 'refund-line-2' })).toEqual({
      ok: false,
      reason: 'The refund is more than what is left of the charge',
    });
    expect(await gateway.refund({ ...refund, amount: 17.5, idempotencyKey: 'refund-line-2' })).toMatchObject({ ok: true });
    expect(await gateway.refund({ ...refund, reference: 'test_pi_unknown', idempotencyKey: 'refund-line-3' })).toEqual({
      ok: false,
      reason: 'The payment provider does not know this charge',
    });
    expect((await testGatewayRefundsOf(database.db)).filter((r) => r.paymentId === reference).map((r) => r.amount)).toEqual([12.5, 17.5]);
  });
});

describe('two shop instances over one database', () => {
  const apps: FastifyInstance[] = [];
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-instance-')));

  beforeAll(async () => {
    await seedTestCatalogue(database.db, 60);
    for (const dataDir of dataDirs) apps.push(await buildApp({ db: database.db, dataDir }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pays an order started on one instance, confirmed at the gateway on the other and recorded by the first', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const post = async (app: FastifyInstance, url: string, payload: object, token?: string) => {
      const response = await app.inject({ method: 'POST', url, payload, headers: token ? { 'access-token': token } : {} });
      return { status: response.statusCode, body: response.json() as { code: number; data?: Record<string, unknown> } };
    };
    const email = 'two-instances@example.com';
    await a.inject({ method: 'GET', url: `/api/member/getEmailCode?email=${email}` });
    const code = await codeFromOutbox(path.join(dataDirs[0]!, 'outbox'), email);
    await post(b, '/api/member/emailRegister', { email, code, password: 'abc123' });
    const token = (await post(a, '/api/member/login', { account: email, password: 'abc123', code: 'x', stamp: 1 })).body.data!
      .token as string;
    await post(b, '/api/cart/save', { productId: 1021, imgType: 5 }, token);
    // Each request of the browser's checkout goes to the other instance from the one before.
    let turn = 0;
    const paid = await payWithTestGateway((url, body) => post(apps[turn++ % 2]!, url, body, token), {
      card: acceptedTestCard('Two Instances'),
      idempotencyKey: 'two-instances-key',
    });
    expect(turn).toBe(3);
    expect(paid.body).toMatchObject({ code: 200, desc: 'Payment completed' });
    const listed = await post(b, '/api/shop/selectPage', {}, token);
    expect(listed.body.data!.iTotalRecords).toBe(1);
  });
});
