/**
 * Exact and near-exact copies always come first (issue 40): whatever the catalogue, a
 * design's own cover, and a resized or re-encoded copy of it, is answered by image
 * search with that design at rank 1. Over generated designs and real artwork no one
 * here drew (server/testing/fixtures/real-artwork: a logo on a plain ground, dark and
 * near-uniform spheres, low-contrast surfaces, fine repeats, tiles of a few pixels),
 * imported as a studio would, into one catalogue where they all compete.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { importFolder } from './import/importer';
import { prepareDesign } from './import/prepare';
import { commandLine, createAudit } from './services/audit';
import { createCatalogue, type Catalogue } from './services/catalogue';
import { uploadSignatureOf } from './services/features';
import { createDiskStore } from './services/fileStore';
import { refreshLocalFeatures } from './services/imageSignatures';
import { alteredQuery } from './testing/alteredQueries';
import { seedTestCatalogue } from './testing/seeded';
import { designsOnSale, servedCovers } from './testing/servedCovers';
import { REAL_ARTWORK_DIR } from './testing/realArtwork';

const GENERATED = 120;
/** The detail page's cover width: what a shopper saves and uploads again. */
const COVER_WIDTH = 640;

let database: Database;
let catalogue: Catalogue;
let dataDir: string;
let onSale: Awaited<ReturnType<typeof designsOnSale>>;
let coverOf: (productId: number) => Promise<Buffer>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedTestCatalogue(database.db, GENERATED);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exact-'));
  const files = createDiskStore(dataDir);
  const report = await importFolder(REAL_ARTWORK_DIR, {
    db: database.db,
    dataDir,
    files,
    prepare: prepareDesign,
    audit: createAudit(database.db),
    actor: commandLine,
  });
  expect(report.refused).toEqual([]);
  // The generated designs' corners, as the server measures them after it opens (the import measured the artwork's).
  await refreshLocalFeatures(database.db, { files });
  catalogue = createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false });
  onSale = await designsOnSale(database.db);
  const served = servedCovers(catalogue, files);
  coverOf = (productId) => served(productId, COVER_WIDTH);
  // Limits that only catch a hang: importing and seeding take seconds on a quiet machine.
}, 600_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const firstFor = async (upload: Buffer) => (await catalogue.similar(await uploadSignatureOf(upload), 10))[0]?.imgSn;

describe('image search puts a copy of a design’s cover first', () => {
  it('for the cover itself, for every real artwork and every fifth generated design', async () => {
    const probes = onSale.filter((d, i) => d.source === 'imported' || i % 5 === 0);
    expect(probes.filter((d) => d.source === 'imported')).toHaveLength(18);
    const wrong: string[] = [];
    for (const design of probes) {
      const first = await firstFor(await coverOf(design.id));
      if (first !== design.imgSn) wrong.push(`${design.imgSn} → ${first ?? 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('for a resized, re-encoded copy of it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...onSale.filter((d, i) => d.source === 'imported' || i % 3 === 0)),
        fc.integer({ min: 200, max: COVER_WIDTH }),
        fc.integer({ min: 50, max: 95 }),
        fc.constantFrom('jpeg' as const, 'webp' as const, 'png' as const),
        async (design, side, quality, format) => {
          const cover = sharp(await coverOf(design.id)).resize(side, side);
          const copy = await (format === 'png' ? cover.png() : cover[format]({ quality })).toBuffer();
          expect(await firstFor(copy), `${design.imgSn} at ${side} px, ${format} q${quality}`).toBe(design.imgSn);
        },
      ),
      { numRuns: 120, seed: 40 },
    );
  }, 600_000);
});

describe('image search checks its shortlist by the corners', () => {
  // Measured with these seeds: 44 of 54 first with corners checked, 38 without (fragments
  // 15 → 17, crops 16 → 18, photos 7 → 9 of 18). What the signatures put first for a
  // fragment or a crop stays first. Not for every seed: over two more sets of 54, one
  // fragment of a lit sphere lost its first place to a sibling sphere whose outline's
  // corners agree more (6 against 15); the spheres share their outline, not their light.
  it('finds a fragment, a crop or a photo of real artwork higher than the signatures alone do', async () => {
    const ranks = { checked: [] as number[], unchecked: [] as number[] };
    const lines: string[] = [];
    // Seeded by the artwork's name, not its id: the import gives ids in the order its
    // workers finish, so a seed from the id drew other queries on every run.
    const imported = onSale.filter((d) => d.source === 'imported').sort((a, b) => a.imgSn.localeCompare(b.imgSn));
    for (const [i, design] of imported.entries())
      for (const [k, kind] of (['fragment', 'cropped', 'photo'] as const).entries()) {
        const { image, detail } = await alteredQuery(kind, { cover: await coverOf(design.id) }, i * 3 + k);
        const signature = await uploadSignatureOf(image);
        const rankOf = async (s: typeof signature) => {
          const found = await catalogue.similar(s, 100);
          const rank = found.findIndex((card) => card.imgSn === design.imgSn);
          return rank < 0 ? 100 : rank;
        };
        const [checked, unchecked] = [await rankOf(signature), await rankOf({ ...signature, local: undefined })];
        ranks.checked.push(checked);
        ranks.unchecked.push(unchecked);
        lines.push(`${design.imgSn} ${detail}: ${unchecked + 1} → ${checked + 1}`);
      }
    const firsts = (list: number[]) => list.filter((rank) => rank === 0).length;
    const meanReciprocalRank = (list: number[]) => list.reduce((sum, rank) => sum + 1 / (rank + 1), 0) / list.length;
    expect(firsts(ranks.checked), lines.join('\n')).toBeGreaterThanOrEqual(firsts(ranks.unchecked) + 2);
    expect(meanReciprocalRank(ranks.checked)).toBeGreaterThan(meanReciprocalRank(ranks.unchecked));
    const lostFirst = ranks.unchecked.flatMap((rank, i) =>
      rank === 0 && ranks.checked[i] !== 0 && !lines[i]!.includes('photo') ? [lines[i]] : [],
    );
    expect(lostFirst).toEqual([]);
  }, 600_000);
});

describe('a photo of a printed swatch', () => {
  // The swatch shows a repeat or four of its design, cut in from its edges: where its
  // light and dark sit (its structure) matches no cover's, and ranking by it put the
  // photographed design past the first page. Ranked by colours, texture and repeat.
  it('finds the photographed design on the first page of results', async () => {
    const imported = onSale.filter((d) => d.source === 'imported').sort((a, b) => a.imgSn.localeCompare(b.imgSn));
    const lines: string[] = [];
    let firstPage = 0;
    let first = 0;
    for (const [i, design] of imported.entries())
      for (const k of [0, 1]) {
        const { image, detail } = await alteredQuery('photo', { cover: await coverOf(design.id) }, 500 + i * 2 + k);
        const found = await catalogue.similar(await uploadSignatureOf(image), 100);
        const rank = found.findIndex((card) => card.imgSn === design.imgSn);
        if (rank >= 0 && rank < 10) firstPage++;
        if (rank === 0) first++;
        lines.push(`${design.imgSn} ${detail}: ${rank < 0 ? 'not in 100' : rank + 1}`);
      }
    // Measured with these seeds: 29 of 36 on the first page and 26 first; ranked by the
    // structure too, 27 and 22.
    expect(firstPage, lines.join('\n')).toBeGreaterThanOrEqual(28);
    expect(first, lines.join('\n')).toBeGreaterThanOrEqual(24);
  }, 600_000);
});
