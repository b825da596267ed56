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
