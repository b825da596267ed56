import { describe, expect, it } from 'vitest';
import { cellSizes, columnsForWidth, favouritesColumns, storeGridColumns, type ColumnTable } from './columns';

/** [boundary, columns just above it, columns at it]: "above"/"over" is strict. */
type Boundary = readonly [width: number, above: number, at: number];

const storeBoundaries: Boundary[] = [
  [2800, 9, 8],
  [2450, 8, 7],
  [2100, 7, 6],
  [1750, 6, 5],
  [1400, 5, 4],
  [1050, 4, 3],
  [700, 3, 2],
];

const favouritesBoundaries: Boundary[] = [
  [2560, 10, 8],
  [1920, 8, 7],
  [1440, 7, 6],
  [1200, 6, 5],
  [860, 5, 3],
  [560, 3, 2],
];

describe.each([
  ['storeGridColumns', storeGridColumns, storeBoundaries],
  ['favouritesColumns', favouritesColumns, favouritesBoundaries],
] as const)('%s', (_name, table, boundaries) => {
  it.each(boundaries)('at exactly %i px keeps the narrower count; one px more switches', (width, above, at) => {
    expect(columnsForWidth(width, table)).toBe(at);
    expect(columnsForWidth(width + 1, table)).toBe(above);
  });
  it('gives 2 columns to small widths', () => {
    for (const width of [0, 1, 320, 375]) expect(columnsForWidth(width, table)).toBe(2);
    expect(columnsForWidth(-10, table)).toBe(2);
  });
  it('keeps the widest count for very wide containers', () => {
    expect(columnsForWidth(10_000, table)).toBe(boundaries[0]![1]);
  });
});

describe('columnsForWidth', () => {
  it('gives the documented counts in between boundaries', () => {
    expect(columnsForWidth(800, storeGridColumns)).toBe(3);
    expect(columnsForWidth(1200, storeGridColumns)).toBe(4);
    expect(columnsForWidth(1000, favouritesColumns)).toBe(5);
    expect(columnsForWidth(700, favouritesColumns)).toBe(3);
  });
  it('does not depend on the order of the rows', () => {
    const shuffled: ColumnTable = { breakpoints: [...storeGridColumns.breakpoints].reverse(), otherwise: 2 };
    for (const width of [0, 701, 1051, 1401, 1751, 2101, 2451, 2801]) {
      expect(columnsForWidth(width, shuffled)).toBe(columnsForWidth(width, storeGridColumns));
    }
  });
  it('uses the fallback for an empty table', () => {
    expect(columnsForWidth(5000, { breakpoints: [], otherwise: 1 })).toBe(1);
  });
});

describe('cellSizes', () => {
  it('bounds a favourites cell by its widest width at every grid width: 320 px up to 2,560, a tenth of the window past it', () => {
    expect(cellSizes(favouritesColumns)).toBe('(max-width: 2560px) min(320px, 50vw), 10vw');
    // Brute force over grid widths: no cell is wider than the bound, and the bound is reached.
    let widest = 0;
    for (let width = 1; width <= 2560; width++) widest = Math.max(widest, width / columnsForWidth(width, favouritesColumns));
    expect(widest).toBe(320);
    for (let width = 2561; width <= 6000; width++)
      expect(width / columnsForWidth(width, favouritesColumns)).toBeLessThanOrEqual(width / 10);
  });

  it('bounds a table with no rows by its fallback count', () => {
    expect(cellSizes({ breakpoints: [], otherwise: 3 })).toBe('33.3333vw');
  });
});
