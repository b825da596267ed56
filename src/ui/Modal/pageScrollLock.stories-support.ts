import { expect } from 'storybook/test';

/**
 * Story assertions for the page scroll lock a modal holds. Radix locks scrolling with
 * react-remove-scroll, which marks <body> with `data-scroll-locked` and styles it
 * `overflow: hidden` until the last lock is released.
 */
export async function expectPageScrollLocked(doc: Document) {
  await expect(doc.body).toHaveAttribute('data-scroll-locked');
  await expect(doc.defaultView?.getComputedStyle(doc.body).overflow).toBe('hidden');
}

export async function expectPageScrollRestored(doc: Document) {
  await expect(doc.body).not.toHaveAttribute('data-scroll-locked');
  await expect(doc.defaultView?.getComputedStyle(doc.body).overflow).not.toBe('hidden');
}
