/**
 * Imports started from the back office: the uploaded folder (files and designs.csv)
 * goes through the same pipeline as `npm run import` (server/import), in the
 * background, while the shop keeps answering; the browser polls the job's progress
 * and reads its report. Jobs are kept in memory (the last few), and the upload folder
 * is removed once its designs are in.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportJob } from '../../src/api/types';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { ImportFolderError, importFolder, type Preparer } from '../import/importer';
import type { Actor, Audit } from './audit';
import type { FileStore } from './fileStore';

const KEPT_JOBS = 20;

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
  const jobs = new Map<string, ImportJob>();
  const running = new Set<Promise<void>>();

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
    start(actor: Actor, jobId: string, folder: string): ImportJob {
      const job: ImportJob = { jobId, state: 'running', done: 0, total: 0, rate: 0, etaSeconds: null, report: null, error: null };
      jobs.set(jobId, job);
      while (jobs.size > KEPT_JOBS) jobs.delete(jobs.keys().next().value!);
      const work = importFolder(folder, {
        db,
        dataDir,
        files,
        prepare: prepare(),
        audit,
        actor,
        onCatalogueChanged,
        onProgress: (p) => Object.assign(job, { done: p.done, total: p.total, rate: p.rate, etaSeconds: p.etaSeconds }),
      })
        .then((report) => Object.assign(job, { state: 'done', report, done: report.total, total: report.total, etaSeconds: 0 }))
        .catch((error: unknown) => {
          if (!(error instanceof ImportFolderError)) log?.error({ err: error }, 'import failed');
          Object.assign(job, {
            state: 'failed',
            error: error instanceof ImportFolderError ? error.message : 'The import failed: see the server log',
          });
        })
        .then(() => fs.promises.rm(folder, { recursive: true, force: true }))
        .finally(() => running.delete(work));
      running.add(work);
      return { ...job };
    },

    get(jobId: string): ImportJob {
      const job = jobs.get(jobId);
      if (!job) throw new HttpError(404, 'No such import: it may have finished before the shop restarted', { field: 'jobId' });
      return { ...job };
    },

    /** Waits for the running imports (tests, and a clean shutdown). */
    async idle() {
      await Promise.all([...running]);
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
