/**
 * Image-search uploads measured in a worker thread, not on the thread that answers every
 * other call: the measuring's own JavaScript (finding the swatch, the repeat cell, the
 * palette) took 35–130 ms of that thread per upload on the shop's two busy cores
 * (issue 39, finding 7). The thread starts with the first upload and goes after a while
 * without any; how many uploads are measured at once is the image-search queue's
 * business (expensiveWork.ts), so one thread is enough.
 */
import { Piscina } from 'piscina';
import { UnreadableImage, type UploadSignature } from './features';
import type { WorkerAnswer } from './uploadSignatureWorker';

export interface UploadSignatures {
  /** The signature of an upload, as features.ts `uploadSignatureOf` gives it; `UnreadableImage` when it is not a picture. */
  of: (image: Buffer) => Promise<UploadSignature>;
  close: () => Promise<void>;
}

/** From source (tsx: tests, `npm run dev`) the worker is the .ts beside this; the build writes upload-signature-worker.js beside the chunk (vite.node.config.ts). */
const fromSource = import.meta.url.endsWith('.ts');

export function createUploadSignatures({ threads = 1 }: { threads?: number } = {}): UploadSignatures {
  const pool = new Piscina({
    filename: new URL(fromSource ? './uploadSignatureWorker.ts' : './upload-signature-worker.js', import.meta.url).href,
    ...(fromSource && { execArgv: ['--import', 'tsx'] }),
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    idleTimeout: 60_000,
    // Pictures over MAX_INPUT_PIXELS are refused from their header; this bounds what a real decode may hold.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return {
    async of(image) {
      const answer = (await pool.run(image)) as WorkerAnswer;
      if ('unreadable' in answer) throw new UnreadableImage(answer.unreadable);
      const { signature } = answer;
      // Buffers arrive as plain Uint8Arrays from another thread.
      return { ...signature, print: Buffer.from(signature.print.buffer, signature.print.byteOffset, signature.print.byteLength) };
    },
    close: () => pool.destroy(),
  };
}
