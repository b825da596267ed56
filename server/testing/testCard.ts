/**
 * The browser's part of a checkout with the built-in test gateway, for server suites
 * (docs/adr/010-payments.md): start the payment at the shop, confirm it with the card at
 * the gateway (/test-gateway/…), then send the shop only the payment's reference. Every
 * body sent to /api is checked to hold no card number.
 */
import { expect } from 'vitest';
import { testGatewayConfirmPath, type TestGatewayCard } from '../../src/api/testGateway';

/** A card the test gateway always charges; `name` tells the buyers apart. */
export const acceptedTestCard = (name: string): TestGatewayCard => ({ number: '4242424242424242', expiry: '12/39', cvc: '123', name });

/** Sends one POST (with the caller's session) and answers its status and parsed body. */
export type Poster = (url: string, body: object) => Promise<{ status: number; body: unknown }>;

/** A Poster over HTTP to a running shop, as a browser of the member `token` posts. */
export const fetchPoster =
  (baseUrl: string, token: string): Poster =>
  async (url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

export interface Answer<T> {
  status: number;
  body: { code: number; desc: string; data?: T };
}

/** Fails the test when an /api body carries the card's number, in any spacing, or its security code under any name. */
export function expectNoCard(body: object, card: TestGatewayCard) {
  const text = JSON.stringify(body);
  expect(text.replace(/[\s-]/g, ''), 'the card number was sent to the shop').not.toContain(card.number.replace(/[\s-]/g, ''));
  expect(text, 'card fields were sent to the shop').not.toMatch(/"(cardNumber|number|cvc|expiry)"/);
}

export async function payWithTestGateway<T = { orderId: number; orderNo: string; total: number }>(
  post: Poster,
  { card, idempotencyKey, agree = true }: { card: TestGatewayCard; idempotencyKey: string; agree?: boolean },
): Promise<Answer<T>> {
  const toShop = async (url: string, body: object) => {
    expectNoCard(body, card);
    return (await post(url, body)) as Answer<never>;
  };
  const started = await toShop('/api/shop/startPayment', { agree, idempotencyKey });
  if (started.body.code !== 200) return started;
  const { reference, clientSecret, paid } = started.body.data as unknown as { reference: string; clientSecret: string; paid: boolean };
  if (!paid) {
    const confirmed = (await post(testGatewayConfirmPath(reference), { clientSecret, card })) as {
      status: number;
      body: { error?: { message: string } };
    };
    if (confirmed.status !== 200)
      return { status: confirmed.status, body: { code: confirmed.status, desc: confirmed.body.error?.message ?? '' } };
  }
  return (await toShop('/api/shop/checkout', { idempotencyKey, reference })) as Answer<T>;
}
