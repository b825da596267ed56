/**
 * A small stand-in for Stripe's API on loopback, for the endpoints the shop's adapter
 * uses (server/services/stripe.ts): PaymentIntents (create with an Idempotency-Key,
 * retrieve with `expand[]=latest_charge`, cancel) and refunds, in Stripe's
 * form-encoded requests and JSON answers, for one secret key. What Stripe.js does in the
 * browser is `confirm(id, paymentMethod)` with Stripe's test payment methods:
 * `pm_card_visa` succeeds (last four 4242), `pm_card_chargeDeclined` and
 * `pm_card_chargeDeclinedExpiredCard` are declined as Stripe declines them. Webhooks
 * are signed as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret,
 * "t.body")`) by hand here, so the adapter's verification is checked against the
 * documented scheme, not against itself.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/** Stripe's test payment methods the fake knows, and what Stripe does with each. */
const testMethods = {
  pm_card_visa: { last4: '4242' },
  pm_card_chargeDeclined: { decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedExpiredCard: { decline: { code: 'expired_card', message: 'Your card has expired.' } },
} as const;
export type StripeTestMethod = keyof typeof testMethods;

export interface FakeStripe {
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  /** Every request the fake answered: method, path, idempotency key. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** What Stripe.js does in the browser: confirms the intent with a test payment method. */
  confirm: (id: string, method: StripeTestMethod) => FakeIntent;
  /** A webhook's body and its Stripe-Signature header, signed at `timestamp` (seconds) with `secret`. */
  signedEvent: (
    type: string,
    intentId: string,
    options?: { timestamp?: number; secret?: string; eventId?: string },
  ) => { body: string; signature: string; eventId: string };
  /** The next request to this path fails at the network (the adapter retries). */
  dropNext: (path: string) => void;
  close: () => Promise<void>;
}

/** Stripe's signature of a webhook body: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>. */
export const stripeSignature = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Stripe's bracketed form fields (`metadata[orderId]=5`, `expand[0]=x`) as one object. */
function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let target = result as Record<string, unknown>;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        if (part === '' && Array.isArray(target)) (target as unknown[]).push(value);
        else target[part] = value;
      } else {
        const next = parts[i + 1];
        target[part] ??= next === '' || /^\d+$/.test(next!) ? [] : {};
        target = target[part] as Record<string, unknown>;
      }
    }
  }
  return result;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake_shop';
  const publishableKey = 'pk_test_fake_shop';
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe['requests'] = [];
  /** Idempotency keys already answered, with their answers (Stripe replays them). */
  const answered = new Map<string, { status: number; body: unknown }>();
  const dropping = new Set<string>();

  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  function handle(method: string, path: string, query: URLSearchParams, form: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, 'invalid_request_error', 'Amount must be at least 50 cents', 'amount_too_small');
      const id = newId('pi');
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(form.currency),
        description: (form.description as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return error(404, 'invalid_request_error', `No such payment_intent: '${intentPath[1]}'`, 'resource_missing');
      if (method === 'GET' && !intentPath[2]) {
        const expand = [...query.entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
        const charge = intent.latest_charge && expand.includes('latest_charge') ? charges.get(intent.latest_charge) : null;
        return { status: 200, body: charge ? { ...intent, latest_charge: charge } : intent };
      }
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return error(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded')
        return error(
          400,
          'invalid_request_error',
          'This PaymentIntent does not have a successful charge to refund.',
          'charge_not_refundable',
        );
      const given = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = form.amount === undefined ? intent.amount_received - given : Number(form.amount);
      if (amount <= 0 || given + amount > intent.amount_received)
        return error(
          400,
          'invalid_request_error',
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount_received - given) / 100).toFixed(2)})`,
          'amount_too_large',
        );
      const refund: FakeRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: (form.metadata as Record<string, string>) ?? {},
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (dropping.delete(url.pathname)) {
      request.socket.destroy();
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk));
    request.on('end', () => {
      const send = ({ status, body }: { status: number; body: unknown }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(body));
      };
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey });
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(error(401, 'invalid_request_error', 'Invalid API Key provided'));
      const remembered = idempotencyKey ? answered.get(`${url.pathname} ${idempotencyKey}`) : undefined;
      if (remembered) return send(remembered);
      const answer = handle(request.method ?? 'GET', url.pathname, url.searchParams, parseForm(raw));
      if (idempotencyKey && request.method === 'POST') answered.set(`${url.pathname} ${idempotencyKey}`, answer);
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    refunds,
    requests,
    confirm(id, method) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: '${id}'`);
      if (intent.status !== 'requires_payment_method') throw new Error(`The PaymentIntent ${id} is ${intent.status}`);
      const outcome = testMethods[method];
      if ('decline' in outcome) {
        intent.last_payment_error = { type: 'card_error', ...outcome.decline };
        return intent;
      }
      const charge: FakeCharge = {
        id: newId('ch'),
        object: 'charge',
        amount: intent.amount,
        payment_intent: id,
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: outcome.last4 } },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, latest_charge: charge.id });
      return intent;
    },
    signedEvent(type, intentId, { timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret, eventId = newId('evt') } = {}) {
      const intent = intents.get(intentId);
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: timestamp,
        type,
        livemode: false,
        data: { object: intent ?? { id: intentId, object: 'payment_intent' } },
      });
      return { body, signature: stripeSignature(secret, timestamp, body), eventId };
    },
    dropNext(path) {
      dropping.add(path);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
