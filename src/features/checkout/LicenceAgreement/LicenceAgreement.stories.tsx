import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutMessages } from '../checkout';
import { inSummaryColumn } from '../checkout.stories-support';
import { LicenceAgreement } from './LicenceAgreement';

const meta = {
  title: 'Features/Checkout/LicenceAgreement',
  component: LicenceAgreement,
  args: { checked: false, onCheckedChange: fn(), error: null },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof LicenceAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment forms' tick, in the spec's words, with the shop's License Agreement page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'License Agreement (opens in a new tab)' })).toHaveAttribute('href', '/License');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and accept the License Agreement (opens in a new tab)' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** A payment refused without the tick: the spec's words under it. */
export const Refused: Story = {
  args: { error: checkoutMessages.agreement },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please read the agreement and tick');
  },
};
