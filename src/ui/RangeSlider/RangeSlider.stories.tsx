import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'UI/RangeSlider',
  component: RangeSlider,
  args: { min: 0, max: 166, label: 'Price', onValueChange: fn(), onValueCommit: fn() },
  decorators: [
    (Story) => (
      // Room around the slider so the focus ring is not cut off at the screenshot's edge.
      <div style={{ maxWidth: '4rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store's price filter spanning the whole range: "$ 0" to "$ 166". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeVisible();
    const low = canvas.getByRole('slider', { name: 'Minimum' });
    const high = canvas.getByRole('slider', { name: 'Maximum' });
    await expect(low).toHaveAttribute('aria-valuenow', '0');
    await expect(low).toHaveAttribute('aria-valuetext', '$ 0');
    await expect(high).toHaveAttribute('aria-valuenow', '166');
    await expect(high).toHaveAttribute('aria-valuetext', '$ 166');
    await expect(canvas.getByText('$ 0')).toBeVisible();
    await expect(canvas.getByText('$ 166')).toBeVisible();
    await expect(args.onValueCommit).not.toHaveBeenCalled();
  },
};

/** A narrowed, controlled range with custom thumb names. */
export const Narrowed: Story = {
  args: { value: [24, 98], minThumbLabel: 'Lowest price', maxThumbLabel: 'Highest price' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Lowest price' });
    await expect(low).toHaveAttribute('aria-valuenow', '24');
    await expect(canvas.getByRole('slider', { name: 'Highest price' })).toHaveAttribute('aria-valuenow', '98');
    await expect(canvas.getByText('$ 24')).toBeVisible();
    await expect(canvas.getByText('$ 98')).toBeVisible();
    // Controlled: a key press asks for a change, and the parent (here: nobody) decides.
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith([25, 98]);
    await expect(low).toHaveAttribute('aria-valuenow', '24');
    await expect(canvas.getByText('$ 24')).toBeVisible();
  },
};

/** Keyboard: Tab to a thumb, the arrows move it, Home and End jump to the ends; each key commits. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum' });
    const high = canvas.getByRole('slider', { name: 'Maximum' });

    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onValueCommit).toHaveBeenCalledOnce();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([1, 166]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 166]);
    await expect(canvas.getByText('$ 1')).toBeVisible();
    await expect(low).toHaveAttribute('aria-valuetext', '$ 1');

    // Page Up moves ten steps.
    await userEvent.keyboard('{PageUp}');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([11, 166]);

    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([11, 164]);
    await expect(canvas.getByText('$ 164')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([11, 166]);

    await userEvent.tab({ shift: true });
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([0, 166]);
    await expect(args.onValueCommit).toHaveBeenCalledTimes(6);
    await expect(canvas.getByText('$ 0')).toBeVisible();
    await expect(canvas.getByText('$ 166')).toBeVisible();
  },
};

/** Disabled: the thumbs cannot be focused or moved. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: [30, 120] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum' });
    await expect(low).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(low).not.toHaveFocus();
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '30');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onValueCommit).not.toHaveBeenCalled();
    await expect(canvas.getByText('$ 30')).toBeVisible();
    await expect(canvas.getByText('$ 120')).toBeVisible();
  },
};
