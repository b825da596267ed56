/**
 * The payment provider's side of the shop (docs/adr/010-payments.md):
 *  - POST /api/payments/webhook: the provider's events, read as the raw bytes it signed;
 *    a signature that does not hold (missing, wrong, older than five minutes) answers
 *    400 and changes nothing. A succeeded payment completes its order if the browser
 *    never came back; a repeated event changes nothing.
 *  - with the built-in test gateway as the provider, the gateway's own call the
 *    browser confirms a payment with, card and all: POST
 *    /test-gateway/v1/payment_intents/:id/confirm. It is the provider's, not the shop's
 *    /api: the shop's checkout only ever gets the payment's reference.
 */
import type { FastifyPluginAsync } from 'fastify';
import { testGatewayConfirmSchema } from '../../src/api/schemas';
import { PAYMENT_WEBHOOK_PATH, WebhookRefused, type PaymentProvider } from '../services/payments';
import type { Orders } from '../services/orders';
import { TestGatewayRefusal, type TestGateway } from '../services/testGateway';

const isTestGateway = (provider: PaymentProvider | TestGateway): provider is TestGateway => 'confirmWithCard' in provider;

export const paymentRoutes: FastifyPluginAsync<{ orders: Orders; provider: PaymentProvider | TestGateway }> = async (
  instance,
  { orders, provider },
) => {
  // This plugin's own parsers: the webhook's signature covers the exact bytes sent.
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  instance.post(PAYMENT_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event;
    try {
      event = provider.verifyWebhook(raw, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook refused');
      return reply.code(400).send({ code: 400, desc: `Webhook refused: ${error.message}` });
    }
    const outcome = await orders.paymentEvent(event);
    request.log.info({ event: event.id, kind: event.kind, reference: event.reference, outcome }, 'payment webhook');
    return { code: 200, desc: 'Received', data: { outcome } };
  });

  if (!isTestGateway(provider)) return;
  instance.post<{ Params: { id: string } }>('/test-gateway/v1/payment_intents/:id/confirm', async (request, reply) => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
    } catch {
      return reply.code(400).send({ error: { message: 'The request body is not JSON' } });
    }
    const parsed = testGatewayConfirmSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ error: { message: parsed.error.issues[0]!.message } });
    try {
      // Never cached, never logged beyond the request line: the body holds a card.
      reply.header('cache-control', 'no-store');
      return await provider.confirmWithCard(request.params.id, parsed.data.clientSecret, parsed.data.card);
    } catch (error) {
      if (error instanceof TestGatewayRefusal) return reply.code(error.statusCode).send({ error: { message: error.message } });
      throw error;
    }
  });
};
