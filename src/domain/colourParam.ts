/**
 * The colours of a store URL and a search request: hex parsing and writing, and how many
 * may be picked. Apart from src/domain/colour.ts (which re-exports them) because the
 * app's first load needs these and none of the colour science: a module the entry holds
 * keeps every export any lazy chunk uses, and CIEDE2000, CIELAB and the swatches belong
 * only to the pages that measure or pick colours.
 */

/** Up to this many colours filter the store at once (issue 17: "pick up to three colours"). */
export const MAX_FILTER_COLOURS = 3;

/** '#1f3a5f', '1f3a5f', '#abc' → '#1f3a5f' / '#aabbcc'; null for anything else. */
export function normaliseHex(text: string): string | null {
  const match = /^\s*#?([0-9a-f]{3}|[0-9a-f]{6})\s*$/i.exec(text);
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/**
 * The `colours` of a store URL or search request ('1f3a5f,e0c097'): up to three distinct
 * colours as '#rrggbb'; anything malformed is left out.
 */
export function parseColours(text: string | null | undefined): string[] {
  const colours: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const hex = normaliseHex(part);
    if (hex && !colours.includes(hex) && colours.length < MAX_FILTER_COLOURS) colours.push(hex);
  }
  return colours;
}

/** The search request's `colours`: one to three 6-digit hex colours, comma-separated, no '#'. */
export const coloursPattern = new RegExp(`^[0-9a-fA-F]{6}(,[0-9a-fA-F]{6}){0,${MAX_FILTER_COLOURS - 1}}$`);

/** The colours as a URL or request writes them: hex digits without '#', comma-separated. */
export const serialiseColours = (colours: readonly string[]) => colours.map((hex) => hex.slice(1)).join(',');

/**
 * The most colours a palette may have for recolouring (./recolour.ts): the palette
 * analysis keeps six; a pair of them is one byte.
 */
export const MAX_RECOLOUR_COLOURS = 15;

/**
 * A colourway as requests and the visitor's local cart carry it (./colourway.ts): one to
 * MAX_RECOLOUR_COLOURS 6-digit hex colours, or '' (the design's own). Here because the
 * cart, in the app's first load, checks what it reads back.
 */
export const colourwayPattern = new RegExp(`^(|[0-9a-f]{6}(,[0-9a-f]{6}){0,${MAX_RECOLOUR_COLOURS - 1}})$`);
