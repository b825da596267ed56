/**
 * Imports a folder of an operator's artwork and its spreadsheet into the catalogue —
 * the one pipeline behind `npm run import -- FOLDER` and the back office's upload.
 *
 * Each row is checked (line and field named in every refusal), its artwork prepared in
 * a worker thread (covers, kept artwork, signature, the buyer's zip: prepare.ts), and
 * then written in one transaction of its own: the design, any new filter words, its
 * search row and an audit entry. So a refused row changes nothing, the others go on,
 * and an interrupted import loses at most the rows in flight.
 *
 * A design is matched by its pattern id (imgSn), else by its artwork's content hash:
 * importing the same folder again updates designs in place and never duplicates them.
 * A row whose text and files (sizes and dates) are as last imported is skipped without
 * being read again, which is how an interrupted import resumes where it stopped.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportReport, ImportRowOutcome } from '../../src/api/types';
import { smallPrintWarning } from '../../src/domain/printSize';
import { rowsOf, type Db } from '../db/client';
import { copyToSearch, designSearch, designs } from '../db/schema';
import { signatureColumnsFromThread } from '../services/features';
import type { Actor, Audit } from '../services/audit';
import { designZipKey } from '../services/designFiles';
import type { FileStore } from '../services/fileStore';
import { artKeyOf, coverKeyOf } from '../services/images';
import { retryingClashes, wordColumnsOf } from '../services/words';
import { importAuditView } from '../../src/domain/audit';
import { checkRows, designFileKinds, designTagsOf, importRowProblems, type DesignRow } from '../../src/domain/importRow';
import type { PrepareTask, Prepared } from './prepare';
import { readCsv, readJson, type CsvParse, type Sheet, type SheetProblem } from '../../src/domain/importSheet';
import { parse as parseCsv } from 'csv-parse/sync';

/** Runs prepareDesign somewhere (a worker pool in the shop and the CLI; inline in a test). */
export type Preparer = (task: PrepareTask) => Promise<Prepared>;

export interface ImportProgress {
  done: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  /** Designs a second over the rows prepared so far (unchanged ones are not counted). */
  rate: number;
  /** Seconds left at that rate; null until a rate is known. */
  etaSeconds: number | null;
}

export interface ImportOptions {
  db: Db;
  /** Where rows are prepared (DATA_DIR/import-work): local scratch of this process. */
  dataDir: string;
  /** Where the prepared covers, artwork and zips are kept for the shop to serve. */
  files: FileStore;
  prepare: Preparer;
  audit: Audit;
  actor: Actor;
  /** Rows in flight at once: enough to keep every worker busy while one row is written. */
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Called once the catalogue changed (the shop forgets its cached tree and counts). */
  onCatalogueChanged?: () => void;
  signal?: AbortSignal;
}

export class ImportFolderError extends Error {}

/** The spreadsheet of a folder: designs.csv, else designs.json (any capitals). */
export async function readSheet(folder: string): Promise<Sheet & { file: string }> {
  const entries = await fs.promises.readdir(folder).catch(() => {
    throw new ImportFolderError(`The folder ${folder} cannot be read: does it exist?`);
  });
  const csv = entries.find((name) => name.toLowerCase() === 'designs.csv');
  const json = entries.find((name) => name.toLowerCase() === 'designs.json');
  const file = csv ?? json;
  if (!file) throw new ImportFolderError(`The folder ${folder} has no designs.csv or designs.json: one row per design is needed.`);
  const bytes = await fs.promises.readFile(path.join(folder, file));
  return { ...(csv ? readCsv(bytes, parseCsv as CsvParse) : readJson(bytes)), file };
}

/** What the row asks for and what its files are now: equal fingerprints, nothing to redo. */
async function fingerprintOf(folder: string, row: DesignRow): Promise<string> {
  const hash = createHash('sha256');
  const { line: _line, ...asked } = row;
  hash.update(JSON.stringify(asked));
  for (const relative of [row.image, ...row.sourceFiles]) {
    const stat = await fs.promises.stat(path.join(folder, relative)).catch(() => null);
    hash.update(`|${relative}:${stat?.size ?? -1}:${stat?.mtimeMs ?? -1}`);
  }
  return hash.digest('hex');
}

const cm = (px: number, dpi: number) => Math.round((px / dpi) * 2.54);
/** The design's columns (all but its words) from a checked row and its prepared artwork. */
function designColumns(row: DesignRow, prepared: Prepared) {
  const { format, isVector, isLayer } = designFileKinds(row, prepared.format === 'svg');
  const longCm = (Math.max(prepared.width, prepared.height) / prepared.dpi) * 2.54;
  const isLarge = longCm >= 99.5 ? 1 : 0;
  return {
    label: row.label,
    tags: designTagsOf(row),
    format,
    imgSize: isVector
      ? 'Vector'
      : isLarge
        ? `${cm(prepared.width, prepared.dpi)}*${cm(prepared.height, prepared.dpi)}cm`
        : `${prepared.width}*${prepared.height}px`,
    imgWidth: prepared.width,
    imgHeight: prepared.height,
    price: row.price,
    priceOnce: row.priceOnce,
    isBuyout: row.isBuyout,
    isUse: row.isBuyout ? 0 : 1,
    isRepeat: row.isRepeat,
    isLayer,
    isVector,
    isLarge,
    contentHash: prepared.contentHash,
    dpi: prepared.dpi,
    ...signatureColumnsFromThread(prepared.signature),
    localFeatures: Buffer.from(prepared.localFeatures),
  };
}

/** Keeps the prepared files where the shop serves them from, for this design id. */
async function placeFiles(files: FileStore, productId: number, prepared: Prepared, zipPath: string) {
  await Promise.all([
    ...prepared.covers.map((cover) => files.put(coverKeyOf(productId, cover.width), cover.bytes)),
    files.put(artKeyOf(productId), prepared.art),
  ]);
  await files.moveIn(designZipKey(productId), zipPath);
}

export async function importFolder(folderArg: string, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const folder = path.resolve(folderArg);
  const { db, dataDir, files, prepare, audit, actor, signal } = options;
  const sheet = await readSheet(folder);
  const refused: SheetProblem[] = [...sheet.problems];
  const warnings: SheetProblem[] = [];
  const outcomes: ImportRowOutcome[] = [];

  // Check every row first: a pattern id twice in one sheet is a mistake in the sheet.
  const { valid, refused: rowProblems } = checkRows(sheet.rows);
  refused.push(...rowProblems);

  const total = sheet.rows.length;
  const counts = { created: 0, updated: 0, unchanged: 0 };
  let prepared = 0;
  let preparedSeconds = 0;
  const report = () => {
    const done = counts.created + counts.updated + counts.unchanged + new Set(refused.filter((p) => p.line > 1).map((p) => p.line)).size;
    const rate = preparedSeconds > 0 ? prepared / preparedSeconds : 0;
    const left = Math.max(0, total - done);
    options.onProgress?.({
      done: Math.min(done, total),
      total,
      ...counts,
      refused: new Set(refused.map((p) => p.line)).size,
      rate,
      etaSeconds: rate > 0 ? left / rate : null,
    });
  };
  report();
  // New designs are numbered past every id in use (the seed numbers its own from 1001).
  await db.execute(
    sql`SELECT setval('design_ids', GREATEST((SELECT last_value FROM design_ids), (SELECT COALESCE(max(id), 0) FROM ${designs})))`,
  );
  const workDir = path.join(dataDir, 'import-work');
  await fs.promises.mkdir(workDir, { recursive: true });
  const firstPrepared = { at: 0 };
  // Rows are written in the order of the sheet, one at a time, whichever worker finishes
  // first: ids and the store's order follow the lines, so the same sheet gives the same
  // shop (and a benchmark run on it the same figures). Row k's turn comes once row k - 1
  // is written, found unchanged or refused; at most a few rows are in flight, so a slow
  // one holds the others back by little.
  const written = valid.map(() => {
    let done = () => {};
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  });

  async function importRow(row: DesignRow, turn: number) {
    try {
      await prepareAndWrite(row, written[turn - 1]?.promise);
    } finally {
      await written[turn - 1]?.promise;
      written[turn]!.done();
    }
  }

  async function prepareAndWrite(row: DesignRow, previousWritten: Promise<void> | undefined) {
    const fingerprint = await fingerprintOf(folder, row);
    const [same] = await db
      .select({ id: designs.id, imgSn: designs.imgSn })
      .from(designs)
      .where(
        and(eq(designs.importFingerprint, fingerprint), row.imgSn ? sql`lower(${designs.imgSn}) = ${row.imgSn.toLowerCase()}` : undefined),
      )
      .limit(1);
    if (same) {
      counts.unchanged++;
      outcomes.push({ line: row.line, productId: same.id, imgSn: same.imgSn, outcome: 'unchanged' });
      return;
    }

    const zipPath = path.join(workDir, `${randomBytes(8).toString('hex')}.zip`);
    const t0 = performance.now();
    if (!firstPrepared.at) firstPrepared.at = t0;
    let art: Prepared;
    try {
      art = await prepare({
        folder,
        image: row.image,
        sourceFiles: row.sourceFiles,
        dpi: row.dpi,
        isRepeat: row.isRepeat === 1,
        fileStem: row.imgSn ?? path.parse(row.image).name,
        zipPath,
      });
    } catch (error) {
      const field = (error as { field?: string }).field ?? 'image';
      refused.push({ line: row.line, field, message: (error as Error).message });
      await fs.promises.rm(zipPath, { force: true });
      return;
    }
    prepared++;
    preparedSeconds = (performance.now() - firstPrepared.at) / 1000;
    const rowColumns = designColumns(row, art);
    await previousWritten;

    try {
      // The design this row is: by pattern id, else the same artwork imported before.
      const [target] = await db
        .select()
        .from(designs)
        .where(
          row.imgSn
            ? sql`lower(${designs.imgSn}) = ${row.imgSn.toLowerCase()}`
            : and(eq(designs.contentHash, art.contentHash), eq(designs.source, 'imported')),
        )
        .limit(1);
      if (target && target.source !== 'imported') {
        refused.push({
          line: row.line,
          field: 'imgSn',
          message: importRowProblems.imgSnOfGenerated(row.imgSn),
        });
        await fs.promises.rm(zipPath, { force: true });
        return;
      }
      const productId = target?.id ?? Number((await rowsOf<{ id: string }>(db, sql`SELECT nextval('design_ids') AS id`))[0]!.id);
      await placeFiles(files, productId, art, zipPath);
      // One row is written at a time (its turn): rows in flight would otherwise race to create the same new word.
      await retryingClashes(() =>
        db.transaction(async (tx) => {
          const columns = { ...rowColumns, ...(await wordColumnsOf(tx, row.words)) };
          if (target) {
            await tx
              .update(designs)
              .set({ ...columns, importFingerprint: fingerprint, imgSn: row.imgSn ?? target.imgSn })
              .where(eq(designs.id, productId));
            await tx.delete(designSearch).where(eq(designSearch.id, productId));
            await audit.record(
              actor,
              {
                action: 'design.import.update',
                target: `design ${target.imgSn}`,
                before: importAuditView(target),
                after: importAuditView({ ...columns, imgSn: row.imgSn ?? target.imgSn }),
              },
              tx,
            );
          } else {
            const imgSn = row.imgSn ?? `IM-${productId}`;
            const [{ next } = { next: 1 }] = await rowsOf<{ next: number }>(
              tx,
              sql`SELECT COALESCE(max(sort), 0) + 1 AS next FROM ${designs}`,
            );
            await tx.insert(designs).values({
              id: productId,
              imgSn,
              motif: columns.entityStr.split(',')[0] ?? '',
              palette: '',
              artSeed: 0,
              ...columns,
              uploadStatus: 0,
              sort: Number(next),
              popularity: 0,
              source: 'imported',
              importFingerprint: fingerprint,
            });
            await audit.record(
              actor,
              { action: 'design.import.create', target: `design ${imgSn}`, after: importAuditView({ ...columns, imgSn }) },
              tx,
            );
          }
          await tx.execute(copyToSearch(eq(designs.id, productId)));
        }),
      );
      const [saved] = await db.select({ imgSn: designs.imgSn }).from(designs).where(eq(designs.id, productId));
      if (target) counts.updated++;
      else counts.created++;
      const small = smallPrintWarning({
        image: row.image,
        widthPx: art.width,
        heightPx: art.height,
        dpi: art.dpi,
        isVector: rowColumns.isVector === 1,
      });
      if (small) warnings.push({ line: row.line, field: 'image', message: small });
      outcomes.push({ line: row.line, productId, imgSn: saved!.imgSn, outcome: target ? 'updated' : 'created' });
      options.onCatalogueChanged?.();
    } catch (error) {
      await fs.promises.rm(zipPath, { force: true });
      // Unique pattern id taken by a parallel import, a database refusal: this row only.
      refused.push({
        line: row.line,
        field: 'design',
        message: `This design could not be saved: ${(error as Error).message.split('\n')[0]}`,
      });
    }
  }

  // A few rows in flight: the workers prepare the next while this thread writes one.
  const concurrency = Math.max(1, options.concurrency ?? 3);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, valid.length) }, async () => {
      while (next < valid.length) {
        if (signal?.aborted) return;
        const turn = next++;
        await importRow(valid[turn]!, turn);
        report();
      }
    }),
  );
  report();

  refused.sort((a, b) => a.line - b.line);
  warnings.sort((a, b) => a.line - b.line);
  outcomes.sort((a, b) => a.line - b.line);
  return {
    file: sheet.file,
    total,
    ...counts,
    refused,
    warnings,
    designs: outcomes,
    ignoredHeaders: sheet.ignoredHeaders,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    interrupted: Boolean(signal?.aborted),
  };
}
