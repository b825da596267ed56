/**
 * A picture's palette: its dominant colours with the share of the picture each covers, and
 * how many distinct colours it has (what a screen printer asks first: one screen per
 * colour). Pure, so the server measures every design with it and the store measures a
 * shopper's uploaded picture with it in the browser, the same way.
 *
 * The picture is to be sampled without smoothing (nearest neighbour), so a flat two-colour
 * print is not given a third colour by the blend along its edges. Pixels are binned
 * (4 bits a channel) and the bins, most common first, gather into colours: a bin joins
 * the first colour within MERGE_DELTA_E (CIEDE2000), or starts one. A colour covering
 * less than MIN_SHARE is an edge, a speck or noise, not one of the design's colours.
 */
import { deltaE2000, labToHex, rgbToLab, type Lab } from './colour';

/** Side, in pixels, the picture is sampled at (16,384 samples). */
export const PALETTE_SIDE = 128;
/** Bins closer than this are one colour (a shade of JPEG noise or uneven ink is ~3–6). */
const MERGE_DELTA_E = 8;
/** A colour must cover this much of the design to count. */
const MIN_SHARE = 0.01;
/** A colour covering less than this may be the blend along the edges of two others. */
const MAX_BLEND_SHARE = 0.05;
/** …when it lies this close (sRGB units of 255) to the straight line between them. */
const BLEND_DISTANCE = 12;
/** The palette keeps this many colours, most covering first. */
export const PALETTE_COLOURS = 6;

/** Pixels gathered into one colour: their count and summed sRGB, the mean's CIELAB, and the blends' pixels it took. */
interface Cluster {
  lab: Lab;
  n: number;
  r: number;
  g: number;
  b: number;
  blended: number;
}

export interface DesignColour extends Lab {
  hex: string;
  share: number;
}

export interface Palette {
  /** Up to PALETTE_COLOURS colours, most covering first; shares of the whole design. */
  colours: DesignColour[];
  /** Distinct colours covering at least 1% each (may exceed the colours listed). */
  count: number;
}

/** The palette of raw RGB pixels (3 channels, any size). */
export function paletteOfPixels(pixels: Uint8Array): Palette {
  const samples = Math.floor(pixels.length / 3);
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < samples; i++) {
    const r = pixels[i * 3]!;
    const g = pixels[i * 3 + 1]!;
    const b = pixels[i * 3 + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key);
    if (bin) {
      bin.n++;
      bin.r += r;
      bin.g += g;
      bin.b += b;
    } else bins.set(key, { n: 1, r, g, b });
  }
  const clusters: Cluster[] = [];
  for (const bin of [...bins.values()].sort((x, y) => y.n - x.n)) {
    const lab = rgbToLab(bin.r / bin.n, bin.g / bin.n, bin.b / bin.n);
    const home = clusters.find((cluster) => deltaE2000(cluster.lab, lab) < MERGE_DELTA_E);
    if (home) {
      // The colour's centre stays where most of it is: the first (largest) bin's, moved by the rest.
      home.n += bin.n;
      home.r += bin.r;
      home.g += bin.g;
      home.b += bin.b;
      home.lab = rgbToLab(home.r / home.n, home.g / home.n, home.b / home.n);
    } else clusters.push({ lab, n: bin.n, r: bin.r, g: bin.g, b: bin.b, blended: 0 });
  }
  clusters.sort((x, y) => y.n - x.n);
  // An antialiased edge between two colours leaves pixels of their blend: a small colour
  // lying between two larger ones is that blend, and belongs to the nearer of the two.
  for (let i = clusters.length - 1; i >= 2; i--) {
    const small = clusters[i]!;
    if ((small.n + small.blended) / samples >= MAX_BLEND_SHARE) continue;
    const between = blendOf(small, clusters.slice(0, i));
    if (!between) continue;
    // Its pixels count for that colour; the colour itself (the mean) stays as it is.
    between.blended += small.n + small.blended;
    clusters.splice(i, 1);
  }
  const covering = (cluster: Cluster) => cluster.n + cluster.blended;
  const counted = clusters.filter((cluster) => covering(cluster) / samples >= MIN_SHARE).sort((x, y) => covering(y) - covering(x));
  return {
    colours: counted.slice(0, PALETTE_COLOURS).map((cluster) => ({
      ...cluster.lab,
      hex: labToHex(cluster.lab),
      share: covering(cluster) / samples,
    })),
    count: counted.length,
  };
}

/**
 * The colour (of `larger`) a blend of `colour` belongs to: the nearer end of the first
 * pair it lies between (within BLEND_DISTANCE of the segment, not at either end); or null.
 * Measured in sRGB, the space renderers and cameras blend edges in.
 */
function blendOf<T extends Cluster>(colour: Cluster, larger: T[]): T | null {
  const mean = (c: Cluster) => [c.r / c.n, c.g / c.n, c.b / c.n] as const;
  const v0 = mean(colour);
  for (let a = 0; a < larger.length; a++) {
    for (let b = a + 1; b < larger.length; b++) {
      const p = mean(larger[a]!);
      const q = mean(larger[b]!);
      const d = [q[0] - p[0], q[1] - p[1], q[2] - p[2]] as const;
      const v = [v0[0] - p[0], v0[1] - p[1], v0[2] - p[2]] as const;
      const length2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
      if (length2 === 0) continue;
      const t = (v[0] * d[0] + v[1] * d[1] + v[2] * d[2]) / length2;
      if (t <= 0.05 || t >= 0.95) continue;
      const off = Math.hypot(v[0] - t * d[0], v[1] - t * d[1], v[2] - t * d[2]);
      if (off <= BLEND_DISTANCE) return t < 0.5 ? larger[a]! : larger[b]!;
    }
  }
  return null;
}
