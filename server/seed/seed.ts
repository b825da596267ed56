/**
 * Seeds the catalogue: the procedural designs of src/patterns (the same first ones the
 * mock world sells), their filter words and the curated banners. Runs on first start
 * and through `npm run seed -- --designs N`. Images are not made here: covers are
 * rendered on first request and kept (see services/images.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { curatedBanners, generateDesigns, words as vocabulary } from '../../src/patterns/catalogue';
import { markSignaturesCurrent, signaturesWithCache, type SignatureCache } from '../services/imageSignatures';
import { signatureColumns } from '../services/features';
import { rowsOf, type Db } from '../db/client';
import { banners, copyToSearch, designSearch, designs, meta, words } from '../db/schema';

const BATCH = 500;

export interface SeedOptions {
  designs: number;
  /**
   * 'later' leaves the similar-image signatures (about 13 ms a design) to
   * refreshImageSignatures, which the server runs once it is open: the first start
   * serves a browsable shop in seconds, and search by image fills in behind it.
   */
  signatures?: 'now' | 'later';
  /** Called with (done, total) as rows go in. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Signatures already computed, by artwork, reused and added to. The test suites seed
   * the same generated designs over and over in one process (each suite, each database
   * leg): an artwork's signature is the same every time, so it is computed once.
   */
  signatureCache?: SignatureCache;
}

/**
 * Whether the database already holds a catalogue: a seeded one, or a studio's own
 * designs imported before the shop's first start (which must never be replaced).
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(meta)
    .where(sql`${meta.key} = 'catalogue'`);
  if (rows.length > 0) return true;
  const [any] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM designs LIMIT 1`);
  return any !== undefined;
}

export async function seedCatalogue(
  db: Db,
  { designs: count, onProgress, signatures: when = 'now', signatureCache }: SeedOptions,
): Promise<void> {
  // A new catalogue replaces every design; orders point at designs and are never lost.
  const [sold] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders`);
  if (Number(sold?.n ?? 0) > 0)
    throw new Error('This database holds orders, so its catalogue cannot be replaced. Seed a fresh DATA_DIR (or database) instead.');
  const [imported] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM designs WHERE source = 'imported'`);
  if (Number(imported?.n ?? 0) > 0)
    throw new Error(
      `This database holds ${imported!.n} imported designs, so its catalogue cannot be replaced by generated ones. Seed a fresh DATA_DIR (or database) instead.`,
    );
  const generated = generateDesigns(count);
  await db.transaction(async (tx) => {
    // Building the indexes once after the bulk load (HNSW, GIN, b-trees) is several
    // times faster than keeping them up to date row by row. Their definitions are read
    // from the database, so this follows whatever the migrations created.
    const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
      tx,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('designs', 'design_search') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    );
    for (const { indexname } of indexes) await tx.execute(sql.raw(`DROP INDEX IF EXISTS "${indexname}"`));
    await tx.delete(banners);
    await tx.delete(designSearch);
    await tx.delete(designs);
    await tx.delete(words);
    await tx.insert(words).values(vocabulary.map((w, i) => ({ id: w.id, word: w.word, rootName: w.rootName, sort: i })));
    for (let start = 0; start < generated.length; start += BATCH) {
      const batch = generated.slice(start, start + BATCH);
      const signatures = when === 'now' ? await signaturesWithCache(batch, undefined, signatureCache) : [];
      await tx.insert(designs).values(
        batch.map((d, i) => ({
          id: d.productId,
          imgSn: d.imgSn,
          motif: d.motif,
          palette: d.palette,
          artSeed: d.artSeed,
          label: d.label,
          styleStr: d.styleStr,
          productFicationStr: d.productFicationStr,
          entityStr: d.entityStr,
          sceneStr: d.sceneStr,
          seasonStr: d.seasonStr,
          fashionStr: d.fashionStr,
          brandStr: d.brandStr,
          tags: d.tags,
          format: d.format,
          imgSize: d.imgSize,
          imgWidth: d.imgWidth,
          imgHeight: d.imgHeight,
          price: d.price,
          priceOnce: d.priceOnce,
          isBuyout: d.isBuyout,
          isUse: d.isUse,
          isRepeat: d.isRepeat,
          isLayer: d.isLayer,
          isVector: d.isVector,
          isLarge: d.isLarge,
          uploadStatus: d.uploadStatus,
          wordIds: d.wordIds,
          sort: d.sort,
          popularity: d.popularity,
          ...(signatures[i] ? signatureColumns(signatures[i]) : {}),
        })),
      );
      onProgress?.(Math.min(start + BATCH, generated.length), generated.length);
    }
    await tx.execute(copyToSearch(eq(designs.sold, false)));
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
    const curated = curatedBanners(generated);
    await tx.insert(banners).values(curated);
    await tx
      .insert(meta)
      .values({ key: 'catalogue', value: JSON.stringify({ designs: count, seededAt: new Date().toISOString() }) })
      .onConflictDoUpdate({ target: meta.key, set: { value: JSON.stringify({ designs: count, seededAt: new Date().toISOString() }) } });
    if (when === 'now') await markSignaturesCurrent(tx);
  });
  // Fresh statistics, so the planner uses the indexes from the first query on; and a
  // visibility map marking every page all-visible, so counts and deep pages are read
  // from the indexes alone (index-only scans, bitmap counts without table pages).
  await db.execute(sql`VACUUM (ANALYZE) design_search`);
  await db.execute(sql`ANALYZE`);
}

/** A console progress bar: `[██████······] 52% 1,560/3,000 designs`. */
export function progressBar(stream: NodeJS.WriteStream = process.stdout) {
  return (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const line = `[${'█'.repeat(filled)}${'·'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% ${done.toLocaleString('en')}/${total.toLocaleString('en')} designs`;
    stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    if (done === total && stream.isTTY) stream.write('\n');
  };
}
