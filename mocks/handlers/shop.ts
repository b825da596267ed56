import { http, HttpResponse } from 'msw';
import { colourwayCover } from '../../src/api/covers';
import {
  cancelOrderSchema,
  checkoutSchema,
  invoiceSchema,
  orderPageSchema,
  startPaymentSchema,
  testGatewayConfirmSchema,
} from '../../src/api/schemas';
import type { TestGatewayPayment } from '../../src/api/testGateway';
import type { Order, PaymentStart } from '../../src/api/types';
import {
  chargedAmount,
  checkoutMessages,
  checkoutRefusal,
  DEFAULT_HOLD_MINUTES,
  holdRefusal,
  orderNumber,
} from '../../src/domain/checkout';
import { totalPrice } from '../../src/domain/licence';
import { checkoutRefusals, orderRefusals } from '../../src/domain/refusals';
import { fixtureNow, type MockOrder } from '../fixtures/members';
import { mockNow, world, type MockPayment, type World } from '../world';
import { cartSummary } from './cart';
import { bodyOf, queryOf, refuse, route, scenarios, validate } from './route';

/** Test cards of the built-in gateway (docs/architecture.md): this one is declined. */
export const DECLINED_CARD = '4000000000000002';

/** The test gateway's words for a refused card, as the server's gateway says them (server/services/testGateway.ts). */
const gatewayReasons = {
  declined: 'Your card was declined. Try another card.',
  expired: 'Your card has expired. Try another card.',
  invalidNumber: 'This card number is not valid',
};

/** The card's month is over (the fixture world's today). */
const expired = (expiry: string) => {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= fixtureNow.getTime();
};

const paymentStart = (p: MockPayment, paid: boolean): PaymentStart => ({
  orderId: p.orderId,
  orderNo: p.orderNo,
  total: p.total,
  reference: p.reference,
  clientSecret: paid ? '' : p.clientSecret,
  paid,
});

const gatewayAnswer = (p: MockPayment): TestGatewayPayment => ({
  id: p.reference,
  status: p.status,
  lastPaymentError: p.status === 'requires_payment_method' && p.declineReason ? { message: p.declineReason } : null,
});

/**
 * The test gateway's own call, as the server serves it under /test-gateway/ (not the
 * shop's /api): the browser confirms a payment with the card here.
 */
export const testGatewayConfirm = http.post('*/test-gateway/v1/payment_intents/:id/confirm', async ({ request, params }) => {
  const parsed = testGatewayConfirmSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return HttpResponse.json({ error: { message: parsed.error.issues[0]!.message } }, { status: 400 });
  const payment = world().payments.get(String(params.id));
  if (!payment || payment.clientSecret !== parsed.data.clientSecret)
    return HttpResponse.json({ error: { message: 'No such payment' } }, { status: 404 });
  if (payment.status === 'requires_payment_method') {
    const { number, expiry } = parsed.data.card;
    payment.declineReason = !luhn(number)
      ? gatewayReasons.invalidNumber
      : number === DECLINED_CARD
        ? gatewayReasons.declined
        : expired(expiry)
          ? gatewayReasons.expired
          : null;
    if (!payment.declineReason) {
      payment.status = 'succeeded';
      payment.cardLast4 = number.slice(-4);
    }
  }
  return HttpResponse.json(gatewayAnswer(payment));
});

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    let n = Number(ch);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    return sum + n;
  }, 0) %
    10 ===
  0;

const toOrder = (w: World, o: MockOrder): Order => ({
  id: o.id,
  orderNo: o.orderNo,
  dateCreate: o.dateCreate,
  invoice: o.invoice,
  orderList: o.lines.map((l) => {
    const d = w.designById.get(l.productId)!;
    return {
      productId: d.productId,
      imgSn: d.imgSn,
      productCover: colourwayCover(d.cover, l.colourway),
      format: d.format,
      imgSize: d.imgSize,
      mode: 'RGB',
      productNum: 1,
      orderAmount: l.amount,
      imgType: l.imgType,
      refunded: l.refundedAt ? 1 : 0,
      replacementName: l.replacementName ?? null,
      colourway: l.colourway ?? '',
    };
  }),
});

const parseDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const specDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

// ── holds (issue 39): a started payment holds its exclusives off sale for a while ──

/** A started payment neither recorded paid nor ended: the server's pending order (status P). */
export const isPending = (p: MockPayment) => !p.recorded && p.status !== 'canceled';

/** When a hold started now runs out. */
const holdEnd = (from: Date) => new Date(from.getTime() + DEFAULT_HOLD_MINUTES * 60_000);

/** The exclusives a member's pending payments hold off sale now (the server's `heldBy`). */
const heldBy = (w: World, memberId: number) =>
  [...w.payments.values()]
    .filter((p) => p.memberId === memberId && isPending(p) && (!p.holdUntil || parseDate(p.holdUntil) > fixtureNow))
    .reduce((n, p) => n + (p.held?.length ?? 0), 0);

/** Ends a payment's hold: its exclusives go back on sale, and the payment is cancelled (the server's status X). */
function endHold(w: World, p: MockPayment) {
  for (const productId of p.held ?? []) w.designById.get(productId)!.sold = false;
  p.held = [];
  p.status = 'canceled';
}

/**
 * Records the member's cart as the paid order of a payment (checkout's last step). The
 * designs this payment holds are the buyer's own, not "no longer available".
 */
function recordOrder(w: World, payment: MockPayment) {
  const { orderId: id, orderNo, total, memberId } = payment;
  const summary = cartSummary(w, memberId);
  const heldHere = new Set(payment.held ?? []);
  const unavailable = summary.aaData.filter((l) => !l.available && !heldHere.has(l.productId));
  if (unavailable.length) refuse(409, checkoutMessages.gone(unavailable), { productIds: unavailable.map((l) => l.productId) });
  const order: MockOrder = {
    id,
    memberId,
    orderNo,
    dateCreate: mockNow(),
    status: 'Y',
    invoice: '',
    // As the server records a paid order: the payment's reference and the card's last four.
    paymentRef: payment.reference,
    ...(payment.cardLast4 ? { cardLast4: payment.cardLast4 } : {}),
    lines: summary.aaData.map((l, i) => ({
      productId: l.productId,
      imgType: l.imgType,
      amount: l.linePrice,
      colourway: l.colourway,
      // As the world numbers its fixtures' lines (order id × 10 + position): downloads and refunds find them.
      lineId: id * 10 + i,
    })),
  };
  w.orders.push(order);
  for (const line of order.lines) if (line.imgType === 3) w.designById.get(line.productId)!.sold = true;
  w.carts.set(memberId, []);
  w.checkouts.set(payment.idempotencyKey, id);
  payment.recorded = true;
  payment.held = [];
  return { orderId: id, orderNo, total };
}

/**
 * Ends every hold that ran out by the world's clock, as the server's sweep does: a
 * payment confirmed at the gateway meanwhile is recorded, any other is cancelled.
 */
export function expireHolds(w: World) {
  for (const p of w.payments.values()) {
    if (!isPending(p) || !p.holdUntil || parseDate(p.holdUntil) > fixtureNow) continue;
    if (p.status === 'succeeded') {
      try {
        recordOrder(w, p);
        continue;
      } catch {
        // Its cart changed meanwhile: the hold ends like any other.
      }
    }
    endHold(w, p);
  }
}

/** The exclusives held by a pending payment, as the back office lists them. */
export const heldRows = (w: World, p: MockPayment) =>
  (p.held ?? []).map((productId) => ({
    productId,
    imgSn: w.designById.get(productId)!.imgSn,
    orderNo: p.orderNo,
    holder: w.members.find((m) => m.memberId === p.memberId)?.email ?? '',
    heldSince: p.heldSince ?? mockNow(),
    holdUntil: p.holdUntil ?? specDate(holdEnd(fixtureNow)),
    minutesLeft: Math.max(
      0,
      Math.ceil((parseDate(p.holdUntil ?? specDate(holdEnd(fixtureNow))).getTime() - fixtureNow.getTime()) / 60_000),
    ),
  }));

/** Ends a pending payment's hold on the operator's word (adminHoldRelease); a payment the gateway confirmed is recorded instead. */
export function releaseHold(w: World, p: MockPayment): 'released' | 'paid' {
  if (p.status === 'succeeded') {
    recordOrder(w, p);
    return 'paid';
  }
  endHold(w, p);
  return 'released';
}

function newPayment(w: World, memberId: number, idempotencyKey: string, total: number, held: number[], since: Date): MockPayment {
  const id = w.nextId();
  for (const productId of held) w.designById.get(productId)!.sold = true;
  const payment: MockPayment = {
    reference: `test_pi_mock${id}`,
    clientSecret: `test_secret_mock${id}`,
    memberId,
    idempotencyKey,
    orderId: id,
    orderNo: orderNumber(fixtureNow, id),
    total,
    status: 'requires_payment_method',
    declineReason: null,
    held,
    heldSince: specDate(since),
    holdUntil: specDate(holdEnd(since)),
  };
  w.payments.set(payment.reference, payment);
  return payment;
}

/**
 * A member's started, unpaid payment for these exclusive designs, begun `minutesAgo`
 * by the world's clock: for stories of the held list (the designs leave the store).
 */
export function startedPayment(
  w: World,
  { memberId, productIds, minutesAgo = 0 }: { memberId: number; productIds: number[]; minutesAgo?: number },
) {
  const since = new Date(fixtureNow.getTime() - minutesAgo * 60_000);
  const total = totalPrice(productIds.map((id) => w.designById.get(id)!.priceOnce));
  return newPayment(w, memberId, `story-hold-${w.payments.size + 1}`, total, productIds, since);
}

const defaults = [
  route('orderPage', async ({ request, member }) => {
    const query = validate(orderPageSchema, await bodyOf(request));
    const w = world();
    const statuses = query.status.split(',');
    let found = w.orders.filter((o) => o.memberId === member.memberId && statuses.includes(o.status));
    if (query.orderNo) found = found.filter((o) => o.orderNo.includes(query.orderNo));
    if (query.dayAgo !== '') {
      const since = fixtureNow.getTime() - Number(query.dayAgo) * 86_400_000;
      found = found.filter((o) => parseDate(o.dateCreate).getTime() >= since);
    }
    if (query.datePayRange) {
      const [start, end] = query.datePayRange.slice(1, -1).split(',');
      if (start) found = found.filter((o) => parseDate(o.dateCreate) >= parseDate(start));
      if (end) found = found.filter((o) => parseDate(o.dateCreate) <= parseDate(end));
    }
    found.sort((a, b) => b.dateCreate.localeCompare(a.dateCreate));
    // iDisplayStart is the zero-based page (account §7: page minus one).
    const page = found.slice(query.iDisplayStart * query.iDisplayLength, (query.iDisplayStart + 1) * query.iDisplayLength);
    return { data: { aaData: page.map((o) => toOrder(w, o)), iTotalRecords: found.length } };
  }),
  route('cancelOrder', ({ request, member }) => {
    const { orderNo } = validate(cancelOrderSchema, queryOf(request));
    const w = world();
    const order = w.orders.find((o) => o.orderNo === orderNo && o.memberId === member.memberId) ?? refuse(orderRefusals.missing);
    if (order.status !== 'P') refuse(orderRefusals.paidCannotBeCancelled);
    w.orders.splice(w.orders.indexOf(order), 1);
    return { desc: 'deleted' };
  }),
  route('getInvoice', async ({ request, member }) => {
    const details = validate(invoiceSchema, await bodyOf(request));
    const order = world().orders.find((o) => o.id === details.id && o.memberId === member.memberId) ?? refuse(orderRefusals.missing);
    // Asking again returns the same invoice.
    if (!order.invoice) order.invoice = `/invoices/${order.id}.pdf`;
    return { data: order.invoice };
  }),
  route('paymentProvider', () => ({ data: { provider: 'test' } })),
  route('startPayment', async ({ request, member }) => {
    const { idempotencyKey, lines: seen } = validate(startPaymentSchema, await bodyOf(request));
    const w = world();
    expireHolds(w);
    const paidId = w.checkouts.get(idempotencyKey);
    const started = [...w.payments.values()].find(
      (p) => p.memberId === member.memberId && p.idempotencyKey === idempotencyKey && p.status !== 'canceled',
    );
    if (started && paidId !== undefined) return { data: paymentStart(started, true) };
    if (started) return { data: paymentStart(started, false) };
    const summary = cartSummary(w, member.memberId);
    if (summary.aaData.length === 0) refuse(checkoutRefusals.emptyCart);
    // Priced and checked by the server's own rules (src/domain/checkout.ts).
    const lines = summary.aaData.map((l) => ({ ...l, sold: !l.available }));
    const exclusives = lines.filter((l) => l.isBuyout === 1).map((l) => l.productId);
    const refusal = checkoutRefusal(lines, seen) ?? holdRefusal(heldBy(w, member.memberId), exclusives.length);
    if (refusal) refuse(refusal.code, refusal.desc, refusal.productIds.length ? { productIds: refusal.productIds } : undefined);
    const total = totalPrice(lines.map(chargedAmount));
    return { data: paymentStart(newPayment(w, member.memberId, idempotencyKey, total, exclusives, fixtureNow), false) };
  }),
  route('checkout', async ({ request, member }) => {
    const { idempotencyKey, reference } = validate(checkoutSchema, await bodyOf(request));
    const w = world();
    const payment = w.payments.get(reference);
    if (!payment || payment.memberId !== member.memberId || payment.idempotencyKey !== idempotencyKey)
      refuse(checkoutRefusals.notYourPayment);
    const { orderId: id, orderNo, total } = payment!;
    if (w.checkouts.has(idempotencyKey)) return { data: { orderId: id, orderNo, total }, desc: 'Payment completed' };
    // Its hold ran out or an operator released it: the designs went back on sale.
    if (payment!.status === 'canceled') refuse(409, checkoutMessages.holdExpired(DEFAULT_HOLD_MINUTES));
    if (payment!.status !== 'succeeded') {
      if (!payment!.declineReason) refuse(checkoutRefusals.stillProcessing);
      // Declined: the payment is cancelled, its exclusives go back on sale, and no order is left.
      endHold(w, payment!);
      w.payments.delete(reference);
      refuse(402, payment!.declineReason!);
    }
    return { data: recordOrder(w, payment!), desc: 'Payment completed' };
  }),
  testGatewayConfirm,
];

export const shopHandlers = scenarios(['orderPage', 'cancelOrder', 'getInvoice', 'paymentProvider', 'startPayment', 'checkout'], defaults, [
  route('orderPage', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
]);
