/**
 * The shop's kept files — covers, imported artwork, design zips, invoices and replacement
 * files — behind one interface (ADR 009): on disk under DATA_DIR by default, or in an
 * S3-compatible bucket (./s3Store.ts) so that several shop processes over one PostgreSQL
 * serve the same files. A key is a relative path with `/` (`img/cover/1003-320.webp`,
 * `files/1003.zip`, `invoices/…`): on disk it is the path under DATA_DIR the shop has
 * always used, so a shop that keeps the default sees no change.
 *
 * What is not here stays on the local disk on purpose: the mail outbox (each process's
 * own), an upload or import in progress (worked on by the process that received it) and
 * the embedded database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A kept file opened for streaming, with its size (a download's Content-Length). */
export interface OpenedFile {
  body: Readable;
  size: number;
}

export interface FileStore {
  /** Keeps `bytes` at `key`, replacing any file there: a reader sees the old file or the new one, never half. */
  put(key: string, bytes: Uint8Array | string): Promise<void>;
  /** Streams a file of unknown length in (an upload); answers its size. Whole or not at all, as `put`. */
  putStream(key: string, stream: Readable): Promise<number>;
  /** Keeps a finished local file at `key` and removes the local one (the import's zip). */
  moveIn(key: string, localFile: string): Promise<void>;
  /** The file's bytes, or null when nothing is kept at `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, or null when nothing is kept at `key`. */
  open(key: string): Promise<OpenedFile | null>;
  /** The file's size, or null when nothing is kept at `key`. */
  size(key: string): Promise<number | null>;
  /**
   * A store elsewhere than DATA_DIR (a bucket) writes and deletes a small file within
   * `timeoutMs`, as /api/health does besides DATA_DIR's own check (storage.ts).
   */
  probe?(timeoutMs: number): Promise<void>;
}

/**
 * A key as the stores take it: relative, `/`-separated, without `.` or `..` parts (a
 * design's name or an uploaded file's name ends up in one).
 */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || key.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`Not a file key: '${key}'`);
  return key;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR). Errors are left as the file system gave them: a
 * read-only, full or removed DATA_DIR is told from their errno (storage.ts).
 */
export function createDiskStore(root: string): FileStore {
  const dir = path.resolve(root);
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  const partialOf = (file: string) => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;

  /**
   * Makes the folders below the root that `file` needs, one level at a time, never the
   * root itself: a DATA_DIR removed under a running shop must stay removed, so the shop
   * sees it gone and stops (storage.ts), rather than a background write (the cover
   * warmer's) making a new, empty one that hides what happened.
   */
  async function foldersFor(file: string) {
    let folder = dir;
    for (const part of path.relative(dir, path.dirname(file)).split(path.sep).filter(Boolean)) {
      folder = path.join(folder, part);
      await fs.promises.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }
  }

  /** Writes through a temporary name and renames: a crash mid-write never leaves half a file to serve. */
  async function whole<T>(key: string, write: (partial: string) => Promise<T>): Promise<T> {
    const file = fileOf(key);
    await foldersFor(file);
    const partial = partialOf(file);
    try {
      const result = await write(partial);
      await fs.promises.rename(partial, file);
      return result;
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  return {
    put: (key, bytes) => whole(key, (partial) => fs.promises.writeFile(partial, bytes)),
    putStream: (key, stream) =>
      whole(key, async (partial) => {
        await pipeline(stream, fs.createWriteStream(partial));
        return (await fs.promises.stat(partial)).size;
      }),
    async moveIn(key, localFile) {
      const file = fileOf(key);
      await foldersFor(file);
      await fs.promises.rename(localFile, file);
    },
    async get(key) {
      try {
        return await fs.promises.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      const handle = await fs.promises.open(file).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        // Size and stream of one opened file: a replacement renamed in between cannot mix them.
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async size(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      return stat?.isFile() ? stat.size : null;
    },
  };
}
