/**
 * Colours as a shopper and a printer compare them: sRGB hex in and out, CIELAB (D65)
 * between, and CIEDE2000 for "how different do these two look". The store's colour
 * filter, a design's palette and the MSW world all measure with these.
 */

import { MAX_FILTER_COLOURS, coloursPattern, normaliseHex, parseColours, serialiseColours } from './colourParam';

export { MAX_FILTER_COLOURS, coloursPattern, normaliseHex, parseColours, serialiseColours };

export interface Lab {
  l: number;
  a: number;
  b: number;
}

/** A colour of a design's palette and how much of the design it covers (0–1). */
export interface PaletteColour {
  /** '#rrggbb', lower case. */
  hex: string;
  share: number;
}

/**
 * A picked colour matches the parts of a design within this CIEDE2000 difference: about
 * where two swatches stop reading as "the same colour, another shade" (navy vs. royal
 * blue is ~15, navy vs. black ~13, a dusty vs. a clear rose ~8).
 */
export const COLOUR_MATCH_DELTA_E = 12;

/** …and those parts must cover at least this share of the design: a fleck is not its colour. */
export const COLOUR_MATCH_MIN_SHARE = 0.08;

/**
 * The colours a shopper picks from (product data, like a design's palette, not the
 * shop's styling): the families textile buyers search by, each a typical shade.
 */
export const colourSwatches: readonly { name: string; hex: string }[] = [
  { name: 'Black', hex: '#1a1a1a' },
  { name: 'Charcoal', hex: '#4a4a4a' },
  { name: 'Grey', hex: '#9e9e9e' },
  { name: 'White', hex: '#f7f7f2' },
  { name: 'Cream', hex: '#f3ecdc' },
  { name: 'Beige', hex: '#d8c3a5' },
  { name: 'Brown', hex: '#7b4b2a' },
  { name: 'Terracotta', hex: '#c8553d' },
  { name: 'Red', hex: '#c62828' },
  { name: 'Burgundy', hex: '#7a1f3d' },
  { name: 'Pink', hex: '#f4acb7' },
  { name: 'Coral', hex: '#ff6f61' },
  { name: 'Orange', hex: '#f28c28' },
  { name: 'Mustard', hex: '#e1ad01' },
  { name: 'Yellow', hex: '#f7d948' },
  { name: 'Olive', hex: '#6b7a2f' },
  { name: 'Sage', hex: '#9caf88' },
  { name: 'Green', hex: '#2e8b57' },
  { name: 'Teal', hex: '#00897b' },
  { name: 'Turquoise', hex: '#40c4c8' },
  { name: 'Sky blue', hex: '#8fc1e3' },
  { name: 'Blue', hex: '#1f6fc2' },
  { name: 'Navy', hex: '#1f3a5f' },
  { name: 'Lavender', hex: '#b9a7d6' },
  { name: 'Purple', hex: '#6a3d9a' },
];

/** What a picked colour is called: its swatch's name, or its hex ('#1F3A5F') for one typed in. */
export function colourName(hex: string): string {
  return colourSwatches.find((swatch) => swatch.hex === hex)?.name ?? hex.toUpperCase();
}

/**
 * The colour filter compares picked colours with the catalogue's colours snapped to a
 * grid of this many CIELAB units (the search copy's palette, migration 0013). A
 * catalogue of 100,000 designs then has at most ~15,000 distinct colours to measure a
 * new pick against, not one per design colour; a snapped colour is at most 3.5 units
 * (ΔE76; ΔE2000 is smaller still) from the measured one, well inside COLOUR_MATCH_DELTA_E.
 */
export const SEARCH_COLOUR_STEP = 4;

/** A colour on the search grid: each of L, a, b to the nearest multiple of SEARCH_COLOUR_STEP (halves up, as the SQL does). */
export const snapToSearchGrid = ({ l, a, b }: Lab): Lab => {
  const snap = (v: number) => Math.floor(v / SEARCH_COLOUR_STEP + 0.5) * SEARCH_COLOUR_STEP;
  return { l: snap(l), a: snap(a), b: snap(b) };
};

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(normaliseHex(hex)!.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
  return `#${((clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).padStart(6, '0')}`;
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

// D65 white point.
const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
const labFInverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / YN;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export const hexToLab = (hex: string): Lab => rgbToLab(...hexToRgb(hex));

export function labToHex({ l, a, b }: Lab): string {
  const fy = (l + 16) / 116;
  const x = XN * labFInverse(fy + a / 500);
  const y = YN * labFInverse(fy);
  const z = ZN * labFInverse(fy - b / 200);
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return rgbToHex(fromLinear(lr), fromLinear(lg), fromLinear(lb));
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

function pow7(v: number) {
  const v2 = v * v;
  return v2 * v2 * v2 * v;
}

/** Hue angle in degrees, 0–360 (0 for a neutral). */
function hueOf(a: number, b: number) {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/**
 * CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. About 1 is
 * the smallest difference an eye sees side by side; over 10, another colour.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  // Plain products and square roots (Math.hypot and ** cost ten times as much), and no
  // functions made per call (tsx names each one it makes, which cost half the time): the
  // store's colour filter measures a picked colour against every catalogue colour in reach.
  const c1 = Math.sqrt(x.a * x.a + x.b * x.b);
  const c2 = Math.sqrt(y.a * y.a + y.b * y.b);
  const cMean7 = pow7((c1 + c2) / 2);
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.sqrt(a1 * a1 + x.b * x.b);
  const c2p = Math.sqrt(a2 * a2 + y.b * y.b);
  const h1 = hueOf(a1, x.b);
  const h2 = hueOf(a2, y.b);

  const dL = y.l - x.l;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dh / 2) * DEG);

  const lMean = (x.l + y.l) / 2;
  const cMean = (c1p + c2p) / 2;
  let hMean = h1 + h2;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hMean = (h1 + h2) / 2;
    else hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * DEG) +
    0.24 * Math.cos(2 * hMean * DEG) +
    0.32 * Math.cos((3 * hMean + 6) * DEG) -
    0.2 * Math.cos((4 * hMean - 63) * DEG);
  const hueOff = (hMean - 275) / 25;
  const dTheta = 30 * Math.exp(-(hueOff * hueOff));
  const cMeanP7 = pow7(cMean);
  const rC = 2 * Math.sqrt(cMeanP7 / (cMeanP7 + POW25_7));
  const lOff = (lMean - 50) * (lMean - 50);
  const sL = 1 + (0.015 * lOff) / Math.sqrt(20 + lOff);
  const sC = 1 + 0.045 * cMean;
  const sH = 1 + 0.015 * cMean * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;
  const lTerm = dL / sL;
  const cTerm = dC / sC;
  const hTerm = dH / sH;
  return Math.sqrt(lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rT * cTerm * hTerm);
}

/** How much of a palette lies within COLOUR_MATCH_DELTA_E of `colour` (the shares summed). */
export function coverageOf(colour: Lab, palette: readonly (Lab & { share: number })[]): number {
  let covered = 0;
  for (const entry of palette) if (deltaE2000(colour, entry) <= COLOUR_MATCH_DELTA_E) covered += entry.share;
  return covered;
}

/** Whether a palette holds every picked colour (each covering COLOUR_MATCH_MIN_SHARE of it). */
export function paletteHolds(picked: readonly Lab[], palette: readonly (Lab & { share: number })[]): boolean {
  return picked.every((colour) => coverageOf(colour, palette) >= COLOUR_MATCH_MIN_SHARE);
}

/** A colour further than this (CIEDE2000) from every colour of another palette counts as this far. */
export const PALETTE_FAR = 30;

/**
 * How different two palettes look (0 the same): each colour's share times its difference
 * to the other palette's nearest colour (at most PALETTE_FAR), both ways, averaged; plus
 * how differently the two share their colours out (cream with a navy fleck is not cream
 * and navy half and half), up to PALETTE_FAR / 2. "Same colours" image search ranks by it.
 * `apart(i, j)` is the difference between colour i of the first and colour j of the
 * second, so a caller that measures differences once (the search index) can lend them.
 */
export function paletteDistanceBy(first: ArrayLike<number>, second: ArrayLike<number>, apart: (i: number, j: number) => number): number {
  let firstTotal = 0;
  let firstWeight = 0;
  let firstMismatch = 0;
  for (let i = 0; i < first.length; i++) {
    let nearest = PALETTE_FAR;
    let covered = 0;
    for (let j = 0; j < second.length; j++) {
      const d = Math.min(PALETTE_FAR, apart(i, j));
      nearest = Math.min(nearest, d);
      if (d <= COLOUR_MATCH_DELTA_E) covered += second[j]!;
    }
    firstTotal += first[i]! * nearest;
    firstWeight += first[i]!;
    firstMismatch += Math.abs(first[i]! - covered);
  }
  let secondTotal = 0;
  let secondWeight = 0;
  let secondMismatch = 0;
  for (let j = 0; j < second.length; j++) {
    let nearest = PALETTE_FAR;
    let covered = 0;
    for (let i = 0; i < first.length; i++) {
      const d = Math.min(PALETTE_FAR, apart(i, j));
      nearest = Math.min(nearest, d);
      if (d <= COLOUR_MATCH_DELTA_E) covered += first[i]!;
    }
    secondTotal += second[j]! * nearest;
    secondWeight += second[j]!;
    secondMismatch += Math.abs(second[j]! - covered);
  }
  const colours =
    ((firstWeight > 0 ? firstTotal / firstWeight : PALETTE_FAR) + (secondWeight > 0 ? secondTotal / secondWeight : PALETTE_FAR)) / 2;
  // Each mismatch sum is at most 2 (all of one palette against none of it).
  const shares = Math.min(1, (firstMismatch + secondMismatch) / 4);
  return colours + (PALETTE_FAR / 2) * shares;
}

/** paletteDistanceBy for two palettes as colours with their shares. */
export const paletteDistance = (first: readonly (Lab & { share: number })[], second: readonly (Lab & { share: number })[]) =>
  paletteDistanceBy(
    first.map((c) => c.share),
    second.map((c) => c.share),
    (i, j) => deltaE2000(first[i]!, second[j]!),
  );
