/**
 * `npm run bench:import [-- --designs N] [-- --side PX] [-- --catalogue M] [-- --format png|jpeg]`:
 * makes N realistic test images (default 40 at 4000 × 4000 = 16 megapixels: organic
 * artwork in a repeat with photographic grain, PNG and JPEG alternating unless --format
 * says one, a real dpi) and a designs.csv
 * with words, tags and prices; imports them into a scratch PGlite database that holds
 * M seeded designs (default 5,000), through the shop's own background import (worker
 * threads, as the back office's upload runs it); and, while the import runs, searches
 * the store as shoppers would. Prints designs per second and the searches' p50/p95.
 * A benchmark, not a test: it asserts nothing and is not part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/seed/seed';
import { commandLine } from '../server/services/audit';
import { makeArtwork, seeded } from '../server/testing/importFolder';
import { flagValue, numberFlag, percentile } from './cli';

const DESIGNS = numberFlag('designs', 40);
const SIDE = numberFlag('side', 4000);
const CATALOGUE = numberFlag('catalogue', 5000);
/** --format png|jpeg: every image in one format (default: PNG and JPEG alternating). */
const FORMAT = flagValue('format') ?? 'mixed';
if (!['mixed', 'png', 'jpeg'].includes(FORMAT)) throw new Error(`--format must be png, jpeg or mixed, not ${FORMAT}`);
const formatOf = (i: number): 'png' | 'jpeg' => (FORMAT === 'mixed' ? (i % 2 ? 'jpeg' : 'png') : (FORMAT as 'png' | 'jpeg'));
const fileOf = (i: number) => `artwork/studio-${String(i + 1).padStart(4, '0')}.${formatOf(i) === 'png' ? 'png' : 'jpg'}`;

const styles = ['Botanical', 'Geometric', 'Watercolour', 'Folk', 'Art Deco', 'Minimal'];
const motifs = ['peony', 'fern', 'lemon', 'wave', 'dot', 'bird', 'leaf', 'shell'];
const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

/** Writes the folder: N images named like a studio's files and the sheet describing them. */
async function makeFolder(folder: string) {
  const random = seeded(2026);
  const lines = ['image,imgSn,label,price,priceOnce,isBuyout,style,motif,season,tags,isRepeat'];
  const started = performance.now();
  let made = 0;
  // Two at a time: each rendering already keeps a core busy.
  const queue = Array.from({ length: DESIGNS }, (_, i) => i);
  const makeOne = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const format = formatOf(i);
      const name = fileOf(i);
      await fs.promises.mkdir(path.join(folder, 'artwork'), { recursive: true });
      await fs.promises.writeFile(path.join(folder, name), await makeArtwork(10_000 + i, { width: SIDE, height: SIDE, format, dpi: 300 }));
      made++;
      process.stdout.write(`\rMaking test images: ${made}/${DESIGNS}`);
    }
  };
  await Promise.all([makeOne(), makeOne()]);
  for (let i = 0; i < DESIGNS; i++) {
    const motif = motifs[Math.floor(random() * motifs.length)]!;
    lines.push(
      [
        fileOf(i),
        `ST-${String(i + 1).padStart(5, '0')}`,
        `"Studio ${motif} no. ${i + 1}"`,
        (9 + Math.floor(random() * 60)).toFixed(2),
        (200 + Math.floor(random() * 400)).toFixed(2),
        random() < 0.2 ? 'yes' : 'no',
        styles[Math.floor(random() * styles.length)],
        motif,
        seasons[Math.floor(random() * seasons.length)],
        `"studio, ${motif}"`,
        'yes',
      ].join(','),
    );
  }
  await fs.promises.writeFile(path.join(folder, 'designs.csv'), `${lines.join('\n')}\n`);
  const bytes = fs.readdirSync(path.join(folder, 'artwork')).reduce((sum, f) => sum + fs.statSync(path.join(folder, 'artwork', f)).size, 0);
  console.log(
    `\nMade ${DESIGNS} images of ${((SIDE * SIDE) / 1e6).toFixed(0)} MP (${(bytes / 1e6).toFixed(0)} MB) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const dataDir = path.join(scratch, 'data');
const database = await openDatabase({ dataDir, databaseUrl: null });
try {
  console.log(`Seeding ${CATALOGUE.toLocaleString('en')} designs for the store to search…`);
  await seedCatalogue(database.db, { designs: CATALOGUE, signatures: 'later' });
  const app = await buildApp({ db: database.db, dataDir });
  await app.catalogue.warmSearchIndex();

  const { jobId, folder } = await app.imports.newFolder();
  await makeFolder(folder);

  const keywords = ['floral', 'stripe', 'paisley garden', 'studio', 'peony', 'geometric'];
  const search = (i: number) => {
    // Counts are remembered per filter: forget them so each search does the whole work.
    app.catalogue.forgetCounts();
    return app.inject({
      method: 'POST',
      url: '/api/product/selectPage',
      payload: { iDisplayLength: 100, strSearchKeyword: keywords[i % keywords.length] },
    });
  };
  const idle: number[] = [];
  for (let i = 0; i < 60; i++) {
    const start = performance.now();
    await search(i);
    idle.push(performance.now() - start);
  }

  console.log(`Importing ${DESIGNS} designs with ${os.availableParallelism()} worker threads while shoppers search…`);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await app.imports.start(commandLine, jobId, folder);
  const during: number[] = [];
  let failures = 0;
  let i = 0;
  while ((await app.imports.get(jobId)).state === 'running') {
    const start = performance.now();
    const answer = await search(i++);
    during.push(performance.now() - start);
    if (answer.statusCode !== 200) failures++;
    const job = await app.imports.get(jobId);
    process.stdout.write(`\r${job.done}/${job.total} designs, ${job.rate.toFixed(1)}/s, ${during.length} searches`);
    // A shopper every 50 ms or so: steady load, not a flood that starves the import.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const job = await app.imports.get(jobId);
  process.stdout.write('\n');
  if (job.state === 'failed') throw new Error(`The import failed: ${job.error}`);
  const report = job.report!;
  idle.sort((a, b) => a - b);
  during.sort((a, b) => a - b);
  const figures = {
    designs: DESIGNS,
    format: FORMAT,
    megapixels: +((SIDE * SIDE) / 1e6).toFixed(1),
    created: report.created,
    refused: report.refused.length,
    seconds: +seconds.toFixed(1),
    designsPerSecond: +(report.created / seconds).toFixed(2),
    // CPU time of the whole process (workers, image threads, the shop's thread) per design, and how busy the cores were.
    cpuMsPerDesign: Math.round((cpu.user + cpu.system) / 1000 / Math.max(1, report.created)),
    coresBusyPercent: Math.round(((cpu.user + cpu.system) / 1e6 / (seconds * os.availableParallelism())) * 100),
    searchP50IdleMs: +percentile(idle, 50).toFixed(1),
    searchP95IdleMs: +percentile(idle, 95).toFixed(1),
    searchesDuringImport: during.length,
    searchP50DuringMs: +percentile(during, 50).toFixed(1),
    searchP95DuringMs: +percentile(during, 95).toFixed(1),
    searchFailures: failures,
  };
  console.table(figures);
  for (const problem of report.refused) console.log(`  refused line ${problem.line}, ${problem.field}: ${problem.message}`);
  await app.close();
} finally {
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
