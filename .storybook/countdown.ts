/**
 * The verification-code button's countdown ('Waiting for verification（42s)'), read in
 * a play function against the clock.
 *
 * A countdown ticks a second at a time after it starts: late on a busy machine, never
 * early. A story that expects an exact second ('60s') fails when the page stalls for a
 * second between the countdown starting and the story reading it (a neighbouring story
 * drawing, a slow moment of the machine): the label has moved on to 59s, and waiting
 * for 60s never ends. So a story reads the clock before the action that starts the
 * countdown, and checks the label between the two bounds the clock allows.
 */
import { expect, waitFor } from 'storybook/test';

const COUNTING = /^Waiting for verification（(\d+)s\)$/;
const READY = 'Get verification code';

/**
 * The clocks' grain: performance.now() is coarsened and Date.now() (which the code
 * fields read) is in whole milliseconds, so an interval they measure may read a
 * millisecond or two short of the time that passed.
 */
const CLOCK_GRAIN_MS = 5;

/** The seconds `button` shows: its countdown's, 0 when ready again, null while a code is asked for. */
function secondsShown(button: HTMLElement): number | null {
  if (button.hasAttribute('aria-busy')) return null;
  const text = button.textContent?.trim() ?? '';
  const counting = COUNTING.exec(text);
  if (counting) return Number(counting[1]);
  return text === READY ? 0 : null;
}

/**
 * Waits until `button` shows a countdown (below `below` seconds, if given: the next
 * tick), and checks its seconds: a countdown of `from` seconds that started no earlier
 * than `since` (a performance.now() read before the action that starts it) shows at
 * most `from`, and at least `from` less one for each whole second since `since`.
 * On a quiet machine that is `from` exactly. Resolves to the seconds shown; 0 (the
 * button ready again) only once the whole countdown could be over.
 */
export async function countdownShown(
  button: HTMLElement,
  { from, since, below = Infinity }: { from: number; since: number; below?: number },
): Promise<number> {
  const shown = await waitFor(() => {
    const seconds = secondsShown(button);
    const couldBeOver = performance.now() - since + CLOCK_GRAIN_MS >= from * 1000;
    expect(
      seconds !== null && seconds < below && (seconds > 0 || couldBeOver),
      `a countdown below ${below} s, shown: "${button.textContent}"`,
    ).toBe(true);
    return seconds!;
  });
  const ticksPossible = Math.floor((performance.now() - since + CLOCK_GRAIN_MS) / 1000);
  await expect(shown).toBeLessThanOrEqual(from);
  await expect(shown).toBeGreaterThanOrEqual(from - ticksPossible);
  return shown;
}
