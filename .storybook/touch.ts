/**
 * The touch path for play functions: what a finger does on a phone or tablet, through
 * Testing Library's pointer API (pointer type `touch`, so no hover comes first), and
 * checks of what a touch screen needs.
 */
import { expect, userEvent } from 'storybook/test';
import { touchTarget } from '../src/ui/theme/tokens';

/** A finger taps `target`: touch down and up on it, with no hover before. */
export async function tap(target: Element) {
  await userEvent.pointer({ keys: '[TouchA]', target });
}

/** `target` is at least WCAG 2.5.5's 44×44 px target. */
export async function expectTouchTarget(target: Element) {
  const { width, height } = target.getBoundingClientRect();
  await expect({ width: Math.round(width) >= touchTarget, height: Math.round(height) >= touchTarget }).toEqual({
    width: true,
    height: true,
  });
}

/** Nothing in the story's document is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(doc: Document) {
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.defaultView!.innerWidth);
}
