import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countdownShown } from '../../../.storybook/countdown';
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
    // Read before the click: the wait starts no sooner.
    const clickedAt = performance.now();
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledOnce();

    // 3s, or fewer if the page stalled before the story read it (see countdown.ts).
    const shown = await countdownShown(button, { from: 3, since: clickedAt });
    await expect(button).toBeDisabled();
    await expect(args.onRemainingChange).toHaveBeenCalledWith(3);
    if (shown > 1) {
      // The next tick (2s).
      await countdownShown(button, { from: 3, since: clickedAt, below: shown });
      await expect(button).toBeDisabled();
    }

    await waitFor(() => expect(button).toHaveAccessibleName('Get verification code'));
    await expect(button).toBeEnabled();
    // A second per tick: three ticks cannot be over sooner (a busy machine only makes them later).
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(2900);
    // Every second was counted, whichever the story saw.
    await expect(args.onRemainingChange).toHaveBeenCalledTimes(4);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(1, 3);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(3, 1);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(4, 0);
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

/** When the Resumed story began to render: its countdown starts no sooner. */
let resumedRenderedFrom = 0;

/** Mounted mid-wait (`initialRemaining`): it counts the rest down, then is usable again. */
export const Resumed: Story = {
  args: { initialRemaining: 2 },
  beforeEach: () => {
    resumedRenderedFrom = performance.now();
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    // 2s, or fewer if the page stalled before the story read it (see countdown.ts).
    const shown = await countdownShown(button, { from: 2, since: resumedRenderedFrom });
    if (shown > 0) await expect(button).toBeDisabled();
    // The next tick (1s).
    if (shown > 1) await countdownShown(button, { from: 2, since: resumedRenderedFrom, below: shown });
    await waitFor(() => expect(button).toHaveAccessibleName('Get verification code'));
    await expect(button).toBeEnabled();
    await expect(args.onRemainingChange).toHaveBeenCalledTimes(2);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onRemainingChange).toHaveBeenNthCalledWith(2, 0);
  },
};
