/**
 * The price a buyer is shown, the price of the cart line and the price on the order
 * must be the same number of cents: they are three places a price rule could drift.
 * Generated prices and licences go through the shop's own code (the detail's licence
 * price, a visitor's cart line, the member cart's optimistic licence change), the MSW
 * world's cart, and the real server — stored in Postgres's numeric columns, listed by
 * the cart call, and charged by checkout — and are compared with a reference that
 * counts whole cents (no floating point).
 *
 * This file lives outside every layer because it imports all three of them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSummary, Envelope, LicenceType, ProductDetail, SessionUser } from '../src/api/types';
import { licenceOptions, licencePrice } from '../src/domain/licence';
import { MAX_MERGED_LINES } from '../src/domain/cart';
import { checkoutMessages, MAX_UNPAID_EXCLUSIVES } from '../src/domain/checkout';
import { cartTotal, fromDetail, withLicence } from '../src/features/cart/cartLines';
import { cartSummary } from '../mocks/handlers/cart';
import { resetWorld, world } from '../mocks/world';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { cartLines, designs, members, orderLines } from '../server/db/schema';
import { seedCatalogue } from '../server/seed/seed';
import { acceptedTestCard, payWithTestGateway } from '../server/testing/testCard';

/** 50 rounds of 200 lines: 10,000 generated prices and licences. */
const ROUNDS = 50;
const LINES = MAX_MERGED_LINES;
const DETAIL_EVERY = 10;

interface Sample {
  /** Prices in whole cents, up to the numeric(10,2) column's $99,999,999.99 — kept to $99,999.99. */
  priceCents: number;
  priceOnceCents: number;
  isBuyout: 0 | 1;
  /** Which of the design's offered licences the buyer picks. */
  pick: number;
}

const sample = fc.record({
  priceCents: fc.integer({ min: 1, max: 9_999_999 }),
  priceOnceCents: fc.integer({ min: 1, max: 9_999_999 }),
  isBuyout: fc.constantFrom(0 as const, 1 as const),
  pick: fc.nat(),
});

/** The reference: a share of a price in whole cents, half a cent rounded up, by integer arithmetic. */
function expectedCents(s: Sample, licence: LicenceType): number {
  const tenths = { 3: 0, 5: 10, 4: 8, 1: 5 }[licence];
  if (licence === 3) return s.priceOnceCents;
  return Math.floor((s.priceCents * tenths + 5) / 10);
}

const licenceOf = (s: Sample) => {
  const offered = licenceOptions({ isBuyout: s.isBuyout });
  return offered[s.pick % offered.length]!;
};

describe('prices agree between the shop, the MSW world and the server', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let memberId: number;
  let ids: number[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pricing-'));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedCatalogue(database.db, { designs: LINES, signatures: 'later' });
    app = await buildApp({ db: database.db, dataDir, searchIndex: false });
    const email = 'prices@example.com';
    memberId = (
      await database.db
        .insert(members)
        .values({ email, passwordHash: await hash('prices1'), userName: 'prices', companyName: 'Prices Ltd' })
        .returning({ id: members.id })
    )[0]!.id;
    const login = await app.inject({ method: 'POST', url: '/api/member/login', payload: { account: email, password: 'prices1' } });
    token = (login.json() as Envelope<SessionUser>).data!.token;
    ids = (await database.db.select({ id: designs.id }).from(designs)).map((d) => d.id).sort((a, b) => a - b);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T>(url: string, payload?: unknown) => {
    const answer = await app.inject({ method: 'POST', url, payload: payload ?? {}, headers: { 'access-token': token } });
    const body = answer.json() as Envelope<T>;
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.desc}`);
    return body.data as T;
  };

  it(`for ${(ROUNDS * LINES).toLocaleString('en-US')} generated prices and licences`, async () => {
    const rounds = fc.sample(fc.array(sample, { minLength: LINES, maxLength: LINES }), { numRuns: ROUNDS, seed: 20261124 });
    resetWorld();
    for (const [round, samples] of rounds.entries()) {
      const lines = samples.map((s, i) => ({ productId: ids[i]!, imgType: licenceOf(s), s }));
      // The designs take this round's prices (and are on sale again).
      await database.db.execute(sql`
        UPDATE designs AS d SET price = v.price, price_once = v.price_once, is_buyout = v.is_buyout, sold = false
        FROM (VALUES ${sql.join(
          lines.map(
            ({ productId, s }) =>
              sql`(${productId}::int, ${s.priceCents / 100}::numeric, ${s.priceOnceCents / 100}::numeric, ${s.isBuyout}::smallint)`,
          ),
          sql`, `,
        )}) AS v(id, price, price_once, is_buyout)
        WHERE d.id = v.id`);

      const merged = await call<{ added: number[] }>('/api/cart/saveAllOrder', {
        orderList: lines.map(({ productId, imgType }) => ({ productId, imgType, productNum: 1 })),
      });
      expect(merged.added).toHaveLength(LINES);
      const cart = await call<CartSummary>('/api/cart/list');
      const byId = new Map(cart.aaData.map((line) => [line.productId, line]));

      // The MSW world's cart for the same designs and licences.
      const w = world();
      w.carts.set(1, []);
      for (const { productId, imgType, s } of lines) {
        const design = w.designs[productId - ids[0]!]!;
        Object.assign(design, {
          productId,
          price: s.priceCents / 100,
          priceOnce: s.priceOnceCents / 100,
          isBuyout: s.isBuyout,
          sold: false,
        });
        w.designById.set(productId, design);
        w.carts.get(1)!.push({ productId, imgType, productNum: 1 });
      }
      const mockCart = cartSummary(w, 1);

      let totalCents = 0;
      for (const [index, { productId, imgType, s }] of lines.entries()) {
        const cents = expectedCents(s, imgType);
        totalCents += cents;
        const serverLine = byId.get(productId)!;
        // The design page prices from the detail call; asked for every tenth design, as the
        // cart's licence select prices from the line's own price fields for every line.
        const detail = index % DETAIL_EVERY === 0 ? await call<ProductDetail>('/api/product/selectById', { productId }) : null;
        const shown = licencePrice(detail ?? serverLine, imgType);
        const visitorLine = fromDetail(
          { productId, imgType, productNum: 1 },
          detail ?? ({ ...serverLine, isUse: 1, isSold: 0 } as unknown as ProductDetail),
        );
        const changedLine = withLicence(cart, productId, imgType).aaData.find((l) => l.productId === productId)!;
        const where = `round ${round}, design ${productId}, ${JSON.stringify(s)}, licence ${imgType}`;
        expect({
          where,
          shown,
          visitor: visitorLine.linePrice,
          server: serverLine.linePrice,
          mock: mockCart.aaData[index]!.linePrice,
          changed: changedLine.linePrice,
        }).toEqual({
          where,
          shown: cents / 100,
          visitor: cents / 100,
          server: cents / 100,
          mock: cents / 100,
          changed: cents / 100,
        });
      }
      expect(cart.total).toBe(totalCents / 100);
      expect(mockCart.total).toBe(totalCents / 100);
      expect(cartTotal(cart.aaData.map((l) => ({ ...l, status: 'ready' as const })))).toBe(totalCents / 100);

      // The card goes to the test gateway, the shop gets the payment's reference.
      const pay = (idempotencyKey: string) =>
        payWithTestGateway(
          async (url, payload) => {
            const response = await app.inject({ method: 'POST', url, payload, headers: { 'access-token': token } });
            return { status: response.statusCode, body: response.json() };
          },
          { card: acceptedTestCard('Prices Ltd'), idempotencyKey },
        );
      // One order holds at most a few exclusives while it is paid (issue 39): a bag with
      // more is refused as a whole, and the buyer pays after taking the extra ones out.
      const exclusives = lines.filter(({ s }) => s.isBuyout === 1);
      const removed = exclusives.slice(MAX_UNPAID_EXCLUSIVES);
      if (removed.length) {
        const refused = await pay(`pricing-round-${round}-too-many`);
        expect(refused.body).toMatchObject({ code: 409, desc: checkoutMessages.tooManyHeld(0) });
        // The buyer takes the first one out as the cart page does; the others leave in one
        // statement: the same rule ~97 times a round was 1 s of 50 rounds' calls here.
        const [first, ...others] = removed;
        await call('/api/cart/delete', { productId: first!.productId });
        if (others.length)
          await database.db.delete(cartLines).where(
            and(
              eq(cartLines.memberId, memberId),
              inArray(
                cartLines.productId,
                others.map(({ productId }) => productId),
              ),
            ),
          );
      }
      const chargedCents = lines
        .filter((line) => !removed.includes(line))
        .reduce((sum, { s, imgType }) => sum + expectedCents(s, imgType), 0);
      const answer = await pay(`pricing-round-${round}`);
      expect(answer.body.code, answer.body.desc).toBe(200);
      const paid = answer.body.data!;
      expect(paid.total).toBe(chargedCents / 100);
      const ordered = await database.db
        .select({ productId: orderLines.productId, amount: orderLines.amount })
        .from(orderLines)
        .where(eq(orderLines.orderId, paid.orderId));
      expect(ordered).toHaveLength(LINES - removed.length);
      for (const line of ordered) expect(line.amount).toBe(byId.get(line.productId)!.linePrice);
      await database.db.update(designs).set({ sold: false }).where(inArray(designs.id, ids));
    }
    // A safety net, not a clock: in a fresh clone's CI (unit files yield the two cores to
    // the story files) this took 478 s and 572 s, close to a 600 s limit (issue 42).
  }, 1_800_000);
});
