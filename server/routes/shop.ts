import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import { cancelOrderSchema, checkoutSchema, downUrlSchema, invoiceSchema, orderPageSchema } from '../../src/api/schemas';
import { requireMember } from '../auth';
import { envelope, validate } from '../http';
import type { Members } from '../services/members';
import type { Orders } from '../services/orders';

/** Orders, invoices and checkout (account §7, DESIGN.md), and the buyer's download link. */
export function shopRoutes(app: FastifyInstance, orders: Orders, members: Members) {
  app.post(endpoints.checkout.path, async (request) => {
    const memberId = requireMember(request);
    const input = validate(checkoutSchema, request.body);
    const member = await members.summary(memberId);
    return envelope(await orders.checkout(memberId, member!.email, input), 'Payment completed');
  });
  app.post(endpoints.orderPage.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await orders.page(memberId, validate(orderPageSchema, request.body)));
  });
  app.get(endpoints.cancelOrder.path, async (request) => {
    const memberId = requireMember(request);
    await orders.cancel(memberId, validate(cancelOrderSchema, request.query).orderNo);
    return envelope(undefined, 'deleted');
  });
  app.post(endpoints.getInvoice.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await orders.invoice(memberId, validate(invoiceSchema, request.body)));
  });
  app.post(endpoints.downUrl.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await orders.downloadUrl(memberId, validate(downUrlSchema, request.body).id));
  });
}
