/**
 * The touch path for play functions: what a finger does on a phone or tablet, through
 * Testing Library's pointer API (pointer type `touch`, so no hover comes first), and
 * checks of what a touch screen needs.
 */
import { expect, userEvent } from 'storybook/test';
import { touchEntryFontSize, touchTarget } from '../src/ui/theme/tokens';

/** A finger taps `target`: touch down and up on it, with no hover before. */
export async function tap(target: Element) {
  await userEvent.pointer({ keys: '[TouchA]', target });
}

/** `target` is at least WCAG 2.5.5's 44×44 px target (a failure names the control and its size). */
export async function expectTouchTarget(target: Element) {
  const { width, height } = target.getBoundingClientRect();
  const name = target.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.tagName;
  const size = `${Math.round(width)}×${Math.round(height)}`;
  await expect({ name, size, fits: Math.round(width) >= touchTarget && Math.round(height) >= touchTarget }).toEqual({
    name,
    size,
    fits: true,
  });
}

/** Nothing in the story's document is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(doc: Document) {
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.defaultView!.innerWidth);
}

/**
 * Typing into `field` does not make Safari on iOS zoom the page: its text is at least
 * 16 px (see `touchEntryFontSize`). A failure names the field and its size.
 */
export async function expectNoZoomOnFocus(field: Element) {
  const name = field.getAttribute('aria-label') ?? field.getAttribute('name') ?? field.tagName;
  const size = getComputedStyle(field).fontSize;
  await expect({ name, size, fits: parseFloat(size) >= parseFloat(touchEntryFontSize) }).toEqual({ name, size, fits: true });
}

/**
 * A finger landing anywhere in the 44×44 px square centred on `target` reaches it, though
 * it may be drawn smaller (a standalone tick box's hit area reaches beyond it). Checked
 * at the square's four edges, which must be in the window; a failure names the control
 * and the edges that miss.
 */
export async function expectTouchHitArea(target: Element) {
  const { left, top, width, height } = target.getBoundingClientRect();
  const [x, y] = [left + width / 2, top + height / 2];
  const reach = touchTarget / 2 - 1;
  const edges = { left: [x - reach, y], right: [x + reach, y], top: [x, y - reach], bottom: [x, y + reach] } as const;
  const name = target.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.tagName;
  const missed = Object.entries(edges)
    .filter(([, [px, py]]) => {
      const hit = target.ownerDocument.elementFromPoint(px, py);
      return !hit || !(hit === target || target.contains(hit));
    })
    .map(([edge]) => edge);
  await expect({ name, missed }).toEqual({ name, missed: [] });
}
