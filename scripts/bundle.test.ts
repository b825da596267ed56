import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appRoutes } from '../src/app/appRoutes';
import { firstLoadKb, routes } from './route-budget';

// The shop's production bundle must not carry the MSW world: no worker, no handlers,
// no fixtures. We look inside every file of the real build: dist/, as `npm start` and
// `npm run build` make it (scripts/build-if-needed.mjs, production mode whatever the
// test runner's NODE_ENV), built here only when it is missing or older than its sources.
// The journeys and e2e start the shop from the same build, so a test run builds the web
// app once, not once for them and again for this file.
const outDir = path.resolve(import.meta.dirname, '..', 'dist');

beforeAll(() => {
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'build-if-needed.mjs')], { stdio: 'pipe' });
});

const emitted = () =>
  fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('the production build', () => {
  it('contains the app', () => {
    const files = emitted();
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  });

  it('contains no MSW worker, handler or fixture code', () => {
    const files = emitted();
    expect(files.map((f) => path.basename(f))).not.toContain('mockServiceWorker.js');
    // Strings that exist only in msw and in mocks/: if any appears, mock code leaked in.
    const markers = ['setupWorker', 'mockServiceWorker', 'msw/', 'mock-token-', 'Terracotta Garden', 'Contract broken'];
    for (const file of files.filter((f) => /\.(js|html|css)$/.test(f))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${path.basename(file)} contains '${marker}'`).toBe(false);
    }
  });

  it('has no inline script, so the server’s Content-Security-Policy can forbid them', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('ships React’s production build, stamped as such for npm start', () => {
    const javascript = emitted().filter((f) => f.endsWith('.js'));
    expect(javascript.map((f) => path.basename(f)).filter((name) => name.includes('jsx-dev-runtime'))).toEqual([]);
    expect(fs.existsSync(path.join(outDir, '.production-build'))).toBe(true);
  });

  it('writes a Brotli and a gzip copy beside every compressible asset, identical once decompressed', () => {
    const assets = emitted().filter((f) => /\.(js|css)$/.test(f) && fs.statSync(f).size >= 1024);
    expect(assets.length).toBeGreaterThan(10);
    for (const file of assets) {
      const original = fs.readFileSync(file);
      expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), `${path.basename(file)}.br`).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), `${path.basename(file)}.gz`).toBe(true);
    }
  });

  it.each(Object.entries(appRoutes))(
    'builds the %s route as its own chunk, under the source name the server and the budget look it up by',
    (_name, route) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { src?: string; file: string; isDynamicEntry?: boolean }
      >;
      const chunk = manifest[route.source];
      expect(chunk?.src).toBe(route.source);
      expect(chunk?.isDynamicEntry).toBe(true);
      // And it is the module the route's loader imports ('./routes/X', '/src/app/routes/X.tsx' once transformed).
      expect(route.load.toString()).toMatch(new RegExp(`routes/${path.basename(route.source, '.tsx')}(\\.tsx)?["']`));
    },
  );

  it.each(Object.entries(routes))('keeps the first-load JavaScript of %s within its budget (gzip)', (_route, { module, budgetKb }) => {
    expect(firstLoadKb(outDir, module)).toBeLessThanOrEqual(budgetKb);
  });
});
