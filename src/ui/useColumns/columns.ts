/**
 * Column counts by available width, for responsive grids whose column count the
 * spec gives as a table rather than as a minimum tile size.
 */

/** One row of a table: more than `above` px wide gives `columns` columns ("above"/"over" is strict). */
export interface ColumnBreakpoint {
  above: number;
  columns: number;
}

/** A breakpoint table: the widest matching row wins; `otherwise` is for widths no row matches. */
export interface ColumnTable {
  breakpoints: readonly ColumnBreakpoint[];
  otherwise: number;
}

/** The column count `table` gives for `width` px. */
export function columnsForWidth(width: number, table: ColumnTable): number {
  let best: ColumnBreakpoint | undefined;
  for (const row of table.breakpoints) {
    if (width > row.above && (!best || row.above > best.above)) best = row;
  }
  return best ? best.columns : table.otherwise;
}

/**
 * Spec (store grid): "Grid columns by available width: above 2800 gives 9, above 2450
 * gives 8, above 2100 gives 7, above 1750 gives 6, above 1400 gives 5, above 1050 gives 4,
 * above 700 gives 3, else 2".
 */
export const storeGridColumns: ColumnTable = {
  breakpoints: [
    { above: 2800, columns: 9 },
    { above: 2450, columns: 8 },
    { above: 2100, columns: 7 },
    { above: 1750, columns: 6 },
    { above: 1400, columns: 5 },
    { above: 1050, columns: 4 },
    { above: 700, columns: 3 },
  ],
  otherwise: 2,
};

/**
 * Spec (favourites): "Cells per row by width: over 2560 is 10, over 1920 is 8, over 1440
 * is 7, over 1200 is 6, over 860 is 5, over 560 is 3, else 2".
 */
export const favouritesColumns: ColumnTable = {
  breakpoints: [
    { above: 2560, columns: 10 },
    { above: 1920, columns: 8 },
    { above: 1440, columns: 7 },
    { above: 1200, columns: 6 },
    { above: 860, columns: 5 },
    { above: 560, columns: 3 },
  ],
  otherwise: 2,
};

/**
 * `<img sizes>` for an image as wide as one cell of a grid laid out by `table` from its
 * own width. The grid is never wider than the window, and within each row of the table
 * a cell is widest at the row's upper end (its width over the row's columns); past the
 * last row a cell is the window over that row's columns. A bound, so a file is never
 * too small; gaps are ignored, so it errs a few px large.
 */
export function cellSizes(table: ColumnTable): string {
  const share = (columns: number) => `${+(100 / columns).toFixed(4)}vw`;
  const rows = [...table.breakpoints].sort((a, b) => a.above - b.above);
  const last = rows.at(-1);
  if (!last) return share(table.otherwise);
  // The widest cell in each band: from 0 (otherwise) and from each row up to the next row's threshold.
  const bands = [
    { columns: table.otherwise, upTo: rows[0]!.above },
    ...rows.slice(0, -1).map((row, i) => ({ columns: row.columns, upTo: rows[i + 1]!.above })),
  ];
  const widest = Math.ceil(Math.max(...bands.map((band) => band.upTo / band.columns)));
  return `(max-width: ${last.above}px) min(${widest}px, ${share(table.otherwise)}), ${share(last.columns)}`;
}
