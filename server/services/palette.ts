/**
 * A design's palette as the server stores it. The measuring itself (`paletteOfPixels`)
 * is pure and lives in src/domain/palette.ts, shared with the store's "colours of your
 * picture"; it is re-exported here so services keep importing it from one place.
 */
import { labToHex, type Lab } from '../../src/domain/colour';
import type { DesignColour, Palette } from '../../src/domain/palette';

export { PALETTE_COLOURS, PALETTE_SIDE, paletteOfPixels, type DesignColour, type Palette } from '../../src/domain/palette';

/** As stored (designs.colours, design_search.colours): L, a, b, share for each colour. */
export const paletteColumn = (palette: Palette): number[] => palette.colours.flatMap((c) => [c.l, c.a, c.b, c.share]);

/** The colours of a stored column with their shares (none for a design not measured yet). */
export function coloursFromColumn(column: readonly (number | string)[] | null | undefined): (Lab & { share: number })[] {
  const colours: (Lab & { share: number })[] = [];
  for (let i = 0; column && i + 3 < column.length; i += 4)
    colours.push({ l: Number(column[i]), a: Number(column[i + 1]), b: Number(column[i + 2]), share: Number(column[i + 3]) });
  return colours;
}

/** Back from the stored column, with each colour's hex (what a detail shows). */
export const paletteFromColumn = (column: readonly number[] | null | undefined): DesignColour[] =>
  coloursFromColumn(column).map((colour) => ({ ...colour, hex: labToHex(colour) }));

/** The stored palette's colours as '#rrggbb', most covering first: what a colourway is drawn over (src/domain/colourway.ts). */
export const paletteHexes = (column: readonly number[] | null | undefined): string[] => paletteFromColumn(column).map((c) => c.hex);
