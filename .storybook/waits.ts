/**
 * Waits stories share: each waits for what a user would see, with a generous cap so a
 * busy machine makes a story slower, never red.
 */
import type { Swiper } from 'swiper';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Waits until every image under `root` has loaded, so a screenshot shows the artwork. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(
    () => {
      for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: 15_000 },
  );
}

/**
 * Waits until the toast saying `text` is on screen, and checks it is one that leaves by
 * itself (no Close button, so the app times it out; the Toast stories check the timing).
 * In stories, toasts stay until the story ends (see `withToasts`), so the page's
 * picture shows the toast at any machine speed.
 */
export async function toastShown(text: string) {
  const toast = await waitFor(
    () => {
      const region = screen.getByRole('region', { name: /^Notifications/ });
      const shown = within(region).getByText(text);
      expect(shown).toBeVisible();
      return shown.closest('li')!;
    },
    { timeout: 15_000 },
  );
  await expect(within(toast).queryByRole('button')).toBeNull();
}

/**
 * Pauses the slideshow in `region` (its 'Pause slideshow' button, as a shopper would)
 * and puts it back on its first slide at once. A slideshow moves on every 2–2.5 s, so on
 * a busy machine it may have moved before the pause: without this the picture would
 * show whichever slide the story's speed left it on.
 */
export async function holdSlideshowAtStart(region: HTMLElement) {
  await userEvent.click(await within(region).findByRole('button', { name: 'Pause slideshow' }));
  const swiper = region.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper')?.swiper;
  if (!swiper) throw new Error('No slideshow (swiper) in this region');
  swiper.slideToLoop(0, 0);
  await waitFor(() => expect(swiper.realIndex).toBe(0), { timeout: 15_000 });
  (region.ownerDocument.activeElement as HTMLElement | null)?.blur();
}
