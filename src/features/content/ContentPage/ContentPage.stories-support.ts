/**
 * Checks the static pages' stories share for phones and tablets: one readable column
 * inside the window, and links a finger can hit.
 */
import { expect, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget } from '../../../../.storybook/touch';
import type { ShopViewport } from '../../../../.storybook/viewports';

/**
 * The page is one column inside the window: nothing scrolls sideways, the text is no
 * smaller than 12 px, and the table of contents' entries (if any) are 44 px targets.
 */
export async function expectReadableOnTouch(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  const window = doc.defaultView!;
  const main = within(canvasElement).getByRole('main');
  await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
  const page = main.getBoundingClientRect();
  await expect(page.left >= 0 && page.right <= window.innerWidth).toBe(true);
  // A single column: each section heading lies below the one before it, never beside it,
  // and inside the page.
  const headings = within(main)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.getBoundingClientRect());
  for (const [index, heading] of headings.entries()) {
    await expect(heading.left >= page.left && heading.right <= page.right + 1).toBe(true);
    if (index > 0) await expect(heading.top).toBeGreaterThanOrEqual(headings[index - 1]!.bottom);
  }
  for (const paragraph of main.querySelectorAll('p')) {
    await expect(parseFloat(window.getComputedStyle(paragraph).fontSize)).toBeGreaterThanOrEqual(12);
  }
  const toc = within(main).queryByRole('navigation', { name: 'On this page' });
  if (toc) for (const link of within(toc).getAllByRole('link')) await expectTouchTarget(link);
  await expectNoSidewaysScroll(doc);
}

/** A static page's story at `viewport`: it checks the page reads as one column there (above). */
export const readableOnTouchAt = (viewport: ShopViewport) => ({
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => expectReadableOnTouch(canvasElement),
});
