/**
 * A finger swiping a carousel, for play functions: Testing Library's touch pointer
 * (pointer type `touch`, no hover first) pressed near one edge of `target`, dragged
 * across it and lifted. Swiper listens to pointer events, so it moves as it would under
 * a real finger.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Swipes across `target`: `'left'` drags the content leftwards (shows the next slide),
 * `'right'` drags it rightwards (shows the previous one).
 */
export async function swipe(target: Element, direction: 'left' | 'right') {
  const box = target.getBoundingClientRect();
  const clientY = box.top + box.height / 2;
  const near = box.left + box.width * 0.2;
  const far = box.left + box.width * 0.8;
  const [from, to] = direction === 'left' ? [far, near] : [near, far];
  const view = target.ownerDocument.defaultView!;
  // Testing Library leaves pageX/pageY at 0 unless told; swiper reads them.
  const at = (clientX: number) => ({ clientX, clientY, pageX: clientX + view.scrollX, pageY: clientY + view.scrollY });
  await userEvent.pointer([
    { keys: '[TouchA>]', target, coords: at(from) },
    { pointerName: 'TouchA', target, coords: at((from + to) / 2) },
    { pointerName: 'TouchA', target, coords: at(to) },
    { keys: '[/TouchA]', target, coords: at(to) },
  ]);
}

/**
 * Waits until the slideshow inside `container` has stopped moving, as a person waits
 * before swiping again. A looping swiper ignores Previous/Next, and a swipe, while a
 * move is under way (`loopPreventsSliding`), and a move ends one animation frame after it
 * starts, later on a busy machine: a gesture sent before that would be dropped.
 */
export const slideSettled = (container: Element) =>
  waitFor(() =>
    expect((container.querySelector('.swiper') as (HTMLElement & { swiper?: { animating: boolean } }) | null)?.swiper?.animating).toBe(
      false,
    ),
  );
