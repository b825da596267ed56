/**
 * Helpers for this feature's stories (play functions): reading the swiper instance a
 * carousel keeps on its element, and waiting until the images in view have loaded so
 * the visual baseline never catches a placeholder.
 */
import type { Swiper } from 'swiper';
import { expect, waitFor } from 'storybook/test';

/** The swiper instance of the carousel inside `region` (swiper keeps it on its element). */
export function swiperIn(region: HTMLElement): Swiper {
  const element = region.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper');
  if (!element?.swiper) throw new Error('No swiper instance in this region');
  return element.swiper;
}

const inView = (element: Element, frame: DOMRect) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.right > frame.left + 1 && box.left < frame.right - 1 && box.bottom > frame.top && box.top < frame.bottom;
};

/** Waits until every image of `container` that is in its visible box has loaded and shows. */
export async function waitForImagesInView(container: HTMLElement, timeout = 5000) {
  await waitFor(
    () => {
      const frame = container.getBoundingClientRect();
      const pending = [...container.querySelectorAll('img')].filter(
        (img) => inView(img, frame) && !(img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1'),
      );
      return expect(pending).toHaveLength(0);
    },
    { timeout },
  );
}

/** `part` lies wholly inside `frame`'s box: nothing of it is cut at the frame's edges. */
export async function expectWithin(part: Element, frame: Element) {
  const inner = part.getBoundingClientRect();
  const outer = frame.getBoundingClientRect();
  await expect({
    left: Math.round(inner.left) >= Math.floor(outer.left),
    right: Math.round(inner.right) <= Math.ceil(outer.right),
    top: Math.round(inner.top) >= Math.floor(outer.top),
    bottom: Math.round(inner.bottom) <= Math.ceil(outer.bottom),
  }).toEqual({ left: true, right: true, top: true, bottom: true });
}
