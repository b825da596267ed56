import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../../ui/theme/contract.css';
import { checkoutMessages } from '../checkout';
import { LicenceAgreement } from './LicenceAgreement';

const meta = {
  title: 'Features/Checkout/LicenceAgreement',
  component: LicenceAgreement,
  args: { checked: false, onCheckedChange: fn(), error: null },
  decorators: [
    (Story) => (
      // The width of the cart page's summary column.
      <div style={{ maxWidth: '4.4rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LicenceAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tick a payment asks for, with the License Agreement opening in a new tab. */
export const Default: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <LicenceAgreement
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'License Agreement (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/License');
    await expect(link).toHaveAttribute('target', '_blank');
    const tick = canvas.getByRole('checkbox', { name: /I have read and accept the License Agreement/ });
    await expect(tick).not.toBeChecked();
    await userEvent.click(tick);
    await expect(tick).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A payment refused without the tick: the spec's words under it, read out at once. */
export const Refused: Story = {
  args: { error: checkoutMessages.agreement },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please read the agreement and tick');
    await expect(canvas.getByRole('checkbox', { name: /License Agreement/ })).not.toBeChecked();
  },
};
