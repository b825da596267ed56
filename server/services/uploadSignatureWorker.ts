/**
 * A worker thread of the image-search pool (uploadSignatures.ts): the signature of one
 * upload. A thrown UnreadableImage would reach the shop as a plain Error, so it is
 * answered as a value instead.
 */
import { uploadSignatureOf, UnreadableImage, type UploadSignature } from './features';

export type WorkerAnswer = { signature: UploadSignature } | { unreadable: string };

export default async function signature(image: Uint8Array): Promise<WorkerAnswer> {
  try {
    return { signature: await uploadSignatureOf(Buffer.from(image.buffer, image.byteOffset, image.byteLength)) };
  } catch (error) {
    if (error instanceof UnreadableImage) return { unreadable: error.message };
    throw error;
  }
}
