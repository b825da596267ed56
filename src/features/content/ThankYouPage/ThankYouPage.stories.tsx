import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThankYouPage } from './ThankYouPage';

const meta = {
  title: 'Features/Content/ThankYouPage',
  component: ThankYouPage,
  parameters: { layout: 'fullscreen', route: { path: '/thank' } },
} satisfies Meta<typeof ThankYouPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/thank`: the spec's heading 'contact us' and its exact message, and a way on into the shop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^contact us$/);
    await expect(canvas.getByText('Thank you - your message has been sent, we’ll be in touch shortly.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue browsing designs' })).toHaveAttribute('href', '/store');
  },
};
