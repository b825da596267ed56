/**
 * Helpers for this feature's stories only: a probe that shows which login panel the
 * app was asked for, and a wait for every cover to be drawn before the screenshot.
 */
import { useAtomValue } from 'jotai';
import { expect, screen, waitFor, within } from 'storybook/test';
import { loginDialogAtom } from '../session';

/** Shows what the app's login dialog would show: the panel asked for, or 'closed'. */
export function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output aria-label="Login dialog">Login dialog: {panel ?? 'closed'}</output>;
}

/** The probe's text; `hidden`, because an open dialog hides the page from assistive technology. */
export const loginDialogState = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });

/** Waits until every image under `root` has loaded, so a screenshot shows the artwork, not placeholders. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(
    () => {
      const images = [...root.querySelectorAll('img')];
      for (const image of images) expect(image.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: 8000 },
  );
}

/**
 * Waits until the toast with `text` has timed out, so the screenshot never depends on
 * how long the play function took.
 */
export async function toastGone(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 6000 });
}

/**
 * A story's `afterEach`: takes focus off the page before the screenshot. A focus ring is
 * painted only while the story's frame holds the browser's focus, which story files
 * running side by side take from each other, so a ring in a baseline would come and go.
 * The play functions assert where focus is; the pictures show the page without it.
 */
export function blurFocus() {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
