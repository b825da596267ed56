/**
 * The shop's files in an S3 bucket (STORAGE=s3, ADR 009) that fails under a running
 * `node server/main.ts`. The bucket is moto's S3 server behind a relay on loopback that
 * the test turns into a black hole: connections are taken and never answered, the worst
 * a network can do (a refused connection fails at once). Then a request that needs a
 * file answers 503 in the storage's words within seconds, /api/health says the bucket
 * failed within its 2 s, calls that need no file go on, the process does not spin, and
 * all is well again once the bucket answers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoto, type TestS3 } from '../testing/moto';
import { call, exitWithin, health, startServerProcess, waitFor, type ServerProcess } from '../testing/serverProcess';
import { freePort } from '../testing/startShop';

/** A TCP relay to `port` that can swallow connections instead: taken, never answered. */
async function relayTo(port: number) {
  let swallowing = false;
  const sockets = new Set<net.Socket>();
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    keep(client);
    if (swallowing) return;
    const upstream = net.connect(port, '127.0.0.1');
    keep(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const own = await freePort();
  await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    endpoint: `http://127.0.0.1:${own}`,
    /** From now on connections are taken and never answered; the open ones (kept alive by the SDK) are cut. */
    swallow() {
      swallowing = true;
      cut();
    },
    forward() {
      swallowing = false;
      cut();
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}

let s3: TestS3;
let relay: Awaited<ReturnType<typeof relayTo>>;
let server: ServerProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bucket-'));

beforeAll(async () => {
  s3 = await startMoto();
  relay = await relayTo(Number(new URL(s3.endpoint).port));
  const bucket = await s3.bucket();
  server = await startServerProcess({
    dataDir,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: relay.endpoint,
      // The SDK's own credential variables, as an operator sets them (moto takes any).
      AWS_ACCESS_KEY_ID: 'moto-test',
      AWS_SECRET_ACCESS_KEY: 'moto-test',
    },
  });
});

afterAll(async () => {
  await server?.kill();
  await relay?.close();
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A GET with its time, allowed far longer than the shop should take. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(`${server!.baseUrl}${url}`, { signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : null, ms: Math.round(performance.now() - started) };
}

describe('a bucket that stops answering under the running shop', () => {
  it('503s in the storage’s words within seconds, health names the bucket, no spin, and all is well once it answers', async () => {
    const shop = server!;
    const healthy = await health(shop.baseUrl);
    expect(healthy.status, JSON.stringify(healthy.body)).toBe(200);
    expect(healthy.body.data.checks.storage.desc).toBe('The data folder and the object storage (S3) are writable');
    expect((await timed('/img/cover/1003.webp?w=300')).status).toBe(200);

    relay.swallow();

    // A cover never drawn: drawing it means writing it to the bucket.
    const cover = await timed('/img/cover/1004.webp?w=300');
    console.log(`a cover asked of a bucket that swallows requests was answered ${cover.status} in ${cover.ms} ms`);
    expect(cover.status).toBe(503);
    expect(cover.body).toEqual({
      code: 503,
      desc: 'The shop’s storage is unavailable right now, so this could not be done. Please try again later.',
      data: { check: 'storage', fault: 'missing' },
    });
    expect(cover.ms).toBeLessThan(15_000);

    const started = performance.now();
    const report = await health(shop.baseUrl);
    const healthMs = performance.now() - started;
    expect(report.status).toBe(503);
    expect(report.body.desc).toMatch(/^Not healthy\. Storage: .*object storage \(S3\)/);
    expect(report.body.data.checks.storage.ok).toBe(false);
    expect(report.body.data.checks.database.ok).toBe(true);
    expect(healthMs, 'health answers within its 2 s checks').toBeLessThan(3_000);

    // What needs no file goes on: the store's search is the database's.
    const search = await call(shop.baseUrl, 'POST', '/api/product/selectPage', {});
    expect(search.status, search.text).toBe(200);

    const cpu = await shop.cpuPercent(2_000);
    console.log(`bucket swallowing requests: ${cpu === null ? 'CPU not measurable' : `${Math.round(cpu)}% CPU over 2 s`}`);
    if (cpu !== null) expect(cpu).toBeLessThan(50);
    expect(shop.exit()).toBeNull();

    relay.forward();
    await waitFor('health to be 200 again', async () => (await health(shop.baseUrl)).status === 200, { timeoutMs: 30_000 });
    expect((await timed('/img/cover/1004.webp?w=300')).status).toBe(200);

    shop.signal('SIGTERM');
    expect((await exitWithin(shop, 20_000)).code, shop.output()).toBe(0);
  });
});
