import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductTypeGroup } from '../src/api/types';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { assetsOf, compressPage, injectFetch, isPhone, scriptSafeJson } from './firstScreen';
import { seedCatalogue } from './seed/seed';

describe("the server's first screen: its pieces", () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '_button.js': { file: 'assets/button.js', css: ['assets/button.css'], imports: ['_shared.js'] },
    'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute.js', css: ['assets/HomeRoute.css'], imports: ['_button.js', '_shared.js'] },
  };

  it("names a route's styles and scripts with what it imports first, leaving out what index.html already loads", () => {
    const entry = assetsOf(manifest, ['index.html']);
    expect(entry).toEqual({ css: ['assets/shared.css', 'assets/index.css'], scripts: ['assets/shared.js', 'assets/index.js'] });
    const home = assetsOf(manifest, ['src/app/routes/HomeRoute.tsx'], new Set([...entry.css, ...entry.scripts]));
    // The button's styles come before the route's own, which refine them.
    expect(home).toEqual({ css: ['assets/button.css', 'assets/HomeRoute.css'], scripts: ['assets/button.js', 'assets/HomeRoute.js'] });
  });

  it('writes the page data so that no text in it can end the script element or open a comment', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>', note: '<!-- x -->', line: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', note: '<!-- x -->', line: '\u2028' });
  });

  it("takes a phone's browser for a phone and a tablet's or a desktop's for not one", () => {
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(true);
    expect(
      isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1')).toBe(false);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });

  it('compresses the page as the browser accepts, and sends it as it is to one that accepts nothing', async () => {
    const html = '<!doctype html>' + '<p>pattern</p>'.repeat(500);
    const br = await compressPage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect((await compressPage(html, 'gzip')).encoding).toBe('gzip');
    expect(await compressPage(html, undefined)).toEqual({ body: html, encoding: null });
  });
});

describe("the server's first screen: the mega-menu's categories come with the page", () => {
  let database: Database;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-screen-'));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedCatalogue(database.db, { designs: 12, signatures: 'later' });
    app = await buildApp({ db: database.db, dataDir });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the home, the store and a design with the type list in the state the browser starts from, on a desktop and a phone', async () => {
    // What the built server loads (dist-server/entry-server.js), from its source.
    const { renderFirstScreen } = await import('../src/entry-server');
    const tree = (await (await app.inject({ url: '/api/product/selectAllType' })).json()) as { data: ProductTypeGroup[] };
    const categories = tree.data.filter((group) => Array.isArray(group.data) && group.data.length > 0);
    expect(categories.length).toBeGreaterThan(3);
    for (const url of ['/', '/store', '/detail/1001'])
      for (const phone of [false, true]) {
        const screen = await renderFirstScreen(url, injectFetch(app), { phone });
        expect(screen, url).not.toBeNull();
        const typeList = screen!.state.queries.queries.find((query) => JSON.stringify(query.queryKey) === '["product","selectAllType"]');
        // Opening "All Designs" (or the phone's drawer) then shows them at once: nothing to fetch.
        expect({ url, phone, status: typeList?.state.status }).toEqual({ url, phone, status: 'success' });
        expect(typeList!.state.data).toEqual(tree.data);
      }
  });
});
