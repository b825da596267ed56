import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inSummaryColumn } from '../checkout.stories-support';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Features/Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: { orderNo: 'PM20261122010001', total: 155.6, downloadsHref: '/personalCenter/orderForm' },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Payment completed', the order number and amount, and the way to the downloads in the order list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment completed' })).toBeVisible();
    await expect(canvas.getByText('Order number').nextElementSibling).toHaveTextContent('PM20261122010001');
    await expect(canvas.getByText('Amount paid').nextElementSibling).toHaveTextContent('$155.60');
    await expect(canvas.getByRole('link', { name: 'Download your files' })).toHaveAttribute('href', '/personalCenter/orderForm');
  },
};

/** Shown after paying, it takes focus, so a screen reader announces the outcome. */
export const Announced: Story = {
  args: { autoFocus: true, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Payment completed' })).toHaveFocus());
  },
};
