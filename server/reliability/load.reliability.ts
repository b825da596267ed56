/**
 * Thirty seconds of mixed browsing (autocannon, 10 connections on loopback) against the
 * shop as `node server/main.ts` runs it, on PGlite: home, the filter tree, best sellers,
 * keyword, facet and price searches, a detail, a cover and the web app's page. Not one
 * error, timeout or non-2xx answer; the latency percentiles are printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/startShop';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
let server: ChildProcess | null = null;

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = (pathname: string, body: object) => ({
  method: 'POST' as const,
  path: pathname,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('mixed browsing under load', () => {
  it('answers 30 s of it without one error', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DESIGNS: '400', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Measured once the background work of a first start (image signatures) is done.
    const deadline = Date.now() + 150_000;
    while (!output.includes('Similar-image search is ready')) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not get ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      duration: 30,
      requests: [
        { method: 'GET', path: '/api/product/home' },
        { method: 'GET', path: '/api/product/selectAllType' },
        { method: 'GET', path: '/api/product/bestSeller' },
        json('/api/product/selectPage', { iDisplayLength: 40, strSearchKeyword: 'floral' }),
        json('/api/product/selectPage', { iDisplayLength: 40, Style: [201, 202], Season: [501] }),
        json('/api/product/selectPage', { iDisplayLength: 40, priceRange: '20,60', sSorts: 'sort,desc' }),
        json('/api/product/selectById', { productId: 1042 }),
        { method: 'GET', path: '/img/cover/1042.webp?w=320' },
        { method: 'GET', path: '/store' },
      ],
    });
    console.log(
      `${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)}/s); ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    expect(result.requests.total).toBeGreaterThan(1000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  });
});
