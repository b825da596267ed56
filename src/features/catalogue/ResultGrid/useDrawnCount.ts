import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../../../ui/idle';
import type { MasonryBox } from '../masonry';

/** Cards whose top is less than this many screen heights below the window's bottom are drawn before the shopper gets there. */
export const SCREENS_AHEAD = 1;
/**
 * Cards drawn per idle moment once the reachable ones are in. Each is a React commit
 * plus the browser's layout: a few cards keep it under the 50 ms a phone's main thread
 * may be held before a tap waits (Lighthouse's slowed CPU counts about 15 ms a card).
 */
export const IDLE_BATCH = 2;

/** How many of `boxes` (in card order) start above `reach`, px from the grid's top. */
export function cardsAbove(boxes: readonly Pick<MasonryBox, 'top'>[], reach: number): number {
  // Masonry puts each card in the shortest column, so tops rise with the index but not
  // strictly: the last card that starts above the line decides.
  for (let index = boxes.length - 1; index >= 0; index--) if (boxes[index]!.top < reach) return index + 1;
  return 0;
}

/**
 * The longest wait for an idle moment before the next cards are drawn anyway. A busy
 * main thread (a slow phone, or a page that asks for a frame every few milliseconds)
 * may have none for seconds: with a long wait the rest of a page took minutes to fill
 * in under load, and a screenshot waiting for the page to settle gave up first.
 */
export const IDLE_WAIT_MS = 100;

/**
 * How many of `cards` the grid behind `ref` draws. What the shopper can see, or reach by
 * scrolling one more screen, is drawn before the browser paints; the rest of the page
 * (up to 100 cards) follows a few at a time when the browser is idle, and at once as far
 * as a scroll reaches. A phone's main thread is then never held by seventy cards no one
 * sees yet, and every card is still in the page a moment later (for find-in-page, and
 * for the keyboard's Tab order).
 *
 * `initialCount` is the first render's count: the server's first screen must be
 * hydrated with as many cards as it was drawn with. A new list of cards starts again.
 */
export function useDrawnCount(
  ref: RefObject<HTMLElement | null>,
  cards: readonly unknown[],
  boxes: readonly Pick<MasonryBox, 'top'>[],
  initialCount: number,
): number {
  const [drawn, setDrawn] = useState(() => ({ cards, count: Math.min(initialCount, cards.length) }));
  if (drawn.cards !== cards) setDrawn({ cards, count: 0 });
  const count = drawn.cards === cards ? drawn.count : 0;

  /** Draws the cards up to `wanted` (never fewer than are drawn), of this list only. */
  const drawUpTo = (wanted: number) =>
    setDrawn((current) => (current.cards === cards && wanted > current.count ? { cards, count: wanted } : current));
  const drawReachable = useEffectEvent(() => {
    const element = ref.current;
    if (!element || boxes.length === 0) return;
    const reach = window.innerHeight * (1 + SCREENS_AHEAD) - element.getBoundingClientRect().top;
    drawUpTo(cardsAbove(boxes, reach));
  });
  const drawMore = useEffectEvent(() => startTransition(() => drawUpTo(Math.min(cards.length, count + IDLE_BATCH))));

  // Before paint: whatever the window shows (and a screen more) of a new list or a new width.
  useLayoutEffect(() => drawReachable(), [cards, boxes]);

  const complete = boxes.length > 0 && count >= cards.length;
  useEffect(() => {
    if (complete) return;
    const onScroll = () => drawReachable();
    // Captured: the page may scroll in the window or in a container around the grid.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [complete]);

  useEffect(() => {
    if (boxes.length === 0 || count >= cards.length) return;
    return whenIdle(drawMore, IDLE_WAIT_MS);
  }, [boxes, count, cards]);

  return count;
}
