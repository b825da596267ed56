/**
 * `npm run bench:alike [-- --catalogue N] [-- --per-class K] [-- --seed S] [-- --no-baseline] [-- --misses]`:
 * how well "search by image" finds a design from what shoppers really upload.
 *
 * Seeds a scratch PGlite with N designs (default 3,000) and their signatures, picks K
 * designs per kind of alteration (default 30; seeded, so a run can be repeated, and
 * another --seed gives queries this code was not tuned on), makes the altered queries
 * (server/testing/alteredQueries.ts: photos of a printed swatch in perspective, greyscale,
 * faded, rotated, mirrored, fragments, the repeat at another scale, another colourway,
 * crops, small JPEGs) from each design's cover as the shop serves it, and runs on every
 * query both the shop's image search (uploadSignatureOf + catalogue.similar, as the upload route
 * does) and a perceptual-hash baseline (sharp-phash, nearest Hamming distance over the
 * same covers). Prints recall@1 and recall@10 per kind and overall side by side, and the
 * shop's search latency p50/p95. A benchmark: it asserts nothing and is not in npm test.
 * `--data DIR` keeps the seeded catalogue for the next run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import phash from 'sharp-phash';
import { asc, not } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { designs, offSale } from '../server/db/schema';
import { seedCatalogue } from '../server/seed/seed';
import { createCatalogue } from '../server/services/catalogue';
import { uploadSignatureOf } from '../server/services/features';
import { createDiskStore } from '../server/services/fileStore';
import { createImageStore } from '../server/services/images';
import { alterationClasses, alteredQuery, type AlterationClass } from '../server/testing/alteredQueries';
import { seeded } from '../server/testing/importFolder';
import { palettes, patternSvg, type Motif, type PaletteName } from '../src/patterns/artwork';
import { createRandom } from '../src/patterns/random';
import { flagValue, numberFlag, percentile } from './cli';
import { refreshImageSignatures } from '../server/services/imageSignatures';

const CATALOGUE = numberFlag('catalogue', 3000);
const PER_CLASS = numberFlag('per-class', 30);
const SEED = numberFlag('seed', 17);
const BASELINE = !process.argv.includes('--no-baseline');
/** The cover width queries are made from: the detail page's. */
const COVER_WIDTH = 640;

/**
 * `--data DIR` keeps the seeded catalogue in DIR and uses it again on the next run (its
 * signatures brought up to date first): for trying ranking changes without seeding anew.
 */
const keptData = flagValue('data');
const scratch = keptData ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alike-'));
const dataDir = keptData ? path.resolve(keptData) : path.join(scratch!, 'data');
const reuse = keptData !== null && fs.existsSync(path.join(dataDir, 'seeded'));
const database = await openDatabase({ dataDir, databaseUrl: null });
try {
  let started = performance.now();
  if (reuse) {
    console.log(`Using the catalogue kept in ${dataDir}; bringing its signatures up to date…`);
    await refreshImageSignatures(database.db, { files: createDiskStore(dataDir) });
  } else {
    console.log(`Seeding ${CATALOGUE.toLocaleString('en')} designs with their image signatures…`);
    await seedCatalogue(database.db, { designs: CATALOGUE, signatures: 'now' });
    if (keptData) fs.writeFileSync(path.join(dataDir, 'seeded'), String(CATALOGUE));
  }
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const catalogue = createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false });
  const images = createImageStore(createDiskStore(dataDir));
  const onSale = await database.db
    .select({ id: designs.id, motif: designs.motif, palette: designs.palette, artSeed: designs.artSeed, source: designs.source })
    .from(designs)
    .where(not(offSale))
    .orderBy(asc(designs.id));
  const byId = new Map(onSale.map((d) => [d.id, d]));

  /** The cover exactly as the shop serves it (WebP at the detail page's width). */
  const coverOf = async (productId: number) => (await images.cover(productId, COVER_WIDTH, async () => byId.get(productId)!))!.body;
  /** The same pattern in another of the shop's palettes: what "another colourway" means for a generated design. */
  const colourwayOf = (productId: number, random: () => number) => {
    const design = byId.get(productId)!;
    const others = (Object.keys(palettes) as PaletteName[]).filter((p) => p !== design.palette);
    const palette = others[Math.floor(random() * others.length)]!;
    return async () =>
      sharp(Buffer.from(patternSvg(design.motif as Motif, palette, createRandom(design.artSeed), 240)), {
        density: (72 * COVER_WIDTH) / 240,
      })
        .resize(COVER_WIDTH, COVER_WIDTH)
        .png()
        .toBuffer();
  };

  // The queries: K designs per kind, drawn without repeats within a kind.
  const random = seeded(SEED);
  const queries: { kind: AlterationClass; productId: number; detail: string; image: Buffer }[] = [];
  started = performance.now();
  for (const kind of alterationClasses) {
    const picked = new Set<number>();
    while (picked.size < Math.min(PER_CLASS, onSale.length)) picked.add(onSale[Math.floor(random() * onSale.length)]!.id);
    for (const productId of picked) {
      const query = await alteredQuery(
        kind,
        { cover: await coverOf(productId), colourway: colourwayOf(productId, random) },
        Math.floor(random() * 2 ** 31),
      );
      queries.push({ kind, productId, ...query });
    }
    process.stdout.write(`\rMaking queries: ${queries.length}/${alterationClasses.length * PER_CLASS}`);
  }
  console.log(`\n  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (process.argv.includes('--keep-queries')) {
    const dir = path.resolve('bench/alike-queries');
    fs.mkdirSync(dir, { recursive: true });
    for (const [i, q] of queries.entries()) fs.writeFileSync(path.join(dir, `${q.kind}-${i}-${q.productId}.jpg`), q.image);
    console.log(`  queries written to ${dir}`);
  }

  /**
   * Methods compared beside the shop's search, each over the same covers in memory: the
   * baseline (a 64-bit DCT perceptual hash, nearest by Hamming distance), and whatever
   * descriptor is being tried for the shop (add it here to measure it on the same queries).
   */
  interface Method<D> {
    name: string;
    describe: (image: Buffer) => Promise<D>;
    prepareQuery: (d: D) => D | D[];
    distance: (query: D | D[], design: D) => number;
  }
  const hamming = (a: bigint, b: bigint) => {
    let x = a ^ b;
    let n = 0;
    while (x) {
      x &= x - 1n;
      n++;
    }
    return n;
  };
  const methods: Method<unknown>[] = [];
  if (BASELINE)
    methods.push({
      name: 'pHash',
      describe: async (image) => BigInt(`0b${await phash(image)}`),
      prepareQuery: (d) => d,
      distance: (q, d) => hamming(q as bigint, d as bigint),
    } as Method<bigint> as Method<unknown>);
  const described = new Map<string, { id: number; d: unknown }[]>();
  for (const method of methods) {
    started = performance.now();
    const all: { id: number; d: unknown }[] = [];
    for (const [i, design] of onSale.entries()) {
      all.push({ id: design.id, d: await method.describe(await coverOf(design.id)) });
      if (i % 100 === 0) process.stdout.write(`\r${method.name}: describing covers ${i}/${onSale.length}`);
    }
    described.set(method.name, all);
    console.log(`\n  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  const names = ['shop', ...methods.map((m) => m.name)];
  type Tally = Record<string, { hit1: number; hit10: number }> & { n?: never };
  const tally = new Map<string, { n: number; by: Tally }>();
  const count = (key: string, ranks: Record<string, number>) => {
    const t = tally.get(key) ?? { n: 0, by: Object.fromEntries(names.map((name) => [name, { hit1: 0, hit10: 0 }])) as Tally };
    t.n++;
    for (const name of names) {
      if (ranks[name] === 0) t.by[name]!.hit1++;
      if (ranks[name]! >= 0 && ranks[name]! < 10) t.by[name]!.hit10++;
    }
    tally.set(key, t);
  };
  const latencies: number[] = [];
  const misses: string[] = [];
  for (const [i, q] of queries.entries()) {
    const start = performance.now();
    const found = await catalogue.similar(await uploadSignatureOf(q.image));
    latencies.push(performance.now() - start);
    const ranks: Record<string, number> = { shop: found.findIndex((card) => card.productId === q.productId) };
    for (const method of methods) {
      const query = method.prepareQuery(await method.describe(q.image));
      const distances = described.get(method.name)!.map((x) => ({ id: x.id, d: method.distance(query, x.d) }));
      const own = distances.find((x) => x.id === q.productId)!.d;
      // Rank = designs strictly closer, plus ties that sort before it by id (a fair, fixed order).
      ranks[method.name] = distances.filter((x) => x.d < own || (x.d === own && x.id < q.productId)).length;
    }
    count(q.kind, ranks);
    count('overall', ranks);
    const shopRank = ranks.shop!;
    if (shopRank < 0 || shopRank >= 10)
      misses.push(`${q.kind} ${q.productId} (${q.detail}): ${shopRank < 0 ? 'not in 100' : `rank ${shopRank + 1}`}`);
    process.stdout.write(`\rSearching: ${i + 1}/${queries.length}`);
  }
  process.stdout.write('\n');

  const share = (hits: number, n: number) => (n ? (hits / n).toFixed(2) : '—');
  const rows = [...alterationClasses, 'overall'].map((kind) => {
    const t = tally.get(kind)!;
    return {
      kind,
      queries: t.n,
      ...Object.fromEntries(
        names.flatMap((name) => [
          [`${name} R@1`, share(t.by[name]!.hit1, t.n)],
          [`${name} R@10`, share(t.by[name]!.hit10, t.n)],
        ]),
      ),
    };
  });
  console.table(rows);
  latencies.sort((a, b) => a - b);
  console.log(
    `Shop image search at ${onSale.length.toLocaleString('en')} designs on PGlite (signature of the upload + nearest designs): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
  if (process.argv.includes('--misses')) for (const miss of misses) console.log(`  missed: ${miss}`);
} finally {
  await database.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
