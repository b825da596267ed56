/**
 * A colourway (issue 20): a design bought, saved or shown in the shopper's colours. It
 * is written as the new colour of each of the design's palette colours, in the
 * palette's order, as hex digits without '#', comma-separated ('1f3a5f,e0c097,b85c38'),
 * so a cart line, a moodboard item, an order line and a file name can all carry it as
 * one short text. The empty text is the design's own colours: a colourway equal to the
 * palette is stored as '' so that "the same design in its own colours" has one spelling.
 *
 * The palette is the one the palette analysis gives the design (its detail's
 * `palette.colours`, most covering first); the recolouring engine (./recolour.ts) maps
 * each of those colours to the colourway's colour at the same place.
 */
import { colourwayPattern, MAX_RECOLOUR_COLOURS, normaliseHex } from './colourParam';

export { colourwayPattern };

/** The design's own colours. */
export const ORIGINAL_COLOURWAY = '';

export const colourwayMessages = {
  format: `colourway must be the design's colours as hex, e.g. '1f3a5f,e0c097' (at most ${MAX_RECOLOUR_COLOURS})`,
  count: (expected: number, given: number) =>
    `This design has ${expected} colour${expected === 1 ? '' : 's'}; the colourway gives ${given}`,
  noPalette: 'This design cannot be recoloured yet: its colours have not been measured',
} as const;

/** The colours of `colourway` as '#rrggbb', in palette order ([] for the design's own). */
export const colourwayColours = (colourway: string): string[] =>
  colourway === ORIGINAL_COLOURWAY ? [] : colourway.split(',').map((digits) => `#${digits}`);

/**
 * The colourway of `colours` drawn over `palette` (both '#rrggbb' lists in the same
 * order): '' when every colour is the design's own.
 */
export function colourwayOf(palette: readonly string[], colours: readonly string[]): string {
  const hexes = colours.map((hex) => normaliseHex(hex));
  if (hexes.length !== palette.length || hexes.some((hex) => !hex)) throw new Error(`Expected ${palette.length} colours as #rrggbb`);
  const own = palette.map((hex) => normaliseHex(hex));
  if (hexes.every((hex, i) => hex === own[i])) return ORIGINAL_COLOURWAY;
  return hexes.map((hex) => hex!.slice(1)).join(',');
}

/**
 * Checks a colourway sent for a design with `palette` and gives its stored spelling, or
 * the reason it cannot be taken. A design whose colours were never measured has no
 * palette: only its own colours can be bought.
 */
export function checkColourway(
  colourway: string,
  palette: readonly string[],
): { ok: true; colourway: string } | { ok: false; desc: string } {
  const text = colourway.trim().toLowerCase();
  if (text === ORIGINAL_COLOURWAY) return { ok: true, colourway: ORIGINAL_COLOURWAY };
  if (!colourwayPattern.test(text)) return { ok: false, desc: colourwayMessages.format };
  if (palette.length === 0) return { ok: false, desc: colourwayMessages.noPalette };
  const colours = colourwayColours(text);
  if (colours.length !== palette.length) return { ok: false, desc: colourwayMessages.count(palette.length, colours.length) };
  return { ok: true, colourway: colourwayOf(palette, colours) };
}

/** How a colourway is named to people (cart, order, invoice): 'Colourway #1F3A5F · #E0C097 · #B85C38'. */
export function colourwayLabel(colourway: string): string {
  if (colourway === ORIGINAL_COLOURWAY) return 'Original colours';
  return `Colourway ${colourwayColours(colourway)
    .map((hex) => hex.toUpperCase())
    .join(' · ')}`;
}
