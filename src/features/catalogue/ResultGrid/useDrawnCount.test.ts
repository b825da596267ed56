import { describe, expect, it } from 'vitest';
import { masonryLayout } from '../masonry';
import { cardsAbove } from './useDrawnCount';

describe('cardsAbove', () => {
  const tops = (...values: number[]) => values.map((top) => ({ top }));

  it('counts the cards that start above the line, in card order', () => {
    expect(cardsAbove(tops(0, 0, 300, 320, 650), 310)).toBe(3);
    expect(cardsAbove(tops(0, 0, 300, 320, 650), 0)).toBe(0);
    expect(cardsAbove(tops(0, 0, 300, 320, 650), 10_000)).toBe(5);
    expect(cardsAbove([], 500)).toBe(0);
  });

  it('takes a later card that starts higher than an earlier one (its column was shorter) with all before it', () => {
    // Card 2 went into a tall column, card 3 into a short one: the line at 400 reaches card 3.
    expect(cardsAbove(tops(0, 0, 500, 350), 400)).toBe(4);
  });

  it('covers every card a screen of a real masonry shows', () => {
    const cards = Array.from({ length: 100 }, (_, i) => ({ imgWidth: 1000, imgHeight: 600 + ((i * 37) % 900), imgWeight: 1000 }));
    const layout = masonryLayout(cards, { width: 360, columns: 2, gutter: 16 });
    const reach = 1688;
    const count = cardsAbove(layout.boxes, reach);
    // Every card starting above the line is drawn, and the next one does not start above it.
    expect(
      layout.boxes
        .slice(0, count)
        .every((box, index) => box.top < reach || layout.boxes.slice(index + 1, count).some((b) => b.top < reach)),
    ).toBe(true);
    expect(layout.boxes.slice(count).every((box) => box.top >= reach)).toBe(true);
    expect(count).toBeGreaterThan(4);
    expect(count).toBeLessThan(100);
  });
});
