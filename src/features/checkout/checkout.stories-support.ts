/**
 * Helpers for this feature's stories: what the payment calls were sent (the shop's and
 * the test gateway's), a checkout that fails once at the network, and the fixed "today"
 * of the fixture world.
 */
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckoutPayload, StartPaymentPayload } from '../../api/schemas';
import type { TestGatewayCard } from '../../api/testGateway';
import { vars } from '../../ui/theme/contract.css';

const CHECKOUT_PATH = '*/api/shop/checkout';

/**
 * Bodies sent to the shop's payment calls (start, checkout) and to the test gateway's
 * confirm; each handler records and lets the next handler answer.
 */
export function recordPayments(): {
  handlers: HttpHandler[];
  starts: StartPaymentPayload[];
  checkouts: CheckoutPayload[];
  gateway: { clientSecret: string; card: TestGatewayCard }[];
  /** Every body the shop's /api was sent, as text. */
  toShop: string[];
  reset: () => void;
} {
  const recorded = {
    starts: [] as StartPaymentPayload[],
    checkouts: [] as CheckoutPayload[],
    gateway: [] as { clientSecret: string; card: TestGatewayCard }[],
    toShop: [] as string[],
  };
  const record =
    <T>(into: T[], toShop: boolean) =>
    async ({ request }: { request: Request }) => {
      const text = await request.clone().text();
      if (toShop) recorded.toShop.push(text);
      into.push(JSON.parse(text) as T);
    };
  return {
    ...recorded,
    handlers: [
      http.post('*/api/shop/startPayment', record(recorded.starts, true)),
      http.post(CHECKOUT_PATH, record(recorded.checkouts, true)),
      http.post('*/test-gateway/v1/payment_intents/:id/confirm', record(recorded.gateway, false)),
    ],
    reset: () => {
      for (const list of Object.values(recorded)) list.length = 0;
    },
  };
}

/** The card's number appears in no body the shop's /api was sent, in any spacing (it goes to the gateway only). */
export async function expectNoCardSentToShop(toShop: string[], cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, '');
  for (const body of toShop) await expect(body.replace(/[\s-]/g, '')).not.toContain(digits);
}

/** The first checkout call never gets an answer (the connection drops); later ones go through. */
export function checkoutFailsOnce(): { handler: HttpHandler; reset: () => void } {
  let calls = 0;
  const handler = http.post(CHECKOUT_PATH, () => {
    calls += 1;
    return calls === 1 ? HttpResponse.error() : undefined;
  });
  return {
    handler,
    reset: () => {
      calls = 0;
    },
  };
}

/** A card the test gateway accepts, and the one it declines (mocks/handlers/shop.ts). */
export const testCards = { accepted: '4242424242424242', declined: '4000000000000002', mistyped: '4242424242424241' } as const;

export interface CardEntry {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  /** Tick the licence agreement. */
  agree?: boolean;
}

/** Types a card into the payment form as a person would (formatting happens on the way). */
export async function fillCard(form: HTMLElement, entry: CardEntry) {
  const scope = within(form);
  if (entry.cardNumber) await userEvent.type(scope.getByRole('textbox', { name: 'Card number' }), entry.cardNumber);
  if (entry.expiry) await userEvent.type(scope.getByRole('textbox', { name: 'Expiry date' }), entry.expiry);
  if (entry.cvc) await userEvent.type(scope.getByRole('textbox', { name: 'Security code' }), entry.cvc);
  if (entry.name) await userEvent.type(scope.getByRole('textbox', { name: 'Name on card' }), entry.name);
  if (entry.agree) {
    const agreement = scope.getByRole('checkbox', { name: /I have read and accept the License Agreement/ });
    await userEvent.click(agreement);
    await expect(agreement).toBeChecked();
  }
}

/** A valid card for the fixture world's "today" (2026-11-22). */
export const validCard: CardEntry = { cardNumber: testCards.accepted, expiry: '1230', cvc: '123', name: 'Ada Lovelace', agree: true };

/** The cart page's summary column, the checkout's width, except where a story shows the whole page (layout fullscreen). */
export const inSummaryColumn: Decorator = (Story, { parameters }) =>
  parameters.layout === 'fullscreen'
    ? createElement(Story)
    : createElement('div', { style: { maxWidth: '4.4rem', padding: vars.space.sm } }, createElement(Story));
