/**
 * What similar-image search knows of a picture (its signature):
 * - features: a colour histogram in CIELAB (perceptual: equal steps look equally
 *   different) plus a texture descriptor (gradient orientations weighted by strength),
 *   L2-normalised so pgvector's L2 distance compares them. Both survive what a buyer
 *   does to a found image: cropping, resizing, JPEG compression, small colour shifts.
 *   Every bin is soft (a value near a bin edge shares its weight with the neighbour),
 *   so re-encoding a low-contrast design cannot flip it into other bins.
 * - print: a 32 × 32 greyscale thumbnail, where light and dark sit. Histograms ignore
 *   placement, so two designs that differ only in which stripe has which colour look
 *   alike to them; the print tells an uploaded copy of a cover from its near twins.
 * - structure: the print at STRUCTURE_SIDE² with each pixel replaced by its rank, so
 *   any brightness curve keeps it: a greyscale, faded, dulled or relit copy has the
 *   same structure as the cover, where its colour features have moved far away. Search
 *   takes candidates from all three (services/catalogue.ts `similar`).
 * - repeat: the pattern's repeat cell, described whatever its scale, position or way up
 *   (services/repeat.ts): finds a fragment, the pattern at another scale or a photo.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PALETTE_SIDE, paletteColumn, paletteOfPixels, type Palette } from './palette';
import { greyForLocalFeatures, localQueryOf, type LocalQuery } from './localFeatures';
import { REPEAT_SIDE, repeatDescriptor } from './repeat';

const SIZE = 64;
const L_BINS = 4;
const A_BINS = 5;
const B_BINS = 4;
const COLOUR_DIMS = L_BINS * A_BINS * B_BINS;
const ORIENTATIONS = 8;
const TEXTURE_DIMS = ORIENTATIONS * 2;
export const FEATURE_DIMS = COLOUR_DIMS + TEXTURE_DIMS;
/** Share of the vector's length given to texture; colour carries the rest. */
const TEXTURE_WEIGHT = 0.45;
/** Mean gradient strength (CIELAB L units per 2 px) from which texture counts in full. */
const TEXTURE_ENERGY_FULL = 3;
/** Gradient strengths (CIELAB L units per 2 px) blending from fine edges into coarse ones. */
const COARSE_FROM = 8;
const COARSE_SPAN = 24;
/** Side of the print, in pixels (one byte each). */
export const PRINT_SIZE = 32;
/** Side of the structure (ranked luminance) vector: a print's 4×4 blocks (finer measured no better, and walks cost more). */
export const STRUCTURE_SIDE = 8;
export const STRUCTURE_DIMS = STRUCTURE_SIDE * STRUCTURE_SIDE;
/** Side of the boundary vector: where one colour meets another, by 4×4 blocks of the 64 px picture. */
export const BOUNDARY_SIDE = 16;
export const BOUNDARY_DIMS = BOUNDARY_SIDE * BOUNDARY_SIDE;
/** Side of the boundary map kept with a design: search compares it on its shortlist. */
export const BOUNDARY_MAP_SIDE = 32;
/**
 * Bump when the signature's computation changes: stored signatures of another version
 * are recomputed at start (services/imageSignatures.ts).
 */
export const SIGNATURE_VERSION = 7;

/** Largest upload we decode, in pixels (a decompression bomb stops here). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Each 8-bit sRGB value in linear light: a table, as every colour measured here is a byte. */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

const labCurve = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** Soft-assigns a value to two neighbouring bins, so a small shift moves weight gradually. */
/**
 * Where softBins put a value: its two bins and the second's weight, written into `into`
 * at `at` (three numbers) rather than returned, as it runs thousands of times a signature.
 */
function softBins(value: number, min: number, max: number, bins: number, into: Float64Array, at: number): void {
  const position = Math.min(Math.max((value - min) / (max - min), 0), 0.9999) * bins - 0.5;
  const low = Math.floor(position);
  into[at] = Math.max(low, 0);
  into[at + 1] = Math.min(low + 1, bins - 1);
  into[at + 2] = position - low;
}

function normalise(vector: Float64Array): Float64Array {
  const length = Math.hypot(...vector) || 1;
  return vector.map((v) => v / length);
}

/** Raw RGB pixels (SIZE × SIZE) in CIELAB, three numbers a pixel: measured once for the colour features and the boundaries. */
function labOfPixels(pixels: Uint8Array | Buffer): Float64Array {
  const lab = new Float64Array(SIZE * SIZE * 3);
  for (let i = 0; i < SIZE * SIZE * 3; i += 3) {
    const lr = LINEAR[pixels[i]!]!;
    const lg = LINEAR[pixels[i + 1]!]!;
    const lb = LINEAR[pixels[i + 2]!]!;
    const fx = labCurve((lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047);
    const fy = labCurve(lr * 0.2126 + lg * 0.7152 + lb * 0.0722);
    const fz = labCurve((lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883);
    lab[i] = 116 * fy - 16;
    lab[i + 1] = 500 * (fx - fy);
    lab[i + 2] = 200 * (fy - fz);
  }
  return lab;
}

/** The feature vector of the SIZE × SIZE picture, given in CIELAB (labOfPixels). */
function featuresOfLab(lab: Float64Array): number[] {
  const colour = new Float64Array(COLOUR_DIMS);
  const luminance = new Float64Array(SIZE * SIZE);
  // Each axis's two bins (l0, l1, a0, a1, b0, b1) and their weights, in the order
  // l, a, b: every pixel adds to the 2 × 2 × 2 bins around its colour.
  const bins = new Float64Array(9);
  const share = new Float64Array(6);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const l = lab[i * 3]!;
    luminance[i] = l;
    softBins(l, 0, 100, L_BINS, bins, 0);
    softBins(lab[i * 3 + 1]!, -80, 80, A_BINS, bins, 3);
    softBins(lab[i * 3 + 2]!, -80, 80, B_BINS, bins, 6);
    for (let axis = 0; axis < 3; axis++) {
      share[axis * 2] = 1 - bins[axis * 3 + 2]!;
      share[axis * 2 + 1] = bins[axis * 3 + 2]!;
    }
    for (let li = 0; li < 2; li++)
      for (let ai = 0; ai < 2; ai++)
        for (let bi = 0; bi < 2; bi++)
          colour[(bins[li]! * A_BINS + bins[3 + ai]!) * B_BINS + bins[6 + bi]!]! += share[li]! * share[2 + ai]! * share[4 + bi]!;
  }

  // Texture: orientation of luminance gradients, blended between fine and coarse edges.
  const texture = new Float64Array(TEXTURE_DIMS);
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      const gx = luminance[y * SIZE + x + 1]! - luminance[y * SIZE + x - 1]!;
      const gy = luminance[(y + 1) * SIZE + x]! - luminance[(y - 1) * SIZE + x]!;
      const magnitude = Math.hypot(gx, gy);
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI; // orientation, not direction
      // Soft bins on a circle: the last orientation's neighbour is the first.
      const position = (angle / Math.PI) * ORIENTATIONS - 0.5;
      const low = Math.floor(position);
      const o0 = ((low % ORIENTATIONS) + ORIENTATIONS) % ORIENTATIONS;
      const o1 = (low + 1) % ORIENTATIONS;
      const ow = position - low;
      const coarse = Math.min(Math.max((magnitude - COARSE_FROM) / COARSE_SPAN, 0), 1);
      const fine = 1 - coarse;
      texture[o0]! += magnitude * fine * (1 - ow);
      texture[o1]! += magnitude * fine * ow;
      texture[ORIENTATIONS + o0]! += magnitude * coarse * (1 - ow);
      texture[ORIENTATIONS + o1]! += magnitude * coarse * ow;
    }
  }

  // A picture with hardly any edges at this size (a fine repeat, a plain ground, a soft
  // texture) has a texture part made of its noise, which normalising would blow up to
  // full weight: its texture counts in proportion to how much edge there is (issue 40).
  let energy = 0;
  for (const v of texture) energy += v;
  const textureWeight = TEXTURE_WEIGHT * Math.min(1, energy / ((SIZE - 2) ** 2 * TEXTURE_ENERGY_FULL));
  const c = normalise(colour).map((v) => v * Math.sqrt(1 - textureWeight ** 2));
  const t = normalise(texture).map((v) => v * textureWeight);
  return [...c, ...t];
}

/**
 * Where one colour meets another, whatever the colours: the size of the colour gradient
 * (CIELAB, central differences) on the 64 px picture the features use, divided by its
 * own 90th percentile so a soft palette's edges count as much as a bold one's, and capped
 * at 1. Another colourway of a design (its artwork drawn in another palette, where a dark
 * ground may turn light) moves where light and dark sit and every colour, but keeps these
 * lines (issue 40; the probe in docs/benchmarks.md, "Another colourway"). Returns the map
 * by BOUNDARY_SIDE² blocks, centred and L2-normalised for pgvector's L2 walk, and by
 * BOUNDARY_MAP_SIDE² blocks as bytes, compared on the shortlist (boundaryMapDistance).
 */
function boundaryOfLab(lab: Float64Array): { boundary: number[]; boundaryMap: Buffer } {
  const edge = new Float64Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      // Clamped at the picture's sides: a one-sided difference there.
      const [left, right, up, down] = [Math.max(0, x - 1), Math.min(SIZE - 1, x + 1), Math.max(0, y - 1), Math.min(SIZE - 1, y + 1)];
      let sum = 0;
      for (let c = 0; c < 3; c++) {
        const gx = lab[(y * SIZE + right) * 3 + c]! - lab[(y * SIZE + left) * 3 + c]!;
        const gy = lab[(down * SIZE + x) * 3 + c]! - lab[(up * SIZE + x) * 3 + c]!;
        sum += gx * gx + gy * gy;
      }
      edge[y * SIZE + x] = Math.sqrt(sum);
    }
  const p90 = Float64Array.from(edge).sort()[Math.floor(edge.length * 0.9)]!;
  // A plain picture has no boundaries: its map stays empty rather than amplified noise.
  const scale = p90 > 1 ? 1 / p90 : 0;
  const blocks = (side: number) => {
    const block = SIZE / side;
    const out = new Float64Array(side * side);
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) out[Math.floor(y / block) * side + Math.floor(x / block)]! += Math.min(1, edge[y * SIZE + x]! * scale);
    return out.map((v) => v / (block * block));
  };
  const density = blocks(BOUNDARY_SIDE);
  let mean = 0;
  for (const v of density) mean += v;
  mean /= density.length;
  const centred = density.map((v) => v - mean);
  const length = Math.hypot(...centred) || 1;
  const map = blocks(BOUNDARY_MAP_SIDE);
  return {
    boundary: [...centred].map((v) => v / length),
    boundaryMap: Buffer.from(map.map((v) => Math.round(v * 255))),
  };
}

/**
 * How unlike two boundary maps are: 1 less their correlation (0 the same lines, 1
 * unrelated, 2 opposite). A map with no boundaries is unlike every other (1).
 */
export function boundaryMapDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return 1;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < a.length; i++) {
    sa += a[i]!;
    sb += b[i]!;
  }
  const ma = sa / a.length;
  const mb = sb / b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? 1 : 1 - ab / Math.sqrt(aa * bb);
}

export class UnreadableImage extends Error {}

/** An upload whose header claims more than MAX_INPUT_PIXELS. */
export class TooManyPixels extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width} × ${height} pixels`);
  }
}

const uploadFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

export interface ImageSignature {
  features: number[];
  /** PRINT_SIZE² greyscale bytes. */
  print: Buffer;
  /** STRUCTURE_DIMS ranks of the print's luminance, centred and L2-normalised (structureOfPrint). */
  structure: number[];
  /** REPEAT_DIMS strengths of the repeat cell's harmonics, L2-normalised (services/repeat.ts). */
  repeat: number[];
  /** BOUNDARY_DIMS: where one colour meets another, centred and L2-normalised (boundaryOfLab). */
  boundary: number[];
  /** BOUNDARY_MAP_SIDE² bytes: the same, finer, compared on search's shortlist (boundaryMapDistance). */
  boundaryMap: Buffer;
  /** Its dominant colours and how many distinct colours it has (services/palette.ts). */
  palette: Palette;
}

/** A signature as the designs table stores it (every writer: seed, import, refresh). */
export const signatureColumns = (signature: ImageSignature) => ({
  features: signature.features,
  print: signature.print,
  structure: signature.structure,
  repeat: signature.repeat,
  boundary: signature.boundary,
  boundaryMap: signature.boundaryMap,
  colours: paletteColumn(signature.palette),
  colourCount: signature.palette.count,
});

export type SignatureColumns = ReturnType<typeof signatureColumns>;

/**
 * The same columns as they arrive from a worker thread (the import's prepare.ts): the
 * structured clone turns each Buffer into a plain Uint8Array.
 */
export type SignatureColumnsFromThread = Omit<SignatureColumns, 'print' | 'boundaryMap'> & { print: Uint8Array; boundaryMap: Uint8Array };

/** Columns that crossed a thread, ready to store again (the bytea columns take Buffers). */
export const signatureColumnsFromThread = (columns: SignatureColumnsFromThread): SignatureColumns => ({
  ...columns,
  print: Buffer.from(columns.print),
  boundaryMap: Buffer.from(columns.boundaryMap),
});

/**
 * The signature of an encoded image, or `UnreadableImage`. Uploads are raster only;
 * `svgDensity` is for the catalogue's own SVG artwork (seed), rasterised first at that
 * density so it is measured from the same kind of pixels as an uploaded cover.
 * JPEG and WebP are decoded at full size (no shrink-on-load): libvips' fast shrink
 * samples differently from a full decode, which moved a cover away from its own artwork.
 */
export async function signatureOf(input: Buffer, { svgDensity }: { svgDensity?: number } = {}): Promise<ImageSignature> {
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await pipeline.metadata();
    if (!format || !(uploadFormats.has(format) || (svgDensity && format === 'svg')))
      throw new UnreadableImage(`format ${format ?? 'unknown'}`);
    if (format === 'svg') {
      const { data, info } = await sharp(input, { density: svgDensity }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    }
    const flat = pipeline.removeAlpha().toColourspace('srgb');
    return await signatureOfFlat(() => flat.clone());
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

/** Raw pixels already decoded (an import holds its artwork this way): the same signature, no second decode. */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export function signatureOfPixels(pixels: RawPixels): Promise<ImageSignature> {
  // A pipeline each rather than clones of one: a clone of raw input costs as much again as both resizes.
  return signatureOfFlat(() => pixelsOf(pixels).removeAlpha().toColourspace('srgb'));
}

/** A pipeline over pixels already decoded. */
const pixelsOf = ({ data, width, height, channels }: RawPixels) => sharp(data, { raw: { width, height, channels } });

/** What a pipeline draws, as pixels to measure more than once. */
async function rawPixelsOf(pipeline: Sharp): Promise<RawPixels> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function signatureOfFlat(flat: () => Sharp): Promise<ImageSignature> {
  const [pixels, print, grey, sampled] = await Promise.all([
    // A light blur after shrinking evens out what compression and resampling leave on edges.
    flat().resize(SIZE, SIZE, { fit: 'fill', fastShrinkOnLoad: false }).blur(1.2).raw().toBuffer(),
    flat().resize(PRINT_SIZE, PRINT_SIZE, { fit: 'fill', fastShrinkOnLoad: false }).greyscale().raw().toBuffer(),
    // Square, not stretched: a stretched fragment would skew its lattice.
    flat().resize(REPEAT_SIDE, REPEAT_SIDE, { fit: 'cover', fastShrinkOnLoad: false }).greyscale().raw().toBuffer(),
    // Unsmoothed: an edge's blend is not a colour of the design.
    flat().resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer(),
  ]);
  const lab = labOfPixels(pixels);
  return {
    features: featuresOfLab(lab),
    print,
    structure: structureOfPrint(print),
    repeat: repeatDescriptor(grey).cell,
    ...boundaryOfLab(lab),
    palette: paletteOfPixels(sampled),
  };
}

/**
 * Where light and dark sit, whatever the colours and contrast: the print shrunk by 4×4
 * blocks, each block replaced by its rank among all blocks (ties share their mean rank),
 * centred on zero and L2-normalised so pgvector's L2 distance compares arrangements.
 */
export function structureOfPrint(print: Uint8Array): number[] {
  const block = PRINT_SIZE / STRUCTURE_SIDE;
  const sums = new Float64Array(STRUCTURE_DIMS);
  for (let y = 0; y < PRINT_SIZE; y++)
    for (let x = 0; x < PRINT_SIZE; x++)
      sums[Math.floor(y / block) * STRUCTURE_SIDE + Math.floor(x / block)]! += print[y * PRINT_SIZE + x]!;
  const order = [...sums.keys()].sort((a, b) => sums[a]! - sums[b]!);
  const ranked = new Array<number>(STRUCTURE_DIMS);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && sums[order[j + 1]!] === sums[order[i]!]) j++;
    const rank = (i + j) / 2 / (STRUCTURE_DIMS - 1) - 0.5;
    for (let k = i; k <= j; k++) ranked[order[k]!] = rank;
    i = j + 1;
  }
  const length = Math.hypot(...ranked) || 1;
  return ranked.map((v) => v / length);
}

/**
 * How far apart two prints are: the root-mean-square difference of their pixels after
 * taking away each one's mean brightness (a brightened copy is still the same picture).
 * A cover and its re-encoded, resized or recoloured copies stay within a few units;
 * different designs are usually tens apart.
 */
export function printDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Infinity;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < a.length; i++) {
    meanA += a[i]!;
    meanB += b[i]!;
  }
  meanA /= a.length;
  meanB /= b.length;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - meanA - (b[i]! - meanB)) ** 2;
  return Math.sqrt(sum / a.length);
}

/** How much a print varies: the standard deviation of its pixels, in grey levels. */
export function printContrast(print: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < print.length; i++) {
    sum += print[i]!;
    squares += print[i]! * print[i]!;
  }
  const mean = sum / print.length;
  return Math.sqrt(Math.max(0, squares / print.length - mean * mean));
}

/**
 * Below this contrast (grey levels), a print's variation is counted as this much: a
 * flat print's few levels of re-encoding noise must not read as its structure.
 */
export const PRINT_CONTRAST_FLOOR = 2;

/**
 * printDistance relative to the two prints' own contrast (issue 40): the RMS difference
 * of the prints each centred and divided by its contrast (at least PRINT_CONTRAST_FLOOR),
 * from the plain distance `apart` and the two contrasts, with no second pass over the
 * pixels. 0 for the same picture at any contrast, about √2 for unrelated pictures. A
 * fine repeat's print is nearly flat, so every such design is a few grey levels from
 * every other; relative to their contrast, only the copy is close.
 */
export function relativePrintDistance(apart: number, contrastA: number, contrastB: number): number {
  const a = Math.max(contrastA, PRINT_CONTRAST_FLOOR);
  const b = Math.max(contrastB, PRINT_CONTRAST_FLOOR);
  // apart² = σa² + σb² − 2·cov, so the covariance of the centred prints is:
  const covariance = (contrastA ** 2 + contrastB ** 2 - apart ** 2) / 2;
  const squared = (contrastA / a) ** 2 + (contrastB / b) ** 2 - (2 * covariance) / (a * b);
  return Math.sqrt(Math.max(0, squared));
}

/**
 * The same distance from each of several prints (an upload turned and mirrored) to many
 * stored ones: each upload print is centred once, and each stored print's mean is taken
 * once, instead of both means for every pair (an image search compares 8 prints with
 * hundreds of candidates).
 *
 * `within`, one limit per upload print: a distance that reaches its limit is given as
 * Infinity, its sum abandoned part-way. A search only needs the distances of near copies
 * (catalogue.ts), and most candidates are tens apart, so most sums stop after a few rows
 * of the print. Measured over 400 stored prints and 8 upload prints: 8.0 ms a search
 * for every sum in full, 0.9 ms with the limits (of about 30 ms a search in all).
 */
export function printDistancesFrom(
  prints: Uint8Array[],
  { within }: { within?: readonly number[] } = {},
): (stored: Uint8Array) => number[] {
  const meanOf = (print: Uint8Array) => {
    let sum = 0;
    for (let i = 0; i < print.length; i++) sum += print[i]!;
    return sum / print.length;
  };
  const centred = prints.map((print) => {
    const mean = meanOf(print);
    return Float64Array.from(print, (v) => v - mean);
  });
  // The limit on the sum of squares: distance² × pixels.
  const stops = centred.map((a, k) => (within?.[k] ?? Infinity) ** 2 * a.length);
  /** Pixels summed between looks at the limit: a look per pixel would slow the sum itself. */
  const STRIDE = 64;
  return (stored) => {
    const mean = meanOf(stored);
    return centred.map((a, k) => {
      if (a.length !== stored.length) return Infinity;
      const stop = stops[k]!;
      let sum = 0;
      for (let start = 0; start < a.length; start += STRIDE) {
        const end = Math.min(a.length, start + STRIDE);
        for (let i = start; i < end; i++) {
          const d = a[i]! - stored[i]! + mean;
          sum += d * d;
        }
        if (sum >= stop) return Infinity;
      }
      return Math.sqrt(sum / a.length);
    });
  };
}

/** pgvector's text form of a vector. */
export const toVectorLiteral = (vector: number[]) => `[${vector.map((v) => v.toFixed(6)).join(',')}]`;

/**
 * The signature of the same picture turned by 90° or mirrored, computed from the
 * signature itself: colour histograms do not change, the gradient-orientation bins
 * (ORIENTATIONS over half a turn) shift by a quarter turn or reverse, and the print is
 * turned or flipped. A photo of a swatch is taken any way up: search tries each way.
 * Four feature vectors (a half turn maps orientations onto themselves), eight prints and
 * the eight structures of those prints.
 */
export function turnsAndMirrors({ features, print }: Pick<ImageSignature, 'features' | 'print'>): {
  features: number[][];
  prints: Buffer[];
  structures: number[][];
} {
  const colour = features.slice(0, COLOUR_DIMS);
  const textureOf = (shift: number, mirror: boolean) =>
    [0, ORIENTATIONS].flatMap((offset) =>
      Array.from({ length: ORIENTATIONS }, (_, o) => {
        const from = ((((mirror ? ORIENTATIONS - 1 - o : o) + shift) % ORIENTATIONS) + ORIENTATIONS) % ORIENTATIONS;
        return features[COLOUR_DIMS + offset + from]!;
      }),
    );
  const quarter = ORIENTATIONS / 2;
  const vectors = [textureOf(0, false), textureOf(quarter, false), textureOf(0, true), textureOf(quarter, true)].map((texture) => [
    ...colour,
    ...texture,
  ]);
  const n = PRINT_SIZE;
  const last = n - 1;
  // Where each pixel of the turned or mirrored print comes from: as uploaded, turned by
  // 90°, 180°, 270°, then mirrored across each axis and each diagonal.
  const ways: ((x: number, y: number) => [number, number])[] = [
    (x, y) => [x, y],
    (x, y) => [y, last - x],
    (x, y) => [last - x, last - y],
    (x, y) => [last - y, x],
    (x, y) => [last - x, y],
    (x, y) => [x, last - y],
    (x, y) => [y, x],
    (x, y) => [last - y, last - x],
  ];
  const prints = ways.map((map) => {
    const out = Buffer.alloc(n * n);
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) {
        const [sx, sy] = map(x, y);
        out[y * n + x] = print[sy * n + sx]!;
      }
    return out;
  });
  return { features: vectors, prints, structures: prints.map(structureOfPrint) };
}

/** Side of the small copy the swatch of a photo is looked for in. */
const SWATCH_SEARCH_SIDE = 160;
/** Neighbouring pixels closer than this (RGB distance) belong to the same background. */
const BACKGROUND_STEP = 14;
/** How many steps back along the way a background pixel is compared with, and how close it must be to it. */
const BACKGROUND_LOOKBACK = 6;
const BACKGROUND_DRIFT = 24;

/**
 * Where the printed swatch is in a photo of one, or null when the picture is all
 * pattern (a cover, a crop, a screenshot). The background is one region running all
 * around the picture's border, reached in small steps of colour — a table, a wall or a
 * hand lit unevenly still changes gradually, while the swatch's edge is a jump; a
 * pattern's own border is broken up by its motifs. The swatch is the
 * band of rows and columns mostly not background, trimmed inwards a little so that the
 * edges of a swatch seen in perspective do not bring the background back in.
 */
export async function swatchBox(image: Buffer): Promise<SwatchBox | null> {
  return swatchBoxOf(await decodedUpload(image));
}

/** Where in an upload the printed swatch was found (its pixels, the upload upright). */
export type SwatchBox = { left: number; top: number; width: number; height: number };

/** swatchBox of an upload already decoded. */
async function swatchBoxOf(upload: RawPixels): Promise<SwatchBox | null> {
  const { data, info } = await pixelsOf(upload)
    .resize(SWATCH_SEARCH_SIDE, SWATCH_SEARCH_SIDE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const distance = (a: number, b: number) =>
    Math.hypot(data[a * 3]! - data[b * 3]!, data[a * 3 + 1]! - data[b * 3 + 1]!, data[a * 3 + 2]! - data[b * 3 + 2]!);
  const step = (a: number, b: number) => distance(a, b) < BACKGROUND_STEP;
  // The outer band of the picture: all background around a photographed swatch.
  const margin = Math.max(2, Math.round(Math.min(w, h) * 0.08));
  const border: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (x < margin || y < margin || x >= w - margin || y >= h - margin) border.push(y * w + x);
  /**
   * What can be reached from one pixel in small steps of colour, each also close to the
   * pixel BACKGROUND_LOOKBACK steps back along its way: a table's light changes a little
   * over a few pixels, but a swatch's blurred edge is a ramp of small steps that adds up,
   * and a fine repeat seen small is an even colour inside it, so one leak took the whole
   * swatch for background (8 of 12 missed photos of the bench's tuning half).
   */
  const fillFrom = (seed: number) => {
    const reached = new Uint8Array(w * h);
    const parent = new Int32Array(w * h).fill(-1);
    const queue = new Int32Array(w * h);
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    reached[seed] = 1;
    const ancestor = (i: number) => {
      let a = i;
      for (let k = 1; k < BACKGROUND_LOOKBACK && parent[a]! >= 0; k++) a = parent[a]!;
      return a;
    };
    const tryReach = (from: number, to: number) => {
      if (reached[to] || !step(from, to) || distance(ancestor(from), to) >= BACKGROUND_DRIFT) return;
      reached[to] = 1;
      parent[to] = from;
      queue[tail++] = to;
    };
    // Breadth first, so each pixel's way back is a short one through the background.
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % w;
      const y = (i - x) / w;
      if (x > 0) tryReach(i, i - 1);
      if (x < w - 1) tryReach(i, i + 1);
      if (y > 0) tryReach(i, i - w);
      if (y < h - 1) tryReach(i, i + w);
    }
    return reached;
  };
  // A background runs all around the picture as one region filling its outer band; a
  // pattern's edge is broken by its motifs. Tried from each corner (one may sit on a speck).
  let reached: Uint8Array | null = null;
  for (const corner of [0, w - 1, (h - 1) * w, h * w - 1]) {
    const fill = fillFrom(corner);
    if (border.filter((i) => fill[i]).length >= border.length * 0.92) {
      reached = fill;
      break;
    }
  }
  if (!reached) return null;
  const background = reached;
  const band = (count: number, across: number, at: (k: number, j: number) => number) => {
    const mostly = (k: number) => {
      let swatch = 0;
      for (let j = 0; j < across; j++) swatch += 1 - at(k, j);
      return swatch / across > 0.5;
    };
    let first = 0;
    while (first < count && !mostly(first)) first++;
    let last = count - 1;
    while (last > first && !mostly(last)) last--;
    return first <= last ? { first, last } : null;
  };
  const rows = band(h, w, (y, x) => background[y * w + x]!);
  const cols = band(w, h, (x, y) => background[y * w + x]!);
  if (!rows || !cols) return null;
  const boxW = cols.last - cols.first + 1;
  const boxH = rows.last - rows.first + 1;
  // All pattern (nothing reached, or the band is the whole picture), or a speck: no swatch to cut out.
  if ((boxW * boxH) / (w * h) > 0.85 || boxW < w * 0.2 || boxH < h * 0.2) return null;
  const { width: fullW, height: fullH } = upload;
  const scale = fullW / w;
  const inset = 0.1;
  const left = Math.round((cols.first + boxW * inset) * scale);
  const top = Math.round((rows.first + boxH * inset) * (fullH / h));
  return {
    left,
    top,
    width: Math.max(1, Math.min(fullW - left, Math.round(boxW * (1 - 2 * inset) * scale))),
    height: Math.max(1, Math.min(fullH - top, Math.round(boxH * (1 - 2 * inset) * (fullH / h)))),
  };
}

/**
 * Checks an upload from its header alone (sharp reads no pixels for metadata): a file
 * that is not a picture, or a picture of more than MAX_INPUT_PIXELS — a few hundred
 * kilobytes can claim 36 megapixels that take a second to decode — is refused before it
 * waits its turn to be decoded.
 */
export async function checkUploadHeader(image: Buffer): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(image, { animated: false }).metadata();
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
  if (!header.format || !uploadFormats.has(header.format)) throw new UnreadableImage(`format ${header.format ?? 'unknown'}`);
  const width = header.width ?? 0;
  // A multi-page picture (an animated GIF or WebP) is read from its first page only.
  const height = header.pageHeight ?? header.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixels(width, height);
}

/**
 * Uploads longer than this on a side are shrunk to it once, on reading, before they are
 * measured (issue 39: a 36-megapixel upload kept both cores busy). A JPEG is shrunk while
 * it is decoded, a fraction of a full decode's work. Every size measured is 640 px or
 * less (the corners' LOCAL_SIDE; the signature's sizes are 160 px or less), so a picture
 * 1,536 px on a side measures the same.
 */
const UPLOAD_WORKING_SIDE = 1536;

/**
 * An upload decoded once, upright (its orientation tag applied), in sRGB, no longer than
 * UPLOAD_WORKING_SIDE on a side, its alpha kept: every measure of it (the swatch, the
 * signature's four sizes, the whole picture's beside the swatch's, the corners) starts
 * from these pixels. Measuring from the encoded file decoded it nine times: a phone's
 * 12-megapixel photo held the signature's thread 228 ms, now 158 (docs/benchmarks.md).
 */
async function decodedUpload(upload: Buffer): Promise<RawPixels> {
  const input = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  const { format } = await input.metadata();
  if (!format || !uploadFormats.has(format)) throw new UnreadableImage(`format ${format ?? 'unknown'}`);
  return rawPixelsOf(
    input.rotate().resize(UPLOAD_WORKING_SIDE, UPLOAD_WORKING_SIDE, { fit: 'inside', withoutEnlargement: true }).toColourspace('srgb'),
  );
}

/** What image search knows of an upload (uploadSignatureOf). */
export interface UploadSignature extends ImageSignature {
  /**
   * When a swatch was cut out of the upload, the whole picture's features and print. A
   * design whose own artwork is a motif on a plain ground looks like a photo of a swatch
   * on a table, and its cover, uploaded as it is, must still find it first (issue 40):
   * search takes the whole picture as a possible copy too.
   */
  whole?: { features: number[]; print: Uint8Array };
  /**
   * When a swatch was cut out, its features again as if the photo's white balance had
   * been each of WHITE_BALANCES: search walks and measures them beside its own.
   */
  rebalanced?: number[][];
  /** Its corners as it is and mirrored: search checks its shortlist with them (services/localFeatures.ts). */
  local?: LocalQuery;
}

/** The signature of an upload: of the swatch when it is a photo of one (with the whole picture's beside it), else of the whole picture. */
export async function uploadSignatureOf(upload: Buffer, { corners = true }: { corners?: boolean } = {}): Promise<UploadSignature> {
  const { pixels, box } = await decodedWithSwatch(upload);
  const local = corners ? cornersOfUpload(pixels, box) : undefined;
  if (!box) return { ...(await signatureOfPixels(pixels)), ...(local && { local: await local }) };
  const cut = await rawPixelsOf(pixelsOf(pixels).extract(box));
  const [swatch, whole, rebalanced] = await Promise.all([signatureOfPixels(cut), signatureOfPixels(pixels), rebalancedFeatures(cut)]);
  return { ...swatch, whole: { features: whole.features, print: whole.print }, rebalanced, ...(local && { local: await local }) };
}

/**
 * Red and blue gains, each relative to green, that a camera's white balance may have put
 * on a photographed swatch: a phone balances for the light it guesses, not for the print.
 * Measured on photos of the real artwork's tuning half (never the held-out half): the
 * true design's features were among the 10 nearest of 3,213 designs for 16 of 37 swatches
 * as photographed, and for 33 of 37 with the white balance left neutral. Searching also
 * with the features under each pair of these gains (4 more walks), 80 photos of two
 * seeds: R@1 28 → 37, R@10 53 → 60. 16 pairs over 0.85–1.15 gave 39 and 61 for four
 * times the walks; 0.8 and 1.2, on the second seed's 40, 13 and 27 against 13 and 28.
 * The stored designs need nothing new: the upload's side carries the hypotheses.
 */
const WHITE_BALANCE_GAINS = [0.85, 1.15];

/** The swatch's features as if each pair of red and blue gains of WHITE_BALANCE_GAINS were undone: one resize, then per pair a CIELAB pass over SIZE × SIZE pixels. */
async function rebalancedFeatures(cut: RawPixels): Promise<number[][]> {
  // The same picture the signature's features start from (signatureOfFlat).
  const pixels = await pixelsOf(cut)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(SIZE, SIZE, { fit: 'fill', fastShrinkOnLoad: false })
    .blur(1.2)
    .raw()
    .toBuffer();
  const undone = new Uint8Array(pixels.length);
  const rebalanced: number[][] = [];
  for (const red of WHITE_BALANCE_GAINS)
    for (const blue of WHITE_BALANCE_GAINS) {
      for (let i = 0; i < pixels.length; i += 3) {
        undone[i] = Math.min(255, Math.round(pixels[i]! / red));
        undone[i + 1] = pixels[i + 1]!;
        undone[i + 2] = Math.min(255, Math.round(pixels[i + 2]! / blue));
      }
      rebalanced.push(featuresOfLab(labOfPixels(undone)));
    }
  return rebalanced;
}

/** An upload decoded, and where its swatch is; `UnreadableImage` when it cannot be read. */
async function decodedWithSwatch(upload: Buffer): Promise<{ pixels: RawPixels; box: SwatchBox | null }> {
  try {
    const pixels = await decodedUpload(upload);
    return { pixels, box: await swatchBoxOf(pixels) };
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

/** Corners of the swatch when the upload is a photo of one: at LOCAL_SIDE, the pattern is seen larger, and the table has none. */
const cornersOfUpload = (pixels: RawPixels, box: SwatchBox | null) =>
  greyForLocalFeatures(box ? pixelsOf(pixels).extract(box) : pixelsOf(pixels)).then(localQueryOf);

/**
 * An upload's corners alone (services/localFeatures.ts), or `UnreadableImage`: the
 * upload pool finds them on another thread while this one measures the signature.
 */
export async function uploadCornersOf(upload: Buffer): Promise<LocalQuery> {
  const { pixels, box } = await decodedWithSwatch(upload);
  return cornersOfUpload(pixels, box);
}
