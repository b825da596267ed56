/**
 * GET /api/health and the storage faults, in process (fastify.inject, in-memory PGlite):
 * the report and its checks, DATA_DIR missing while the database lives elsewhere (as on
 * PostgreSQL: the shop answers 503 and resumes when the folder is back), the 503 while
 * stopping, and which errors are the storage's. The real process — signals, a removed
 * or read-only folder under `node server/main.ts` — is in server/reliability/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { seedTestCatalogue } from './testing/seeded';
import { refreshLocalFeatures } from './services/imageSignatures';
import { createStorage } from './services/storage';
import type { HealthReport } from './routes/health';

let database: Database;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-health-'));

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedTestCatalogue(database.db, 20);
  app = await buildApp({ db: database.db, dataDir });
  await app.catalogue.warmSearchIndex();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const healthOf = async () => {
  const response = await app.inject({ url: '/api/health' });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; desc: string; data: HealthReport }>(),
    headers: response.headers,
  };
};

describe('GET /api/health', () => {
  it('reports each check and answers 200 when the database and the storage are fine', async () => {
    const { status, body, headers } = await healthOf();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      code: 200,
      desc: 'The shop is healthy',
      data: {
        ok: true,
        checks: {
          database: { ok: true, desc: 'The database answers' },
          storage: { ok: true, desc: 'The data folder is writable' },
          searchIndex: { ok: true, desc: 'Loaded: 20 designs', designs: 20 },
          imageSignatures: { ok: true },
        },
        requestsInFlight: 0,
        stopping: null,
      },
    });
    // The probe leaves nothing behind.
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.health-probe'))).toEqual([]);
  });

  it('says how many designs’ corners search by image still has to measure, and that it checks them once they are', async () => {
    // Search answers meanwhile: the check stays ok, the shop 200.
    const before = await healthOf();
    expect(before.status).toBe(200);
    expect(before.body.data.checks.imageSignatures).toEqual({
      ok: true,
      desc: 'Ready: search by image answers; corners of 20 designs still to measure',
      cornersLeft: 20,
    });
    expect(await refreshLocalFeatures(database.db)).toBe(20);
    expect((await healthOf()).body.data.checks.imageSignatures).toEqual({
      ok: true,
      desc: 'Ready: search by image answers and checks corners',
      cornersLeft: 0,
    });
  });

  it('with DATA_DIR gone: every request but health answers 503 without making the folder again; health says storage; all resumes when it is back', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const code = await app.inject({ url: '/api/member/getEmailCode?email=someone@example.com' });
    expect(code.statusCode).toBe(503);
    expect(code.json()).toEqual({
      code: 503,
      desc: 'The shop’s storage is unavailable right now, so this could not be done. Please try again later.',
      data: { check: 'storage', fault: 'missing' },
    });
    const cover = await app.inject({ url: '/img/cover/1003.webp?w=320' });
    expect(cover.statusCode).toBe(503);
    // Neither the outbox nor the cover cache brought the folder back empty.
    expect(fs.existsSync(dataDir)).toBe(false);

    const { status, body } = await healthOf();
    expect(status).toBe(503);
    expect(body.code).toBe(503);
    expect(body.desc).toBe('Not healthy. Storage: The data folder (DATA_DIR) is missing.');
    expect(body.data.ok).toBe(false);
    expect(body.data.checks.storage).toMatchObject({ ok: false, fault: 'missing' });
    expect(body.data.checks.database.ok).toBe(true);

    fs.mkdirSync(dataDir);
    expect((await healthOf()).status).toBe(200);
    expect((await app.inject({ url: '/api/member/getEmailCode?email=someone@example.com' })).statusCode).toBe(200);
  });
});

describe('the storage faults', () => {
  const storage = createStorage({ dataDir });
  const fsError = (code: string, at = path.join(dataDir, 'outbox', 'x.json')) =>
    Object.assign(new Error(`${code}: failed, open '${at}'`), { code, path: at });
  const pgError = (code: string, message: string) =>
    Object.assign(new Error('Failed query: insert into "feedback" …'), { cause: Object.assign(new Error(message), { code }) });

  it('tells a read-only, full or failing disk from any other error', async () => {
    expect(await storage.classify(fsError('EROFS'))).toBe('read-only');
    expect(await storage.classify(fsError('EACCES'))).toBe('read-only');
    expect(await storage.classify(fsError('EACCES', '/etc/shadow'))).toBeNull();
    expect(await storage.classify(fsError('ENOSPC'))).toBe('full');
    expect(await storage.classify(fsError('EIO'))).toBe('failing');
    expect(await storage.classify(pgError('58P01', 'could not open file "base/5/16864": Read-only file system'))).toBe('read-only');
    expect(await storage.classify(pgError('53100', 'could not extend file "base/5/16811": No space left on device'))).toBe('full');
    expect(await storage.classify(pgError('08006', 'connection failure'))).toBe('database');
    // An unreachable service that is not the database is not a storage fault.
    expect(
      await storage.classify(
        Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }),
      ),
    ).toBeNull();
    // PGlite's file system throws Emscripten's errno numbers (69 is EROFS).
    expect(await storage.classify(Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 69 }))).toBe('read-only');
    // A file not found while the folder is there and writable is not the storage's fault.
    expect(await storage.classify(fsError('ENOENT'))).toBeNull();
    expect(await storage.classify(pgError('58P01', 'could not open file "base/5/1": No such file or directory'))).toBeNull();
    expect(await storage.classify(fsError('ENOENT', '/somewhere/else'))).toBeNull();
    expect(await storage.classify(new Error('a bug'))).toBeNull();
    expect(await storage.classify(pgError('23505', 'duplicate key value violates unique constraint'))).toBeNull();
  });

  it('treats a missing folder as missing, and losing the embedded database’s folder as fatal, told once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lost-'));
    fs.mkdirSync(path.join(dir, 'pglite'));
    const watched = createStorage({ dataDir: dir, databaseDir: path.join(dir, 'pglite') });
    const heard: string[] = [];
    watched.onLost((why) => heard.push(why));
    expect(watched.fault()).toBeNull();
    // Only the database's folder replaced: the same path, another folder.
    fs.rmSync(path.join(dir, 'pglite'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'pglite'));
    expect(watched.fault()).toEqual({ fault: 'missing', fatal: true });
    expect(watched.fault()).toEqual({ fault: 'missing', fatal: true });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/\(its database folder pglite\/\) was replaced while the shop ran/);
    expect(await watched.classify(pgError('58P01', 'could not open file "base/5/1": No such file or directory'))).toBe('missing');
    fs.rmSync(dir, { recursive: true, force: true });
    expect((await watched.probe()).fault).toBe('missing');
  });
});

describe('while the process is stopping', () => {
  it('answers every request 503 with Connection: close, and health says why', async () => {
    app.lifecycle.stop({ reason: 'SIGTERM', desc: 'The shop is restarting. Please try again in a moment.' });
    const answer = await app.inject({ url: '/api/product/home' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(answer.json()).toEqual({
      code: 503,
      desc: 'The shop is restarting. Please try again in a moment.',
      data: { stopping: 'SIGTERM' },
    });
    const { status, body } = await healthOf();
    expect(status).toBe(503);
    expect(body.desc).toBe('Not healthy. Stopping (SIGTERM).');
    expect(body.data.stopping).toBe('SIGTERM');
  });
});
