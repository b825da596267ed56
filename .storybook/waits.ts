/**
 * Waits stories share: each waits for what a user would see, with a generous cap so a
 * busy machine makes a story slower, never red.
 */
import { expect, screen, waitFor } from 'storybook/test';

/** Waits until every image under `root` has loaded, so a screenshot shows the artwork. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(
    () => {
      for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: 15_000 },
  );
}

/** Waits until the toast with `text` has timed out, so the screenshot never depends on timing. */
export async function toastGone(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 15_000 });
}
