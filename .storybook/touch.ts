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
