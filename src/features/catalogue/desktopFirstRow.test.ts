import { describe, expect, it } from 'vitest';
import { columnsForWidth, storeGridColumns } from '../../ui/useColumns/columns';
import { desktopCoverSizes, desktopFirstRowLayout, MOST_COLUMNS, storeGridWidth, type StoreGridInset } from './desktopFirstRow';
import { CARD_VERTICAL_GAP, masonryLayout } from './masonry';

const inset: StoreGridInset = { compactPx: 30, wideRem: 4.56 };
const item = (imgWidth: number, imgHeight: number) => ({ imgWidth, imgHeight, imgWeight: imgWidth });
const cards = [
  item(1000, 1500),
  item(1000, 1000),
  item(1200, 800),
  item(800, 1600),
  item(1000, 1000),
  item(1000, 700),
  item(900, 1400),
  item(1000, 1500),
  item(1000, 1200),
  item(1000, 1000),
];

/** What `sizes` comes to in px in a window `windowWidth` wide, as the browser works it out: the first entry whose condition holds. */
function sizesIn(sizes: string, windowWidth: number): number {
  for (const entry of sizes.split(', ')) {
    const [, minWidth, length] = /^(?:\(min-width: ([\d.]+)px\) )?(calc\(.*\))$/.exec(entry) ?? [];
    if (!length) throw new Error(`Not a sizes entry: ${entry}`);
    if (minWidth !== undefined && windowWidth < Number(minWidth)) continue;
    const expression = length
      .replace(/calc/g, '')
      .replace(/([\d.]+)vw/g, (_, vw: string) => String((Number(vw) * windowWidth) / 100))
      .replace(/px/g, '');
    expect(expression).toMatch(/^[\d\s.+\-*/()]+$/);
    return Function(`return (${expression});`)() as number;
  }
  throw new Error(`No entry of ${sizes} holds at ${windowWidth}`);
}

/** A length of desktopFirstRowLayout worked out for a grid `gridWidth` px wide in `columns` columns. */
function resolve(length: string, gridWidth: number, columns: number): number {
  const expression = length
    .replace(/calc/g, '')
    .replace(/100cqw/g, String(gridWidth))
    .replace(/var\(--store-first-row-columns\)/g, String(columns))
    .replace(/px/g, '');
  expect(expression).toMatch(/^[\d\s.+\-*/()]+$/);
  return Function(`return (${expression});`)() as number;
}

describe("the desktop store's first row, drawn by the server", () => {
  it('asks at every window width for the file the measured grid asks for: the column width, as tall as the box where the design is taller', () => {
    const windows = [
      360, 729, 730, 730.5, 731, 1024, 1080, 1081, 1199, 1200, 1280, 1350, 1377, 1378, 1440, 1836, 1837, 1920, 2295, 2296, 2560, 2708, 2709,
      3000, 3408, 3409, 3840,
    ];
    for (let width = 700; width <= 4000; width += 13) windows.push(width);
    for (const windowWidth of windows) {
      const grid = storeGridWidth(windowWidth, inset);
      const columns = columnsForWidth(grid, storeGridColumns);
      for (const card of [item(1000, 1000), item(1000, 1500), item(1200, 800)]) {
        const [box] = masonryLayout([card], { width: grid, columns, gutter: 16 }).boxes;
        const side = Math.max(box!.width, (box!.width * card.imgHeight) / card.imgWidth);
        expect(sizesIn(desktopCoverSizes(card, { gutter: 16, inset }), windowWidth), `${windowWidth} px`).toBeCloseTo(side, 2);
      }
    }
  });

  it('follows the page: the grid is the window less the page padding below the desktop, less the side panel in rem from it', () => {
    expect(storeGridWidth(1100, inset)).toBe(1070);
    // At 1920 px 1rem is 100 px; at 1200, 62.5; past 2560 the root font stops growing.
    expect(storeGridWidth(1920, inset)).toBeCloseTo(1920 - 456, 6);
    expect(storeGridWidth(1200, inset)).toBeCloseTo(1200 - 285, 6);
    expect(storeGridWidth(3000, inset)).toBeCloseTo(3000 - 608, 6);
  });

  it('puts the first cards where masonryLayout puts them at any width, the first row being the same whatever the column count', () => {
    const fluid = desktopFirstRowLayout(cards, { gutter: 16 });
    expect(fluid.boxes).toHaveLength(MOST_COLUMNS);
    for (const gridWidth of [671, 915, 1029.375, 1098, 1464, 1952, 2392, 3232]) {
      const columns = columnsForWidth(gridWidth, storeGridColumns);
      const exact = masonryLayout(cards, { width: gridWidth, columns, gutter: 16 });
      for (let index = 0; index < columns; index++) {
        const [box, px] = [fluid.boxes[index]!, exact.boxes[index]!];
        expect(px.top).toBe(0);
        expect(resolve(box.left, gridWidth, columns)).toBeCloseTo(px.left, 6);
        expect(resolve(box.top, gridWidth, columns)).toBe(0);
        expect(resolve(box.width, gridWidth, columns)).toBeCloseTo(px.width, 6);
        // The px layout rounds an image's height to a whole pixel.
        expect(Math.abs(resolve(box.height, gridWidth, columns) - (px.height + CARD_VERTICAL_GAP))).toBeLessThanOrEqual(0.55);
      }
    }
  });
});
