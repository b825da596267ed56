/**
 * Stopping the server (`node server/main.ts`) with SIGTERM while a request is in
 * flight — a picture uploaded slowly for an image search, held by the test:
 *  - within the grace period: the port stops taking connections, the upload is still
 *    answered, and the process exits 0 — also while a client holds a connection it
 *    never sent anything on (Node's server.close() alone waits for those);
 *  - past it (SHUTDOWN_GRACE_MS=500): the process says how many requests it cut short
 *    and exits 1 soon after the deadline, whatever the upload does;
 *  - a second SIGTERM during the shutdown exits at once.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitWithin, health, noisyPicture, slowUpload, startServerProcess, waitFor, type ServerProcess } from '../testing/serverProcess';

// One data folder for the three servers: the first start seeds it, later ones reuse it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
const started: ServerProcess[] = [];
let picture: Buffer;

beforeAll(async () => {
  picture = await noisyPicture();
});

afterAll(async () => {
  for (const server of started) await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({ dataDir, env });
  started.push(server);
  return server;
}

/** The upload is in the server's hands (its headers arrived): it counts as in flight. */
const inFlight = (server: ServerProcess, n = 1) =>
  waitFor(`${n} request(s) in flight`, async () => (await health(server.baseUrl)).body.data.requestsInFlight >= n);

const refused = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe('shutdown', () => {
  it('lets a request in flight finish, stops taking connections, and exits 0', async () => {
    const server = await start();
    const upload = slowUpload(server.baseUrl, picture);
    await inFlight(server);
    // A connection opened and never used: it must not hold the shutdown.
    const idle = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    idle.on('error', () => {});

    server.signal('SIGTERM');
    await waitFor('the port to refuse connections', () => refused(server.baseUrl), { timeoutMs: 10_000 });
    expect(server.exit(), 'still running while the upload is in flight').toBeNull();

    upload.finish();
    const answer = await upload.response;
    expect(answer.status, answer.body.desc).toBe(200);
    expect(answer.body.code).toBe(200);
    const exit = await exitWithin(server, 20_000);
    idle.destroy();
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: stopping \(no new connections\); waiting up to 10 s for \d+ requests? in flight/);
    expect(server.output()).toMatch(/Shut down cleanly in \d+ ms/);
  });

  it('exits non-zero soon after the grace period when a request outlasts it, saying so', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '500' });
    const upload = slowUpload(server.baseUrl, picture);
    await inFlight(server);

    const signalled = performance.now();
    server.signal('SIGTERM');
    const exit = await exitWithin(server, 30_000);
    const took = exit.at - signalled;
    console.log(`SIGTERM with a 500 ms grace: exited ${Math.round(took)} ms later with status ${exit.code}`);
    expect(exit.code, server.output()).toBe(1);
    expect(took).toBeGreaterThanOrEqual(450);
    // The grace plus a margin for a busy machine.
    expect(took).toBeLessThan(500 + 5_000);
    expect(server.output()).toMatch(/Shutdown deadline of 0\.5 s passed with 1 request still running \(waiting for requests\); exiting\./);
    // The upload was cut, not answered.
    await expect(upload.response).rejects.toThrow();
  });

  it('exits at once on a second signal during the shutdown', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '60000' });
    const upload = slowUpload(server.baseUrl, picture);
    await inFlight(server);

    server.signal('SIGTERM');
    await waitFor('the shutdown to begin', () => server.output().includes('SIGTERM: stopping'), { timeoutMs: 10_000 });
    const again = performance.now();
    server.signal('SIGTERM');
    const exit = await exitWithin(server, 30_000);
    expect(exit.at - again, 'exits without waiting for the 60 s grace').toBeLessThan(5_000);
    expect(exit.code, server.output()).toBe(128 + os.constants.signals.SIGTERM);
    expect(server.output()).toMatch(/Second SIGTERM during shutdown: exiting at once with 1 request still running/);
    await expect(upload.response).rejects.toThrow();
  });
});
