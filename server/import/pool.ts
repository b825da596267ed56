/**
 * The worker threads that prepare imported artwork (prepare.ts): one per core, so an
 * import of 16-megapixel images uses the whole machine while the thread that answers
 * the shop's requests only writes rows. Piscina queues the tasks and restarts a worker
 * that dies; threads go away after a while without work.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import type { PrepareTask, Prepared } from './prepare';

export interface ImportPool {
  prepare: (task: PrepareTask) => Promise<Prepared>;
  close: () => Promise<void>;
}

/**
 * Run from source (under tsx: the tests, `npm run dev`), this file is pool.ts and the
 * worker is worker.ts, which its thread runs under tsx too. The server's build
 * (vite.node.config.ts) writes the worker as import-worker.js, plain JavaScript, beside
 * the chunk holding this code.
 */
const fromSource = import.meta.url.endsWith('.ts');

export function createImportPool({ threads = os.availableParallelism() }: { threads?: number } = {}): ImportPool {
  const pool = new Piscina({
    filename: new URL(fromSource ? './worker.ts' : './import-worker.js', import.meta.url).href,
    ...(fromSource && { execArgv: ['--import', 'tsx'] }),
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    idleTimeout: 30_000,
    // A decompression bomb is refused from its header; this bounds what a real decode may hold.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    prepare: (task) => pool.run(task) as Promise<Prepared>,
    close: () => pool.destroy(),
  };
}
