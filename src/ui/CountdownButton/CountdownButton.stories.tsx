import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'UI/CountdownButton',
  component: CountdownButton,
  args: { onRequest: fn(async () => true), onRemainingChange: fn() },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A code is sent: the button waits, counting down every second, then offers to send
 * another. (Three seconds here; sixty by default.)
 */
export const Default: Story = {
  args: { seconds: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Get verification code' });
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledOnce();

    await waitFor(() => expect(button).toHaveAccessibleName('Waiting for verification（3s)'));
    const countingFrom = performance.now();
    await expect(button).toBeDisabled();
    await expect(args.onRemainingChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(button).toHaveAccessibleName('Waiting for verification（2s)'));
    await expect(button).toBeDisabled();

    await waitFor(() => expect(button).toHaveAccessibleName('Get verification code'));
    await expect(button).toBeEnabled();
    // A second per tick: three ticks cannot be over sooner (a busy machine only makes them later).
    await expect(performance.now() - countingFrom).toBeGreaterThanOrEqual(2900);
    await expect(args.onRemainingChange).toHaveBeenLastCalledWith(0);
    await expect(args.onRequest).toHaveBeenCalledOnce();
  },
};

/** The code was not sent (onRequest resolved false): the button stays as it was, ready to retry. */
export const Refused: Story = {
  args: { onRequest: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get verification code' });
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Get verification code');
    await expect(button).toBeEnabled();
    await expect(args.onRemainingChange).not.toHaveBeenCalled();
    // Ready to retry from the keyboard.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledTimes(2);
  },
};

/** While the code is requested the button is busy; more clicks do not send more codes. */
export const Sending: Story = {
  args: { onRequest: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get verification code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await expect(button).toHaveAccessibleName('Get verification code');
  },
};

/**
 * The waiting state, for design review. Controlled and held at 42 s by an owner that
 * does not apply the ticks, so the picture stays still; the tick is still reported.
 */
export const Counting: Story = {
  args: { remaining: 42 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Waiting for verification（42s)' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onRequest).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onRemainingChange).toHaveBeenCalledWith(41));
    await expect(args.onRemainingChange).toHaveBeenCalledOnce();
    await expect(button).toHaveAccessibleName('Waiting for verification（42s)');
  },
};

/** Mounted mid-wait (`initialRemaining`): it counts the rest down, then is usable again. */
export const Resumed: Story = {
  args: { initialRemaining: 2 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Waiting for verification（2s)' });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveAccessibleName('Waiting for verification（1s)'));
    await waitFor(() => expect(button).toHaveAccessibleName('Get verification code'));
    await expect(button).toBeEnabled();
    await expect(args.onRemainingChange).toHaveBeenCalledTimes(2);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(2, 0);
  },
};
