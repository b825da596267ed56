/**
 * Drawing a design in a colourway on the server (issue 20) with the engine the detail
 * page's preview uses (src/domain/recolour.ts), so the file a buyer downloads is what
 * they saw:
 *  - vector artwork: each colour the SVG names is mapped as one pixel of that colour
 *    would be, so flat fills take the new colours exactly and the artwork's own
 *    translucent layers blend the new colours as they blended the old;
 *  - raster pixels (a cover, an imported design's image): read and redrawn in strips of
 *    rows, so a 12-megapixel print never holds the plan of the whole picture at once.
 */
import { applyRecolour, planRecolour } from '../../src/domain/recolour';

/** Rows planned at once: 256 rows of a 3,543 px raster hold about 9 MB of plan. */
const STRIP_ROWS = 256;

const hex2 = (v: number) => v.toString(16).padStart(2, '0');

/**
 * Maps one colour as the engine maps a pixel of it: its blend of its two nearest palette
 * colours, drawn in the new colours, plus what the blend leaves over.
 */
export function recolourHex(hex: string, palette: readonly string[], colours: readonly string[]): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1, 7);
  const pixel = new Uint8Array([0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(255));
  const out = new Uint8ClampedArray(4);
  applyRecolour(planRecolour(pixel, 1, 1, palette), colours, out);
  return `#${hex2(out[0]!)}${hex2(out[1]!)}${hex2(out[2]!)}`;
}

/** The SVG with every colour it names (#rgb or #rrggbb) in the colourway. */
export function recolourSvg(svg: string, palette: readonly string[], colours: readonly string[]): string {
  const mapped = new Map<string, string>();
  return svg.replace(/#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g, (hex) => {
    const key = hex.toLowerCase();
    let to = mapped.get(key);
    if (!to) mapped.set(key, (to = recolourHex(key, palette, colours)));
    return to;
  });
}

/**
 * Redraws raw pixels (as sharp's `.raw()` gives them: `channels` of 3 or 4 per pixel,
 * row by row) in the colourway, in place.
 */
export function recolourPixels(
  pixels: Uint8Array,
  { width, height, channels }: { width: number; height: number; channels: number },
  palette: readonly string[],
  colours: readonly string[],
): void {
  if (channels !== 3 && channels !== 4) throw new Error(`Expected 3 or 4 channels, got ${channels}`);
  if (pixels.length !== width * height * channels) throw new Error(`Expected ${width * height * channels} bytes, got ${pixels.length}`);
  for (let top = 0; top < height; top += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - top);
    const count = rows * width;
    const rgba = new Uint8ClampedArray(count * 4);
    const start = top * width * channels;
    for (let p = 0; p < count; p++) {
      const from = start + p * channels;
      rgba[p * 4] = pixels[from]!;
      rgba[p * 4 + 1] = pixels[from + 1]!;
      rgba[p * 4 + 2] = pixels[from + 2]!;
      rgba[p * 4 + 3] = channels === 4 ? pixels[from + 3]! : 255;
    }
    const drawn = new Uint8ClampedArray(count * 4);
    applyRecolour(planRecolour(rgba, width, rows, palette), colours, drawn);
    for (let p = 0; p < count; p++) {
      const to = start + p * channels;
      pixels[to] = drawn[p * 4]!;
      pixels[to + 1] = drawn[p * 4 + 1]!;
      pixels[to + 2] = drawn[p * 4 + 2]!;
    }
  }
}
