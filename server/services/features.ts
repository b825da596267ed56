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
 */
import sharp, { type Sharp } from 'sharp';

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
/** Gradient strengths (CIELAB L units per 2 px) blending from fine edges into coarse ones. */
const COARSE_FROM = 8;
const COARSE_SPAN = 24;
/** Side of the print, in pixels (one byte each). */
export const PRINT_SIZE = 32;
/**
 * Bump when the signature's computation changes: stored signatures of another version
 * are recomputed at start (services/imageSignatures.ts).
 */
export const SIGNATURE_VERSION = 2;

/** Largest upload we decode, in pixels (a decompression bomb stops here). */
export const MAX_INPUT_PIXELS = 40_000_000;

function srgbToLinear(c: number) {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function toLab(r: number, g: number, b: number): [number, number, number] {
  const lr = srgbToLinear(r);
  const lg = srgbToLinear(g);
  const lb = srgbToLinear(b);
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** Soft-assigns a value to two neighbouring bins, so a small shift moves weight gradually. */
function softBins(value: number, min: number, max: number, bins: number): [number, number, number] {
  const position = Math.min(Math.max((value - min) / (max - min), 0), 0.9999) * bins - 0.5;
  const low = Math.floor(position);
  const weight = position - low;
  return [Math.max(low, 0), Math.min(low + 1, bins - 1), weight];
}

/** Soft bins on a circle (orientations): the last bin's neighbour is the first. */
function circularBins(unit: number, bins: number): [number, number, number] {
  const position = unit * bins - 0.5;
  const low = Math.floor(position);
  return [((low % bins) + bins) % bins, (low + 1) % bins, position - low];
}

function normalise(vector: Float64Array): Float64Array {
  const length = Math.hypot(...vector) || 1;
  return vector.map((v) => v / length);
}

/** The feature vector of raw RGB pixels (SIZE × SIZE). */
export function featuresOfPixels(pixels: Uint8Array | Buffer): number[] {
  const colour = new Float64Array(COLOUR_DIMS);
  const luminance = new Float64Array(SIZE * SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const [l, a, b] = toLab(pixels[i * 3]!, pixels[i * 3 + 1]!, pixels[i * 3 + 2]!);
    luminance[i] = l;
    const [l0, l1, lw] = softBins(l, 0, 100, L_BINS);
    const [a0, a1, aw] = softBins(a, -80, 80, A_BINS);
    const [b0, b1, bw] = softBins(b, -80, 80, B_BINS);
    for (const [li, lv] of [
      [l0, 1 - lw],
      [l1, lw],
    ] as const)
      for (const [ai, av] of [
        [a0, 1 - aw],
        [a1, aw],
      ] as const)
        for (const [bi, bv] of [
          [b0, 1 - bw],
          [b1, bw],
        ] as const)
          colour[(li * A_BINS + ai) * B_BINS + bi]! += lv * av * bv;
  }

  // Texture: orientation of luminance gradients, blended between fine and coarse edges.
  const texture = new Float64Array(TEXTURE_DIMS);
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      const gx = luminance[y * SIZE + x + 1]! - luminance[y * SIZE + x - 1]!;
      const gy = luminance[(y + 1) * SIZE + x]! - luminance[(y - 1) * SIZE + x]!;
      const magnitude = Math.hypot(gx, gy);
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI; // orientation, not direction
      const [o0, o1, ow] = circularBins(angle / Math.PI, ORIENTATIONS);
      const coarse = Math.min(Math.max((magnitude - COARSE_FROM) / COARSE_SPAN, 0), 1);
      for (const [offset, share] of [
        [0, 1 - coarse],
        [ORIENTATIONS, coarse],
      ] as const) {
        texture[offset + o0]! += magnitude * share * (1 - ow);
        texture[offset + o1]! += magnitude * share * ow;
      }
    }
  }

  const c = normalise(colour).map((v) => v * Math.sqrt(1 - TEXTURE_WEIGHT ** 2));
  const t = normalise(texture).map((v) => v * TEXTURE_WEIGHT);
  return [...c, ...t];
}

export class UnreadableImage extends Error {}

const uploadFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

export interface ImageSignature {
  features: number[];
  /** PRINT_SIZE² greyscale bytes. */
  print: Buffer;
}

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

export function signatureOfPixels({ data, width, height, channels }: RawPixels): Promise<ImageSignature> {
  // A pipeline each rather than clones of one: a clone of raw input costs as much again as both resizes.
  return signatureOfFlat(() => sharp(data, { raw: { width, height, channels } }).removeAlpha().toColourspace('srgb'));
}

async function signatureOfFlat(flat: () => Sharp): Promise<ImageSignature> {
  const [pixels, print] = await Promise.all([
    // A light blur after shrinking evens out what compression and resampling leave on edges.
    flat().resize(SIZE, SIZE, { fit: 'fill', fastShrinkOnLoad: false }).blur(1.2).raw().toBuffer(),
    flat().resize(PRINT_SIZE, PRINT_SIZE, { fit: 'fill', fastShrinkOnLoad: false }).greyscale().raw().toBuffer(),
  ]);
  return { features: featuresOfPixels(pixels), print };
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

/** pgvector's text form of a vector. */
export const toVectorLiteral = (vector: number[]) => `[${vector.map((v) => v.toFixed(6)).join(',')}]`;
