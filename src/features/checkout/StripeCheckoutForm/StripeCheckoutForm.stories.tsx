import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentStart } from '../../../api/types';
import { StripeCheckoutForm } from './StripeCheckoutForm';
import { inSummaryColumn } from '../checkout.stories-support';
import type { StripeJs } from './stripeJs';

/**
 * A stand-in for Stripe.js (the real one loads from js.stripe.com only, and never
 * offline): it mounts a placeholder where Stripe's Payment Element would draw its
 * frames, and records what the form asks of it.
 */
function standInStripe({ decline = false } = {}) {
  const confirmed: { clientSecret: string; redirect: string; returnUrl: string }[] = [];
  const stripe: StripeJs = {
    elements: () => ({
      create: () => ({
        mount: (element) => {
          element.innerHTML =
            '<p style="margin:0;padding:12px;border:1px dashed #8a8a8a;border-radius:6px;color:#3d3d3d">Stripe’s card fields</p>';
        },
        destroy: () => {},
      }),
      submit: async () => ({}),
    }),
    confirmPayment: async ({ clientSecret, redirect, confirmParams }) => {
      confirmed.push({ clientSecret, redirect, returnUrl: confirmParams.return_url });
      return decline ? { error: { type: 'card_error', message: 'Your card was declined.' } } : {};
    },
  };
  return { load: async () => stripe, confirmed };
}

/** Stripe's step as the form hands it to the checkout. */
type Confirm = (payment: PaymentStart, idempotencyKey: string) => Promise<unknown>;

const accepting = standInStripe();
const declining = standInStripe({ decline: true });
const started: PaymentStart = {
  orderId: 7,
  orderNo: 'PM20261122000007',
  total: 155.6,
  reference: 'pi_test_1',
  clientSecret: 'pi_test_1_secret_x',
  paid: false,
};

const meta = {
  title: 'Features/Checkout/StripeCheckoutForm',
  component: StripeCheckoutForm,
  args: { total: 155.6, publishableKey: 'pk_test_story', onPay: fn(), load: accepting.load },
  beforeEach: () => {
    accepting.confirmed.length = 0;
    declining.confirmed.length = 0;
  },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof StripeCheckoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Pay $155.60' });
const agree = async (canvasElement: HTMLElement) => {
  const agreement = within(canvasElement).getByRole('checkbox', { name: /I have read and accept the License Agreement/ });
  await userEvent.click(agreement);
  await expect(agreement).toBeChecked();
};

/**
 * With Stripe, the card fields are Stripe's (here the stand-in's placeholder); the
 * agreement and Pay are the shop's. Pay hands the payment to Stripe.js with the
 * started payment's client secret, and stays on this page unless the bank needs its own,
 * which returns to this page with the attempt's key (PaymentReturnPanel finishes there).
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Stripe’s card fields')).toBeVisible();
    await waitFor(() => expect(payButton(canvasElement)).toBeEnabled());
    await expect(canvas.getByText('Payments are processed by Stripe: the card goes to Stripe, not to the shop.')).toBeVisible();
    await agree(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(1));
    const confirm = (args.onPay as ReturnType<typeof fn>).mock.calls[0]![0] as Confirm;
    await confirm(started, 'checkout-story-key');
    await expect(accepting.confirmed).toEqual([
      {
        clientSecret: 'pi_test_1_secret_x',
        redirect: 'if_required',
        returnUrl: expect.stringMatching(/[?&]checkout-attempt=checkout-story-key$/),
      },
    ]);
    await expect(new URL(accepting.confirmed[0]!.returnUrl).pathname).toBe(window.location.pathname);
  },
};

/** Without the agreement's tick: the spec's message, and nothing is handed to Stripe. */
export const AgreementMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(payButton(canvasElement)).toBeEnabled());
    await userEvent.click(payButton(canvasElement));
    await expect(await canvas.findByText('Please read the agreement and tick')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /I have read and accept the License Agreement/ })).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/**
 * Stripe declines the card: Stripe.js's step does not fail (the shop's checkout asks
 * Stripe, releases the order and answers Stripe's reason), and the reason shows under Pay.
 */
export const Declined: Story = {
  args: { load: declining.load, error: 'Your card was declined.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(payButton(canvasElement)).toBeEnabled());
    await agree(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(1));
    const confirm = (args.onPay as ReturnType<typeof fn>).mock.calls[0]![0] as Confirm;
    await expect(confirm(started, 'checkout-story-key')).resolves.toBeUndefined();
    await expect(declining.confirmed).toHaveLength(1);
  },
};

/** Stripe.js could not be loaded (no connection, a blocker): the form says so and Pay stays off. */
export const LoadFailed: Story = {
  args: { load: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The card form could not be loaded. Check your connection and reload the page.')).toBeVisible();
    await expect(payButton(canvasElement)).toBeDisabled();
  },
};
