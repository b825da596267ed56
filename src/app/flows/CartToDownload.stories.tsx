import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { fixtureSessions, members } from '../../../mocks/fixtures/members';
import { world } from '../../../mocks/world';
import { loggedInAs } from '../../features/session';
import { AppRoutes } from '../App';
import { toastShown } from '../../../.storybook/waits';

/** Links the app clicked to save a file (the browser's "save as"). */
const saved: { download: string; href: string }[] = [];

/**
 * A member's purchase, across pages: the cart → pay with the test card → the order
 * confirmation → My Order → the design's zip downloads through a plain link.
 */
const meta = {
  title: 'App/Flows/Cart to download',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: { url: '/shoppingcar' }, jotai: loggedInAs(fixtureSessions.ada) },
  beforeEach: () => {
    saved.length = 0;
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
    return () => click.mockRestore();
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberPaysAndDownloads: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('cart: the lines and their total', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
      await expect(await canvas.findByText('PT-01025')).toBeVisible();
      await expect(canvas.getByText('PT-01026')).toBeVisible();
    });

    await step('checkout: the test card, the agreement, Pay', async () => {
      const payment = await canvas.findByRole('form', { name: 'Payment' });
      const form = within(payment);
      await userEvent.type(form.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
      await userEvent.type(form.getByRole('textbox', { name: 'Expiry date' }), '1230');
      await userEvent.type(form.getByRole('textbox', { name: 'Security code' }), '123');
      await userEvent.type(form.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
      await userEvent.click(form.getByRole('checkbox'));
      await userEvent.click(form.getByRole('button', { name: /^Pay / }));
      await expect(await canvas.findByText('Payment completed', {})).toBeVisible();
      await expect(canvas.getByText(/^PM\d+$/)).toBeVisible();
    });

    await step('My Order: the new order is listed with its designs', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /Download your files/ }));
      const button = await canvas.findByRole('button', { name: 'Download File PT-01025' });
      await expect(button).toBeVisible();
    });

    await step('Download File: the zip is saved under its serial through a plain link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download File PT-01025' }));
      await expect(await screen.findByText('Downloading PT-01025.zip', {})).toBeVisible();
      await expect(saved).toEqual([
        { download: 'PT-01025.zip', href: expect.stringMatching(/\/files\/mock\/1025\/PT-01025\.zip\?line=\d+&expires=\d+$/) },
      ]);
      // The picture shows the order list with the message over it.
      await toastShown('Downloading PT-01025.zip');
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/**
 * The same purchase when the bank needed its own page (3-D Secure with Stripe): the
 * buyer comes back to the cart's address with the attempt's key and Stripe's reference,
 * the page finishes that checkout instead of showing the cart, and the order's designs
 * are in My Order.
 */
export const BackFromTheBanksPage: Story = {
  parameters: {
    route: {
      url: '/shoppingcar?checkout-attempt=checkout-3ds-flow&payment_intent=pi_3ds_flow&payment_intent_client_secret=pi_3ds_flow_secret&redirect_status=succeeded',
    },
  },
  beforeEach: () => {
    world().payments.set('pi_3ds_flow', {
      reference: 'pi_3ds_flow',
      clientSecret: 'pi_3ds_flow_secret',
      memberId: members.find((member) => member.email === fixtureSessions.ada.email)!.memberId,
      idempotencyKey: 'checkout-3ds-flow',
      orderId: 9002,
      orderNo: 'PM20261122009002',
      total: 155.6,
      // Confirmed with the card on the bank's page.
      status: 'succeeded',
      declineReason: null,
    });
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the cart’s address finishes the payment: the confirmation, not the cart', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Payment completed' }, { timeout: 15_000 })).toBeVisible();
      await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent('PM20261122009002');
      await expect(canvas.queryByRole('heading', { level: 1, name: 'Shopping Cart' })).not.toBeInTheDocument();
    });

    await step('My Order: the order is listed with its designs', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /Download your files/ }));
      await expect(await canvas.findByRole('button', { name: 'Download File PT-01025' }, { timeout: 15_000 })).toBeVisible();
      await expect(canvas.getByText(/PM20261122009002/)).toBeVisible();
    });
  },
};
