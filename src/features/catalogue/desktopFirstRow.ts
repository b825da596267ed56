/**
 * The store grid's first row on a desktop or tablet, drawn by the server before the
 * grid's width is known (ADR 007). The server cannot tell how many columns the window
 * gives (2 to 9), but the first row of the masonry does not depend on it: with every
 * column empty, card i goes into column i. So the server draws the first cards of the
 * page in CSS lengths of the grid's own width (`100cqw`), as many to a row as the width
 * gives (a container query sets the count, src/features/catalogue/ResultGrid/desktopFirstRow.css.ts),
 * the others hidden; once hydrated and measured, the same elements are laid out in px
 * at the same places, and the rows below follow.
 *
 * Without it the desktop store's largest paint waited for the scripts: Lighthouse's
 * desktop preset measured 736 ms of "load delay" before the first cover was asked for.
 */
import { columnsForWidth, storeGridColumns, type ColumnTable } from '../../ui/useColumns/columns';
import { breakpoint, rootFontSize } from '../../ui/theme/tokens';
import { aspectRatio, CARD_VERTICAL_GAP, type FluidMasonryBox, type MasonryItem } from './masonry';

/** The most columns the store grid has (above 2800 px): the server draws this many cards, the width shows some of them. */
export const MOST_COLUMNS = Math.max(storeGridColumns.otherwise, ...storeGridColumns.breakpoints.map((row) => row.columns));

/**
 * Of the first row, the cards every desktop and tablet window shows (3 columns from a
 * 730 px window up): their covers are fetched at once and first. The others are lazy, so a
 * narrower grid that hides them does not fetch them.
 */
export const ALWAYS_SHOWN = 3;

/** The CSS custom property the container query sets to the grid's column count. */
export const COLUMNS_PROPERTY = '--store-first-row-columns';

/**
 * How much narrower the store grid is than the window, in the page's own units: below
 * the desktop breakpoint (the filters in a sheet, the root font fixed) a length in px;
 * from it, the side panel and the page's padding in rem, which scale with the window.
 */
export interface StoreGridInset {
  compactPx: number;
  wideRem: number;
}

/** The width in px of the store grid in a window `windowWidth` px wide. */
export function storeGridWidth(windowWidth: number, inset: StoreGridInset): number {
  if (windowWidth < breakpoint.desktop) return windowWidth - inset.compactPx;
  const rootPx = (Math.min(windowWidth, rootFontSize.maxWidth) / rootFontSize.designWidth) * 100;
  return windowWidth - inset.wideRem * rootPx;
}

const columnWidth = (gutter: number) => `((100cqw - ${gutter}px * (var(${COLUMNS_PROPERTY}) - 1)) / var(${COLUMNS_PROPERTY}))`;

/** Card `index`'s cell in the first row, for any column count (the container query's). */
export function desktopFirstRowLayout(
  items: readonly MasonryItem[],
  { gutter = 0, verticalGap = CARD_VERTICAL_GAP }: { gutter?: number; verticalGap?: number } = {},
): { boxes: FluidMasonryBox[]; height: string } {
  const column = columnWidth(gutter);
  const boxes = items.slice(0, MOST_COLUMNS).map((item, index) => ({
    left: `calc(${index} * (${column} + ${gutter}px))`,
    top: '0px',
    width: `calc(${column})`,
    height: `calc(${aspectRatio(item).toFixed(4)} * ${column} + ${verticalGap}px)`,
  }));
  // The tallest of the cards drawn: the hidden ones may be taller than those shown, but
  // the grid keeps a screen's height until measured anyway, and the rows below come then.
  const tallest = Math.max(0, ...items.slice(0, MOST_COLUMNS).map(aspectRatio));
  return { boxes, height: `calc(${tallest.toFixed(4)} * ${column} + ${verticalGap}px)` };
}

/**
 * One `sizes` entry: from `minWidth` px of window up (strictly wider where `strictly`:
 * a column count changes past a width, a layout at it), the grid is `perVw` of the
 * window less `minusPx` px wide, in `columns` columns.
 */
interface SizesRange {
  minWidth: number;
  strictly: boolean;
  perVw: number;
  minusPx: number;
  columns: number;
}

/**
 * The ranges of window width over which the grid's width is one linear expression and
 * its column count one number, widest first (as `sizes` takes its conditions).
 */
export function storeGridRanges(inset: StoreGridInset, table: ColumnTable = storeGridColumns): SizesRange[] {
  const scaledShare = 1 - inset.wideRem / (rootFontSize.designWidth / 100);
  const widestInset = ((inset.wideRem * rootFontSize.maxWidth) / rootFontSize.designWidth) * 100;
  // The three ways the grid's width follows the window, each from its lowest window width.
  const segments = [
    { from: 0, to: breakpoint.desktop, perVw: 1, minusPx: inset.compactPx, windowFor: (grid: number) => grid + inset.compactPx },
    {
      from: breakpoint.desktop,
      to: rootFontSize.maxWidth,
      perVw: scaledShare,
      minusPx: 0,
      windowFor: (grid: number) => grid / scaledShare,
    },
    { from: rootFontSize.maxWidth, to: Infinity, perVw: 1, minusPx: widestInset, windowFor: (grid: number) => grid + widestInset },
  ];
  const ranges: SizesRange[] = [];
  for (const segment of segments) {
    const lowest = columnsForWidth(storeGridWidth(segment.from, inset), table);
    ranges.push({ minWidth: segment.from, strictly: false, perVw: segment.perVw, minusPx: segment.minusPx, columns: lowest });
    for (const row of [...table.breakpoints].sort((a, b) => a.above - b.above)) {
      const window = segment.windowFor(row.above);
      if (window > segment.from && window < segment.to)
        ranges.push({ minWidth: window, strictly: true, perVw: segment.perVw, minusPx: segment.minusPx, columns: row.columns });
    }
  }
  return ranges.sort((a, b) => b.minWidth - a.minWidth);
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * `sizes` for the square cover of `item` in the server's first row: the column's width
 * in window units at every window width (as wide as the box is tall where the design is
 * taller than wide). The browser chooses the file from it before any script runs; the
 * grid, once measured, asks for the same width in px, so no cover is fetched twice.
 */
export function desktopCoverSizes(item: MasonryItem, { gutter = 0, inset }: { gutter?: number; inset: StoreGridInset }): string {
  const side = Math.max(1, aspectRatio(item));
  return storeGridRanges(inset)
    .map(({ minWidth, strictly, perVw, minusPx, columns }) => {
      const length = `calc((${round(perVw * 100, 4)}vw - ${round(minusPx + gutter * (columns - 1), 3)}px) / ${columns}${side === 1 ? '' : ` * ${side.toFixed(4)}`})`;
      // Strictly wider, as columnsForWidth counts: from the next hundredth of a px.
      return minWidth > 0 ? `(min-width: ${strictly ? Math.ceil((minWidth + 0.001) * 100) / 100 : minWidth}px) ${length}` : length;
    })
    .join(', ');
}
