/**
 * Image features for similar-image search: a colour histogram in CIELAB (perceptual:
 * equal steps look equally different) plus a texture descriptor (gradient orientations
 * weighted by strength), L2-normalised so pgvector's L2 distance compares them.
 * Both survive what a buyer does to a found image: cropping, resizing, JPEG
 * compression and small colour shifts.
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

  // Texture: orientation of luminance gradients, split into fine and coarse edges.
  const texture = new Float64Array(TEXTURE_DIMS);
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      const gx = luminance[y * SIZE + x + 1]! - luminance[y * SIZE + x - 1]!;
      const gy = luminance[(y + 1) * SIZE + x]! - luminance[(y - 1) * SIZE + x]!;
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 2) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI; // orientation, not direction
      const bin = Math.min(Math.floor((angle / Math.PI) * ORIENTATIONS), ORIENTATIONS - 1);
      texture[(magnitude > 20 ? ORIENTATIONS : 0) + bin]! += magnitude;
    }
  }

  const c = normalise(colour).map((v) => v * Math.sqrt(1 - TEXTURE_WEIGHT ** 2));
  const t = normalise(texture).map((v) => v * TEXTURE_WEIGHT);
  return [...c, ...t];
}

/** Decodes an image safely and returns its features, or throws `UnreadableImage`. */
export class UnreadableImage extends Error {}

const uploadFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

/**
 * Features of an encoded image. Uploads are raster only; `allowSvg` is for the seed,
 * which computes features from the catalogue's own SVG artwork.
 */
export async function featuresOf(
  input: Buffer,
  { allowSvg = false, density }: { allowSvg?: boolean; density?: number } = {},
): Promise<number[]> {
  let pipeline: Sharp;
  try {
    pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false, ...(density ? { density } : {}) });
    const { format } = await pipeline.metadata();
    if (!format || !(uploadFormats.has(format) || (allowSvg && format === 'svg')))
      throw new UnreadableImage(`format ${format ?? 'unknown'}`);
    // A light blur after shrinking evens out what compression and resampling leave on edges.
    const pixels = await pipeline.removeAlpha().resize(SIZE, SIZE, { fit: 'fill' }).blur(1.2).toColourspace('srgb').raw().toBuffer();
    return featuresOfPixels(pixels);
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

/** pgvector's text form of a vector. */
export const toVectorLiteral = (vector: number[]) => `[${vector.map((v) => v.toFixed(6)).join(',')}]`;
