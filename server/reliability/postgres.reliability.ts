/**
 * The shop (`node server/main.ts`) on PostgreSQL (DATABASE_URL) while PostgreSQL goes
 * away and comes back:
 *  - stopped under a running shop (a fast shutdown, which cuts every connection):
 *    requests that need the database answer 503 with a desc naming the database, not
 *    a 500 and a stack; /api/health answers 503 with the database check failed, within
 *    its check's time limit; the process neither exits nor spins. Started again on the
 *    same port and data: health is 200 within seconds, requests work, and the sign-up
 *    acknowledged before is there;
 *  - away when the shop starts: it exits 3 at once with a line naming the server it
 *    could not reach, rather than hang or print a stack.
 * Skipped where PostgreSQL is not installed (scripts/ensure-postgres.sh installs it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_TIMEOUT_MS } from '../routes/health';
import { postgresAvailable, startPostgres, type TestPostgres } from '../testing/postgres';
import { askCode, exitWithin, health, signIn, signUp, startServerProcess, waitFor, type ServerProcess } from '../testing/serverProcess';

const folders: string[] = [];
const started: ServerProcess[] = [];
let postgres: TestPostgres | undefined;

const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-postgres-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  if (postgresAvailable()) postgres = await startPostgres();
});

afterAll(async () => {
  for (const server of started) await server.kill();
  postgres?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(!postgresAvailable())('PostgreSQL going away', () => {
  it('stopped under a running shop: 503s naming the database, health says so in time, no spin; back to 200 with nothing lost', async () => {
    const dataDir = scratch();
    const server = await startServerProcess({ dataDir, env: { DATABASE_URL: postgres!.url } });
    started.push(server);
    await signUp(server.baseUrl, path.join(dataDir, 'outbox'), 'before-away@example.com');

    postgres!.halt();

    const write = await askCode(server.baseUrl, 'away@example.com');
    expect(write.status, write.text).toBe(503);
    expect(write.body).toMatchObject({ code: 503, data: { check: 'database', fault: 'database' } });
    expect(write.body!.desc).toMatch(/database is not answering/);
    // A read that needs the database, too.
    const read = await signIn(server.baseUrl, 'before-away@example.com');
    expect(read.status, read.text).toBe(503);
    expect(read.body).toMatchObject({ code: 503, data: { check: 'database' } });

    const asked = performance.now();
    const report = await health(server.baseUrl);
    const took = performance.now() - asked;
    expect(report.status).toBe(503);
    expect(report.body.desc).toMatch(/^Not healthy\. Database: The database is not reachable/);
    expect(report.body.data.checks.database).toMatchObject({ ok: false, fault: 'database' });
    expect(report.body.data.checks.storage.ok).toBe(true);
    expect(report.body.data.stopping).toBeNull();
    expect(took, 'health answers within its check’s limit').toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1000);

    const cpu = await server.cpuPercent(2_000);
    console.log(
      `PostgreSQL stopped: health answered in ${Math.round(took)} ms; ${cpu === null ? 'CPU not measurable' : `${Math.round(cpu)}% CPU over 2 s`}`,
    );
    if (cpu !== null) expect(cpu).toBeLessThan(50);
    expect(server.exit(), server.output()).toBeNull();

    postgres!.restart();
    const restarted = performance.now();
    await waitFor('health to be 200 again', async () => (await health(server.baseUrl)).status === 200, { timeoutMs: 15_000 });
    console.log(`PostgreSQL started again: health 200 after ${Math.round(performance.now() - restarted)} ms`);
    expect((await signIn(server.baseUrl, 'before-away@example.com')).status, 'the sign-up acknowledged before').toBe(200);
    expect((await askCode(server.baseUrl, 'after-away@example.com')).status).toBe(200);

    server.signal('SIGTERM');
    expect((await exitWithin(server, 20_000)).code, server.output()).toBe(0);
  });

  it('away when the shop starts: exits 3 at once, saying which server it could not reach', async () => {
    postgres!.halt();
    const port = new URL(postgres!.url).port;
    const trying = performance.now();
    const error = await startServerProcess({ dataDir: scratch(), env: { DATABASE_URL: postgres!.url }, timeoutMs: 30_000 }).then(
      (server) => {
        started.push(server);
        return new Error('the shop started without its database');
      },
      (reason: Error) => reason,
    );
    const took = performance.now() - trying;
    console.log(`PostgreSQL away at start: the shop exited after ${Math.round(took)} ms:\n${error.message}`);
    expect(took).toBeLessThan(15_000);
    expect(error.message).toMatch(/^the server stopped \(exit status 3\) before it was ready/);
    expect(error.message).toMatch(
      new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${port} \\(database postgres\\) could not be reached: connect ECONNREFUSED`),
    );
    // One line to act on, not a stack.
    expect(error.message).not.toMatch(/\n\s+at /);
  });
});
