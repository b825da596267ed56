/**
 * `npm run bench:api [-- --designs N] [-- --runs R]`: seeds N designs (default 100,000)
 * into scratch databases — the embedded PGlite and, when installed, a throwaway
 * PostgreSQL — and prints p50/p95 of the storefront's calls through the server's own
 * request handling (fastify.inject: handler + database, no network). A benchmark, not a
 * test: it asserts nothing and is not part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { progressBar, seedCatalogue } from '../server/seed/seed';
import { postgresAvailable, startPostgres, type TestPostgres } from '../server/testing/postgres';
import { flagValue, numberFlag, percentile } from './cli';
import { colourSwatches } from '../src/domain/colour';

const DESIGNS = numberFlag('designs', 100_000);
/**
 * `--database-url URL` or `--data-dir DIR`: measure an already seeded PostgreSQL or
 * PGlite database instead of seeding scratch ones.
 */
const EXISTING_URL = flagValue('database-url');
const EXISTING_DIR = flagValue('data-dir');
const RUNS = numberFlag('runs', 60);

async function measure(label: string, call: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 5; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const response = await call(i + 5);
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${label} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { call: label, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) };
}

async function benchLeg(name: string, database: Database, seed = true) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-img-'));
  const seedStart = performance.now();
  if (seed) {
    console.log(`\n${name}: seeding ${DESIGNS.toLocaleString('en')} designs…`);
    await seedCatalogue(database.db, { designs: DESIGNS, onProgress: progressBar() });
  }
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(0);
  const app = await buildApp({ db: database.db, dataDir: scratch });
  const indexStart = performance.now();
  await app.catalogue.warmSearchIndex();
  const indexMs = Math.round(performance.now() - indexStart);
  // The same server with searches in SQL only: what answers until the index is loaded.
  const sqlApp = await buildApp({ db: database.db, dataDir: scratch, searchIndex: false });
  const searchCall = (payload: object, on = app) =>
    on.inject({ method: 'POST', url: '/api/product/selectPage', payload: { iDisplayLength: 100, ...payload } });
  // Cold: every measured search counts its matches (the server remembers counts per
  // filter, which would otherwise make repeated calls cheaper than a first search).
  const search =
    (payload: object, on = app) =>
    () => {
      on.catalogue.forgetCounts();
      return searchCall(payload, on);
    };
  const searches = (on: typeof app, suffix: string) =>
    [
      ['selectPage: recommend, first page', search({}, on)],
      ['selectPage: keyword', (i: number) => search({ strSearchKeyword: ['floral', 'stripe', 'paisley garden', 'PT-0150'][i % 4] }, on)()],
      ['selectPage: facets (2 groups)', search({ Style: [201, 202], Season: [501] }, on)],
      ['selectPage: price range', search({ priceRange: '20,60' }, on)],
      ['selectPage: sort new to old', search({ sSorts: 'sort,desc' }, on)],
      ['selectPage: deep page (offset 50,000)', search({ iDisplayStart: Math.min(50_000, DESIGNS - 100) }, on)],
      [
        'selectPage: everything combined',
        search({ strSearchKeyword: 'floral', Style: [201, 202, 203], priceRange: '10,90', sSorts: 'sort,asc', iDisplayStart: 100 }, on),
      ],
      // A swatch each time (the filter panel's colours), then two colours with a keyword.
      ['selectPage: one colour', (i: number) => search({ colours: colourSwatches[(i * 7) % colourSwatches.length]!.hex.slice(1) }, on)()],
      [
        'selectPage: two colours + keyword',
        (i: number) => search({ strSearchKeyword: 'floral', colours: ['1f3a5f,f3ecdc', 'c8553d,f7f7f2', '9caf88,f3ecdc'][i % 3] }, on)(),
      ],
      [
        'selectPage: paging one keyword search (count remembered)',
        (i: number) => searchCall({ strSearchKeyword: 'floral', iDisplayStart: 100 * (1 + (i % 20)) }, on),
      ],
    ].map(([label, call]) => [`${label as string}${suffix}`, call] as const);
  const cover = await sharp((await app.inject({ url: '/img/cover/1500.webp?w=640' })).rawPayload)
    .jpeg({ quality: 80 })
    .toBuffer();
  const boundary = 'benchboundary';
  const multipart = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="look.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    cover,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const rows = [];
  for (const [label, call] of [...searches(app, ''), ...searches(sqlApp, ' [SQL only]')]) {
    rows.push(await measure(label, call as (i: number) => Promise<{ statusCode: number }>));
  }
  rows.push(
    await measure('selectById', (i) =>
      app.inject({ method: 'POST', url: '/api/product/selectById', payload: { productId: 1001 + ((i * 7919) % DESIGNS) } }),
    ),
    await measure('selectLike (More like this)', (i) =>
      app.inject({ method: 'POST', url: '/api/product/selectLike', payload: { productId: 1001 + ((i * 7919) % DESIGNS) } }),
    ),
    await measure('selectAllType (cached)', () => app.inject({ url: '/api/product/selectAllType' })),
    await measure('selectAlike (upload + HNSW top 100)', () =>
      app.inject({
        method: 'POST',
        url: '/api/product/selectAlike',
        payload: multipart,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    ),
  );
  await sqlApp.close();
  await app.close();
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`${name}: seeded in ${seedSeconds} s; search index loaded in ${indexMs} ms; ${RUNS} runs per call (ms)`);
  console.table(rows);
  return { name, seedSeconds: Number(seedSeconds), searchIndexMs: indexMs, rows };
}

const results = [];
if (EXISTING_URL || EXISTING_DIR) {
  const database = await openDatabase({ dataDir: EXISTING_DIR, databaseUrl: EXISTING_URL });
  results.push(await benchLeg(`${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (existing database)`, database, false));
  await database.close();
  process.exit(0);
}
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const pglite = await openDatabase({ dataDir: pgliteDir, databaseUrl: null });
results.push(await benchLeg('PGlite', pglite));
await pglite.close();
fs.rmSync(pgliteDir, { recursive: true, force: true });

if (postgresAvailable()) {
  let server: TestPostgres | undefined;
  try {
    server = await startPostgres();
    const postgres = await openDatabase({ dataDir: null, databaseUrl: server.url });
    results.push(await benchLeg('PostgreSQL', postgres));
    await postgres.close();
  } finally {
    server?.stop();
  }
} else {
  console.log('\nPostgreSQL 15 with pgvector is not installed: run scripts/ensure-postgres.sh for the second leg.');
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'api.json'),
  JSON.stringify({ designs: DESIGNS, runs: RUNS, date: new Date().toISOString(), results }, null, 2),
);
