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
 *    keeps running without spinning, and all is well again once the folder is writable;
 *  - full (DATA_DIR on a small tmpfs, the rest taken by a filler file): writes answer
 *    503 'full', health names the storage, no spin, a sign-up acknowledged before is
 *    still there, and all is well again once the filler is deleted;
 *  - too full for the embedded database's next write-ahead log segment (16 MB): its
 *    PANIC stops PGlite, which would otherwise spin forever on its next query and hang
 *    the shop. The write that met it answers 503 'full', health and every request 503
 *    with no spin, the process exits 2 saying why, and after the filler is deleted a
 *    restart finds every write it acknowledged.
 * The tmpfs cases need mount rights too and are skipped with a warning without them.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askCode,
  call,
  exitWithin,
  health,
  noisyPicture,
  signIn,
  signUp,
  slowUpload,
  startServerProcess,
  waitFor,
  type Answer,
  type ServerProcess,
} from '../testing/serverProcess';

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

/** The shop on `dataDir`, or on a fresh copy of the seeded folder. */
async function start(env: Record<string, string> = {}, dataDir?: string) {
  if (!dataDir) {
    dataDir = scratch();
    fs.cpSync(seeded, dataDir, { recursive: true });
  }
  const server = await startServerProcess({ dataDir, env });
  started.push(server);
  return { server, dataDir };
}

const get = (baseUrl: string, url: string) => call(baseUrl, 'GET', url);

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

const MB = 1024 * 1024;
/** PostgreSQL's write-ahead log comes in files of 16 MB, each made whole (zeros) before use. */
const WAL_SEGMENT = 16 * MB;

/**
 * Moves the write-ahead log of the database in `dataDir` (not running) so that `left`
 * bytes remain in its current segment: a logical message is a log record of any size
 * that touches no table. Where fewer remain, it first moves to the start of the next.
 * More than a quarter must remain: a start with three quarters used makes the next
 * segment at once (PostgreSQL's PreallocXlogFiles), which a small disk cannot hold.
 */
async function positionWal(dataDir: string, left: number) {
  expect(left).toBeGreaterThan(WAL_SEGMENT / 4);
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const used = async () =>
    Number(
      (await db.query<{ used: string }>(`SELECT ((pg_current_wal_insert_lsn() - '0/0') % ${WAL_SEGMENT})::text AS used`)).rows[0]!.used,
    );
  const emit = (bytes: number) => db.query(`SELECT pg_logical_emit_message(false, 'test-filler', repeat('x', ${Math.max(1, bytes)}))`);
  if (WAL_SEGMENT - (await used()) < left + 64 * 1024) await emit(WAL_SEGMENT - (await used()) + 1024);
  await emit(WAL_SEGMENT - (await used()) - left);
  const current = (await db.query<{ name: string }>(`SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS name`)).rows[0]!.name;
  await db.close();
  // Segments past the current one are old ones a checkpoint kept for reuse: the next
  // segment would be one of them, renamed, and need no room. How many there are depends
  // on how much log the seeding wrote (a bigger signature, one more index: one more
  // segment kept), so the next segment is made to need its 16 MB, as on a shop whose log
  // has not wrapped yet.
  const walDir = path.join(dataDir, 'pglite', 'pg_wal');
  for (const name of fs.readdirSync(walDir)) if (/^[0-9A-F]{24}$/.test(name) && name > current) fs.rmSync(path.join(walDir, name));
}

/** Bytes a folder takes on a tmpfs (whole 4 KB pages per file). */
const footprint = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const at = path.join(dir, entry.name);
    return sum + 4096 + (entry.isDirectory() ? footprint(at) : Math.ceil(fs.statSync(at).size / 4096) * 4096);
  }, 0);

const freeBytes = (dir: string) => {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/**
 * A seeded data folder on its own tmpfs with `room` bytes free after the copy, its
 * write-ahead log moved to leave `walLeft` bytes in its segment; null where mounting
 * is not allowed. `fill(leave)` writes a filler file until `leave` bytes are free (0:
 * until the disk says ENOSPC); `free()` deletes it.
 */
async function smallDisk({ room, walLeft }: { room: number; walLeft: number }) {
  const staging = scratch();
  fs.cpSync(seeded, staging, { recursive: true });
  await positionWal(staging, walLeft);
  const dataDir = scratch();
  const size = Math.ceil((footprint(staging) + room) / 1024);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}k`, 'tmpfs', dataDir], { stdio: 'pipe' });
  } catch {
    return null;
  }
  mounts.push(dataDir);
  fs.cpSync(staging, dataDir, { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  const filler = path.join(dataDir, 'filler');
  return {
    dataDir,
    fill(leave = 0) {
      const fd = fs.openSync(filler, 'a');
      try {
        // Big pieces, then small ones for the last pages.
        for (const piece of [MB, 4096]) {
          const zeros = Buffer.alloc(piece);
          while (freeBytes(dataDir) - piece >= leave) fs.writeSync(fd, zeros);
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
    },
    free: () => fs.rmSync(filler, { force: true }),
  };
}

/** The process's CPU over 2 s, logged under `what`: below half a core, i.e. no busy loop (where /proc can tell). */
async function expectNoSpin(server: ServerProcess, what: string) {
  const cpu = await server.cpuPercent(2_000);
  console.log(`${what}: ${cpu === null ? 'CPU not measurable' : `${Math.round(cpu)}% CPU over 2 s`}`);
  if (cpu !== null) expect(cpu).toBeLessThan(50);
}

/**
 * Removes a running shop's data folder. The shop keeps writing in it meanwhile (covers
 * drawn while it is quiet, signatures measured in the background), so removing the tree
 * in place raced it: a subfolder gained a file between the removal emptying it and
 * removing it, again and again (ENOTEMPTY after 20 tries, seen twice in CI). So the
 * folder is first moved aside in one step, which the shop sees exactly as a removal (its
 * path is gone, and whatever it writes by path from then on fails), and the moved tree,
 * which nothing can add to any more, is removed after.
 */
function removeUnderTheShop(dataDir: string) {
  const aside = `${dataDir}.removed`;
  fs.renameSync(dataDir, aside);
  fs.rmSync(aside, { recursive: true, force: true, maxRetries: 20 });
}

describe('storage faults', () => {
  it('data folder removed under a request in flight: 503s that name the storage, no spin, then exit 2', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_GRACE_MS: '60000' });
    const upload = slowUpload(server.baseUrl, picture);
    await waitFor('the upload to be in flight', async () => (await health(server.baseUrl)).body.data.requestsInFlight >= 1);

    removeUnderTheShop(dataDir);

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
    await expectNoSpin(server, 'data folder removed, upload in flight');
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
    removeUnderTheShop(dataDir);
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

    await expectNoSpin(server, 'data folder read-only');
    expect(server.exit()).toBeNull();

    writable();
    await waitFor('health to be 200 again', async () => (await health(server.baseUrl)).status === 200, { timeoutMs: 30_000 });
    expect((await askCode(server.baseUrl, 'after@example.com')).status).toBe(200);
    expect((await get(server.baseUrl, '/img/cover/1031.webp?w=960')).status).toBe(200);

    server.signal('SIGTERM');
    expect((await exitWithin(server, 20_000)).code, server.output()).toBe(0);
  });

  it('data folder full: 503 full for writes, health names the storage, no spin, nothing lost, and it recovers', async (context) => {
    // Room for the shop's own start; the log segment has room for every write here.
    const disk = await smallDisk({ room: 4 * MB, walLeft: 6 * MB });
    if (!disk) {
      console.warn('storage.reliability: cannot mount a tmpfs here, the full-disk case is not run');
      context.skip();
      return;
    }
    const { server, dataDir } = await start({}, disk.dataDir);
    await signUp(server.baseUrl, path.join(dataDir, 'outbox'), 'before-full@example.com');
    disk.fill();
    expect(freeBytes(dataDir)).toBeLessThan(4096);

    const write = await askCode(server.baseUrl, 'full@example.com');
    expect(write.status, write.text).toBe(503);
    expect(write.body).toMatchObject({ code: 503, data: { check: 'storage', fault: 'full' } });
    expect(write.body!.desc).toMatch(/storage is full/);
    const cover = await get(server.baseUrl, '/img/cover/1031.webp?w=960');
    expect(cover.status, cover.text).toBe(503);
    expect(cover.body).toMatchObject({ code: 503, data: { fault: 'full' } });

    const report = await health(server.baseUrl);
    expect(report.status).toBe(503);
    expect(report.body.desc).toMatch(/Storage: The data folder \(DATA_DIR\) is full/);
    expect(report.body.data.checks.storage).toMatchObject({ ok: false, fault: 'full' });
    expect(report.body.data.checks.database.ok).toBe(true);
    expect(report.body.data.stopping).toBeNull();

    await expectNoSpin(server, 'data folder full');
    expect(server.exit()).toBeNull();

    disk.free();
    await waitFor('health to be 200 again', async () => (await health(server.baseUrl)).status === 200, { timeoutMs: 30_000 });
    expect((await signIn(server.baseUrl, 'before-full@example.com')).status, 'the sign-up acknowledged before').toBe(200);
    expect((await askCode(server.baseUrl, 'after-full@example.com')).status).toBe(200);
    expect((await get(server.baseUrl, '/img/cover/1031.webp?w=960')).status).toBe(200);

    server.signal('SIGTERM');
    expect((await exitWithin(server, 20_000)).code, server.output()).toBe(0);
  });

  it('too full for the next write-ahead log segment: 503 full, no spin, exit 2, and every acknowledged write is there after', async (context) => {
    // 4.5 MB of log left in the segment: about a thousand feedback posts reach the next.
    const disk = await smallDisk({ room: 24 * MB, walLeft: 4.5 * MB });
    if (!disk) {
      console.warn('storage.reliability: cannot mount a tmpfs here, the write-ahead log case is not run');
      context.skip();
      return;
    }
    // Behind a proxy on loopback, so the posts below can come from a thousand shoppers:
    // feedback is limited per address (issue 39), and this test needs the volume, not one abuser.
    const { server, dataDir } = await start({ SHUTDOWN_GRACE_MS: '60000', TRUST_PROXY: 'loopback' }, disk.dataDir);
    await signUp(server.baseUrl, path.join(dataDir, 'outbox'), 'before-panic@example.com');
    // Room for the feedback below (about 5 MB), not for a 16 MB log segment.
    disk.fill(10 * MB);
    // Held in flight so the port stays open while the shop stops: health can be read.
    const upload = slowUpload(server.baseUrl, picture);
    await waitFor('the upload to be in flight', async () => (await health(server.baseUrl)).body.data.requestsInFlight >= 1);

    // Feedback is stored whole (4 KB that do not compress), so it moves the log quickly.
    const acknowledged: string[] = [];
    let refused: Answer | null = null;
    for (let i = 0; i < 2000 && !refused; i++) {
      const content = `feedback ${i} ${randomBytes(3000).toString('base64')}`;
      const shopper = { 'x-forwarded-for': `127.3.${i >> 8}.${i & 255}` };
      const answer = await call(
        server.baseUrl,
        'POST',
        '/api/open/feedback',
        { email: 'wal@example.com', category: 4, content },
        undefined,
        shopper,
      );
      if (answer.status === 200) acknowledged.push(content);
      else refused = answer;
    }
    console.log(`the log segment ran out after ${acknowledged.length} acknowledged feedback posts`);
    expect(refused, 'a write met the full disk').not.toBeNull();
    expect(refused!.status, refused!.text).toBe(503);
    expect(refused!.body).toMatchObject({ code: 503, data: { check: 'storage', fault: 'full' } });
    expect(refused!.body!.desc).toMatch(/storage is full/);

    // PGlite takes no more queries: no hang, no spin, and every request hears why.
    const report = await health(server.baseUrl);
    expect(report.status).toBe(503);
    expect(report.body.data.stopping).toBe('database-stopped');
    expect(report.body.data.checks.database).toMatchObject({ ok: false, fault: 'database' });
    expect(report.body.desc).toMatch(/Database: The embedded database stopped/);
    const write = await askCode(server.baseUrl, 'during-panic@example.com');
    expect(write.status, write.text).toBe(503);
    expect(write.body).toMatchObject({ code: 503, data: { fault: 'full', stopping: 'database-stopped' } });
    await expectNoSpin(server, 'database stopped after its PANIC');

    upload.finish();
    expect([200, 503]).toContain((await upload.response).status);
    const exit = await exitWithin(server, 20_000);
    expect(exit.code, server.output()).toBe(2);
    expect(server.output()).toMatch(
      /The embedded database stopped: PostgreSQL reported PANIC "could not write to file "pg_wal\/.*": No space left on device"/,
    );
    expect(server.output()).toMatch(/Stopped in \d+ ms after database-stopped; exit status 2/);

    // The disk has room again: the log is replayed, and nothing acknowledged is missing.
    disk.free();
    const again = await start({}, dataDir);
    expect((await signIn(again.server.baseUrl, 'before-panic@example.com')).status, 'the sign-up acknowledged before').toBe(200);
    again.server.signal('SIGTERM');
    expect((await exitWithin(again.server, 20_000)).code, again.server.output()).toBe(0);
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const stored = new Set(
      (await db.query<{ content: string }>(`SELECT content FROM feedback WHERE email = 'wal@example.com'`)).rows.map((row) => row.content),
    );
    await db.close();
    expect(
      acknowledged.filter((content) => !stored.has(content)),
      'acknowledged feedback missing after the restart',
    ).toEqual([]);
  });
});
