import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReturnsPage } from './ReturnsPage';
import { readableOnTouchAt } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/ReturnsPage',
  component: ReturnsPage,
  parameters: { layout: 'fullscreen', route: { path: '/Returns' } },
} satisfies Meta<typeof ReturnsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/Returns`: licences are permanent; downloads are final; a defect reported within 15 days
 * gets a replacement, update or refund; file problems go to support; extra large files; and
 * the three steps for a missing refund in the spec's order.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Returns Policy');
    await expect(canvas.getByText(/Every licence sold here is permanent/)).toBeVisible();
    await expect(
      canvas.getByText(
        /patterns sold under a personal, commercial or exclusive license are non-refundable once they have been purchased or downloaded/,
      ),
    ).toBeVisible();

    const defects = within(canvas.getByRole('region', { name: 'Defective purchases: tell us within 15 days' }));
    await expect(defects.getByText(/report it within 15 days of purchase/)).toHaveTextContent(
      /replace the file, send you an updated version or refund the purchase/,
    );

    const fileProblems = within(canvas.getByRole('region', { name: 'Problems with a file' }));
    await expect(fileProblems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'cannot be downloaded,',
      'cannot be opened, or',
      'does not match its description.',
    ]);
    await expect(fileProblems.getByRole('link', { name: 'support@patternmarketplace.com' })).toHaveAttribute(
      'href',
      'mailto:support@patternmarketplace.com',
    );
    await expect(canvas.getByText(/a PSB file can reach 20G/)).toBeVisible();

    const steps = within(canvas.getByRole('region', { name: 'A refund has not arrived' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/bank account/),
      expect.stringMatching(/credit card company/),
      expect.stringMatching(/contact us/),
    ]);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ContactUS');
  },
};

/** On a 360 px phone: one readable column inside the window, with targets a finger can hit. */
export const Phone: Story = readableOnTouchAt('phone360');

/** On a 768 px tablet. */
export const Tablet: Story = readableOnTouchAt('tablet768');
