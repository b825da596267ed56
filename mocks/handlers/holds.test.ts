/**
 * The MSW world holds exclusives as the server does (issue 39): a started payment takes
 * them off sale, the back office lists and releases them, and startPayment refuses by
 * the rules and words of src/domain/checkout.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages, DEFAULT_HOLD_MINUTES, holdReleaseMessages, MAX_UNPAID_EXCLUSIVES } from '../../src/domain/checkout';
import { onSale } from '../fixtures/catalogue';
import { fixtureTokens } from '../fixtures/members';
import { server, resetWorld, world } from '../node';
import { callWorld as call } from './callWorld';
import { startedPayment } from './shop';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetWorld());

/** Exclusive designs on sale in the fixture world, cheapest id first. */
const exclusivesOnSale = () => world().designs.filter((d) => d.isBuyout === 1 && onSale(d));

const start = (token: string, key: string, lines?: { productId: number; amount: number }[]) =>
  call('startPayment', token, { agree: true, idempotencyKey: key, ...(lines ? { lines } : {}) });

describe('holds of started payments', () => {
  it('takes a started payment’s exclusives off sale, lists them, and releases them on the operator’s word', async () => {
    const exclusive = exclusivesOnSale()[0]!;
    world().carts.set(1, [{ productId: exclusive.productId, imgType: 3, productNum: 1 }]);
    const started = await start(fixtureTokens.ada, 'hold-key-0001', [{ productId: exclusive.productId, amount: exclusive.priceOnce }]);
    expect(started.code).toBe(200);
    expect(onSale(world().designById.get(exclusive.productId)!)).toBe(false);

    const held = await call('adminHolds', fixtureTokens.operator);
    expect(held.data).toEqual([
      {
        productId: exclusive.productId,
        imgSn: exclusive.imgSn,
        orderNo: (started.data as { orderNo: string }).orderNo,
        holder: 'ada@example.com',
        heldSince: '2026-11-22 12:00:00',
        holdUntil: '2026-11-22 12:30:00',
        minutesLeft: DEFAULT_HOLD_MINUTES,
      },
    ]);

    const orderNo = (started.data as { orderNo: string }).orderNo;
    const released = await call('adminHoldRelease', fixtureTokens.operator, { orderNo });
    expect(released).toMatchObject({ code: 200, desc: holdReleaseMessages.released, data: held.data });
    expect(onSale(world().designById.get(exclusive.productId)!)).toBe(true);
    expect(world().audit[0]).toMatchObject({ action: 'hold.release', target: `order ${orderNo} of ada@example.com` });
    expect((await call('adminHolds', fixtureTokens.operator)).data).toEqual([]);
    expect(await call('adminHoldRelease', fixtureTokens.operator, { orderNo })).toMatchObject({
      code: 404,
      desc: holdReleaseMessages.notHeld,
    });
    // The released payment cannot be paid: the next Pay starts afresh.
    expect((await start(fixtureTokens.ada, 'hold-key-0001')).data).not.toMatchObject({ orderNo });
  });

  it('ends holds that ran out before listing them', async () => {
    const [a, b] = exclusivesOnSale();
    startedPayment(world(), { memberId: 2, productIds: [a!.productId], minutesAgo: 18 });
    startedPayment(world(), { memberId: 3, productIds: [b!.productId], minutesAgo: 45 });
    const held = await call('adminHolds', fixtureTokens.operator);
    expect(held.data).toEqual([expect.objectContaining({ productId: a!.productId, holder: 'pin@example.com', minutesLeft: 12 })]);
    expect(onSale(world().designById.get(b!.productId)!)).toBe(true);
  });

  it('refuses to release a payment the gateway confirmed meanwhile: the order is recorded paid', async () => {
    const exclusive = exclusivesOnSale()[0]!;
    world().carts.set(2, [{ productId: exclusive.productId, imgType: 3, productNum: 1 }]);
    const payment = startedPayment(world(), { memberId: 2, productIds: [exclusive.productId] });
    payment.status = 'succeeded';
    expect(await call('adminHoldRelease', fixtureTokens.operator, { orderNo: payment.orderNo })).toMatchObject({
      code: 409,
      desc: holdReleaseMessages.paidMeanwhile,
    });
    expect(world().orders.some((o) => o.orderNo === payment.orderNo)).toBe(true);
    expect(onSale(world().designById.get(exclusive.productId)!)).toBe(false);
  });
});

describe('startPayment checks what the bag showed', () => {
  it('refuses a line whose price changed since the bag showed it, naming the new price', async () => {
    // Ada's cart: PT-01025 commercial ($30) and PT-01026 commercial unlimited ($125.60).
    const answer = await start(fixtureTokens.ada, 'price-key-0001', [
      { productId: 1025, amount: 25 },
      { productId: 1026, amount: 125.6 },
    ]);
    expect(answer).toMatchObject({
      code: 409,
      desc: checkoutMessages.priceChanged({ imgSn: 'PT-01025' }, 30),
      data: { productIds: [1025] },
    });
    expect(world().payments.size).toBe(0);
  });

  it('refuses a line the bag did not show', async () => {
    const answer = await start(fixtureTokens.ada, 'seen-key-0001', [{ productId: 1025, amount: 30 }]);
    expect(answer).toMatchObject({ code: 409, desc: checkoutMessages.notSeen([{ imgSn: 'PT-01026' }]), data: { productIds: [1026] } });
  });

  it('charges what the bag showed when it matches', async () => {
    const answer = await start(fixtureTokens.ada, 'match-key-0001', [
      { productId: 1025, amount: 30 },
      { productId: 1026, amount: 125.6 },
    ]);
    expect(answer).toMatchObject({ code: 200, data: { total: 155.6 } });
  });

  it('refuses a line whose licence the design no longer offers', async () => {
    const exclusive = exclusivesOnSale()[0]!;
    world().carts.set(1, [{ productId: exclusive.productId, imgType: 5, productNum: 1 }]);
    const answer = await start(fixtureTokens.ada, 'licence-key-0001');
    expect(answer).toMatchObject({
      code: 409,
      desc: checkoutMessages.licenceWithdrawn({ imgSn: exclusive.imgSn, imgType: 5 }),
      data: { productIds: [exclusive.productId] },
    });
  });

  it('refuses more held exclusives than one member may hold unpaid', async () => {
    const [first, ...others] = exclusivesOnSale();
    startedPayment(world(), { memberId: 1, productIds: others.slice(0, MAX_UNPAID_EXCLUSIVES).map((d) => d.productId) });
    world().carts.set(1, [{ productId: first!.productId, imgType: 3, productNum: 1 }]);
    const answer = await start(fixtureTokens.ada, 'many-key-0001');
    expect(answer).toMatchObject({ code: 409, desc: checkoutMessages.tooManyHeld(MAX_UNPAID_EXCLUSIVES) });
  });
});
