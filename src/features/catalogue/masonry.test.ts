import { describe, expect, it } from 'vitest';
import { CARD_VERTICAL_GAP, fluidCoverSizes, fluidMasonryLayout, masonryLayout, type MasonryItem } from './masonry';

const item = (imgWeight: number, imgHeight: number, imgWidth = imgWeight): MasonryItem => ({ imgWidth, imgHeight, imgWeight });

describe('masonryLayout', () => {
  it('makes every card a column wide, with its height from imgHeight / imgWeight', () => {
    const { boxes, columnWidth } = masonryLayout([item(1000, 1000), item(1000, 2000), item(2000, 1000)], { width: 900, columns: 3 });
    expect(columnWidth).toBe(300);
    expect(boxes.map((b) => [b.width, b.height])).toEqual([
      [300, 300],
      [300, 600],
      [300, 150],
    ]);
    expect(boxes.map((b) => [b.left, b.top])).toEqual([
      [0, 0],
      [300, 0],
      [600, 0],
    ]);
  });

  it('uses imgWeight, not imgWidth, as the width of the ratio', () => {
    const [box] = masonryLayout([item(500, 1000, 4000)], { width: 200, columns: 1 }).boxes;
    expect(box!.height).toBe(400);
  });

  it('falls back to imgWidth, then to a square, when sizes are missing', () => {
    const { boxes } = masonryLayout([item(0, 600, 300), item(0, 0, 0), item(400, 0)], { width: 100, columns: 1 });
    expect(boxes.map((b) => b.height)).toEqual([200, 100, 100]);
  });

  it('puts each card into the shortest column, the leftmost on a tie, 80 below each image', () => {
    // Heights in a 100-wide column: 100, 300, 200, then the 4th goes under the 1st (shortest), …
    const items = [item(100, 100), item(100, 300), item(100, 200), item(100, 50), item(100, 100)];
    const { boxes, height } = masonryLayout(items, { width: 300, columns: 3 });
    expect(boxes[3]).toEqual({ left: 0, top: 100 + CARD_VERTICAL_GAP, width: 100, height: 50 });
    // Column bottoms now: 0 → 180 + 130 = 310, 1 → 380, 2 → 280: the 5th goes to column 2.
    expect(boxes[4]).toEqual({ left: 200, top: 200 + CARD_VERTICAL_GAP, width: 100, height: 100 });
    // …which makes column 2 the tallest: 280 + 180.
    expect(height).toBe(460);
  });

  it('reports the height of the tallest column', () => {
    const { height } = masonryLayout([item(100, 100), item(100, 100), item(100, 100)], { width: 200, columns: 2 });
    expect(height).toBe(2 * (100 + CARD_VERTICAL_GAP));
  });

  it('leaves gutters between columns, not outside them', () => {
    const { boxes, columnWidth } = masonryLayout([item(1, 1), item(1, 1), item(1, 1)], { width: 320, columns: 3, gutter: 10 });
    expect(columnWidth).toBe(100);
    expect(boxes.map((b) => b.left)).toEqual([0, 110, 220]);
    expect(boxes[2]!.left + boxes[2]!.width).toBe(320);
  });

  it('takes a custom vertical gap', () => {
    const { boxes } = masonryLayout([item(1, 1), item(1, 1)], { width: 50, columns: 1, verticalGap: 10 });
    expect(boxes[1]!.top).toBe(60);
  });

  it('is empty for no cards, and survives a zero width or column count', () => {
    expect(masonryLayout([], { width: 900, columns: 3 })).toEqual({ boxes: [], height: 0, columnWidth: 300 });
    const zero = masonryLayout([item(100, 100)], { width: 0, columns: 0 });
    expect(zero.boxes[0]).toEqual({ left: 0, top: 0, width: 0, height: 0 });
    expect(zero.height).toBe(CARD_VERTICAL_GAP);
  });

  it('lays 100 cards out without overlaps', () => {
    const items = Array.from({ length: 100 }, (_, i) => item(1000, 600 + ((i * 137) % 900)));
    const { boxes, height } = masonryLayout(items, { width: 1400, columns: 5, gutter: 16 });
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const sameColumn = a.left === b.left;
        if (sameColumn) expect(a.top + a.height + CARD_VERTICAL_GAP <= b.top || b.top + b.height + CARD_VERTICAL_GAP <= a.top).toBe(true);
      }
      expect(a.top + a.height + CARD_VERTICAL_GAP).toBeLessThanOrEqual(height);
    }
  });
});

/** A `calc()` of fluidMasonryLayout worked out for a grid `gridWidth` px wide (100cqw is that width). */
function resolve(length: string, gridWidth: number): number {
  const expression = length
    .replace(/calc/g, '')
    .replace(/100cqw/g, String(gridWidth))
    .replace(/px/g, '');
  // Only digits, operators, dots, spaces and brackets are left: arithmetic.
  expect(expression).toMatch(/^[\d\s.+\-*/()]+$/);
  return Function(`return (${expression});`)() as number;
}

describe("fluidMasonryLayout (the server's phone grid, in CSS lengths)", () => {
  const cards = [item(1000, 1500), item(1000, 1000), item(1200, 800), item(800, 1600), item(1000, 1000), item(1000, 700), item(900, 1400)];

  it('puts every card where masonryLayout puts it at the real width, to within a pixel, at phone widths', () => {
    for (const gridWidth of [328, 358, 390, 430]) {
      const fluid = fluidMasonryLayout(cards, { columns: 2, gutter: 16, referenceColumnWidth: 170 });
      const exact = masonryLayout(cards, { width: gridWidth, columns: 2, gutter: 16 });
      fluid.boxes.forEach((box, index) => {
        const px = exact.boxes[index]!;
        expect(resolve(box.left, gridWidth)).toBeCloseTo(px.left, 0);
        expect(Math.abs(resolve(box.top, gridWidth) - px.top)).toBeLessThanOrEqual(index);
        expect(resolve(box.width, gridWidth)).toBeCloseTo(px.width, 0);
        expect(Math.abs(resolve(box.height, gridWidth) - (px.height + CARD_VERTICAL_GAP))).toBeLessThanOrEqual(1);
      });
      expect(Math.abs(resolve(fluid.height, gridWidth) - exact.height)).toBeLessThanOrEqual(cards.length);
    }
  });

  it("decides the columns at the reference width and gives that width's image heights for choosing files", () => {
    const fluid = fluidMasonryLayout(cards, { columns: 2, gutter: 16, referenceColumnWidth: 170 });
    expect(fluid.referenceHeights).toEqual(masonryLayout(cards, { width: 356, columns: 2, gutter: 16 }).boxes.map((box) => box.height));
    expect(fluid.boxes.map((box) => box.left.startsWith('calc(0 '))).toEqual([true, false, false, true, false, false, true]);
  });
});

describe("fluidCoverSizes (the cover files of the server's phone grid)", () => {
  /** What `sizes` comes to in px in a window `windowWidth` wide, as the browser works it out. */
  const inWindow = (sizes: string, windowWidth: number) => {
    const [, inset, columns, side] = /^calc\(\(?\(100vw - (\d+)px\) \/ (\d+)\)?(?: \* ([\d.]+)\))?$/.exec(sizes) ?? [];
    if (!inset) throw new Error(`Not a column's sizes: ${sizes}`);
    return ((windowWidth - Number(inset)) / Number(columns)) * Number(side ?? 1);
  };

  it('is the real column width at any window width, so the measured grid asks for the same file', () => {
    const wide = { imgWidth: 1000, imgHeight: 600, imgWeight: 1000 };
    for (const windowWidth of [360, 390, 412, 430, 768]) {
      const grid = windowWidth - 30;
      const measured = masonryLayout([wide], { width: grid, columns: 2, gutter: 16 }).boxes[0]!.width;
      expect(inWindow(fluidCoverSizes(wide, { columns: 2, gutter: 16, windowInset: 30 }), windowWidth)).toBeCloseTo(measured, 6);
    }
  });

  it('is as wide as the box is tall for a tall design: the square cover fills its box', () => {
    const tall = { imgWidth: 1000, imgHeight: 1500, imgWeight: 1000 };
    expect(inWindow(fluidCoverSizes(tall, { columns: 2, gutter: 16, windowInset: 30 }), 412)).toBeCloseTo(183 * 1.5, 3);
  });
});
