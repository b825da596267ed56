import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { vars } from '../theme/contract.css';
import { expectNoZoomOnFocus, expectTouchTarget, tap } from '../../../.storybook/touch';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', placeholder: 'name@example.com', onChange: fn() },
  decorators: [
    (Story) => (
      // Room around the field so the focus ring is not cut off at the screenshot's edge.
      <div style={{ maxWidth: '5rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled email input: clicking the label focuses it, typing reports every change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('ann@example.com'.length);
    // Tab leaves the field: it is a normal stop in the page's tab order.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Help text under the field, read by screen readers as the input's description. */
export const WithHint: Story = {
  args: { hint: 'We send your invoices here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('We send your invoices here.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We send your invoices here.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An invalid value: the message shows under the field and is linked to the input. */
export const WithError: Story = {
  args: { defaultValue: 'ann@example', error: 'Email format error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const message = canvas.getByText('Email format error');
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', message.id);
    await expect(input).toHaveAccessibleDescription('Email format error');
  },
};

/** A disabled field can be neither focused nor edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ann@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A textarea for long text: the contact form's message. Enter makes a new line. */
export const Multiline: Story = {
  args: {
    multiline: true,
    label: 'Message',
    name: 'message',
    placeholder: 'Tell us what happened',
    type: undefined,
    hint: 'Up to 500 characters.',
  },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'The file{Enter}will not open');
    await expect(textarea).toHaveValue('The file\nwill not open');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textarea).toHaveAccessibleDescription('Up to 500 characters.');
  },
};

/**
 * On a phone: a finger's tap focuses the field, which is a full touch target, and its
 * text is large enough that Safari does not zoom the page in while the shopper types.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await tap(input);
    await expect(input).toHaveFocus();
    await expectTouchTarget(input.parentElement!);
    await expectNoZoomOnFocus(input);
    await userEvent.keyboard('ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
  },
};
