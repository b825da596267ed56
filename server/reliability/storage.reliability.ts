/**
 * The server's storage (DATA_DIR, which also holds the embedded database) failing under
 * a running `node server/main.ts`:
 *  - removed, while a slow upload is in flight: a request that writes answers 503 with a
 *    desc naming the storage, /api/health answers 503 with the storage check failed,
 *    nothing brings the folder back empty, the process does not spin; once the upload
 *    is answered it exits 2 with a line saying why;
 *  - removed while nobody asks anything: the process notices on its own and exits 2;
 *  - read-only (a read-only bind mount: the tests run as root, whom chmod does not
 *    stop): writes answer 503 'read-only', health names the storage check, the process
 *    keeps running without spinning, and all is well again once the folder is writable.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitWithin, health, noisyPicture, slowUpload, startServerProcess, waitFor, type ServerProcess } from '../testing/serverProcess';

const folders: string[] = [];
const started: ServerProcess[] = [];
const mounts: string[] = [];
let picture: Buffer;
/** A data folder seeded and measured once; each test runs on a copy (a first start costs far more than a copy). */
let seeded: string;

const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  picture = await noisyPicture();
  seeded = scratch();
  const first = await startServerProcess({ dataDir: seeded });
  started.push(first);
  first.signal('SIGTERM');
  expect((await exitWithin(first, 30_000)).code, first.output()).toBe(0);
});

afterAll(async () => {
  for (const server of started) await server.kill();
  for (const mount of mounts) execFileSync('umount', [mount], { stdio: 'ignore' });
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const dataDir = scratch();
  fs.cpSync(seeded, dataDir, { recursive: true });
  const server = await startServerProcess({ dataDir, env });
  started.push(server);
  return { server, dataDir };
}

const get = async (baseUrl: string, url: string) => {
  const response = await fetch(`${baseUrl}${url}`);
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: (text.startsWith('{') ? JSON.parse(text) : null) as { code: number; desc: string; data?: Record<string, unknown> } | null,
  };
};

/** Requests a sign-up code: a database write and a mail written to DATA_DIR/outbox. */
const askCode = (baseUrl: string, email: string) => get(baseUrl, `/api/member/getEmailCode?email=${encodeURIComponent(email)}`);

/** A read-only view of `dir` over itself (a bind mount), or null where mounting is not allowed. */
function mountReadOnly(dir: string): (() => void) | null {
  try {
    execFileSync('mount', ['--bind', dir, dir], { stdio: 'pipe' });
  } catch {
    return null;
  }
  mounts.push(dir);
  execFileSync('mount', ['-o', 'remount,ro,bind', dir], { stdio: 'pipe' });
  return () => {
    execFileSync('umount', [dir], { stdio: 'pipe' });
    mounts.splice(mounts.indexOf(dir), 1);
  };
}

describe('storage faults', () => {
  it('data folder removed under a request in flight: 503s that name the storage, no spin, then exit 2', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_GRACE_MS: '60000' });
    const upload = slowUpload(server.baseUrl, picture);
    await waitFor('the upload to be in flight', async () => (await health(server.baseUrl)).body.data.requestsInFlight >= 1);

    fs.rmSync(dataDir, { recursive: true, force: true });

    const write = await askCode(server.baseUrl, 'gone@example.com');
    expect(write.status, write.text).toBe(503);
    expect(write.body).toMatchObject({ code: 503, data: { check: 'storage', fault: 'missing' } });
    expect(write.body!.desc).toMatch(/storage is unavailable/);

    const report = await health(server.baseUrl);
    expect(report.status).toBe(503);
    expect(report.body.code).toBe(503);
    expect(report.body.desc).toMatch(/Storage: The data folder \(DATA_DIR\) is missing/);
    expect(report.body.data.checks.storage).toMatchObject({ ok: false, fault: 'missing' });
    expect(report.body.data.stopping).toBe('storage-lost');

    // Not brought back empty by a writer's mkdir -p, and no busy loop while it waits for the upload.
    expect(fs.existsSync(dataDir)).toBe(false);
    const cpu = await server.cpuPercent(2_000);
    console.log(`data folder removed, upload in flight: ${cpu === null ? 'CPU not measurable' : `${Math.round(cpu)}% CPU over 2 s`}`);
    if (cpu !== null) expect(cpu).toBeLessThan(50);
    expect(server.exit(), 'waits for the upload').toBeNull();

    upload.finish();
    const answer = await upload.response;
    // Answered, with an envelope: the search itself may still find its designs in memory.
    expect([200, 503], answer.body.desc).toContain(answer.status);
    const exit = await exitWithin(server, 20_000);
    expect(exit.code, server.output()).toBe(2);
    expect(server.output()).toMatch(/The data directory .* was removed while the shop ran: the embedded database's files are gone/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('data folder removed while the shop is idle: it notices and exits 2 on its own', async () => {
    const { server, dataDir } = await start();
    const removed = performance.now();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const exit = await exitWithin(server, 15_000);
    console.log(`idle shop exited ${Math.round(exit.at - removed)} ms after its data folder was removed, status ${exit.code}`);
    expect(exit.code, server.output()).toBe(2);
    expect(server.output()).toMatch(/was removed while the shop ran/);
    expect(server.output()).toMatch(/Stopped in \d+ ms after storage-lost; exit status 2/);
  });

  it('data folder read-only: 503 read-only for writes, health names the storage, no spin, and it recovers', async (context) => {
    const { server, dataDir } = await start();
    expect((await askCode(server.baseUrl, 'before@example.com')).status).toBe(200);
    const writable = mountReadOnly(dataDir);
    if (!writable) {
      // Root ignores chmod; without mount rights this case stays with the unit test (server/health.test.ts).
      console.warn('storage.reliability: cannot bind-mount here, the read-only case is not run');
      context.skip();
      return;
    }

    const write = await askCode(server.baseUrl, 'readonly@example.com');
    expect(write.status, write.text).toBe(503);
    expect(write.body).toMatchObject({ code: 503, data: { check: 'storage', fault: 'read-only' } });
    expect(write.body!.desc).toMatch(/storage is read-only/);
    // A cover never drawn before: rendering it means writing it.
    const cover = await get(server.baseUrl, '/img/cover/1031.webp?w=960');
    expect(cover.status, cover.text).toBe(503);
    expect(cover.body).toMatchObject({ code: 503, data: { fault: 'read-only' } });

    const report = await health(server.baseUrl);
    expect(report.status).toBe(503);
    expect(report.body.desc).toMatch(/Storage: The data folder \(DATA_DIR\) is read-only or not writable/);
    expect(report.body.data.checks.storage).toMatchObject({ ok: false, fault: 'read-only' });
    expect(report.body.data.checks.database.ok).toBe(true);
    expect(report.body.data.stopping).toBeNull();

    const cpu = await server.cpuPercent(2_000);
    console.log(`data folder read-only: ${cpu === null ? 'CPU not measurable' : `${Math.round(cpu)}% CPU over 2 s`}`);
    if (cpu !== null) expect(cpu).toBeLessThan(50);
    expect(server.exit()).toBeNull();

    writable();
    await waitFor('health to be 200 again', async () => (await health(server.baseUrl)).status === 200, { timeoutMs: 30_000 });
    expect((await askCode(server.baseUrl, 'after@example.com')).status).toBe(200);
    expect((await get(server.baseUrl, '/img/cover/1031.webp?w=960')).status).toBe(200);

    server.signal('SIGTERM');
    expect((await exitWithin(server, 20_000)).code, server.output()).toBe(0);
  });
});
