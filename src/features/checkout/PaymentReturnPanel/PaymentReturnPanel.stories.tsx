import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../../../.storybook/touch';
import { fixtureSessions, members } from '../../../../mocks/fixtures/members';
import { shopHandlers } from '../../../../mocks/handlers';
import { world, type MockPayment } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { checkoutFailsOnce, recordPayments, inSummaryColumn } from '../checkout.stories-support';
import { PaymentReturnPanel } from './PaymentReturnPanel';

const sent = recordPayments();
const dropsFirst = checkoutFailsOnce();

/** Ada's cart total; the payment Stripe confirmed on the bank's page, as the shop started it. */
const ADA_TOTAL = 155.6;
const ADA = members.find((member) => member.email === fixtureSessions.ada.email)!.memberId;
const bankPayment = (changes: Partial<MockPayment> = {}): MockPayment => ({
  reference: 'pi_3ds_story',
  clientSecret: 'pi_3ds_story_secret_x',
  memberId: ADA,
  idempotencyKey: 'checkout-3ds-story',
  orderId: 9001,
  orderNo: 'PM20261122009001',
  total: ADA_TOTAL,
  status: 'succeeded',
  declineReason: null,
  ...changes,
});
/** What the page came back with: the attempt's key and Stripe's reference. */
const returned = { key: 'checkout-3ds-story', reference: 'pi_3ds_story' };

const meta = {
  title: 'Features/Checkout/PaymentReturnPanel',
  component: PaymentReturnPanel,
  args: { payment: returned, cartHref: '/shoppingcar', ordersHref: '/personalCenter/orderForm' },
  parameters: { jotai: loggedInAs(fixtureSessions.ada), msw: { handlers: { shop: [...sent.handlers, ...shopHandlers.default] } } },
  beforeEach: () => {
    sent.reset();
    dropsFirst.reset();
    world().payments.set('pi_3ds_story', bankPayment());
  },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof PaymentReturnPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The orders this payment made (Ada has paid orders of her own in the fixture world). */
const ordersOfThisPayment = () => world().orders.filter((order) => order.memberId === ADA && order.orderNo === 'PM20261122009001');

/**
 * Back from the bank's page with the payment confirmed: the shop's checkout is sent the
 * attempt's key and Stripe's reference (nothing else), and the confirmation shows the
 * order, its amount and the way to the downloads, with focus on its heading.
 */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    const completed = await canvas.findByRole('heading', { name: 'Payment completed' });
    await waitFor(() => expect(completed).toHaveFocus());
    await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent('PM20261122009001');
    await expect(canvas.getByText('Amount paid').nextElementSibling).toHaveTextContent('$155.60');
    await expect(canvas.getByRole('link', { name: 'Download your files' })).toHaveAttribute('href', '/personalCenter/orderForm');
    await expect(sent.checkouts).toEqual([{ idempotencyKey: 'checkout-3ds-story', reference: 'pi_3ds_story' }]);
    await expect(sent.starts).toEqual([]);
    await expect(ordersOfThisPayment()).toHaveLength(1);
  },
};

/**
 * Stripe's webhook recorded the order before the buyer came back: the same order is
 * shown, and no second one is made.
 */
export const RecordedByWebhookFirst: Story = {
  beforeEach: () => {
    const w = world();
    w.checkouts.set('checkout-3ds-story', 9001);
    w.orders.push({
      id: 9001,
      memberId: ADA,
      orderNo: 'PM20261122009001',
      dateCreate: '2026-11-22 12:00:00',
      status: 'Y',
      invoice: '',
      lines: [],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent('PM20261122009001');
    await expect(ordersOfThisPayment()).toHaveLength(1);
  },
};

/** The bank refused on its page: Stripe's reason, and the way back to the cart (no Try again: it would be refused too). */
export const BankRefused: Story = {
  beforeEach: () => {
    world().payments.set('pi_3ds_story', bankPayment({ status: 'requires_payment_method', declineReason: 'Your card was declined.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/shoppingcar');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(ordersOfThisPayment()).toEqual([]);
  },
};

/**
 * The checkout's answer was lost on the way: the page says so without a Pay to press,
 * and Try again asks once more under the same key, which finishes the one order.
 */
export const AnswerLost: Story = {
  // The recorder first: it sees the dropped call too.
  parameters: { msw: { handlers: { shop: [...sent.handlers, dropsFirst.handler, ...shopHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not confirm your payment yet. Try again: you will not be charged twice.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expect(sent.checkouts).toEqual([returned, returned].map(({ key, reference }) => ({ idempotencyKey: key, reference })));
    await expect(ordersOfThisPayment()).toHaveLength(1);
  },
};

/** While the shop asks Stripe about the payment: a named spinner in the checkout's place. */
export const Confirming: Story = {
  parameters: {
    msw: { handlers: { shop: [http.post('*/api/shop/checkout', () => delay('infinite')), ...shopHandlers.default] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Confirming your payment')).toBeInTheDocument();
    // The panel asks the shop once it is shown: busy from then on.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** On a phone the page is the panel, as wide as the window: nothing scrolls sideways. */
export const PhonePaid: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
