/**
 * The catalogue import (npm run import, the back office's upload) on a real embedded
 * database, with artwork made for the test (not the seed's generator) and the kinds of
 * spreadsheet studios really send.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, openDatabase, type Database } from './db/client';
import { auditLog, designs, words } from './db/schema';
import { importFolder, type ImportOptions } from './import/importer';
import { createImportPool } from './import/pool';
import { prepareDesign } from './import/prepare';
import { isSeeded, seedCatalogue } from './seed/seed';
import { seedTestCatalogue } from './testing/seeded';
import { commandLine, createAudit } from './services/audit';
import { createCatalogue } from './services/catalogue';
import { createDiskStore } from './services/fileStore';
import { corruptImage, decompressionBomb, makeArtwork, writeFolder } from './testing/importFolder';

let database: Database;
let dataDir: string;
let work: string;
let options: ImportOptions;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedTestCatalogue(database.db, 30);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-data-'));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-folders-'));
  options = {
    db: database.db,
    dataDir,
    files: createDiskStore(dataDir),
    prepare: prepareDesign,
    audit: createAudit(database.db),
    actor: commandLine,
  };
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

let folderCount = 0;
async function folder(files: Record<string, Buffer | string>) {
  const dir = path.join(work, `f${++folderCount}`);
  await writeFolder(dir, files);
  return dir;
}

const art = (seed: number, format: 'png' | 'jpeg' | 'tiff' = 'png', dpi = 300) =>
  makeArtwork(seed, { width: 600, height: 450, format, dpi });
/** The imported designs, in the order of the lines they came from. */
const imported = async (report: { designs: { productId: number }[] }) => {
  const rows = await database.db.select().from(designs).where(eq(designs.source, 'imported'));
  return report.designs.map((d) => rows.find((r) => r.id === d.productId)!);
};
let firstReport: Awaited<ReturnType<typeof importFolder>>;
const countOf = async (table: 'designs' | 'design_search' | 'audit_log') =>
  Number((await rowsOf<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);

/** The CRC-32 each entry of a zip's central directory records, by name. */
function checksumsOf(zip: Buffer): Record<string, number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found: Record<string, number> = {};
  for (let i = 0; i < entries; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    found[zip.toString('utf8', at + 46, at + 46 + nameLength)] = zip.readUInt32LE(at + 16);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return found;
}

describe('an Excel-style CSV (semicolons, a byte-order mark, decimal commas, Yes/No)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await folder({
      'designs.csv': [
        '\uFEFFImage File;Pattern ID;Title;Price;Buyout price;Exclusive;Product type;Style;Scene;Motif;Tags;Seamless;Source files;DPI',
        'art/coral-reef.png;CR-001;Coral reef;$24,90;;No;Textile print;Tropical;Swimwear|Womenswear;Coral;reef, summer;Yes;src/coral-reef.psd|src/coral-reef.tif;',
        'art/night-garden.jpg;;"Night garden, dark";39;199;yes;Wallpaper;Moody Botanical;Home textiles;Flower;night;No;;150',
        'art/tile-study.tif;TS-9;Tile study;12.5;;;Gift wrap;Geometric;Packaging;Tile;;;;',
      ].join('\r\n'),
      'art/coral-reef.png': await art(101),
      'art/night-garden.jpg': await art(102, 'jpeg', 150),
      'art/tile-study.tif': await art(103, 'tiff'),
      'src/coral-reef.psd': Buffer.from('8BPS layered source, as a studio keeps it'),
      'src/coral-reef.tif': await art(101, 'tiff'),
    });
  });

  it('creates one design a row, with its prices, licence, words, flags and print size', async () => {
    const report = await importFolder(dir, options);
    firstReport = report;
    expect(report).toMatchObject({ total: 3, created: 3, updated: 0, unchanged: 0, refused: [] });
    expect(report.designs.map((d) => d.line)).toEqual([2, 3, 4]);
    const rows = await imported(report);
    expect(rows.map((d) => [d.imgSn, d.label, d.price, d.priceOnce, d.isBuyout, d.isRepeat])).toEqual([
      ['CR-001', 'Coral reef', 24.9, 0, 0, 1],
      [expect.stringMatching(/^IM-\d+$/), 'Night garden, dark', 39, 199, 1, 0],
      ['TS-9', 'Tile study', 12.5, 0, 0, 1],
    ]);
    const coral = rows[0]!;
    expect(coral.sceneStr).toBe('Swimwear,Womenswear');
    expect(coral.styleStr).toBe('Tropical');
    expect(coral.tags).toBe('reef,summer');
    // Layered sources make it layered; the files listed are what it includes.
    expect([coral.isLayer, coral.format]).toEqual([1, 'PSD, TIF'.replace('TIF', 'TIFF')]);
    // Real pixels and dpi: 600 × 450 px at 300 dpi; the night garden says 150 dpi.
    expect([coral.imgWidth, coral.imgHeight, coral.dpi, coral.imgSize]).toEqual([600, 450, 300, '600*450px']);
    expect(rows[1]!.dpi).toBe(150);
  });

  it('creates the words the catalogue did not have, in their groups', async () => {
    const created = await database.db.select().from(words).where(eq(words.word, 'Moody Botanical'));
    expect(created).toEqual([expect.objectContaining({ rootName: 'Style' })]);
    const coral = await database.db.select().from(words).where(eq(words.word, 'Coral'));
    expect(coral).toEqual([expect.objectContaining({ rootName: 'Motif' })]);
  });

  it('makes the designs findable by the store’s own search, by a word of the sheet', async () => {
    const catalogue = createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false });
    const found = await catalogue.search({
      strSearchKeyword: 'moody',
      priceRange: '',
      sSorts: '',
      iDisplayStart: 0,
      iDisplayLength: 100,
      colours: '',
    });
    expect(found.aaData.map((c) => c.label)).toEqual(['Night garden, dark']);
    const tree = await catalogue.typeTree();
    const style = tree.find((g) => g.name === 'Style')!.data as { word: string; productCount: number }[];
    expect(style.find((w) => w.word === 'Moody Botanical')?.productCount).toBe(1);
  });

  it('writes covers at the shop’s widths, the kept artwork, a signature, and the buyer’s zip of the source files', async () => {
    const [coral] = await imported(firstReport);
    for (const width of [320, 480, 640, 960]) {
      const cover = await sharp(path.join(dataDir, 'img', 'cover', `${coral!.id}-${width}.webp`)).metadata();
      expect([cover.format, cover.width, cover.height]).toEqual(['webp', width, Math.round((width * 450) / 600)]);
    }
    expect(coral!.features).toHaveLength(96);
    const zipBytes = fs.readFileSync(path.join(dataDir, 'files', `${coral!.id}.zip`));
    const zip = unzipSync(new Uint8Array(zipBytes));
    expect(Object.keys(zip).sort()).toEqual(['README.txt', 'src/coral-reef.psd', 'src/coral-reef.tif']);
    // Every entry's recorded checksum is its content's (an unzip tool refuses a wrong one).
    const recorded = checksumsOf(zipBytes);
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(zip).sort());
    for (const [name, content] of Object.entries(zip)) expect({ name, crc: recorded[name] }).toEqual({ name, crc: zlib.crc32(content) });
    expect(strFromU8(zip['src/coral-reef.psd']!)).toBe('8BPS layered source, as a studio keeps it');
    expect(strFromU8(zip['README.txt']!)).toContain('600 × 450 px at 300 dpi');
  });

  it('updates in place on a second run and skips what did not change: never a duplicate', async () => {
    const designsBefore = await countOf('designs');
    const again = await importFolder(dir, options);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: [] });
    const csv = fs.readFileSync(path.join(dir, 'designs.csv'), 'utf8').replace('$24,90', '$26,00');
    fs.writeFileSync(path.join(dir, 'designs.csv'), csv);
    const changed = await importFolder(dir, options);
    // The edited row updates its design; the untouched rows stay as they were.
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await countOf('designs')).toBe(designsBefore);
    const [coral] = await database.db.select().from(designs).where(eq(designs.imgSn, 'CR-001'));
    expect(coral!.price).toBe(26);
  });

  it('matches a design without a pattern id by its artwork, even when the sheet moved', async () => {
    const moved = await folder({
      'designs.json': JSON.stringify([{ image: 'night.jpg', title: 'Night garden (v2)', price: 41, exclusive: true, 'buyout price': 210 }]),
      'night.jpg': fs.readFileSync(path.join(dir, 'art/night-garden.jpg')),
    });
    const before = await countOf('designs');
    const report = await importFolder(moved, options);
    expect(report).toMatchObject({ created: 0, updated: 1, refused: [] });
    expect(await countOf('designs')).toBe(before);
    const [night] = await database.db.select().from(designs).where(eq(designs.label, 'Night garden (v2)'));
    expect([night!.price, night!.priceOnce]).toEqual([41, 210]);
  });

  it('writes every change to the audit log as done from the command line', async () => {
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.target, 'design CR-001'));
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      ['command line', 'design.import.create'],
      ['command line', 'design.import.update'],
    ]);
    expect(entries[1]!.before).toMatchObject({ price: 24.9 });
    expect(entries[1]!.after).toMatchObject({ price: 26 });
  });
});

describe('bad input: each refused row names its line and field, changes nothing, and the others go on', () => {
  let snapshot: { designs: number; search: number };
  beforeEach(async () => {
    snapshot = { designs: await countOf('designs'), search: await countOf('design_search') };
  });

  it('a sheet without the price column refuses every row, from the header line', async () => {
    const dir = await folder({ 'designs.csv': 'image,title\nok.png,Fine\n', 'ok.png': await art(200) });
    const report = await importFolder(dir, options);
    expect(report.refused).toEqual([{ line: 1, field: 'price', message: expect.stringMatching(/column 'price' is missing/) }]);
    expect(report.created).toBe(0);
    expect(await countOf('designs')).toBe(snapshot.designs);
  });

  it('a bad price, an unknown image, a corrupt image and a bomb each refuse their own row only', async () => {
    const dir = await folder({
      'designs.csv': [
        'image,imgSn,title,price',
        'good-1.png,BAD-T1,Good one,18',
        'good-2.png,BAD-T2,Bad price,twelve',
        'missing.png,BAD-T3,Unknown image,20',
        'corrupt.png,BAD-T4,Corrupt,20',
        'bomb.png,BAD-T5,Bomb,20',
        'good-2.png,BAD-T6,Good two,22.50',
      ].join('\n'),
      'good-1.png': await art(201),
      'good-2.png': await art(202),
      'corrupt.png': await corruptImage(),
      'bomb.png': decompressionBomb(),
    });
    const report = await importFolder(dir, options);
    expect(report.refused).toEqual([
      { line: 3, field: 'price', message: "price 'twelve' must be a number of dollars from 0.01 to 100,000, like 24.90" },
      { line: 4, field: 'image', message: "image 'missing.png' is not in the folder" },
      { line: 5, field: 'image', message: expect.stringMatching(/^image 'corrupt.png' could not be (read|decoded)/) },
      {
        line: 6,
        field: 'image',
        message: expect.stringMatching(/^image 'bomb.png' claims 100,000 × 100,000 pixels, more than the 400 megapixels/),
      },
    ]);
    expect(report.designs.map((d) => [d.line, d.imgSn, d.outcome])).toEqual([
      [2, 'BAD-T1', 'created'],
      [7, 'BAD-T6', 'created'],
    ]);
    expect(await countOf('designs')).toBe(snapshot.designs + 2);
    expect(await countOf('design_search')).toBe(snapshot.search + 2);
    const refusedRows = await database.db
      .select()
      .from(designs)
      .where(sql`img_sn IN ('BAD-T2', 'BAD-T3', 'BAD-T4', 'BAD-T5')`);
    expect(refusedRows).toEqual([]);
  });

  it('refuses a pattern id twice in one sheet, a path out of the folder, and taking over a generated design', async () => {
    const dir = await folder({
      'designs.csv': ['image,imgSn,price', 'a.png,DUP-1,10', 'a.png,DUP-1,11', '../escape.png,ESC-1,10', 'a.png,PT-01001,10'].join('\n'),
      'a.png': await art(210),
    });
    const report = await importFolder(dir, options);
    expect(report.refused.map((r) => [r.line, r.field])).toEqual([
      [3, 'imgSn'],
      [4, 'image'],
      [5, 'imgSn'],
    ]);
    expect(report.refused[2]!.message).toMatch(/belongs to one of the shop's generated designs/);
    expect(report.created).toBe(1);
  });

  it('says which line of an unreadable sheet it could not read, and reads the rest', async () => {
    const dir = await folder({
      'designs.csv': 'image,price\nq1.png,10\n"q2.png,11\n',
      'q1.png': await art(220),
    });
    const report = await importFolder(dir, options);
    expect(report.created).toBe(1);
    expect(report.refused).toEqual([
      { line: expect.any(Number), field: 'line', message: expect.stringMatching(/^This line could not be read: Quote Not Closed/) },
    ]);
    expect(report.refused[0]!.line).toBeGreaterThanOrEqual(3);
  });
});

describe('an interrupted import', () => {
  it('resumes where it stopped: the rows done before are not read again', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => `r${i}.png,RES-${i},${10 + i}`);
    const files: Record<string, Buffer | string> = { 'designs.csv': ['image,imgSn,price', ...rows].join('\n') };
    for (let i = 0; i < 5; i++) files[`r${i}.png`] = await art(300 + i);
    const dir = await folder(files);
    const stop = new AbortController();
    const first = await importFolder(dir, {
      ...options,
      concurrency: 1,
      onProgress: (p) => {
        if (p.created >= 2) stop.abort();
      },
      signal: stop.signal,
    });
    expect(first.interrupted).toBe(true);
    expect(first.created).toBe(2);
    const second = await importFolder(dir, options);
    expect(second).toMatchObject({ created: 3, unchanged: 2, interrupted: false });
  });
});

describe('rows whose artwork is ready out of order', () => {
  it('are numbered and shown in the order of the sheet, whichever worker finishes first', async () => {
    const count = 4;
    const lines = Array.from({ length: count }, (_, i) => `o${i}.png,ORDER-${i},${20 + i}`);
    const files: Record<string, Buffer | string> = { 'designs.csv': ['image,imgSn,price', ...lines].join('\n') };
    for (let i = 0; i < count; i++) files[`o${i}.png`] = await art(500 + i);
    const dir = await folder(files);
    // Each of the first three rows is handed back only once the row after it is: the
    // workers finish last row first, as a small image beside a large one does.
    const finished = Array.from({ length: count }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const backwards: ImportOptions['prepare'] = async (task) => {
      const i = Number(/o(\d)\.png/.exec(task.image)![1]);
      const prepared = await prepareDesign(task);
      if (i < 2) await finished[i + 1]!.promise;
      finished[i]!.resolve();
      return prepared;
    };
    const report = await importFolder(dir, { ...options, prepare: backwards, concurrency: 3 });
    expect(report).toMatchObject({ created: count, refused: [] });
    const rows = await imported(report);
    expect(rows.map((r) => r.imgSn)).toEqual(lines.map((_, i) => `ORDER-${i}`));
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
    // Ids and the store's own order (`sort`) follow the lines: the same sheet gives the same shop.
    expect(ascending(rows.map((r) => r.id)), `ids ${rows.map((r) => r.id).join(', ')}`).toBe(true);
    expect(ascending(rows.map((r) => r.sort)), `sort ${rows.map((r) => r.sort).join(', ')}`).toBe(true);
  });
});

describe('the worker pool', () => {
  it('prepares artwork in worker threads, as npm run import does', async () => {
    const pool = createImportPool({ threads: 2 });
    try {
      const dir = await folder({
        'designs.csv': ['image,imgSn,price', 'w1.jpg,POOL-1,30', 'w2.png,POOL-2,31', 'w3.tif,POOL-3,32'].join('\n'),
        'w1.jpg': await art(401, 'jpeg'),
        'w2.png': await art(402),
        'w3.tif': await art(403, 'tiff'),
      });
      const report = await importFolder(dir, { ...options, prepare: pool.prepare });
      expect(report).toMatchObject({ created: 3, refused: [] });
    } finally {
      await pool.close();
    }
  });
});

describe('a studio that imports before the shop’s first start', () => {
  it('keeps its designs: the shop counts them as its catalogue, and seeding refuses to replace them', async () => {
    const fresh = await openDatabase({ dataDir: null, databaseUrl: null });
    try {
      expect(await isSeeded(fresh.db)).toBe(false);
      const dir = await folder({ 'designs.csv': 'image,imgSn,price\nonly.png,OWN-1,20', 'only.png': await art(501) });
      const report = await importFolder(dir, { ...options, db: fresh.db, audit: createAudit(fresh.db) });
      expect(report.created).toBe(1);
      // npm start seeds only a database without a catalogue: this one has the studio's.
      expect(await isSeeded(fresh.db)).toBe(true);
      await expect(seedCatalogue(fresh.db, { designs: 10 })).rejects.toThrow(
        'This database holds 1 imported designs, so its catalogue cannot be replaced by generated ones',
      );
      const [row] = await fresh.db.select().from(designs).where(eq(designs.imgSn, 'OWN-1'));
      expect(row?.source).toBe('imported');
    } finally {
      await fresh.close();
    }
  });
});

describe('a small repeat tile', () => {
  /** A 6 × 6 tile: one dark pixel on a light ground, as a studio ships a seamless dot. */
  const dotTile = () => {
    const pixels = Buffer.alloc(6 * 6 * 3, 235);
    pixels.fill(20, (2 * 6 + 3) * 3, (2 * 6 + 3) * 3 + 3);
    return sharp(pixels, { raw: { width: 6, height: 6, channels: 3 } })
      .withMetadata({ density: 300 })
      .png()
      .toBuffer();
  };
  /** Runs of columns of the 640 px cover with a dark pixel in them: a dot repeated shows one run per tile across. */
  async function darkColumnRuns(productId: number) {
    const { data, info } = await sharp(path.join(dataDir, 'img', 'cover', `${productId}-640.webp`))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = Array.from({ length: info.width }, (_, x) => {
      for (let y = 0; y < info.height; y++) if (data[y * info.width + x]! < 128) return true;
      return false;
    });
    const runs: number[] = [];
    dark.forEach((isDark, x) => {
      if (isDark && !dark[x - 1]) runs.push(0);
      if (isDark) runs[runs.length - 1]!++;
    });
    return runs;
  }

  it('is shown repeated in whole, crisp tiles, and the studio is warned it prints tiny (the row still goes in)', async () => {
    const dir = await folder({
      'designs.csv': ['image,imgSn,price,seamless', 'dots.png,TILE-1,12,yes', 'dot-alone.png,TILE-2,12,no', 'big.png,TILE-3,12,yes'].join(
        '\n',
      ),
      'dots.png': await dotTile(),
      'dot-alone.png': await dotTile(),
      'big.png': await art(610),
    });
    const report = await importFolder(dir, options);
    expect(report).toMatchObject({ created: 3, refused: [] });
    expect(report.warnings).toEqual([
      {
        line: 2,
        field: 'image',
        message: expect.stringMatching(/^image 'dots.png' prints at only 0.05 × 0.05 cm \(6 × 6 px at 300 dpi\)/),
      },
      { line: 3, field: 'image', message: expect.stringMatching(/^image 'dot-alone.png' prints at only/) },
    ]);
    const [dots, alone] = await imported(report);
    // Eight tiles across the cover, each dot a few pixels wide: not one dot magnified into a blur.
    const runs = await darkColumnRuns(dots!.id);
    expect(runs).toHaveLength(8);
    for (const width of runs) expect(width).toBeLessThan(20);
    // Not a repeat: the artwork is shown as it is, however small.
    expect(await darkColumnRuns(alone!.id)).toHaveLength(1);
    // The print size is the tile's own; the shop keeps the repeated view, which covers and signatures are drawn from.
    expect([dots!.imgWidth, dots!.imgHeight, dots!.imgSize]).toEqual([6, 6, '6*6px']);
    const kept = await sharp(path.join(dataDir, 'art', `${dots!.id}.png`)).metadata();
    expect([kept.width, kept.height]).toEqual([1008, 1008]);
  });
});
