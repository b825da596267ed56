/**
 * Local features: the corners of a picture and what their surroundings look like (ORB,
 * OpenCV's 256-bit binary descriptor), with the way each corner faces and the scale it
 * was found at. A global signature (services/features.ts) describes a picture as a
 * whole, so it loses a design that a shopper photographed, cut a fragment of, turned,
 * or shows at another scale; the same corners are still there. Search by image checks
 * its shortlist with them (`agreement`).
 *
 * A repeating pattern has many twins of every corner, and a small blur decides which
 * twin a corner's nearest neighbour is: measured on real repeats, after a 1 px blur only
 * 6–55 of 80–115 mutual nearest neighbours were in the right place, so a transform
 * fitted to them (RANSAC) failed for crops, blurs and small JPEG copies. What every
 * twin does agree on is the turn and the scale between the two pictures. So each corner
 * of the upload votes, once per (turn, scale) cell, for every corner of the design close
 * enough to it; the design's score is its fullest cell ("weak geometric consistency",
 * Jégou, Douze and Schmid, ECCV 2008). Unrelated corners spread their votes over all
 * cells. ORB is not mirror invariant: an upload is described as it is and mirrored.
 */
import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';
import sharp, { type Sharp } from 'sharp';

/** Bump when the computation changes: stored local features of another version are recomputed (imageSignatures.ts). */
export const LOCAL_FEATURES_VERSION = 1;
/** Longer side, in pixels, of the picture corners are found in (covers are 320–960). */
export const LOCAL_SIDE = 320;
/** Corners kept per design: matching costs their product, storing 34 bytes each. */
const LOCAL_FEATURES = 250;
/**
 * Corners an upload is described by (the strongest, as it is and mirrored). Measured
 * with bench:alike (generated and tuning sets): 250, 150 and 100 found as many designs
 * overall, and 100 answered 25 ms sooner at the median than 250 (p95 195 → 160 ms).
 */
const UPLOAD_CORNERS = 100;
/** Bytes in one ORB descriptor. */
export const DESCRIPTOR_BYTES = 32;
/** Hamming distance (of 256 bits) up to which two corners count as alike. */
export const ALIKE_DISTANCE = 48;
/**
 * Most pairs of corners are unrelated, about half their bits apart; two alike corners
 * (ALIKE_DISTANCE of 256 bits) have about 6 of their first 32 bits apart, seldom more
 * than 14. Pairs further apart in the first 32 are passed over unread (three times faster).
 */
export const FIRST_WORD_DISTANCE = 14;
/** Cells of the turn between two pictures (30° each). */
const TURN_CELLS = 12;
/** ORB's pyramid levels (each 1.2× smaller than the one before). */
const LEVELS = 8;
/** Cells of the scale between two pictures: one per difference of pyramid levels. */
const SCALE_CELLS = 2 * LEVELS - 1;
/** (turn, scale) cells a pair of alike corners votes in. */
export const VOTE_CELLS = TURN_CELLS * SCALE_CELLS;

type Cv = typeof OpenCv;
let loading: Promise<{ cv: Cv }> | null = null;

/**
 * OpenCV's WebAssembly build, loaded once per process on first use (half a second).
 * The module object is itself a thenable, so it is handed over wrapped: awaiting it
 * bare would resolve it again and again.
 */
function openCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & { onRuntimeInitialized?: () => void };
    if ((cv as { Mat?: unknown }).Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}

/**
 * Corners of one picture: the way each faces (a 256th of a turn), the pyramid level it
 * was found at, and its 32-byte descriptor.
 */
export interface LocalFeatures {
  count: number;
  angles: Uint8Array;
  levels: Uint8Array;
  descriptors: Uint8Array;
}

/** An upload's corners as it is and mirrored. */
export interface LocalQuery {
  upright: LocalFeatures;
  mirrored: LocalFeatures;
}

export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A picture as greyscale pixels at LOCAL_SIDE on its longer side. */
export async function greyForLocalFeatures(input: Buffer | Sharp): Promise<Grey> {
  const image = Buffer.isBuffer(input) ? sharp(input, { limitInputPixels: false }) : input;
  const { data, info } = await image
    .resize(LOCAL_SIDE, LOCAL_SIDE, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function detect(cv: Cv, image: OpenCv.Mat, corners: number): LocalFeatures {
  const orb = new cv.ORB(corners, 1.2, LEVELS, 15, 0, 2, cv.ORB_HARRIS_SCORE, 31, 10);
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const noMask = new cv.Mat();
  try {
    orb.detectAndCompute(image, noMask, keypoints, descriptors);
    const count = descriptors.rows;
    const angles = new Uint8Array(count);
    const levels = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      const keypoint = keypoints.get(i);
      angles[i] = Math.round((keypoint.angle / 360) * 256) & 255;
      levels[i] = keypoint.octave;
    }
    return { count, angles, levels, descriptors: new Uint8Array(descriptors.data.slice(0, count * DESCRIPTOR_BYTES)) };
  } finally {
    orb.delete();
    keypoints.delete();
    descriptors.delete();
    noMask.delete();
  }
}

/**
 * Corners of a picture after its contrast is equalised locally (CLAHE): a dark,
 * low-contrast texture has corners too, and a faded or relit copy finds the same ones.
 */
async function describe(grey: Grey, { mirrored, corners }: { mirrored: boolean; corners: number }): Promise<LocalFeatures> {
  const { cv } = await openCv();
  const source = cv.matFromArray(grey.height, grey.width, cv.CV_8UC1, grey.data);
  const equalised = new cv.Mat();
  const clahe = new cv.CLAHE(2, new cv.Size(8, 8));
  try {
    clahe.apply(source, equalised);
    if (mirrored) cv.flip(equalised, equalised, 1);
    return detect(cv, equalised, corners);
  } finally {
    source.delete();
    equalised.delete();
    clahe.delete();
  }
}

/** A design's local features, from its artwork as drawn (a cover, or the artwork itself). */
export async function localFeaturesOf(input: Buffer | Grey): Promise<LocalFeatures> {
  const grey = Buffer.isBuffer(input) ? await greyForLocalFeatures(input) : input;
  return describe(grey, { mirrored: false, corners: LOCAL_FEATURES });
}

/** An upload's local features, as it is and mirrored. */
export async function localQueryOf(input: Buffer | Grey): Promise<LocalQuery> {
  const grey = Buffer.isBuffer(input) ? await greyForLocalFeatures(input) : input;
  return {
    upright: await describe(grey, { mirrored: false, corners: UPLOAD_CORNERS }),
    mirrored: await describe(grey, { mirrored: true, corners: UPLOAD_CORNERS }),
  };
}

/** Stored form: count (uint32), angles, levels, descriptors. */
export function encodeLocalFeatures({ count, angles, levels, descriptors }: LocalFeatures): Buffer {
  const out = Buffer.alloc(4 + count * (2 + DESCRIPTOR_BYTES));
  out.writeUInt32LE(count, 0);
  out.set(angles.subarray(0, count), 4);
  out.set(levels.subarray(0, count), 4 + count);
  out.set(descriptors.subarray(0, count * DESCRIPTOR_BYTES), 4 + 2 * count);
  return out;
}

export function decodeLocalFeatures(stored: Uint8Array): LocalFeatures {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const count = bytes.length >= 4 ? bytes.readUInt32LE(0) : -1;
  if (count < 0 || bytes.length !== 4 + count * (2 + DESCRIPTOR_BYTES)) throw new Error('Stored local features are damaged');
  // Copied, so the descriptors start where 32-bit words may be read from them.
  return {
    count,
    angles: new Uint8Array(bytes.subarray(4, 4 + count)),
    levels: new Uint8Array(bytes.subarray(4 + count, 4 + 2 * count)),
    descriptors: new Uint8Array(bytes.subarray(4 + 2 * count)),
  };
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const wordsOf = (f: LocalFeatures) => new Uint32Array(f.descriptors.buffer, f.descriptors.byteOffset, f.count * 8);

/**
 * How many corners of `upload` have a corner of `design` alike to them at one turn and
 * one scale: the fullest (turn, scale) cell, a cell and its next turn counted together
 * (a turn near a cell's edge falls either side). Each corner of the upload votes at most
 * once per cell, however many twins it has there.
 */
function agreementOf(upload: LocalFeatures, design: LocalFeatures): number {
  if (upload.count === 0 || design.count === 0) return 0;
  const a = wordsOf(upload);
  const b = wordsOf(design);
  const votes = new Uint16Array(TURN_CELLS * SCALE_CELLS);
  const votedBy = new Int32Array(TURN_CELLS * SCALE_CELLS).fill(-1);
  for (let i = 0; i < upload.count; i++) {
    const p = i * 8;
    const a0 = a[p]!,
      a1 = a[p + 1]!,
      a2 = a[p + 2]!,
      a3 = a[p + 3]!;
    const a4 = a[p + 4]!,
      a5 = a[p + 5]!,
      a6 = a[p + 6]!,
      a7 = a[p + 7]!;
    for (let j = 0; j < design.count; j++) {
      const q = j * 8;
      let d = popcount(a0 ^ b[q]!);
      if (d > FIRST_WORD_DISTANCE) continue;
      d += popcount(a1 ^ b[q + 1]!) + popcount(a2 ^ b[q + 2]!) + popcount(a3 ^ b[q + 3]!);
      if (d > ALIKE_DISTANCE) continue;
      d += popcount(a4 ^ b[q + 4]!) + popcount(a5 ^ b[q + 5]!) + popcount(a6 ^ b[q + 6]!) + popcount(a7 ^ b[q + 7]!);
      if (d > ALIKE_DISTANCE) continue;
      const cell = voteCell(upload.angles[i]!, upload.levels[i]!, design.angles[j]!, design.levels[j]!);
      if (votedBy[cell] === i) continue;
      votedBy[cell] = i;
      votes[cell]!++;
    }
  }
  return fullestCell(votes);
}

/** The (turn, scale) cell a pair of alike corners votes in: the turn and the scale from one to the other. */
export function voteCell(uploadAngle: number, uploadLevel: number, designAngle: number, designLevel: number): number {
  const turn = Math.floor((((designAngle - uploadAngle) & 255) * TURN_CELLS) / 256);
  return turn * SCALE_CELLS + designLevel - uploadLevel + LEVELS - 1;
}

/**
 * The votes of the fullest cell among VOTE_CELLS from `offset`, a cell and its next turn
 * counted together (a turn near a cell's edge falls either side).
 */
export function fullestCell(votes: Uint16Array, offset = 0): number {
  let best = 0;
  for (let turn = 0; turn < TURN_CELLS; turn++)
    for (let scale = 0; scale < SCALE_CELLS; scale++) {
      const both = votes[offset + turn * SCALE_CELLS + scale]! + votes[offset + ((turn + 1) % TURN_CELLS) * SCALE_CELLS + scale]!;
      if (both > best) best = both;
    }
  return best;
}

/** The upload's agreement with a design, as it is or mirrored, whichever agrees more. */
export function agreement(query: LocalQuery, design: LocalFeatures): number {
  return Math.max(agreementOf(query.upright, design), agreementOf(query.mirrored, design));
}

/**
 * How well an upload's corners agree with each design's stored ones, in their order,
 * found somewhere: in this thread (`agreementsWith`) or on the upload pool's threads.
 */
export type Agreements = (upload: LocalQuery, designs: Buffer[]) => Promise<number[]>;

/** The upload's agreement with each design's stored corners (encodeLocalFeatures), in their order. */
export function agreementsWith(query: LocalQuery, stored: readonly Uint8Array[]): number[] {
  return stored.map((design) => agreement(query, decodeLocalFeatures(design)));
}
