/**
 * Keeps the stored similar-image signatures in step with the code that computes them.
 * A database seeded by an older version holds signatures an upload's new signature
 * cannot be compared with; they are recomputed from the artwork, once, in the
 * background after the server has started (search keeps answering meanwhile).
 */
import { and, asc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designSearch, designs, meta, offSale } from '../db/schema';
import { measuringOrder } from '../../src/domain/imageSearch';
import sharp from 'sharp';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { signatureColumns, signatureOf, SIGNATURE_VERSION, type ImageSignature } from './features';
import type { FileStore } from './fileStore';
import { encodeLocalFeatures, LOCAL_FEATURES_VERSION, LOCAL_SIDE, localFeaturesOf } from './localFeatures';
import { artKeyOf, type Art } from './images';
import { createUploadSignatures } from './uploadSignatures';

const KEY = 'imageSignature';
/** 'done/total' of a recomputation under way, written with each batch so every server process can tell. */
const PROGRESS_KEY = 'imageSignatureProgress';
/** The signature version whose recomputation has begun (its designs of other versions cleared): startMeasuring. */
const MEASURING_KEY = 'imageSignatureMeasuring';
const BATCH = 200;
/** Artwork measured at once: enough to keep the worker threads (and sharp's own) busy while the next are drawn. */
const PARALLEL = 8;

/** Side, in pixels, the artwork is rasterised at for its signature (covers are 320–960). */
const SIGNATURE_RASTER = 320;

/**
 * A design's artwork as its measures are taken from, drawn as its cover is: a generated
 * design's SVG (`svg`, drawn 240 units across), or an imported design's kept artwork
 * (art/<id>.png, kept by the import).
 */
async function artworkOf(d: Art & { id?: number }, files?: FileStore): Promise<{ bytes: Buffer; svg: boolean }> {
  if (d.source !== 'imported')
    return { bytes: Buffer.from(patternSvg(d.motif as Motif, d.palette as PaletteName, createRandom(d.artSeed), 240)), svg: true };
  if (!files || d.id === undefined) throw new Error('an imported design’s artwork needs the file store');
  const artwork = await files.get(artKeyOf(d.id));
  if (!artwork) throw new Error(`The kept artwork of imported design ${d.id} (${artKeyOf(d.id)}) is missing`);
  return { bytes: artwork, svg: false };
}

/** SVG density that draws the 240-unit artwork `side` pixels across. */
const densityFor = (side: number) => 72 * (side / 240);

/**
 * Measures an artwork's signature (features.ts `signatureOf`): on this thread, or on a
 * worker thread (uploadSignatures.ts `artworkSignature`), where its JavaScript — most of
 * a design's time — neither holds the thread that answers nor waits for it.
 */
export type MeasureSignature = (artwork: Buffer, options: { svgDensity?: number }) => Promise<ImageSignature>;
const signatureHere: MeasureSignature = (artwork, options) => signatureOf(artwork, options);

/** The similar-image signature of a design's artwork. */
async function artworkSignature(
  d: Art & { id?: number },
  files: FileStore | undefined,
  measure: MeasureSignature,
): Promise<ImageSignature> {
  const { bytes, svg } = await artworkOf(d, files);
  return measure(bytes, svg ? { svgDensity: densityFor(SIGNATURE_RASTER) } : {});
}

export async function signaturesOf(
  batch: (Art & { id?: number })[],
  files?: FileStore,
  measure: MeasureSignature = signatureHere,
): Promise<ImageSignature[]> {
  const out: ImageSignature[] = [];
  for (let i = 0; i < batch.length; i += PARALLEL)
    out.push(...(await Promise.all(batch.slice(i, i + PARALLEL).map((d) => artworkSignature(d, files, measure)))));
  return out;
}

/** Signatures of generated artwork computed before, by artwork (motif, palette and seed). */
export type SignatureCache = Map<string, ImageSignature>;

const artworkKey = (d: Art) => `${d.motif}|${d.palette}|${d.artSeed}`;

/**
 * `signaturesOf`, with a generated design's signature taken from `cache` when it is
 * there and the ones computed kept in it. The test suites seed (and refresh) the same
 * generated designs over and over in one process: an artwork's signature is the same
 * every time. An imported design's artwork is read afresh (its key is not its picture).
 */
export async function signaturesWithCache(
  batch: (Art & { id?: number })[],
  files: FileStore | undefined,
  cache: SignatureCache | undefined,
  measure?: MeasureSignature,
): Promise<ImageSignature[]> {
  if (!cache) return signaturesOf(batch, files, measure);
  const cacheable = (d: Art) => d.source !== 'imported';
  const missing = batch.filter((d) => !cacheable(d) || !cache.has(artworkKey(d)));
  const computed = missing.length > 0 ? await signaturesOf(missing, files, measure) : [];
  const fresh = new Map(missing.map((d, i) => [d, computed[i]!]));
  for (const [d, signature] of fresh) if (cacheable(d)) cache.set(artworkKey(d), signature);
  return batch.map((d) => fresh.get(d) ?? cache.get(artworkKey(d))!);
}

async function writeProgress(db: Db, done: number, total: number) {
  const value = `${done}/${total}`;
  await db.insert(meta).values({ key: PROGRESS_KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
}

/**
 * A design this version of the code has not measured yet. Signatures of another version
 * are cleared when a recomputation begins (startMeasuring), so every design that has one
 * was measured by this code: the ones search by image answers from meanwhile.
 */
const unmeasured = sql`(${designs.features} IS NULL OR ${designs.print} IS NULL OR ${designs.structure} IS NULL OR ${designs.repeat} IS NULL OR ${designs.boundary} IS NULL)`;

/** Whether search by image can answer from every design, or how far the signatures' computation has come. */
export type ImageSearchReadiness =
  | { ready: true }
  | {
      ready: false;
      done: number;
      total: number;
      /** Which of these designs are measured: the only ones an answer meanwhile may hold. */
      measuredAmong: (ids: number[]) => Promise<Set<number>>;
    };

/**
 * Readiness of search by image, asked before every image search. Once ready it stays
 * ready for this process (signatures change version only with new code, a new process).
 * Until then `done` counts the designs measured by this version of the code: none before
 * its recomputation has begun, whatever an older version's progress said.
 */
export function createImageSearchReadiness(db: Db): () => Promise<ImageSearchReadiness> {
  let ready = false;
  const measuredAmong = async (ids: number[]) => {
    if (ids.length === 0) return new Set<number>();
    const rows = await db
      .select({ id: designs.id })
      .from(designs)
      .where(and(inArray(designs.id, ids), not(unmeasured)));
    return new Set(rows.map((row) => row.id));
  };
  return async () => {
    if (ready) return { ready: true };
    if (await signaturesAreCurrent(db)) {
      ready = true;
      return { ready: true };
    }
    const rows = await db
      .select()
      .from(meta)
      .where(inArray(meta.key, [PROGRESS_KEY, MEASURING_KEY]));
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
    const [done, total] = value(PROGRESS_KEY).split('/').map(Number);
    if (value(MEASURING_KEY) === String(SIGNATURE_VERSION) && Number.isFinite(done) && Number.isFinite(total) && total! > 0)
      return { ready: false, done: done!, total: total!, measuredAmong };
    // Not started yet (the server computes them once it is open): nothing measured of all designs.
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(designs);
    return { ready: false, done: 0, total: count, measuredAmong };
  };
}

/**
 * How many designs still wait for their corners, for the health check: search by image
 * answers meanwhile (by the signatures alone for those designs). Once none are left it
 * stays none for this process: imports measure a design's corners before they store it.
 */
export function createCornersProgress(db: Db): () => Promise<{ left: number }> {
  let measured = false;
  return async () => {
    if (measured) return { left: 0 };
    const [version] = await db.select().from(meta).where(eq(meta.key, LOCAL_KEY));
    const current = version?.value === String(LOCAL_FEATURES_VERSION);
    const [{ left } = { left: 0 }] = await db
      .select({ left: sql<number>`count(*)::int` })
      .from(designs)
      .where(current ? isNull(designs.localFeatures) : undefined);
    measured = current && left === 0;
    return { left };
  };
}

export async function markSignaturesCurrent(db: Db): Promise<void> {
  const value = String(SIGNATURE_VERSION);
  await db.insert(meta).values({ key: KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
  // Measuring is over: should the version ever be marked older again, its next recomputation clears and starts afresh.
  await db.delete(meta).where(eq(meta.key, MEASURING_KEY));
}

export async function signaturesAreCurrent(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, KEY));
  return row?.value === String(SIGNATURE_VERSION);
}

/**
 * Begins this version's recomputation, once: signatures of another version are cleared
 * (an upload's cannot be compared with them) in the same transaction that marks it begun.
 * A server stopped part way carries on where it was at its next start.
 */
async function startMeasuring(db: Db): Promise<void> {
  const version = String(SIGNATURE_VERSION);
  const [row] = await db.select().from(meta).where(eq(meta.key, MEASURING_KEY));
  if (row?.value === version) return;
  await db.transaction(async (tx) => {
    await tx
      .update(designs)
      .set({ features: null, print: null, structure: null, repeat: null, boundary: null, boundaryMap: null })
      .where(
        sql`${designs.features} IS NOT NULL OR ${designs.print} IS NOT NULL OR ${designs.structure} IS NOT NULL OR ${designs.repeat} IS NOT NULL OR ${designs.boundary} IS NOT NULL`,
      );
    await tx
      .insert(meta)
      .values({ key: MEASURING_KEY, value: version })
      .onConflictDoUpdate({ target: meta.key, set: { value: version } });
  });
}

/**
 * Recomputes every design's signature when they are of another version; returns how
 * many. In the order of src/domain/imageSearch.ts `measuringOrder` — the store's first
 * pages first — because search by image answers from the designs measured so far
 * meanwhile: a picture of a design a shopper just saw on the store is found first.
 */
export async function refreshImageSignatures(
  db: Db,
  {
    files,
    onProgress,
    signatureCache,
    batch: batchSize = BATCH,
    signal,
    measure,
  }: {
    files?: FileStore;
    onProgress?: (done: number, total: number) => void;
    /** Signatures computed before in this process (the test suites'; see signaturesWithCache). */
    signatureCache?: SignatureCache;
    /** Designs measured and written at once, progress written with each. */
    batch?: number;
    /** Stops between two batches, as a stopping server does: the next start carries on from there. */
    signal?: AbortSignal;
    /** Where each signature is measured: by default on worker threads of its own, gone when done. */
    measure?: MeasureSignature;
  } = {},
): Promise<number> {
  if (await signaturesAreCurrent(db)) return 0;
  if (measure) return measureAll(db, { files, onProgress, signatureCache, batchSize, signal, measure });
  const threads = createUploadSignatures();
  try {
    return await measureAll(db, { files, onProgress, signatureCache, batchSize, signal, measure: threads.artworkSignature });
  } finally {
    await threads.close();
  }
}

async function measureAll(
  db: Db,
  {
    files,
    onProgress,
    signatureCache,
    batchSize,
    signal,
    measure,
  }: {
    files?: FileStore;
    onProgress?: (done: number, total: number) => void;
    signatureCache?: SignatureCache;
    batchSize: number;
    signal?: AbortSignal;
    measure: MeasureSignature;
  },
): Promise<number> {
  await startMeasuring(db);
  let measured = 0;
  // Again until none is left: a design added meanwhile without a signature is measured too.
  for (;;) {
    const waiting = await db
      .select({ id: designs.id, popularity: designs.popularity, sort: designs.sort, offSale })
      .from(designs)
      .where(unmeasured);
    if (waiting.length === 0) break;
    const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(designs);
    let done = total - waiting.length;
    await writeProgress(db, done, total);
    const order = measuringOrder(waiting.map((d) => ({ id: d.id, popularity: d.popularity, sort: d.sort, onSale: !d.offSale })));
    for (let start = 0; start < order.length; start += batchSize) {
      signal?.throwIfAborted();
      const ids = order.slice(start, start + batchSize);
      const rows = await db
        .select({ id: designs.id, motif: designs.motif, palette: designs.palette, artSeed: designs.artSeed, source: designs.source })
        .from(designs)
        .where(and(inArray(designs.id, ids), unmeasured));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const batch = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      if (batch.length === 0) continue;
      const signatures = await signaturesWithCache(batch, files, signatureCache, measure);
      await db.transaction(async (tx) => {
        for (const [i, d] of batch.entries()) await tx.update(designs).set(signatureColumns(signatures[i]!)).where(eq(designs.id, d.id));
        // The store's colour filter reads the palette from its own table: one statement, one catalogue version.
        await tx.execute(
          sql`UPDATE ${designSearch} SET colours = search_palette(${designs.colours}) FROM ${designs}
              WHERE ${designs.id} = ${designSearch.id} AND ${inArray(
                designs.id,
                batch.map((d) => d.id),
              )}`,
        );
        // With the signatures it counts, so an answer meanwhile never says more are measured than are.
        await writeProgress(tx, done + batch.length, total);
      });
      done += batch.length;
      measured += batch.length;
      onProgress?.(done, total);
    }
  }
  await markSignaturesCurrent(db);
  return measured;
}

const LOCAL_KEY = 'localFeatures';

/** The artwork a design's corners are found in: its SVG drawn at LOCAL_SIDE, or the kept artwork. */
async function artworkRaster(d: Art & { id: number }, files: FileStore | undefined): Promise<Buffer> {
  const { bytes, svg } = await artworkOf(d, files);
  return svg
    ? sharp(bytes, { density: densityFor(LOCAL_SIDE) })
        .png()
        .toBuffer()
    : bytes;
}

/** An artwork's corners as stored, found on this thread. */
const cornersHere = async (artwork: Buffer) => encodeLocalFeatures(await localFeaturesOf(artwork));

/**
 * Measures the corners (services/localFeatures.ts) of every design that has none, or all
 * of them when they are of another version; returns how many. Run in the background
 * after the signatures: search answers meanwhile, checking its shortlist with the
 * corners of the designs measured so far. Finding a design's corners holds a thread for
 * 20–30 ms (WebAssembly): the server passes `measure`, which finds them on a worker
 * thread (uploadSignatures.ts `artworkCorners`), so the thread that answers stays free.
 */
export async function refreshLocalFeatures(
  db: Db,
  {
    files,
    measure = cornersHere,
    inFlight = 1,
  }: {
    files?: FileStore;
    measure?: (artwork: Buffer) => Promise<Buffer>;
    /**
     * Designs measured at once. The server measures one at a time, leaving the other
     * core to shoppers; a benchmark seeding a large catalogue passes its threads' count.
     */
    inFlight?: number;
  } = {},
): Promise<number> {
  const [version] = await db.select().from(meta).where(eq(meta.key, LOCAL_KEY));
  if (version?.value !== String(LOCAL_FEATURES_VERSION)) {
    await db.update(designs).set({ localFeatures: null });
    const value = String(LOCAL_FEATURES_VERSION);
    await db.insert(meta).values({ key: LOCAL_KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
  }
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: designs.id, motif: designs.motif, palette: designs.palette, artSeed: designs.artSeed, source: designs.source })
      .from(designs)
      .where(and(gt(designs.id, after), isNull(designs.localFeatures)))
      .orderBy(asc(designs.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    let next = 0;
    const measureRest = async () => {
      for (let d = batch[next++]; d; d = batch[next++]) {
        const localFeatures = await measure(await artworkRaster(d, files));
        await db.update(designs).set({ localFeatures }).where(eq(designs.id, d.id));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, inFlight) }, measureRest));
    done += batch.length;
    after = batch.at(-1)!.id;
  }
  return done;
}
