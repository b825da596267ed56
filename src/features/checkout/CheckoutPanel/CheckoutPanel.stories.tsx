import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureNow, fixtureSessions } from '../../../../mocks/fixtures/members';
import { shopHandlers } from '../../../../mocks/handlers';
import { world } from '../../../../mocks/world';
import { checkoutMessages } from '../../../domain/checkout';
import { CartPage, useCartCount } from '../../cart';
import { loggedInAs } from '../../session';
import {
  checkoutFailsOnce,
  expectNoCardSentToShop,
  fillCard,
  recordPayments,
  testCards,
  validCard,
  inSummaryColumn,
} from '../checkout.stories-support';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { CheckoutPanel } from './CheckoutPanel';

const ada = loggedInAs(fixtureSessions.ada);
const sent = recordPayments();
const dropsFirst = checkoutFailsOnce();

/** Ada's server cart: PT-01025 commercial ($30.00) and PT-01026 commercial unlimited ($125.60). */
const ADA_TOTAL = 155.6;
/** The first id the fixture world hands out is 10001; order numbers are PM + the fixture date + the id. */
const FIRST_ORDER_NO = 'PM20261122010001';

/** The member's order list, as the app's account routes name it. */
const ORDERS_HREF = '/personalCenter/orderForm';

const meta = {
  title: 'Features/Checkout/CheckoutPanel',
  component: CheckoutPanel,
  args: { total: ADA_TOTAL, onPaid: fn(), now: () => fixtureNow, ordersHref: ORDERS_HREF },
  parameters: { jotai: ada, msw: { handlers: { shop: [...sent.handlers, ...shopHandlers.default] } } },
  beforeEach: () => {
    sent.reset();
    dropsFirst.reset();
  },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof CheckoutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const paymentForm = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form', { name: 'Payment' });
const pay = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: /^Pay \$/ }));
const errorLine = (canvasElement: HTMLElement) => within(paymentForm(canvasElement)).findByText(/./, { selector: '[role="alert"]' });
const ordersOfAda = () => world().orders.filter((order) => order.memberId === 1);

/**
 * Paying with the test card: the shop starts the payment (the agreement and an
 * idempotency key), the card's digits go to the test gateway only, and the checkout
 * call carries the key and the payment's reference — never the card; the confirmation
 * shows the order number and the way to the downloads; the server cart is empty and the
 * order exists.
 */
export const Paid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);

    const completed = await canvas.findByRole('heading', { name: 'Payment completed' });
    await waitFor(() => expect(completed).toHaveFocus());
    await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent(FIRST_ORDER_NO);
    await expect(canvas.getByText('Amount paid').nextElementSibling).toHaveTextContent('$155.60');
    await expect(canvas.getByRole('link', { name: 'Download your files' })).toHaveAttribute('href', ORDERS_HREF);
    await expect(canvas.queryByRole('form', { name: 'Payment' })).not.toBeInTheDocument();

    await expect(sent.starts).toEqual([{ agree: true, idempotencyKey: expect.stringMatching(/^checkout-[0-9a-f]{32}$/) }]);
    await expect(sent.gateway).toEqual([
      {
        clientSecret: expect.any(String),
        card: { number: testCards.accepted, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
      },
    ]);
    await expect(sent.checkouts).toEqual([{ idempotencyKey: sent.starts[0]!.idempotencyKey, reference: 'test_pi_mock10001' }]);
    await expectNoCardSentToShop(sent.toShop, testCards.accepted);
    await expect(args.onPaid).toHaveBeenCalledWith({ orderId: 10001, orderNo: FIRST_ORDER_NO, total: ADA_TOTAL });
    await expect(world().carts.get(1)).toEqual([]);
    await expect(
      ordersOfAda()
        .find((order) => order.orderNo === FIRST_ORDER_NO)
        ?.lines.map((line) => line.productId),
    ).toEqual([1025, 1026]);
  },
};

/** The gateway declines the card: its desc shows under Pay, no order is made, and the form stays for another card. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const ordersBefore = ordersOfAda().length;
    await fillCard(paymentForm(canvasElement), { ...validCard, cardNumber: testCards.declined });
    await pay(canvasElement);
    await expect(await errorLine(canvasElement)).toHaveTextContent('Your card was declined. Try another card.');
    await expect(within(canvasElement).getByRole('button', { name: 'Pay $155.60' })).toBeEnabled();
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(ordersOfAda()).toHaveLength(ordersBefore);
    await expect(world().carts.get(1)).toHaveLength(2);
  },
};

/** Another card after a decline is a new attempt with a new idempotency key, and it goes through. */
export const NewCardAfterDecline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(paymentForm(canvasElement), { ...validCard, cardNumber: testCards.declined });
    await pay(canvasElement);
    await expect(await errorLine(canvasElement)).toHaveTextContent('Your card was declined. Try another card.');

    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, testCards.accepted);
    await pay(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expect(sent.checkouts).toHaveLength(2);
    await expect(sent.checkouts[1]!.idempotencyKey).not.toBe(sent.checkouts[0]!.idempotencyKey);
  },
};

/** A mistyped number fails the Luhn check in the browser: the message shows and nothing is sent. */
export const LuhnFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(paymentForm(canvasElement), { ...validCard, cardNumber: testCards.mistyped });
    await pay(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('This card number is not valid');
    await expect(sent.starts).toHaveLength(0);
    await expect(sent.gateway).toHaveLength(0);
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Without the agreement's tick: 'Please read the agreement and tick', and nothing is sent. */
export const AgreementMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(paymentForm(canvasElement), { ...validCard, agree: false });
    await pay(canvasElement);
    await expect(canvas.getByText('Please read the agreement and tick')).toBeVisible();
    await expect(sent.starts).toHaveLength(0);
    await expect(sent.gateway).toHaveLength(0);
    await expect(world().carts.get(1)).toHaveLength(2);
  },
};

/** A double click on Pay sends one payment and makes one order. */
export const DoubleClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ordersBefore = ordersOfAda().length;
    await fillCard(paymentForm(canvasElement), validCard);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay $155.60' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expect(sent.starts).toHaveLength(1);
    await expect(sent.checkouts).toHaveLength(1);
    await expect(ordersOfAda()).toHaveLength(ordersBefore + 1);
  },
};

/**
 * The connection drops before the answer: the buyer is told the payment is not
 * confirmed and may press Pay again; the retry carries the same idempotency key, so it
 * can never be a second charge.
 */
export const RetryAfterLostAnswer: Story = {
  parameters: { msw: { handlers: { shop: [...sent.handlers, dropsFirst.handler, ...shopHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);
    await expect(await errorLine(canvasElement)).toHaveTextContent(
      'We could not confirm your payment. Press Pay again: you will not be charged twice.',
    );
    await pay(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expect(sent.checkouts).toHaveLength(2);
    await expect(sent.checkouts[1]).toEqual(sent.checkouts[0]);
    await expect(ordersOfAda().filter((order) => order.orderNo === FIRST_ORDER_NO)).toHaveLength(1);
  },
};

/** While the payment is on its way, Pay spins and ignores presses. */
export const Paying: Story = {
  parameters: { msw: { handlers: { shop: [...sent.handlers, ...shopHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pay $155.60' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    // The recorder reads each request's body before it counts it: wait for that read,
    // then one request (the second click while busy sent none).
    await waitFor(() => expect(sent.starts).toHaveLength(1));
  },
};

/** An exclusive in the cart was sold meanwhile: the server's desc names it. */
export const SoldMeanwhile: Story = {
  beforeEach: () => {
    world().carts.set(1, [
      { productId: 1025, imgType: 5, productNum: 1 },
      { productId: 1008, imgType: 3, productNum: 1 },
    ]);
  },
  args: { total: 30 },
  play: async ({ canvasElement }) => {
    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);
    await expect(await errorLine(canvasElement)).toHaveTextContent('No longer available: PT-01008');
  },
};

/** The cart page with its count, as the header shows it, and the checkout in its slot (as the app composes them). */
function CartWithCheckout() {
  const count = useCartCount();
  return (
    <>
      <p>
        Cart count: <output aria-label="Cart count">{count}</output>
      </p>
      <CartPage
        renderCheckout={({ total, onOrderPlaced }) => (
          <CheckoutPanel total={total} onPaid={onOrderPlaced} now={() => fixtureNow} ordersHref={ORDERS_HREF} />
        )}
      />
    </>
  );
}

/**
 * In the cart page: the checkout gets the cart's total; once paid, the confirmation
 * stays on screen although the cart (and the header's count) is now empty.
 */
export const InCartPage: Story = {
  render: () => <CartWithCheckout />,
  parameters: { layout: 'fullscreen', route: { path: '/shoppingcar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Designs in your cart' });
    for (const cover of within(list).getAllByRole('img')) await waitFor(() => expect(cover).toBeVisible());
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('2');
    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);

    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('0'));
    await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent(FIRST_ORDER_NO);
    await expect(canvas.queryByRole('list', { name: 'Designs in your cart' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * PT-01025's price went up from $30.00 to $35.00 after the bag was shown (issue 39): Pay
 * sends what the bag showed, the shop refuses to charge the new price unseen (409), its
 * words show under Pay, and the bag reloads with the new price and total.
 */
export const PriceChangedMeanwhile: Story = {
  render: () => <CartWithCheckout />,
  parameters: { layout: 'fullscreen', route: { path: '/shoppingcar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Designs in your cart' });
    for (const cover of within(list).getAllByRole('img')) await waitFor(() => expect(cover).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Pay $155.60' })).toBeVisible();
    world().designById.get(1025)!.price = 35;

    await fillCard(paymentForm(canvasElement), validCard);
    await pay(canvasElement);
    await expect(await errorLine(canvasElement)).toHaveTextContent(checkoutMessages.priceChanged({ imgSn: 'PT-01025' }, 35));
    await expect(sent.starts).toEqual([
      {
        agree: true,
        idempotencyKey: expect.any(String),
        lines: [
          { productId: 1025, amount: 30 },
          { productId: 1026, amount: 125.6 },
        ],
      },
    ]);
    // The bag reloads: the new price and total, and Pay asks for them.
    await expect(await canvas.findByRole('button', { name: 'Pay $160.60' })).toBeVisible();
    await expect(within(list).getByText('$35.00')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment completed' })).not.toBeInTheDocument();
    await expect(world().payments.size).toBe(0);
  },
};

/**
 * Paying on a phone: the card typed, the agreement and Pay tapped. Pay is a finger's
 * size and inside the window, under the lines; the confirmation follows, and nothing
 * scrolls sideways.
 */
async function payByTouch(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Designs in your cart' });
  for (const cover of within(list).getAllByRole('img')) await waitFor(() => expect(cover).toBeVisible());
  const form = paymentForm(canvasElement);
  await fillCard(form, { ...validCard, agree: false });
  const agreement = within(form).getByRole('checkbox', { name: /I have read and accept the License Agreement/ });
  await tap(agreement);
  await expect(agreement).toBeChecked();
  const payButton = within(form).getByRole('button', { name: 'Pay $155.60' });
  await expect(payButton.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
  await expect(payButton.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
  await expectTouchTarget(payButton);
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
  await tap(payButton);

  await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('0'));
  await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent(FIRST_ORDER_NO);
  await expectTouchTarget(canvas.getByRole('link', { name: 'Download your files' }));
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
}

/** The cart and its checkout on a phone (360 px), paid by touch. */
export const PhoneInCartPage: Story = {
  ...InCartPage,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => payByTouch(canvasElement),
};

/** The cart and its checkout on a tablet (768 px), paid by touch. */
export const TabletInCartPage: Story = {
  ...InCartPage,
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => payByTouch(canvasElement),
};
