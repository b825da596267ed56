/**
 * The back office's import jobs with several instances of the shop (issue 21): the
 * browser's polls land on any instance, so a job's state is in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { importJobs as importJobsTable } from '../db/schema';
import { HttpError } from '../http';
import { prepareDesign } from '../import/prepare';
import { makeArtwork, writeFolder } from '../testing/importFolder';
import { commandLine, createAudit } from './audit';
import { createDiskStore } from './fileStore';
import { createImportJobs, IMPORT_ORPHANED_AFTER_MS, ORPHANED_IMPORT_ERROR } from './importJobs';

describe('import jobs across instances', () => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-jobs-'));
  const instance = () =>
    createImportJobs(database.db, {
      dataDir,
      files: createDiskStore(dataDir),
      audit: createAudit(database.db),
      prepare: () => prepareDesign,
      onCatalogueChanged: () => {},
    });

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a poll on another instance: running, then done with its report', async () => {
    const [running, other] = [instance(), instance()];
    const { jobId, folder } = await running.newFolder();
    await writeFolder(folder, {
      'designs.csv': 'image,imgSn,title,price\nart/tide.png,TD-1,Tide lines,30\nart/kelp.png,KP-2,Kelp,25\n',
      'art/tide.png': await makeArtwork(21, { width: 400, height: 400, format: 'png' }),
      'art/kelp.png': await makeArtwork(22, { width: 400, height: 400, format: 'png' }),
    });
    const started = await running.start(commandLine, jobId, folder);
    expect(started).toMatchObject({ jobId, state: 'running', report: null, error: null });
    expect((await other.get(jobId)).state).toBe('running');
    await running.idle();
    expect(await other.get(jobId)).toMatchObject({ jobId, state: 'done', done: 2, total: 2, report: { created: 2, refused: [] } });
  });

  it('answers a job whose instance stopped while it ran as failed, saying what to do', async () => {
    const jobs = instance();
    const longAgo = new Date(Date.now() - IMPORT_ORPHANED_AFTER_MS - 5000);
    await database.db
      .insert(importJobsTable)
      .values({ id: 'imp_orphaned1', state: 'running', done: 40, total: 300, startedAt: longAgo, updatedAt: longAgo });
    expect(await jobs.get('imp_orphaned1')).toMatchObject({ state: 'failed', done: 40, total: 300, error: ORPHANED_IMPORT_ERROR });
    // A running job touched a moment ago is still running.
    await database.db.update(importJobsTable).set({ updatedAt: new Date() }).where(eq(importJobsTable.id, 'imp_orphaned1'));
    expect((await jobs.get('imp_orphaned1')).state).toBe('running');
  });

  it('keeps the last 20 jobs and says so of an older one', async () => {
    const jobs = instance();
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { jobId, folder } = await jobs.newFolder();
      // An empty folder: the job fails at once (no sheet), which is all this needs.
      await jobs.start(commandLine, jobId, folder);
      ids.push(jobId);
    }
    await jobs.idle();
    expect((await jobs.get(ids.at(-1)!)).state).toBe('failed');
    const error = await jobs.get(ids[0]!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('No such import: the shop keeps the last 20');
  });
});
