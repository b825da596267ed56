/**
 * `npm run bench:uploads [-- --designs N] [-- --runs R] [-- --clients C]`: does a burst of
 * image-search uploads slow the rest of the shop (issue 39, finding 7)? Starts the
 * server as `node server/main.ts` runs it (its own process, as in production), then
 * measures the store page call (POST /api/product/selectPage) p50/p95:
 *  - idle: nothing else running;
 *  - burst: while C clients (default 12) each upload a 36-megapixel, highly compressible
 *    picture again and again (the attack: ~1 s of decoding for a few hundred kilobytes).
 * Prints both with their ratio, and how the uploads were answered. A benchmark, not a
 * test: it asserts nothing. Traffic goes only to 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServerProcess } from '../server/testing/serverProcess';
import { numberFlag, percentile } from './cli';

const DESIGNS = numberFlag('designs', 200);
// 160: a p95 of fewer calls moved by half from run to run on this shared machine.
const RUNS = numberFlag('runs', 160);
const CLIENTS = numberFlag('clients', 12);
/** Uploads each burst client sends at most (bounded: the burst ends when the measuring does). */
const UPLOADS_PER_CLIENT = numberFlag('uploads', 40);

/** A 6,000 × 6,000 picture of a few flat stripes: 36 megapixels in a small JPEG. */
async function bigPicture(): Promise<Buffer> {
  const side = 6000;
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="0" y="${i * 1000}" width="${side}" height="1000" fill="${['#1f3a5f', '#e0c097', '#b85c38'][i % 3]}"/>`,
  ).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${stripes}</svg>`))
    .jpeg({ quality: 70 })
    .toBuffer();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
console.log(`Starting the shop with ${DESIGNS} designs…`);
// Behind a proxy on loopback, as in production (deploy/), so that each burst client comes
// from an address of its own (X-Forwarded-For): the attack of twelve machines, which
// per-address limits alone do not stop.
const server = await startServerProcess({ dataDir, designs: DESIGNS, timeoutMs: 600_000, env: { TRUST_PROXY: '127.0.0.1' } });
try {
  const picture = await bigPicture();
  const { width, height } = await sharp(picture).metadata();
  console.log(`Upload: ${width} × ${height} px (${((width! * height!) / 1e6).toFixed(0)} MP) in ${(picture.length / 1024).toFixed(0)} KB`);

  const storePage = async (i: number) => {
    const start = performance.now();
    const response = await fetch(`${server.baseUrl}/api/product/selectPage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A page of 40 like the store's, paging through the catalogue.
      body: JSON.stringify({ iDisplayStart: (i * 40) % Math.max(40, DESIGNS - 40), iDisplayLength: 40 }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`selectPage answered ${response.status}`);
    return performance.now() - start;
  };
  const measure = async () => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      times.push(await storePage(i));
      // A shopper's pace rather than back to back: the burst gets time to pile up.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  for (let i = 0; i < 10; i++) await storePage(i);
  const idle = await measure();

  let measuring = true;
  const answers = new Map<number, number>();
  const uploadTimes: number[] = [];
  const client = async (_: unknown, k: number) => {
    for (let i = 0; i < UPLOADS_PER_CLIENT && measuring; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'big.jpg');
      const start = performance.now();
      const response = await fetch(`${server.baseUrl}/api/product/selectAlike`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `198.51.100.${k + 1}` },
      });
      await response.arrayBuffer();
      uploadTimes.push(performance.now() - start);
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      // A refused client waits as it is told to (at most a second here), then tries again.
      if (response.status === 429 || response.status === 503)
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Number(response.headers.get('retry-after') ?? 1) * 1000)));
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  // Let every client's first upload arrive before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const burst = await measure();
  measuring = false;
  await Promise.all(clients);
  uploadTimes.sort((a, b) => a - b);

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nStore page (POST /api/product/selectPage), ${RUNS} calls each:`);
  console.table({
    idle: { p50: ms(idle.p50), p95: ms(idle.p95) },
    [`${CLIENTS} clients uploading`]: { p50: ms(burst.p50), p95: ms(burst.p95) },
  });
  console.log(`p95 during the burst / idle p95: ${(burst.p95 / idle.p95).toFixed(2)}× (target: at most 2×)`);
  console.log(
    `Uploads: ${uploadTimes.length} answered (${[...answers].map(([status, n]) => `${n} × ${status}`).join(', ')}); ` +
      `p50 ${ms(percentile(uploadTimes, 50))}, p95 ${ms(percentile(uploadTimes, 95))}`,
  );
} finally {
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
