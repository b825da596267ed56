import { colourwayCover } from '../../src/api/covers';
import { cancelOrderSchema, checkoutSchema, invoiceSchema, orderPageSchema } from '../../src/api/schemas';
import type { Order } from '../../src/api/types';
import { fixtureNow, type MockOrder } from '../fixtures/members';
import { world, type World } from '../world';
import { cartSummary } from './cart';
import { bodyOf, queryOf, refuse, route, scenarios, validate } from './route';

/** Test cards of the built-in gateway (DESIGN.md): this one is declined. */
export const DECLINED_CARD = '4000000000000002';

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
    const order = w.orders.find((o) => o.orderNo === orderNo && o.memberId === member.memberId) ?? refuse(404, 'This order does not exist');
    if (order.status !== 'P') refuse(409, 'A paid order cannot be cancelled');
    w.orders.splice(w.orders.indexOf(order), 1);
    return { desc: 'deleted' };
  }),
  route('getInvoice', async ({ request, member }) => {
    const details = validate(invoiceSchema, await bodyOf(request));
    const order =
      world().orders.find((o) => o.id === details.id && o.memberId === member.memberId) ?? refuse(404, 'This order does not exist');
    // Asking again returns the same invoice.
    if (!order.invoice) order.invoice = `/invoices/${order.id}.pdf`;
    return { data: order.invoice };
  }),
  route('checkout', async ({ request, member }) => {
    const { payment, idempotencyKey } = validate(checkoutSchema, await bodyOf(request));
    const w = world();
    const previous = w.checkouts.get(idempotencyKey);
    if (previous !== undefined) {
      const order = w.orders.find((o) => o.id === previous)!;
      return { data: { orderId: order.id, orderNo: order.orderNo, total: order.lines.reduce((s, l) => s + l.amount, 0) } };
    }
    if (!luhn(payment.cardNumber)) refuse(400, 'cardNumber: this card number is not valid');
    if (payment.cardNumber === DECLINED_CARD) refuse(402, 'Your card was declined. Try another card.');
    const summary = cartSummary(w, member.memberId);
    if (summary.aaData.length === 0) refuse(400, 'Your cart is empty');
    const unavailable = summary.aaData.filter((l) => !l.available);
    if (unavailable.length) refuse(409, `No longer available: ${unavailable.map((l) => l.imgSn).join(', ')}`);
    const id = w.nextId();
    const orderNo = `PM${fixtureNow.toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
    const order: MockOrder = {
      id,
      memberId: member.memberId,
      orderNo,
      dateCreate: fixtureNow.toISOString().slice(0, 19).replace('T', ' '),
      status: 'Y',
      invoice: '',
      lines: summary.aaData.map((l) => ({ productId: l.productId, imgType: l.imgType, amount: l.linePrice, colourway: l.colourway })),
    };
    w.orders.push(order);
    for (const line of order.lines) if (line.imgType === 3) w.designById.get(line.productId)!.sold = true;
    w.carts.set(member.memberId, []);
    w.checkouts.set(idempotencyKey, id);
    return { data: { orderId: id, orderNo, total: summary.total }, desc: 'Payment completed' };
  }),
];

export const shopHandlers = scenarios(['orderPage', 'cancelOrder', 'getInvoice', 'checkout'], defaults, [
  route('orderPage', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
]);
