import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectTouchHitArea, tap } from '../../../.storybook/touch';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { vars } from '../theme/contract.css';
import { touchTarget } from '../theme/tokens';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      // Room around the box so the focus ring is not cut off at the screenshot's edge.
      <div style={{ padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked and uncontrolled: a click, a label click and Space each toggle it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(checkbox);
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);

    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

/** Controlled and checked: it shows what the parent says and reports the wish to change. */
export const Checked: Story = {
  args: { checked: true, label: 'I agree to the licence terms' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I agree to the licence terms' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    // The parent did not apply the change, so the box stays checked.
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
  },
};

/** A filter option with how many designs it matches, like the store's style filters. */
export const WithCount: Story = {
  args: { label: 'Floral', count: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Floral' });
    await expect(canvas.getByText('42')).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('42');
    await userEvent.click(checkbox);
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Disabled: neither clicks nor the keyboard can change it. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Geometric', count: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Geometric' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByText('Geometric'));
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/**
 * A standalone box on a phone (its label for screen readers only, as in a table's
 * row): drawn at its usual size, but a finger landing within 22 px of its centre hits
 * it and ticks it (WCAG 2.5.5's 44 px target).
 */
export const StandaloneOnPhone: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { label: <span className={visuallyHidden}>Select PT-01001</span>, standalone: true },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select PT-01001' });
    await expect(checkbox.getBoundingClientRect().width).toBeLessThan(touchTarget);
    await expectTouchHitArea(checkbox);
    const { right, top, height } = checkbox.getBoundingClientRect();
    // Where a finger lands just right of the drawn box: the box is what it touches.
    await tap(canvasElement.ownerDocument.elementFromPoint(right + 8, top + height / 2)!);
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
