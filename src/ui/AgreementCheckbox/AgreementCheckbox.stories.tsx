import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { AgreementCheckbox } from './AgreementCheckbox';

const meta = {
  title: 'UI/AgreementCheckbox',
  component: AgreementCheckbox,
  args: {
    lead: 'I have read and agree to the',
    document: 'License Agreement',
    href: '/License',
    checked: false,
    onCheckedChange: fn(),
    error: null,
  },
  decorators: [
    (Story) => (
      // A narrow form column: the label wraps under its box.
      <div style={{ maxWidth: '4.4rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgreementCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked by a click on its label; the document's link opens in a new tab and says so. */
export const Default: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <AgreementCheckbox
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
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const tick = canvas.getByRole('checkbox', { name: 'I have read and agree to the License Agreement (opens in a new tab)' });
    await userEvent.click(canvas.getByText('I have read and agree to the'));
    await expect(tick).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Refused: the reason under the box, announced as it appears. */
export const Refused: Story = {
  args: { error: 'Please read the agreement and tick' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please read the agreement and tick');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};
