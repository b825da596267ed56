import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { seedTestCatalogue } from './testing/seeded';

const asset = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`);

describe('response headers', () => {
  let database: Database;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-security-'));
  const distDir = path.join(dataDir, 'dist');

  beforeAll(async () => {
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Pattern Marketplace</title><div id="root"></div>');
    // A built asset with the precompressed copy the build writes beside it.
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), asset);
    fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(asset));
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedTestCatalogue(database.db, 20);
    app = await buildApp({ db: database.db, dataDir, distDir, imageBaseUrl: 'https://img.example.com' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const policyOf = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values] as const),
    );

  it('serves the app under a Content-Security-Policy without inline script or framing', async () => {
    const page = await app.inject({ url: '/store?q=rose' });
    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // Covers come from the image host; fetches go nowhere else.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://img.example.com']);
    // The shop runs on plain http://localhost by default: nothing may be upgraded.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps CORS closed: no other site may read an answer, not even after a preflight', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/product/selectAllType', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/cart/save',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access-token',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('sets no cookie on any answer', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/' }),
      app.inject({ url: '/api/product/home' }),
      app.inject({ method: 'POST', url: '/api/product/selectPage', payload: { iDisplayLength: 10 } }),
      app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { account: 'nobody@example.com', password: 'wrong123', code: 'web', stamp: 1 },
      }),
      app.inject({ url: '/img/cover/1001.webp?w=320' }),
      app.inject({ url: '/api/nope' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 400, 200, 404]);
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('lets the shop embed a cover from its image host', async () => {
    const cover = await app.inject({ url: '/img/cover/1001.webp?w=320' });
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await app.inject({ url: '/api/product/home' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('compresses JSON answers for a browser that accepts it, to the same content', async () => {
    const payload = { iDisplayLength: 20 };
    const plain = await app.inject({ method: 'POST', url: '/api/product/selectPage', payload });
    const compressed = await app.inject({
      method: 'POST',
      url: '/api/product/selectPage',
      payload,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves built assets from their precompressed copies, and covers as they are', async () => {
    const brotli = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).equals(asset)).toBe(true);
    const plain = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(asset)).toBe(true);
    // WebP is compressed already.
    const cover = await app.inject({ url: '/img/cover/1001.webp?w=320', headers: { 'accept-encoding': 'br, gzip' } });
    expect(cover.headers['content-encoding']).toBeUndefined();
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('does not inflate compressed request bodies (a gzip bomb stays a few bytes)', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: gzipSync(JSON.stringify({ account: 'a@example.com', password: 'secret12', code: 'web', stamp: 1 })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, desc: 'The request body could not be read' });
  });
});
