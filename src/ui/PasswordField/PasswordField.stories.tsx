import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { vars } from '../theme/contract.css';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      // Room around the field so the focus ring is not cut off at the screenshot's edge.
      <div style={{ maxWidth: '5rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password is masked; the label names the input and the toggle offers to show it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'rose-42');
    await expect(input).toHaveValue('rose-42');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The toggle comes right after the input in the tab order.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
  },
};

/** The toggle shows the password as text and hides it again, by mouse and by keyboard. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'rose');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    // Focus stayed in the input: typing goes on at the end of the value.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('-42');
    await expect(input).toHaveValue('rose-42');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');

    // From the keyboard: Tab to the toggle, Space reveals, and the toggle keeps focus.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveFocus();
  },
};

/** A password that breaks the rules: the spec's message is linked to the input. */
export const WithError: Story = {
  args: { defaultValue: 'ab', error: '6 to 16 letters, digits, and hyphens' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(canvas.getByText('6 to 16 letters, digits, and hyphens')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('6 to 16 letters, digits, and hyphens');
  },
};
