/**
 * The shop's storage (DATA_DIR, and the bucket its files are kept in with STORAGE=s3)
 * and what to say when it fails. Mail, uploads in progress and — on PGlite — the
 * database itself live in DATA_DIR, and covers, design files and invoices too unless
 * they are kept in a bucket; when the folder is removed, turns read-only or fills up, or
 * the bucket stops answering, a request that needs it must answer 503 with words a
 * person can read, not a 500 with a stack or a hang.
 *
 * - `fault()` is a cheap synchronous look (one or two `stat`s) asked before every
 *   request: the folder is missing, or the embedded database's folder was removed or
 *   replaced. The latter is fatal: PGlite keeps working for a while on files it had
 *   open (their inodes outlive the unlink), so it would acknowledge writes that no
 *   restart will ever see. `onLost` listeners (main.ts: stop the process) hear it once.
 * - `probe()` writes and deletes a small file, as /api/health does.
 * - With the kept files in a bucket (STORAGE=s3, ADR 009), `probe()` writes and deletes
 *   an object there too, and a bucket's failure (an ObjectStoreError, s3Store.ts) is a
 *   storage fault like the disk's: 'missing' when it does not answer, 'failing' else.
 * - `classify(error)` tells whether an error that reached the error handler was the
 *   storage's (errno codes, PGlite's and PostgreSQL's I/O errors) and which fault, or
 *   the database's: PostgreSQL gone (refused, cut, shutting down, no connection within
 *   the pool's timeout) or the embedded database stopped after a PANIC (db/client.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseStopped } from '../db/client';
import { HttpError } from '../http';
import type { FileStore } from './fileStore';

export type StorageFault = 'missing' | 'read-only' | 'full' | 'failing' | 'database';

/** What a shopper reads in the 503's desc, per fault. */
export const storageDescs: Record<StorageFault, string> = {
  missing: 'The shop’s storage is unavailable right now, so this could not be done. Please try again later.',
  'read-only': 'The shop’s storage is read-only right now, so this could not be saved. Please try again later.',
  full: 'The shop’s storage is full, so this could not be saved. Please try again later.',
  failing: 'The shop’s storage is failing right now, so this could not be done. Please try again later.',
  database: 'The shop’s database is not answering right now. Please try again in a moment.',
};

/** What /api/health says about each fault (no paths: the endpoint is public). */
export const storageHealthDescs: Record<StorageFault, string> = {
  missing: 'the data folder (DATA_DIR) is missing',
  'read-only': 'the data folder (DATA_DIR) is read-only or not writable',
  full: 'the data folder (DATA_DIR) is full',
  failing: 'writing to the data folder (DATA_DIR) failed',
  database: 'the database is not answering',
};

/** The faults a bucket can have: it does not answer (or does not exist), or it answers with an error. */
export type ObjectStoreFault = 'missing' | 'failing';

/** What /api/health says about a bucket's fault (no endpoint or bucket name: the endpoint is public). */
export const objectStoreHealthDescs: Record<ObjectStoreFault, string> = {
  missing: 'the object storage (S3) is not reachable, or its bucket does not exist',
  failing: 'the object storage (S3) refused or failed a write',
};

/** A bucket's failure, whichever call met it (s3Store.ts); the SDK's error is its cause. */
export class ObjectStoreError extends Error {
  constructor(
    readonly fault: ObjectStoreFault,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ObjectStoreError';
  }
}

export class StorageError extends HttpError {
  constructor(readonly fault: StorageFault) {
    super(503, storageDescs[fault], { check: fault === 'database' ? 'database' : 'storage', fault });
  }
}

export type StorageProbe = {
  ok: boolean;
  fault?: StorageFault;
  desc: string;
  ms: number;
};

export interface Storage {
  dataDir: string;
  /** Sync and cheap (asked before every request): a fault that stops every request, or null. */
  fault(): { fault: StorageFault; fatal: boolean } | null;
  /** The embedded database's folder is gone: why, once it happened (it does not come back). */
  lost(): string | null;
  onLost(listener: (why: string) => void): void;
  /** Writes and deletes a small file in DATA_DIR (and an object in the bucket, where files are kept in one). */
  probe(timeoutMs?: number): Promise<StorageProbe>;
  /** The storage fault behind an error, or null when the error is not the storage's. */
  classify(error: unknown): Promise<StorageFault | null>;
  /** Looks at the folders every `ms` even when no request comes (an idle shop must notice too). */
  watch(ms: number): () => void;
}

/**
 * Which file or folder is at a path: device, inode and birth time (a folder removed and
 * made again often gets the same inode back at once). Null when nothing is there.
 */
const identity = (at: string) => {
  try {
    const stat = fs.statSync(at);
    return `${stat.isDirectory() ? 'd' : 'f'}:${stat.dev}:${stat.ino}:${stat.birthtimeMs}`;
  } catch {
    return null;
  }
};

/** Faults of the disk itself, whichever file met them. */
const errnoFaults: Record<string, StorageFault> = {
  EROFS: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EIO: 'failing',
};

/** errno names Emscripten's file system (PGlite's NODEFS) throws as numbers (its own numbering). */
const emscriptenErrno: Record<number, string> = { 2: 'EACCES', 44: 'ENOENT', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS', 29: 'EIO' };

const insideOf = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** The error and its causes (Drizzle wraps the driver's error in `cause`). */
function chainOf(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 6) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * What an error says about storage without looking at the disk: a fault, 'look' when
 * only a probe can tell (a file not found may be a removed folder or an ordinary miss),
 * or null when it is not about storage at all.
 */
function hintOf(error: unknown, dataDir: string): StorageFault | 'look' | null {
  let hint: StorageFault | 'look' | null = null;
  const chain = chainOf(error);
  // Connection errors are the database's only when a query met them (an unreachable
  // Pinterest is not a database fault).
  const fromQuery = chain.some((link) => link.name === 'DrizzleQueryError' || /^Failed query/.test(String(link.message)));
  for (const link of chain) {
    const code = typeof link.code === 'string' ? link.code : undefined;
    const message = typeof link.message === 'string' ? link.message : '';
    const errno =
      code && /^E[A-Z]+$/.test(code)
        ? code
        : link.name === 'ErrnoError' && typeof link.errno === 'number'
          ? (emscriptenErrno[link.errno] ?? 'EIO')
          : undefined;
    if (errno) {
      if (errnoFaults[errno]) return errnoFaults[errno];
      // Only a file inside DATA_DIR (or one without a path: PGlite's) is the storage's.
      const at = typeof link.path === 'string' ? link.path : null;
      const ours = !at || insideOf(dataDir, path.resolve(at));
      if ((errno === 'EACCES' || errno === 'EPERM') && ours) return at ? 'read-only' : 'look';
      // A file not found may be a removed folder or an ordinary miss: only a look can tell.
      if (errno === 'ENOENT' && ours) hint = 'look';
      if (fromQuery && (errno === 'ECONNREFUSED' || errno === 'ECONNRESET' || errno === 'ETIMEDOUT')) hint ??= 'database';
      continue;
    }
    // PostgreSQL's SQLSTATE (PGlite speaks it too): 53 insufficient resources, 58 system
    // error (a file it could not open, read or write), 08 connection, 57P0x shutting down.
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      if (/Read-only file system/i.test(message)) return 'read-only';
      if (code === '53100' || /No space left on device/i.test(message)) return 'full';
      if (code.startsWith('58')) hint = 'look';
      else if (code.startsWith('08') || code.startsWith('57P')) hint ??= 'database';
      continue;
    }
    // node-postgres's own words: a connection cut, refused, or none free (or made) within
    // the pool's connectionTimeoutMillis.
    if (fromQuery && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message))
      hint ??= 'database';
  }
  return hint;
}

/**
 * An error's cause in one line for the log: the innermost cause's first line (Drizzle's
 * wrapper only says which query failed; the driver says why).
 */
export function reasonOf(error: unknown): string {
  const innermost = chainOf(error).at(-1);
  const message = innermost && typeof innermost.message === 'string' ? innermost.message : String(error);
  return message.split('\n')[0]!;
}

/** The embedded database took no more queries after a PANIC (db/client.ts): whatever the PANIC was about, a 503. */
export const stoppedDatabase = (error: unknown) => chainOf(error).some((link) => link instanceof DatabaseStopped);

export function createStorage(options: {
  dataDir: string;
  databaseDir?: string | null;
  /** Where the kept files are: probed besides DATA_DIR when it is a bucket (it has a `probe`). */
  files?: FileStore;
}): Storage {
  const dataDir = path.resolve(options.dataDir);
  // What the embedded database cannot survive losing, as it was at start: DATA_DIR, its
  // own folder, and a file PostgreSQL writes once (PG_VERSION: an emptied folder, even
  // one made again where birth times are not kept, lacks it).
  const databaseDir = options.databaseDir ? path.resolve(options.databaseDir) : null;
  const fatal = databaseDir ? [dataDir, databaseDir, path.join(databaseDir, 'PG_VERSION')] : [];
  const identities = new Map(fatal.map((dir) => [dir, identity(dir)]));
  const listeners: ((why: string) => void)[] = [];
  let lostWhy: string | null = null;
  let probes = 0;

  function lost(): string | null {
    if (lostWhy) return lostWhy;
    for (const [dir, was] of identities) {
      if (was === null) continue;
      const now = identity(dir);
      if (now === was) continue;
      const what =
        dir === dataDir
          ? ''
          : dir === databaseDir
            ? ` (its database folder ${path.basename(dir)}/)`
            : ` (its database's ${path.relative(dataDir, dir)})`;
      lostWhy =
        `The data directory ${dataDir}${what} ` +
        `was ${now === null ? 'removed' : 'replaced'} while the shop ran: the embedded database's files are gone, ` +
        'and going on would acknowledge writes no restart could see. Restore the folder (or start on a new one) and start the shop again.';
      for (const listener of listeners) listener(lostWhy);
      break;
    }
    return lostWhy;
  }

  async function probeDataDir(timeoutMs: number): Promise<StorageProbe> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const file = path.join(dataDir, `.health-probe-${process.pid}-${probes++}`);
    const faultOf = async (error: unknown): Promise<StorageFault> => {
      const hint = hintOf(error, dataDir);
      if (hint === 'look' || hint === null) return identity(dataDir) === null ? 'missing' : 'failing';
      return hint;
    };
    try {
      // No mkdir: a removed DATA_DIR must stay visibly removed, not come back empty.
      await withTimeout(
        (async () => {
          await fs.promises.writeFile(file, 'ok');
          await fs.promises.rm(file, { force: true });
        })(),
        timeoutMs,
        `writing a file in the data folder took longer than ${timeoutMs} ms`,
      );
      return { ok: true, desc: 'The data folder is writable', ms: ms() };
    } catch (error) {
      const fault = error instanceof TimeoutError ? 'failing' : await faultOf(error);
      const desc = error instanceof TimeoutError ? error.message : storageHealthDescs[fault];
      return { ok: false, fault, desc: desc.charAt(0).toUpperCase() + desc.slice(1), ms: ms() };
    }
  }

  async function probeBucket(probeFiles: (timeoutMs: number) => Promise<void>, timeoutMs: number): Promise<StorageProbe> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      await withTimeout(probeFiles(timeoutMs), timeoutMs, `writing to the object storage (S3) took longer than ${timeoutMs} ms`);
      return { ok: true, desc: 'The object storage (S3) is writable', ms: ms() };
    } catch (error) {
      const fault = error instanceof ObjectStoreError ? error.fault : 'failing';
      const desc = error instanceof TimeoutError ? error.message : objectStoreHealthDescs[fault];
      return { ok: false, fault, desc: desc.charAt(0).toUpperCase() + desc.slice(1), ms: ms() };
    }
  }

  const probeFiles = options.files?.probe?.bind(options.files);

  async function probe(timeoutMs = 2000): Promise<StorageProbe> {
    if (!probeFiles) return probeDataDir(timeoutMs);
    // DATA_DIR still holds the outbox, uploads in progress and maybe the database: both must take a write.
    const [disk, bucket] = await Promise.all([probeDataDir(timeoutMs), probeBucket(probeFiles, timeoutMs)]);
    if (!disk.ok) return disk;
    if (!bucket.ok) return bucket;
    return { ok: true, desc: 'The data folder and the object storage (S3) are writable', ms: Math.max(disk.ms, bucket.ms) };
  }

  return {
    dataDir,
    lost,
    onLost: (listener) => void listeners.push(listener),
    fault() {
      if (lost()) return { fault: 'missing', fatal: true };
      // Every writer makes its folder with mkdir -p, which would bring a removed DATA_DIR
      // back empty and hide the fault: refused before any handler runs instead.
      return identity(dataDir)?.startsWith('d:') ? null : { fault: 'missing', fatal: false };
    },
    probe,
    async classify(error) {
      const bucketFailure = chainOf(error).find((link) => link instanceof ObjectStoreError);
      if (bucketFailure) return (bucketFailure as ObjectStoreError).fault;
      const hint = hintOf(error, dataDir);
      // A PANIC that was not about the disk (or whose file only a look can tell about)
      // still leaves the database unable to answer.
      const otherwise = stoppedDatabase(error) ? 'database' : null;
      if (hint !== 'look') return hint ?? otherwise;
      // A file not found, or PostgreSQL's 'could not open file': storage only if the
      // data folder is indeed missing or unwritable now.
      if (lost()) return 'missing';
      // DATA_DIR's own look: a file not found there says nothing about the bucket.
      const now = await probeDataDir(2000);
      return now.ok ? otherwise : now.fault!;
    },
    watch(ms) {
      const timer = setInterval(() => {
        if (lost()) clearInterval(timer);
      }, ms);
      // The watch never keeps the process alive on its own.
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export class TimeoutError extends Error {}

/** The promise, or a TimeoutError after `ms` (the timer does not hold the process). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
