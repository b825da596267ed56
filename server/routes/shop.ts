import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Members } from '../services/members';
import type { Orders } from '../services/orders';

/** Orders, invoices and checkout (account §7, DESIGN.md), and the buyer's download link. */
export const shopRoutes: FastifyPluginAsync<{ orders: Orders; members: Members }> = async (instance, { orders, members }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('checkout'),
    handler: async (request) => {
      const memberId = memberOf(request);
      const member = await members.summary(memberId);
      return envelope(await orders.checkout(memberId, member!.email, request.body), 'Payment completed');
    },
  });
  app.route({ ...contract('orderPage'), handler: async (request) => envelope(await orders.page(memberOf(request), request.body)) });
  app.route({
    ...contract('cancelOrder'),
    handler: async (request) => {
      await orders.cancel(memberOf(request), request.query.orderNo);
      return envelope(undefined, 'deleted');
    },
  });
  app.route({ ...contract('getInvoice'), handler: async (request) => envelope(await orders.invoice(memberOf(request), request.body)) });
  app.route({
    ...contract('downUrl'),
    handler: async (request) => envelope(await orders.downloadUrl(memberOf(request), request.body.id, request.body.colourway)),
  });
};
