/**
 * Issue 39, findings 2 and 3, as an attacker plays them against the real server:
 * - start payments for exclusives and never pay: they must go back on sale when the
 *   hold runs out, and one member may hold only a few at once;
 * - a payment that succeeds after its hold ran out is completed or refunded, never sold twice;
 * - a design made exclusive (or repriced) while in a bag is not charged at the old price.
 * Runs once per database leg; the clock is the shop's own (moved, not waited for).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, MAX_UNPAID_EXCLUSIVES } from '../../src/domain/checkout';
import { testGatewayConfirmPath } from '../../src/api/testGateway';
import type { CartSummary, HeldExclusive, PaymentStart } from '../../src/api/types';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { commandLine, createAudit } from '../services/audit';
import { createOperators } from '../services/operators';
import { createTestGateway, testGatewayPaymentsOf, testGatewayRefundsOf } from '../services/testGateway';
import { codeFromOutbox } from './memberSuite';
import { seedTestCatalogue } from './seeded';
import type { DatabaseLeg } from './storefrontSuite';
import { acceptedTestCard } from './testCard';

interface Envelope<T> {
  code: number;
  desc: string;
  data: T;
}

const HOLD_MINUTES = 30;

export function holdsSuite(leg: DatabaseLeg) {
  describe(`holds and prices at checkout on ${leg.name}`, () => {
    let database: Database;
    let app: FastifyInstance;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-holds-'));
    let clock = new Date('2026-11-28T10:00:00Z');
    const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
    let cancels = true;
    let members = 0;
    let operator = '';
    let exclusives: { productId: number; imgSn: string }[] = [];
    let commercial: { productId: number; imgSn: string; price: number }[] = [];

    const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
      (await app.inject({ method, url, payload, headers: token ? { 'access-token': token } : {}, remoteAddress: '10.39.0.1' })).json<
        Envelope<T>
      >();

    async function newMember(): Promise<string> {
      const n = ++members;
      const email = `holder${n}@example.com`;
      const ip = `10.39.${n}.1`;
      await app.inject({ method: 'GET', url: `/api/member/getEmailCode?email=${email}`, remoteAddress: ip });
      const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
      await app.inject({
        method: 'POST',
        url: '/api/member/emailRegister',
        payload: { email, code, password: 'hold1234' },
        remoteAddress: ip,
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { account: email, password: 'hold1234', code: 'web', stamp: 1 },
        remoteAddress: ip,
      });
      return login.json<Envelope<{ token: string }>>().data.token;
    }

    const bag = (token: string, productId: number, imgType: number) => call('POST', '/api/cart/save', token, { productId, imgType });
    const start = (token: string, idempotencyKey: string, lines?: { productId: number; amount: number }[]) =>
      call<PaymentStart>('POST', '/api/shop/startPayment', token, { agree: true, idempotencyKey, ...(lines ? { lines } : {}) });
    const confirmCard = (started: PaymentStart) =>
      app.inject({
        method: 'POST',
        url: testGatewayConfirmPath(started.reference),
        payload: { clientSecret: started.clientSecret, card: acceptedTestCard('Late') },
      });
    const checkout = (token: string, idempotencyKey: string, reference: string) =>
      call<{ orderNo: string; total: number }>('POST', '/api/shop/checkout', token, { idempotencyKey, reference });
    const onSale = async (productId: number) =>
      (await call<{ isSold?: number }>('POST', '/api/product/selectById', null, { productId })).data.isSold !== 1;
    const held = async () => (await call<HeldExclusive[]>('GET', '/api/admin/holds', operator)).data;
    const emptyBag = async (token: string) => {
      const cart = (await call<CartSummary>('POST', '/api/cart/list', token)).data;
      for (const line of cart.aaData) await call('POST', '/api/cart/delete', token, { productId: line.productId });
    };

    beforeAll(async () => {
      database = await leg.open();
      await seedTestCatalogue(database.db, 40);
      const gateway = createTestGateway(database.db, { now: () => clock });
      app = await buildApp({
        db: database.db,
        dataDir,
        logger: process.env.HOLDS_LOG ? { level: 'error' } : false,
        now: () => clock,
        holdMinutes: HOLD_MINUTES,
        // A provider whose cancel may not arrive in time (Stripe's can fail while a payment
        // is processing): the late-payment tests switch it off.
        payments: { ...gateway, cancel: async (reference: string) => (cancels ? gateway.cancel(reference) : undefined) },
      });
      await app.ready();
      operator = await newMember();
      await createOperators(database.db, { audit: createAudit(database.db) }).grant('holder1@example.com', commandLine);
      const designs = async () =>
        (
          await call<{ aaData: { productId: number; imgSn: string; price: number; isBuyout: 0 | 1 }[] }>(
            'POST',
            '/api/product/selectPage',
            null,
            {
              iDisplayLength: 40,
            },
          )
        ).data.aaData;
      commercial = (await designs()).filter((d) => d.isBuyout === 0);
      // The small test catalogue has few exclusives: the operator makes more, as a studio would.
      for (const design of commercial.splice(3, MAX_UNPAID_EXCLUSIVES + 3))
        expect(
          (await call('POST', '/api/admin/designs/update', operator, { productId: design.productId, isBuyout: 1, priceOnce: 400 })).code,
        ).toBe(200);
      exclusives = (await designs()).filter((d) => d.isBuyout === 1);
      expect(exclusives.length).toBeGreaterThanOrEqual(MAX_UNPAID_EXCLUSIVES + 3);
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('puts exclusives of a payment never made back on sale when the hold runs out, and the holder can no longer pay', async () => {
      const holder = await newMember();
      const [first, second] = exclusives;
      await bag(holder, first!.productId, 3);
      await bag(holder, second!.productId, 3);
      const started = await start(holder, 'never-pays-1');
      expect(started.code).toBe(200);
      expect(await onSale(first!.productId)).toBe(false);
      // The back office sees who holds what, and for how long.
      expect(await held()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            productId: first!.productId,
            orderNo: started.data.orderNo,
            holder: 'holder2@example.com',
            minutesLeft: HOLD_MINUTES,
          }),
        ]),
      );

      later(HOLD_MINUTES - 1);
      expect((await held()).map((h) => h.productId)).toContain(first!.productId);
      later(2);
      expect((await held()).map((h) => h.productId)).not.toContain(first!.productId);
      expect(await onSale(first!.productId)).toBe(true);
      expect(await onSale(second!.productId)).toBe(true);

      // The payment was cancelled at the provider: the card is refused there, and the shop says why.
      expect((await confirmCard(started.data)).json()).toMatchObject({ status: 'canceled' });
      expect(await checkout(holder, 'never-pays-1', started.data.reference)).toMatchObject({
        code: 409,
        desc: checkoutMessages.holdExpired(HOLD_MINUTES),
      });

      // Another buyer gets it; the first holder's Pay with the same key starts afresh and hears it is gone.
      const buyer = await newMember();
      await bag(buyer, first!.productId, 3);
      const bought = await start(buyer, 'buys-after-expiry');
      await confirmCard(bought.data);
      expect((await checkout(buyer, 'buys-after-expiry', bought.data.reference)).code).toBe(200);
      expect(await start(holder, 'never-pays-1')).toMatchObject({ code: 409, desc: checkoutMessages.gone([first!]) });
      await emptyBag(holder);
    });

    it('lets one member hold at most a few exclusives unpaid, however they split their orders', async () => {
      const hoarder = await newMember();
      const free = [];
      for (const design of exclusives) if (await onSale(design.productId)) free.push(design);
      const wanted = free.slice(0, MAX_UNPAID_EXCLUSIVES + 1);
      for (const design of wanted) await bag(hoarder, design.productId, 3);
      // One order of six: refused, nothing taken off sale.
      expect(await start(hoarder, 'hoard-all')).toMatchObject({ code: 409, desc: checkoutMessages.tooManyHeld(0) });
      expect(await onSale(wanted[0]!.productId)).toBe(true);
      // Five in one order, then a sixth in another: the second is refused.
      await call('POST', '/api/cart/delete', hoarder, { productId: wanted.at(-1)!.productId });
      expect((await start(hoarder, 'hoard-five')).code).toBe(200);
      await emptyBag(hoarder);
      await bag(hoarder, wanted.at(-1)!.productId, 3);
      expect(await start(hoarder, 'hoard-sixth')).toMatchObject({ code: 409, desc: checkoutMessages.tooManyHeld(MAX_UNPAID_EXCLUSIVES) });
      expect(await onSale(wanted.at(-1)!.productId)).toBe(true);
      // An operator releases the five at once; the release is audited.
      const [order] = (await held()).filter((h) => h.holder === `holder${members}@example.com`);
      const released = await call<HeldExclusive[]>('POST', '/api/admin/holds/release', operator, { orderNo: order!.orderNo });
      expect(released).toMatchObject({ code: 200, desc: 'Released: back on sale' });
      expect(released.data).toHaveLength(MAX_UNPAID_EXCLUSIVES);
      for (const design of wanted) expect(await onSale(design.productId)).toBe(true);
      const audit = await call<{ aaData: { action: string; target: string }[] }>('POST', '/api/admin/audit', operator, {
        action: 'hold.release',
      });
      expect(audit.data.aaData[0]).toMatchObject({
        action: 'hold.release',
        target: `order ${order!.orderNo} of holder${members}@example.com`,
      });
      expect(await call('POST', '/api/admin/holds/release', operator, { orderNo: order!.orderNo })).toMatchObject({ code: 404 });
      await emptyBag(hoarder);
    });

    it('completes a payment that succeeds after its hold ran out while the designs are still free', async () => {
      cancels = false;
      try {
        const late = await newMember();
        const design = (await Promise.all(exclusives.map(async (d) => ((await onSale(d.productId)) ? d : null)))).find(Boolean)!;
        await bag(late, design.productId, 3);
        const started = await start(late, 'pays-late-free');
        later(HOLD_MINUTES + 1);
        await held();
        expect(await onSale(design.productId)).toBe(true);
        expect((await confirmCard(started.data)).json()).toMatchObject({ status: 'succeeded' });
        const paid = await checkout(late, 'pays-late-free', started.data.reference);
        expect(paid).toMatchObject({ code: 200, data: { orderNo: started.data.orderNo } });
        expect(await onSale(design.productId)).toBe(false);
        // Repeating the call changes nothing.
        expect((await checkout(late, 'pays-late-free', started.data.reference)).code).toBe(200);
      } finally {
        cancels = true;
      }
    });

    it('refunds in full a payment that succeeds after its hold ran out and its design was sold meanwhile', async () => {
      cancels = false;
      try {
        const late = await newMember();
        const rival = await newMember();
        const design = (await Promise.all(exclusives.map(async (d) => ((await onSale(d.productId)) ? d : null)))).find(Boolean)!;
        await bag(late, design.productId, 3);
        const started = await start(late, 'pays-late-sold');
        later(HOLD_MINUTES + 1);
        await held();
        await bag(rival, design.productId, 3);
        const rivalStart = await start(rival, 'rival-buys');
        await confirmCard(rivalStart.data);
        expect((await checkout(rival, 'rival-buys', rivalStart.data.reference)).code).toBe(200);

        expect((await confirmCard(started.data)).json()).toMatchObject({ status: 'succeeded' });
        expect(await checkout(late, 'pays-late-sold', started.data.reference)).toMatchObject({
          code: 409,
          desc: checkoutMessages.refundedLate([design]),
        });
        const refunds = (await testGatewayRefundsOf(database.db)).filter((r) => r.paymentId === started.data.reference);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]!.amount).toBe(started.data.total);
        // Sold once: the rival's order only, and a repeat refunds nothing more.
        await checkout(late, 'pays-late-sold', started.data.reference);
        expect((await testGatewayRefundsOf(database.db)).filter((r) => r.paymentId === started.data.reference)).toHaveLength(1);
        const succeeded = (await testGatewayPaymentsOf(database.db)).filter(
          (p) => p.status === 'succeeded' && (p.id === started.data.reference || p.id === rivalStart.data.reference),
        );
        expect(succeeded).toHaveLength(2);
      } finally {
        cancels = true;
      }
    });

    it('does not charge a design made exclusive after it went in the bag at its old licence', async () => {
      const buyer = await newMember();
      const design = commercial[0]!;
      await bag(buyer, design.productId, 5);
      expect(
        (await call('POST', '/api/admin/designs/update', operator, { productId: design.productId, isBuyout: 1, priceOnce: 900 })).code,
      ).toBe(200);
      const cart = (await call<CartSummary>('POST', '/api/cart/list', buyer)).data;
      expect(cart.aaData[0]).toMatchObject({ productId: design.productId, licenceOffered: false });
      expect(cart.total).toBe(0);
      expect(await start(buyer, 'old-licence')).toMatchObject({
        code: 409,
        desc: checkoutMessages.licenceWithdrawn({ imgSn: design.imgSn, imgType: 5 }),
      });
      expect(await onSale(design.productId)).toBe(true);
      // Under the licence it offers now, at the price it is offered at now.
      await call('POST', '/api/cart/update', buyer, { productId: design.productId, imgType: 3 });
      const started = await start(buyer, 'new-licence', [{ productId: design.productId, amount: 900 }]);
      expect(started).toMatchObject({ code: 200, data: { total: 900 } });
      await call('GET', `/api/shop/cancelOrder?orderNo=${started.data.orderNo}`, buyer);
      await emptyBag(buyer);
    });

    it('refuses a price that changed since the bag showed it, naming the design, and holds nothing', async () => {
      const buyer = await newMember();
      const design = commercial[1]!;
      expect(await bag(buyer, design.productId, 5)).toMatchObject({ code: 200 });
      const shown = (await call<CartSummary>('POST', '/api/cart/list', buyer)).data.aaData[0]!.linePrice;
      await call('POST', '/api/admin/designs/update', operator, { productId: design.productId, price: shown + 50 });
      expect(await start(buyer, 'stale-price', [{ productId: design.productId, amount: shown }])).toMatchObject({
        code: 409,
        desc: checkoutMessages.priceChanged(design, shown + 50),
        data: { productIds: [design.productId] },
      });
      expect((await call<{ iTotalRecords: number }>('POST', '/api/shop/selectPage', buyer, { status: 'P' })).data.iTotalRecords).toBe(0);
      // The bag now shows the new price, and paying what it shows goes through.
      const fresh = (await call<CartSummary>('POST', '/api/cart/list', buyer)).data.aaData[0]!.linePrice;
      expect(fresh).toBe(shown + 50);
      expect((await start(buyer, 'fresh-price', [{ productId: design.productId, amount: fresh }])).code).toBe(200);
    });
  });
}
