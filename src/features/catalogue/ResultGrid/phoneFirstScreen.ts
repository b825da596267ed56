import { masonryLayout, type MasonryItem } from '../masonry';
import { cardsAbove } from './useDrawnCount';

/** Phone windows held upright, in CSS px: from the narrowest in wide use to the widest, at most 20:9 (the tallest shape sold). */
export const PHONE_WINDOW = { narrowest: 360, widest: 430, tallest: 20 / 9 } as const;

/** From the window's top to the store grid's on a phone, in px: the header, the title and the row of filter, image-search and sort buttons (measured at 390–480 px; more at 360). */
export const PHONE_GRID_TOP = 226;

/** No phone's first screen holds this many cards (the tallest window of wide designs holds about ten). */
const MOST_CARDS = 24;

/**
 * How many of `cards` the server draws in a phone's first screen: every card whose top
 * lies above the window's bottom on some phone, the widest window of each width being
 * the tallest. The cards below follow once the page is hydrated and measured, so their
 * covers no longer share a slow network with the first screen's covers and the page's
 * scripts (each was fetched at once: a lazy image near the window is not held back).
 */
export function phoneFirstScreenCards(
  cards: readonly MasonryItem[],
  { columns, gutter, windowInset }: { columns: number; gutter: number; windowInset: number },
): number {
  const first = cards.slice(0, MOST_CARDS);
  let count = 0;
  for (let width = PHONE_WINDOW.narrowest; width <= PHONE_WINDOW.widest; width += 1) {
    const layout = masonryLayout(first, { width: width - windowInset, columns, gutter });
    count = Math.max(count, cardsAbove(layout.boxes, Math.floor(width * PHONE_WINDOW.tallest) - PHONE_GRID_TOP));
  }
  return count;
}
