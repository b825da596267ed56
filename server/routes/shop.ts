import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Members } from '../services/members';
import type { Orders } from '../services/orders';
import type { PaymentProvider } from '../services/payments';

/**
 * Orders, invoices and checkout (account §7, docs/architecture.md; the payment flow of
 * docs/adr/010-payments.md), and the buyer's download link.
 */
export const shopRoutes: FastifyPluginAsync<{ orders: Orders; members: Members; provider: PaymentProvider }> = async (
  instance,
  { orders, provider },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({ ...contract('paymentProvider'), handler: async () => envelope(provider.browser) });
  app.route({
    ...contract('startPayment'),
    handler: async (request) => envelope(await orders.startPayment(memberOf(request), request.body)),
  });
  app.route({
    ...contract('checkout'),
    handler: async (request) => envelope(await orders.checkout(memberOf(request), request.body), 'Payment completed'),
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
