/**
 * Imports started from the back office: the uploaded folder (files and designs.csv)
 * goes through the same pipeline as `npm run import` (server/import), in the
 * background, while the shop keeps answering; the browser polls the job's progress
 * and reads its report. The upload folder is removed once its designs are in.
 *
 * A job's state is in the database (import_jobs, the last few kept), not in the memory
 * of the instance running it: behind a proxy with several instances, the browser's
 * polls land on any of them. The running instance writes progress at most once a
 * second, and touches the job while it runs; a job still 'running' that nobody has
 * touched for a minute lost its instance (stopped, crashed) and is answered as failed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, notInArray } from 'drizzle-orm';
import type { ImportJob } from '../../src/api/types';
import { importRefusals, KEPT_IMPORT_JOBS } from '../../src/domain/refusals';
import type { Db } from '../db/client';
import { importJobs } from '../db/schema';
import { refusalError } from '../http';
import { ImportFolderError, importFolder, type ImportProgress, type Preparer } from '../import/importer';
import type { Actor, Audit } from './audit';
import type { FileStore } from './fileStore';

/** How often a running job's progress reaches the database, at most. */
const PROGRESS_EVERY_MS = 1000;
/** A running job is touched this often, even when no row finished (a slow design). */
const HEARTBEAT_MS = 10_000;
/** Untouched this long, a 'running' job has lost the instance that ran it. */
export const IMPORT_ORPHANED_AFTER_MS = 60_000;
export const ORPHANED_IMPORT_ERROR =
  'The import stopped: the shop was restarted or stopped while it ran. Designs imported before that are in; upload the folder again to finish it.';

type JobRow = typeof importJobs.$inferSelect;

const jobOf = (row: JobRow, now: number): ImportJob => {
  const orphaned = row.state === 'running' && now - row.updatedAt.getTime() > IMPORT_ORPHANED_AFTER_MS;
  return {
    jobId: row.id,
    state: orphaned ? 'failed' : row.state,
    done: row.done,
    total: row.total,
    rate: row.rate,
    etaSeconds: orphaned ? null : row.etaSeconds,
    report: row.report ?? null,
    error: orphaned ? ORPHANED_IMPORT_ERROR : row.error,
  };
};

export function createImportJobs(
  db: Db,
  {
    dataDir,
    files,
    audit,
    prepare,
    onCatalogueChanged,
    log,
  }: {
    dataDir: string;
    files: FileStore;
    audit: Audit;
    prepare: () => Preparer;
    onCatalogueChanged: () => void;
    log?: { error: (o: unknown, m: string) => void };
  },
) {
  const running = new Set<Promise<void>>();

  const save = (jobId: string, change: Partial<Omit<JobRow, 'id' | 'startedAt'>>) =>
    db
      .update(importJobs)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(importJobs.id, jobId));

  return {
    /** A new, empty folder for an upload (under DATA_DIR/uploads). */
    async newFolder(): Promise<{ jobId: string; folder: string }> {
      const jobId = `imp_${randomBytes(9).toString('base64url')}`;
      const folder = path.join(dataDir, 'uploads', jobId);
      await fs.promises.mkdir(folder, { recursive: true });
      return { jobId, folder };
    },

    async discard(folder: string) {
      await fs.promises.rm(folder, { recursive: true, force: true });
    },

    /** Starts importing an uploaded folder; answers at once with the job to poll. */
    async start(actor: Actor, jobId: string, folder: string): Promise<ImportJob> {
      const startedAt = new Date();
      const [row] = await db.insert(importJobs).values({ id: jobId, state: 'running', startedAt, updatedAt: startedAt }).returning();
      const kept = db.select({ id: importJobs.id }).from(importJobs).orderBy(desc(importJobs.startedAt)).limit(KEPT_IMPORT_JOBS);
      await db.delete(importJobs).where(notInArray(importJobs.id, kept));

      // Progress is written in order, at most once a second, and at least every
      // HEARTBEAT_MS while the job runs (so other instances can tell it is alive).
      let latest: ImportProgress | null = null;
      let lastWrite = Date.now();
      let writes: Promise<unknown> = Promise.resolve();
      const write = (change: Parameters<typeof save>[1]) => {
        lastWrite = Date.now();
        writes = writes.then(() => save(jobId, change)).catch((error: unknown) => log?.error({ err: error }, 'import progress not saved'));
        return writes;
      };
      const flush = () => {
        const progress = latest;
        latest = null;
        return write(progress ? { done: progress.done, total: progress.total, rate: progress.rate, etaSeconds: progress.etaSeconds } : {});
      };
      const heartbeat = setInterval(() => void flush(), HEARTBEAT_MS);
      heartbeat.unref();

      const work = importFolder(folder, {
        db,
        dataDir,
        files,
        prepare: prepare(),
        audit,
        actor,
        onCatalogueChanged,
        onProgress: (progress) => {
          latest = progress;
          if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) void flush();
        },
      })
        .then(
          (report): Parameters<typeof save>[1] => ({ state: 'done', report, done: report.total, total: report.total, etaSeconds: 0 }),
          (error: unknown): Parameters<typeof save>[1] => {
            if (!(error instanceof ImportFolderError)) log?.error({ err: error }, 'import failed');
            return { state: 'failed', error: error instanceof ImportFolderError ? error.message : 'The import failed: see the server log' };
          },
        )
        .then((end) => {
          clearInterval(heartbeat);
          return write(end);
        })
        .then(() => fs.promises.rm(folder, { recursive: true, force: true }))
        .finally(() => running.delete(work));
      running.add(work);
      return jobOf(row!, Date.now());
    },

    async get(jobId: string): Promise<ImportJob> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
      if (!row) throw refusalError(importRefusals.noSuchJob);
      return jobOf(row, Date.now());
    },

    /** Waits for the running imports (tests, and a clean shutdown). */
    async idle() {
      await Promise.all([...running]);
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
