/**
 * A worker thread of the image-search pool (uploadSignatures.ts): one part of an
 * upload's measure, its signature or its corners, so the two run on two threads at
 * once; how well the upload's corners agree with some designs' (half of a search's
 * shortlist each); or a design's corners or signature, measured in the background off
 * the thread that answers. A thrown UnreadableImage would reach the shop as a plain Error, so it
 * is answered as a value instead.
 */
import { signatureOf, uploadCornersOf, uploadSignatureOf, UnreadableImage, type ImageSignature, type UploadSignature } from './features';
import { agreementsWith, encodeLocalFeatures, localFeaturesOf, type LocalQuery } from './localFeatures';

/** An upload's signature or its corners, or a design's artwork's corners as stored. */
export type UploadPart = 'signature' | 'corners' | 'artworkCorners';
export type WorkerAnswer = { signature: UploadSignature } | { corners: LocalQuery } | { stored: Uint8Array } | { unreadable: string };

/**
 * A task of the pool: a part of an upload's measure, the agreements of its corners with
 * designs' stored ones, or a catalogue design's signature from its artwork (an SVG drawn
 * at `svgDensity`, or an imported design's kept picture).
 */
export type WorkerTask =
  | { image: Uint8Array; part: UploadPart }
  | { agreementsOf: LocalQuery; designs: Uint8Array[] }
  | { artwork: Uint8Array; svgDensity?: number };

export default async function measure(
  task: WorkerTask,
): Promise<WorkerAnswer | { agreements: number[] } | { artworkSignature: ImageSignature }> {
  if ('agreementsOf' in task) return { agreements: agreementsWith(task.agreementsOf, task.designs) };
  if ('artwork' in task) {
    const artwork = Buffer.from(task.artwork.buffer, task.artwork.byteOffset, task.artwork.byteLength);
    return { artworkSignature: await signatureOf(artwork, task.svgDensity ? { svgDensity: task.svgDensity } : {}) };
  }
  const { image, part } = task;
  const upload = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  try {
    if (part === 'artworkCorners') return { stored: new Uint8Array(encodeLocalFeatures(await localFeaturesOf(upload))) };
    return part === 'corners'
      ? { corners: await uploadCornersOf(upload) }
      : { signature: await uploadSignatureOf(upload, { corners: false }) };
  } catch (error) {
    if (error instanceof UnreadableImage) return { unreadable: error.message };
    throw error;
  }
}
