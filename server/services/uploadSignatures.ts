/**
 * Image-search uploads measured in a worker thread, not on the thread that answers every
 * other call: the measuring's own JavaScript (finding the swatch, the repeat cell, the
 * palette) took 35–130 ms of that thread per upload on the shop's two busy cores
 * (issue 39, finding 7). Its corners (services/localFeatures.ts, 20–45 ms of WebAssembly)
 * are found on a second thread meanwhile, so an upload waits for the longer of the two,
 * not both. Threads start with the first upload and go after a while without any; how
 * many uploads are measured at once is the image-search queue's business
 * (expensiveWork.ts): two threads per upload at once.
 */
import { Piscina } from 'piscina';
import { UnreadableImage, type ImageSignature, type UploadSignature } from './features';
import type { Agreements, LocalQuery } from './localFeatures';
import type { UploadPart, WorkerAnswer, WorkerTask } from './uploadSignatureWorker';

/** An upload's signature whose corners are still being found on the other thread. */
export type PooledUploadSignature = Omit<UploadSignature, 'local'> & { local?: Promise<LocalQuery> };

export interface UploadSignatures {
  /**
   * The signature of an upload, as features.ts `uploadSignatureOf` gives it, once its
   * signature part is measured; `UnreadableImage` when it is not a picture. Its corners
   * come later: search walks its indexes meanwhile and needs them only to check its
   * shortlist, so an upload whose corners take longer than its signature does not wait twice.
   * Without `corners` (a search by colour) they are not found at all.
   */
  of: (image: Buffer, options?: UploadOptions) => Promise<PooledUploadSignature>;
  /**
   * How well an upload's corners agree with each of some designs' stored ones
   * (localFeatures.ts `agreement`), in their order: half on each of two threads, off the
   * thread that answers (30 designs hold a thread 15–25 ms).
   */
  agreements: Agreements;
  /** A design's artwork's corners as stored (localFeatures.ts `encodeLocalFeatures`), found on a worker thread. */
  artworkCorners: (artwork: Buffer) => Promise<Buffer>;
  /** A design's artwork's signature (features.ts `signatureOf`), measured on a worker thread. */
  artworkSignature: (artwork: Buffer, options?: { svgDensity?: number }) => Promise<ImageSignature>;
  close: () => Promise<void>;
}

export interface UploadOptions {
  /** Find its corners too (default); a search by colour needs none. */
  corners?: boolean;
  /**
   * Told the corners' promise as soon as they are asked for, before the signature is
   * measured: search looks them up in the corner index while the signature's thread works
   * (catalogue.ts `lookUpCornersEarly`), instead of after it on the answering thread.
   */
  cornersStarted?: (local: Promise<LocalQuery>) => void;
}

/** A Buffer as it arrives from another thread (a plain Uint8Array), a Buffer again without copying. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** From source (tsx: tests, `npm run dev`) the worker is the .ts beside this; the build writes upload-signature-worker.js beside the chunk (vite.node.config.ts). */
const fromSource = import.meta.url.endsWith('.ts');

export function createUploadSignatures({ threads = 1 }: { threads?: number } = {}): UploadSignatures {
  const pool = new Piscina({
    filename: new URL(fromSource ? './uploadSignatureWorker.ts' : './upload-signature-worker.js', import.meta.url).href,
    ...(fromSource && { execArgv: ['--import', 'tsx'] }),
    minThreads: 0,
    maxThreads: 2 * Math.max(1, threads),
    idleTimeout: 60_000,
    // Pictures over MAX_INPUT_PIXELS are refused from their header; this bounds what a real decode may hold.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return {
    async of(image, { corners = true, cornersStarted } = {}) {
      const run = (part: UploadPart) => pool.run({ image, part } satisfies WorkerTask) as Promise<WorkerAnswer>;
      const signatureRun = run('signature');
      const local = corners
        ? run('corners').then((answer) => {
            if ('unreadable' in answer) throw new UnreadableImage(answer.unreadable);
            return (answer as { corners: LocalQuery }).corners;
          })
        : undefined;
      // Awaited by the search that uses them; an upload refused for its signature never
      // asks, and its corners must not fail unheard.
      local?.catch(() => {});
      if (local) cornersStarted?.(local);
      const answer = await signatureRun;
      if ('unreadable' in answer) throw new UnreadableImage(answer.unreadable);
      const { signature } = answer as { signature: UploadSignature };
      // Buffers arrive as plain Uint8Arrays from another thread.
      return {
        ...signature,
        print: asBuffer(signature.print),
        boundaryMap: asBuffer(signature.boundaryMap),
        local,
      };
    },
    async agreements(query, designs) {
      const half = Math.ceil(designs.length / 2);
      const parts = [designs.slice(0, half), designs.slice(half)].filter((part) => part.length > 0);
      const answers = await Promise.all(
        parts.map((part) => pool.run({ agreementsOf: query, designs: part } satisfies WorkerTask) as Promise<{ agreements: number[] }>),
      );
      return answers.flatMap((answer) => answer.agreements);
    },
    async artworkCorners(artwork) {
      const answer = (await pool.run({ image: artwork, part: 'artworkCorners' } satisfies WorkerTask)) as WorkerAnswer;
      if (!('stored' in answer)) throw new Error('The artwork’s corners could not be found');
      return Buffer.from(answer.stored.buffer, answer.stored.byteOffset, answer.stored.byteLength);
    },
    async artworkSignature(artwork, { svgDensity } = {}) {
      const { artworkSignature: signature } = (await pool.run({ artwork, svgDensity } satisfies WorkerTask)) as {
        artworkSignature: ImageSignature;
      };
      // Buffers arrive as plain Uint8Arrays from another thread.
      return { ...signature, print: asBuffer(signature.print), boundaryMap: asBuffer(signature.boundaryMap) };
    },
    close: () => pool.destroy(),
  };
}
