/**
 * Keeps the stored similar-image signatures in step with the code that computes them.
 * A database seeded by an older version holds signatures an upload's new signature
 * cannot be compared with; they are recomputed from the artwork, once, in the
 * background after the server has started (search keeps answering meanwhile).
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designSearch, designs, meta } from '../db/schema';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { signatureColumns, signatureOf, SIGNATURE_VERSION, type ImageSignature } from './features';
import type { Art } from './images';

const KEY = 'imageSignature';
/** 'done/total' of a recomputation under way, written with each batch so every server process can tell. */
const PROGRESS_KEY = 'imageSignatureProgress';
const BATCH = 200;
/** Artwork decoded at once while computing signatures (sharp works on its own threads). */
const PARALLEL = 8;

/** Side, in pixels, the artwork is rasterised at for its signature (covers are 320–960). */
const SIGNATURE_RASTER = 320;

/**
 * The similar-image signature of a design's artwork, drawn as its cover is: a generated
 * design's SVG, or an imported design's kept artwork (DATA_DIR/art, written by the import).
 */
async function artworkSignature(d: Art & { id?: number }, dataDir?: string): Promise<ImageSignature> {
  if (d.source === 'imported') {
    if (!dataDir || d.id === undefined) throw new Error('an imported design’s signature needs the data directory');
    return signatureOf(await fs.promises.readFile(path.join(dataDir, 'art', `${d.id}.png`)));
  }
  return signatureOf(Buffer.from(patternSvg(d.motif as Motif, d.palette as PaletteName, createRandom(d.artSeed), 240)), {
    svgDensity: 72 * (SIGNATURE_RASTER / 240),
  });
}

export async function signaturesOf(batch: (Art & { id?: number })[], dataDir?: string): Promise<ImageSignature[]> {
  const out: ImageSignature[] = [];
  for (let i = 0; i < batch.length; i += PARALLEL)
    out.push(...(await Promise.all(batch.slice(i, i + PARALLEL).map((d) => artworkSignature(d, dataDir)))));
  return out;
}

async function writeProgress(db: Db, done: number, total: number) {
  const value = `${done}/${total}`;
  await db.insert(meta).values({ key: PROGRESS_KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
}

/** Whether search by image can answer, or how far the signatures' computation has come. */
export type ImageSearchReadiness = { ready: true } | { ready: false; done: number; total: number };

/**
 * Readiness of search by image, asked before every image search. Once ready it stays
 * ready for this process (signatures change version only with new code, a new process).
 */
export function createImageSearchReadiness(db: Db): () => Promise<ImageSearchReadiness> {
  let ready = false;
  return async () => {
    if (ready) return { ready: true };
    if (await signaturesAreCurrent(db)) {
      ready = true;
      return { ready: true };
    }
    const [row] = await db.select().from(meta).where(eq(meta.key, PROGRESS_KEY));
    const [done, total] = (row?.value ?? '').split('/').map(Number);
    if (Number.isFinite(done) && Number.isFinite(total) && total! > 0) return { ready: false, done: done!, total: total! };
    // Not started yet (the server computes them once it is open): nothing measured of all designs.
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(designs);
    return { ready: false, done: 0, total: count };
  };
}

export async function markSignaturesCurrent(db: Db): Promise<void> {
  const value = String(SIGNATURE_VERSION);
  await db.insert(meta).values({ key: KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
}

export async function signaturesAreCurrent(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, KEY));
  return row?.value === String(SIGNATURE_VERSION);
}

/** Recomputes every design's signature when they are of another version; returns how many. */
export async function refreshImageSignatures(
  db: Db,
  { dataDir, onProgress }: { dataDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  if (await signaturesAreCurrent(db)) return 0;
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(designs);
  let done = 0;
  await writeProgress(db, 0, total);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: designs.id, motif: designs.motif, palette: designs.palette, artSeed: designs.artSeed, source: designs.source })
      .from(designs)
      .where(gt(designs.id, after))
      .orderBy(asc(designs.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const signatures = await signaturesOf(batch, dataDir);
    await db.transaction(async (tx) => {
      for (const [i, d] of batch.entries()) await tx.update(designs).set(signatureColumns(signatures[i]!)).where(eq(designs.id, d.id));
      // The store's colour filter reads the palette from its own table: one statement, one catalogue version.
      await tx.execute(
        sql`UPDATE ${designSearch} SET colours = search_palette(${designs.colours}) FROM ${designs}
            WHERE ${designs.id} = ${designSearch.id} AND ${designs.id} BETWEEN ${batch[0]!.id} AND ${batch.at(-1)!.id}`,
      );
      await writeProgress(tx, done + batch.length, total);
    });
    done += batch.length;
    after = batch.at(-1)!.id;
    onProgress?.(done, total);
  }
  await markSignaturesCurrent(db);
  return done;
}
