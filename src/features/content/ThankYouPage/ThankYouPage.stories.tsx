import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThankYouPage } from './ThankYouPage';
import { expectTouchTarget } from '../../../../.storybook/touch';
import { expectReadableOnTouch } from '../ContentPage/ContentPage.stories-support';

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

/** On a phone or tablet: one readable column inside the window, with targets a finger can hit. */
async function touchPage(canvasElement: HTMLElement) {
  await expectReadableOnTouch(canvasElement);
  await expectTouchTarget(within(canvasElement).getByRole('link', { name: 'Continue browsing designs' }));
}

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};
