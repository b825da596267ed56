import { describe, expect, it } from 'vitest';
import { masonryLayout } from '../masonry';
import { PHONE_GRID_TOP, PHONE_WINDOW, phoneFirstScreenCards } from './phoneFirstScreen';

const grid = { columns: 2, gutter: 16, windowInset: 30 };
const designs = (...ratios: number[]) => ratios.map((ratio) => ({ imgWidth: 1000, imgHeight: Math.round(1000 * ratio), imgWeight: 1000 }));

describe('phoneFirstScreenCards', () => {
  it('draws two rows and a bit of square designs, fewer tall ones and more wide ones', () => {
    expect(phoneFirstScreenCards(designs(...Array<number>(40).fill(1)), grid)).toBe(6);
    expect(phoneFirstScreenCards(designs(...Array<number>(40).fill(1.5)), grid)).toBe(4);
    expect(phoneFirstScreenCards(designs(...Array<number>(40).fill(2 / 3)), grid)).toBe(8);
    expect(phoneFirstScreenCards(designs(1, 1, 1), grid)).toBe(3);
    expect(phoneFirstScreenCards([], grid)).toBe(0);
  });

  it('draws every card that any phone window shows in its first screen, and not a page of them', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const cards = designs(...Array.from({ length: 100 }, (_, i) => 0.5 + (((i + 3) * seed * 37) % 110) / 100));
      const drawn = phoneFirstScreenCards(cards, grid);
      expect(drawn).toBeLessThan(14);
      for (let width = PHONE_WINDOW.narrowest; width <= PHONE_WINDOW.widest; width += 1)
        for (let height = 568; height <= width * PHONE_WINDOW.tallest; height += 4) {
          const layout = masonryLayout(cards, { width: width - grid.windowInset, columns: 2, gutter: grid.gutter });
          const shown = layout.boxes.filter((box) => PHONE_GRID_TOP + box.top < height).length;
          expect(shown, `${width} × ${height}`).toBeLessThanOrEqual(drawn);
        }
    }
  });
});
