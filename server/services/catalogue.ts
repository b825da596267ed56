/**
 * The storefront's catalogue queries: the filter tree, home content, detail and the
 * store search (full text, facets, licence, price, sort, page) — on Postgres's indexes,
 * and from an in-memory copy of the search table once loaded (services/searchIndex.ts).
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { selectPageSchema } from '../../src/api/schemas';
import type { BannerItem, BestSeller, ProductCard, ProductDetail, ProductTypeGroup, SearchResult } from '../../src/api/types';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client';
import { banners, copyToSearch, designSearch, designs, offSale, words } from '../db/schema';
import { buyoutFilterOf, priceFilterOf, storeOrderOf, treeMaxPrice, wordFiltersOf, type StoreOrder } from '../../src/domain/search';
import { HttpError, refusalError } from '../http';
import { designRefusals } from '../../src/domain/refusals';
import { COLOUR_MATCH_DELTA_E, COLOUR_MATCH_MIN_SHARE, hexToLab, parseColours, type Lab } from '../../src/domain/colour';
import type { ImageSearchIntent } from '../../src/domain/imageSearch';
import {
  boundaryMapDistance,
  PRINT_CONTRAST_FLOOR,
  printContrast,
  printDistancesFrom,
  relativePrintDistance,
  toVectorLiteral,
  turnsAndMirrors,
  type UploadSignature,
} from './features';
import { agreementsWith, type Agreements, type LocalQuery } from './localFeatures';
import { createCornerIndex, type CornerAgreement } from './cornerIndex';
import { coloursFromColumn, paletteFromColumn, paletteHexes } from './palette';
import { loadChanges, loadSearchIndex, prefixesOf, type IndexQuery, type SearchIndex } from './searchIndex';

/**
 * Print distance under which a design counts as a copy of the upload. Measured over
 * 429 covers of a 3,000-design catalogue: a cover's re-encoded, resized or recoloured
 * copy stays under 8; a different design is rarely under 4 and ranks behind the copy.
 */
const NEAR_COPY = 12;
/** Added to each relative distance before they are multiplied (services: `similar`). */
const DISTANCE_FLOOR = 0.05;
/**
 * A candidate's boundary map this much nearer than the 10th nearest's (relative distance)
 * counts for its colours too, when the colours are further (`similar`). Measured with
 * `npm run bench:alike`: generated colourways R@1 0.17 → 0.23, every other kind the same
 * but the rescaled repeat's R@1, a query less.
 */
const BOUNDARY_STANDS_IN_BELOW = 0.5;
/** How much further a print matched only turned or mirrored counts (a third of NEAR_COPY). */
const TURNED_PRINT_PENALTY = 4;
/**
 * A near copy must also be close relative to the prints' own contrast
 * (features.ts `relativePrintDistance`, 0 the same, about 1.4 unrelated): fine repeats
 * and near-uniform designs all have nearly flat prints, a few grey levels apart, and
 * without this any of them came first for the others' covers (issue 40).
 */
const NEAR_COPY_RELATIVE = 0.6;
/** What the relative distance of a print matched only turned or mirrored is counted further. */
const TURNED_RELATIVE_PENALTY = 0.2;
/** Among near copies, how much a far colour (feature distance past the 10th nearest) counts against one. */
const NEAR_COPY_COLOUR_WEIGHT = 0.5;
/** Near copies' ranks start here: below any other design's (three logs, each at least that of DISTANCE_FLOOR). */
const BEFORE_EVERY_OTHER = 3 * Math.log(DISTANCE_FLOOR) - 1 - NEAR_COPY_RELATIVE - TURNED_RELATIVE_PENALTY - NEAR_COPY_COLOUR_WEIGHT;
/** Every near copy's rank is below this, every other design's at or above it. */
const NEAR_COPIES_BELOW = 3 * Math.log(DISTANCE_FLOOR) - 1;
/**
 * How many designs at the top of the signatures' order, after the near copies, have
 * their corners checked against the upload's (services/localFeatures.ts), and how much
 * the corners' agreement weighs against that order. Measured with `npm run bench:alike`
 * on the generated and tuning sets (issue 40): checking 30 gained nearly all that
 * checking 100 did, at a third of the cost; weights 0.5–3 were within 0.01 of each other.
 */
const CORNERS_CHECKED = 30;
const AGREEMENT_WEIGHT = 1;
/**
 * Designs whose corners agree best with the upload's in the whole catalogue
 * (services/cornerIndex.ts), added to the signatures' candidates and checked with them,
 * however far down the signatures put them, and the least agreement for one to count.
 */
const CORNER_CANDIDATES = 10;
const CORNER_CANDIDATE_AGREEMENT = 2;
/**
 * How far each of an upload's thirteen index walks goes, and how wide HNSW searches
 * for it (hnsw.ef_search, set for the walks' own transaction: HNSW returns at most that
 * many rows, and pgvector's default is 40). The walks' union is
 * 250–700 candidates either way, and what decides the first page is the ranking and the
 * corners, not the 51st–100th of any one walk. Measured with bench:alike (seed 17,
 * generated and tuning sets): 50 and 80 found as many designs at R@10 and R@1 as 100 and
 * 200, at 3,213 designs (660 uploads) and at 30,213 (220), and put the same design
 * first for 120 of 120 other uploads; the walks' median went from 41 to 31 ms, and
 * upload-to-answer at 30,213 designs from p50 182 / p95 269 ms to 172 / 243 ms.
 */
const WALK_DEPTH = 50;
const WALK_EF_SEARCH = 80;

/** Agreements found in this thread, when the caller has no upload pool (the server's finds them off its thread). */
const agreementsHere: Agreements = async (upload, designs) => agreementsWith(upload, designs);

type SearchQuery = z.output<typeof selectPageSchema>;

/** The store's orders (src/domain/search.ts storeOrderCompare) in SQL, along their indexes. */
const storeOrderBy: Record<StoreOrder, (table: typeof designSearch | typeof designs) => SQL[]> = {
  // Backwards along the (sort, id) index.
  newest: (table) => [desc(table.sort), desc(table.id)],
  oldest: (table) => [asc(table.sort), asc(table.id)],
  recommend: (table) => [desc(table.popularity), asc(table.id)],
};
const pgDialect = new PgDialect();
/** Everything a detail shows: all but the image signature. */
const {
  features: _features,
  print: _print,
  structure: _structure,
  repeat: _repeat,
  localFeatures: _localFeatures,
  ...detailColumns
} = getTableColumns(designs);

/** What a card needs: never the feature vector or the search document (large, unused). */
const cardColumns = {
  id: designs.id,
  imgSn: designs.imgSn,
  price: designs.price,
  priceOnce: designs.priceOnce,
  isBuyout: designs.isBuyout,
  tags: designs.tags,
  uploadStatus: designs.uploadStatus,
  imgWidth: designs.imgWidth,
  imgHeight: designs.imgHeight,
  brandStr: designs.brandStr,
  productFicationStr: designs.productFicationStr,
  sceneStr: designs.sceneStr,
  styleStr: designs.styleStr,
  label: designs.label,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof designs.$inferSelect)[K] };

export interface CatalogueOptions {
  /** Prefix of image URLs (the spec's separate image server), '' for same origin. */
  imageBaseUrl: string;
  /** Answer searches from the in-memory index once loaded (false: always SQL). */
  searchIndex?: boolean;
  /** Find designs for search by image in an in-memory index of their corners too (false: the signatures' shortlist only). */
  cornerIndex?: boolean;
}

export function createCatalogue(
  db: Db,
  { imageBaseUrl, searchIndex: indexEnabled = true, cornerIndex: cornerIndexEnabled = true }: CatalogueOptions,
) {
  const corners = cornerIndexEnabled ? createCornerIndex(db) : null;
  const image = (path: string) => imageBaseUrl + path;
  // An imported design's artwork can be replaced (a new import of the same pattern id),
  // and covers are cached for a year: its cover URL carries the artwork's hash.
  const coverVersions = new Map<number, string>();
  const coverOf = (id: number) => {
    const version = coverVersions.get(id);
    return image(`/img/cover/${id}.webp${version ? `?v=${version}` : ''}`);
  };
  let versionsLoading: Promise<void> | null = null;
  /** Reads the cover versions of every imported design (at start, and when another process changed the catalogue). */
  function loadCoverVersions(): Promise<void> {
    versionsLoading ??= db
      .select({ id: designs.id, hash: designs.contentHash })
      .from(designs)
      .where(eq(designs.source, 'imported'))
      .then((rows) => {
        coverVersions.clear();
        for (const row of rows) if (row.hash) coverVersions.set(row.id, row.hash.slice(0, 10));
      })
      .catch(() => {})
      .finally(() => {
        versionsLoading = null;
      });
    return versionsLoading;
  }

  const toCard = (d: CardRow): ProductCard => ({
    productId: d.id,
    cover: coverOf(d.id),
    imgSn: d.imgSn,
    price: d.price,
    priceOnce: d.priceOnce,
    isBuyout: d.isBuyout as 0 | 1,
    tags: d.tags,
    uploadStatus: d.uploadStatus,
    collectionId: null,
    hasCollection: 0,
    imgWidth: d.imgWidth,
    imgHeight: d.imgHeight,
    imgWeight: d.imgWidth,
    brandStr: d.brandStr,
    productFicationStr: d.productFicationStr,
    sceneStr: d.sceneStr,
    styleStr: d.styleStr,
    label: d.label,
  });

  // The tree changes only when the catalogue does (a sale of an exclusive, a reseed):
  // cache it and let those writes call invalidate().
  let treeCache: ProductTypeGroup[] | null = null;
  // Same for the number of designs on sale: an unfiltered search need not count them.
  let onSaleCache: number | null = null;

  // Counts per filter: paging through one search (page 2, 3, …) and the popular facets
  // repeat the same count, the most expensive part of a search. Least recently used
  // out first; cleared whenever the catalogue changes.
  const COUNT_CACHE_SIZE = 500;
  const countCache = new Map<string, Promise<number>>();

  function cachedCount(key: string, run: () => Promise<number>): Promise<number> {
    const hit = countCache.get(key);
    if (hit) {
      countCache.delete(key);
      countCache.set(key, hit);
      return hit;
    }
    const pending = run();
    countCache.set(key, pending);
    // A failed count is not remembered.
    pending.catch(() => countCache.delete(key));
    if (countCache.size > COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
    return pending;
  }

  async function onSaleCount(): Promise<number> {
    if (onSaleCache === null) {
      const [row] = await db.select({ n: count() }).from(designSearch);
      onSaleCache = Number(row?.n ?? 0);
    }
    return onSaleCache;
  }

  /**
   * The filter tree with its counts. Another instance may have sold or imported designs
   * since it was cached: the version check empties the cache then.
   */
  async function typeTree(): Promise<ProductTypeGroup[]> {
    await checkVersion('');
    return cachedTypeTree();
  }

  /** The tree as cached since the last version check (a search has just made one). */
  async function cachedTypeTree(): Promise<ProductTypeGroup[]> {
    if (treeCache) return treeCache;
    const counts = await rowsOf<{ word_id: number; n: number }>(
      db,
      sql`SELECT w AS word_id, count(*)::int AS n FROM ${designSearch}, unnest(${designSearch.wordIds}) AS w GROUP BY w`,
    );
    const countOf = new Map(counts.map((r) => [Number(r.word_id), Number(r.n)]));
    const all = await db.select().from(words).orderBy(asc(words.sort));
    const groups = new Map<
      string,
      ProductTypeGroup & { data: { id: number; word: string; productCount: number; rootName: string; check: boolean }[] }
    >();
    for (const w of all) {
      if (!groups.has(w.rootName)) groups.set(w.rootName, { name: w.rootName, data: [] });
      groups
        .get(w.rootName)!
        .data.push({ id: w.id, word: w.word, productCount: countOf.get(w.id) ?? 0, rootName: w.rootName, check: false });
    }
    const [max] = await db.select({ value: sql<string | null>`max(${designSearch.shownPrice})`.mapWith(String) }).from(designSearch);
    treeCache = [...groups.values(), { name: 'Price', data: { maxPrice: treeMaxPrice([Number(max?.value ?? 0)]) } }];
    return treeCache;
  }

  async function home(): Promise<BannerItem[]> {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort));
    return rows.map((b) => ({
      imgUrl: image(b.imgUrl),
      groupId: b.groupId as BannerItem['groupId'],
      groupName: b.groupName,
      sort: b.sort,
      title: b.title,
      subtitle: b.subtitle,
      tagId: b.tagId,
      tagWord: b.tagWord,
      colorBg: b.colorBg,
      productId: b.productId,
    }));
  }

  /** `selling` (ids by sales, most first) lead; the curated order (popularity) fills the rest. */
  async function bestSellers(limit = 12, selling: number[] = []): Promise<BestSeller[]> {
    const columns = { id: designs.id, tags: designs.tags, price: designs.price, shownPrice: designs.shownPrice };
    const sold = selling.length
      ? await db
          .select(columns)
          .from(designs)
          .where(and(inArray(designs.id, selling), not(offSale)))
      : [];
    const byId = new Map(sold.map((d) => [d.id, d]));
    const leading = selling.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).slice(0, limit);
    const curated = await db
      .select(columns)
      .from(designs)
      .where(not(offSale))
      .orderBy(desc(designs.popularity), asc(designs.id))
      .limit(limit);
    const rows = [...leading, ...curated.filter((d) => !byId.has(d.id))].slice(0, limit);
    return rows.map((d) => ({ productId: d.id, imgUrl: coverOf(d.id), tags: d.tags, price: d.shownPrice ?? d.price }));
  }

  async function detail(productId: number): Promise<ProductDetail> {
    // The cover URL carries the artwork's version, which another instance's import may have changed.
    const [[d]] = await Promise.all([db.select(detailColumns).from(designs).where(eq(designs.id, productId)), checkVersion('')]);
    if (!d) throw refusalError(designRefusals.missing);
    return {
      productId: d.id,
      imgSn: d.imgSn,
      cover: coverOf(d.id),
      format: d.format,
      imgSize: d.imgSize,
      styleStr: d.styleStr,
      productFicationStr: d.productFicationStr,
      label: d.label,
      entityStr: d.entityStr,
      sceneStr: d.sceneStr,
      seasonStr: d.seasonStr,
      fashionStr: d.fashionStr,
      price: d.price,
      priceOnce: d.priceOnce,
      isBuyout: d.isBuyout as 0 | 1,
      isUse: d.isUse,
      isBuy: 0,
      hasCollection: 0,
      isRepeat: d.isRepeat as 0 | 1,
      isLayer: d.isLayer as 0 | 1,
      isVector: d.isVector as 0 | 1,
      isLarge: d.isLarge as 0 | 1,
      imgWidth: d.imgWidth,
      imgHeight: d.imgHeight,
      isSold: d.sold || d.withdrawn ? 1 : 0,
      ...(d.colours && d.colourCount !== null
        ? {
            palette: {
              colours: paletteFromColumn(d.colours).map(({ hex, share }) => ({ hex, share: Math.round(share * 1000) / 1000 })),
              count: d.colourCount,
            },
          }
        : {}),
    };
  }

  /** Prefix full-text query from free text: every term must match the start of a word. */
  const tsQuery = (text: string) =>
    text
      .toLowerCase()
      // The 'simple' parser splits 'PT-01001' into 'pt' and '01001' too: split the same way.
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((term) => `${term}:*`)
      .join(' & ');

  // The search table in memory, tagged with the catalogue version it was read at;
  // `seenVersion` is the version the caches above were filled at.
  let searchIndex: SearchIndex | null = null;
  let indexLoading: Promise<void> | null = null;
  let seenVersion: number | null = null;
  /** This process changed the catalogue since the last version check (it knows what changed). */
  let changedHere = false;

  let catchingUp: Promise<void> | null = null;
  /** Rows laid over a loaded index before it is loaded anew (each search matches them one by one). */
  const RELOAD_AFTER_CHANGES = 1000;
  /**
   * Brings the in-memory index up to the catalogue's version by reading only what
   * changed; when the log cannot say, or many changes have piled up over the loaded
   * rows, loads the whole store in the background (searches keep an index or use SQL).
   */
  function catchUp(): Promise<void> {
    const from = searchIndex;
    if (!from) return loadIndex();
    catchingUp ??= loadChanges(db, from.version)
      .then((changes) => {
        if (!changes) return void loadIndex();
        // A full load that finished meanwhile is newer than this base: keep it.
        if (searchIndex === from) searchIndex = from.withChanges(changes.version, changes.changedIds, changes.rows);
        if (searchIndex!.changedSinceLoad > RELOAD_AFTER_CHANGES) void loadIndex();
      })
      .catch(() => {})
      .finally(() => {
        catchingUp = null;
      });
    return catchingUp;
  }

  /** Loads the in-memory search index in the background (searches use SQL meanwhile). */
  function loadIndex(): Promise<void> {
    indexLoading ??= loadSearchIndex(db)
      .then((loaded) => {
        // Changes caught up while it loaded may have made the index in use newer than this one.
        if (!loaded || !searchIndex || loaded.version >= searchIndex.version) searchIndex = loaded;
      })
      // A failed load (the database closing, say) only means searches stay on SQL.
      .catch(() => {})
      .finally(() => {
        indexLoading = null;
      });
    return indexLoading;
  }

  /**
   * The in-memory index caught up with `version`, or null when there is none that fresh.
   * With none loaded, `wait` loads it first; otherwise it loads in the background (the
   * caller answers from SQL meanwhile).
   */
  async function indexAt(version: number, { wait }: { wait: boolean }): Promise<SearchIndex | null> {
    if (!searchIndex) {
      if (wait) await loadIndex();
      else void loadIndex();
    } else if (searchIndex.version < version) await catchUp();
    // An index newer than the version asked for is fresher still.
    return searchIndex && searchIndex.version >= version ? searchIndex : null;
  }

  /**
   * The catalogue version now, and Postgres's parse of the keyword terms. A version
   * other than the one the caches were filled at (a sale here or in another server
   * process, a reseed) empties them.
   */
  async function checkVersion(terms: string): Promise<{ version: number; tsquery: string | null }> {
    const [row] = await rowsOf<{ version: string; tsquery: string | null }>(
      db,
      sql`SELECT (SELECT version FROM catalogue_version) AS version,
                 ${terms ? sql`to_tsquery('simple', ${terms})::text` : sql`NULL`} AS tsquery`,
    );
    const version = Number(row?.version ?? 0);
    if (version !== seenVersion) {
      invalidate();
      // The first check, or another process (an import on PostgreSQL, another instance)
      // changed the catalogue: the covers this answer names must carry the new versions.
      const reloadCovers = seenVersion === null || !changedHere;
      changedHere = false;
      seenVersion = version;
      if (reloadCovers) await loadCoverVersions();
    }
    return { version, tsquery: row?.tsquery ?? null };
  }

  async function search(query: SearchQuery, { useIndex = indexEnabled } = {}): Promise<SearchResult> {
    // Only designs on sale have a design_search row: no `sold` condition needed.
    const where: SQL[] = [];
    const terms = tsQuery(query.strSearchKeyword);
    if (terms) where.push(sql`${designSearch.search} @@ to_tsquery('simple', ${terms})`);
    const picked = parseColours(query.colours).map(hexToLab);
    const indexQuery: IndexQuery = {
      prefixes: [],
      groups: [],
      buyout: null,
      price: null,
      colours: picked,
      order: storeOrderOf(query.sSorts),
      offset: query.iDisplayStart,
      limit: query.iDisplayLength,
    };

    for (const ids of wordFiltersOf(query)) {
      // OR within a group, AND across groups.
      where.push(sql`${designSearch.wordIds} && ${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}`);
      indexQuery.groups.push(ids);
    }
    const buyout = buyoutFilterOf(query);
    if (buyout !== null) {
      where.push(eq(designSearch.isBuyout, buyout));
      indexQuery.buyout = buyout;
    }

    for (const colour of picked)
      where.push(
        sql`palette_coverage(${designSearch.colours}, ${colour.l}, ${colour.a}, ${colour.b}, ${COLOUR_MATCH_DELTA_E}) >= ${COLOUR_MATCH_MIN_SHARE}`,
      );

    const { version, tsquery } = await checkVersion(terms);
    const price = await priceFilterOf(
      query.priceRange,
      async () => ((await cachedTypeTree()).at(-1)!.data as { maxPrice: number }).maxPrice,
    );
    if (price) {
      where.push(and(gte(designSearch.shownPrice, price.min), lte(designSearch.shownPrice, price.max))!);
      indexQuery.price = price;
    }

    // A keyword or word filter is a GIN bitmap in Postgres whose count visits every
    // table page holding a match: those searches are answered from memory. Without one
    // (the whole store, a price range, a licence) Postgres walks an order's index, about
    // as fast, and the in-memory walk would gain nothing. A colour is measured against
    // every palette (CIEDE2000): in SQL a second or more at 100,000 designs, so a colour
    // search waits for the index to load rather than go to SQL.
    if (useIndex && (terms || indexQuery.groups.length > 0 || picked.length > 0)) {
      const prefixes = terms ? tsquery && prefixesOf(tsquery) : [];
      const index = await indexAt(version, { wait: picked.length > 0 });
      if (index && prefixes) {
        const { total, ids } = index.run({ ...indexQuery, prefixes });
        return { aaData: await cardsOf(ids), iTotalRecords: total };
      }
    }

    const order = storeOrderBy[storeOrderOf(query.sSorts)];
    const condition = where.length > 0 ? and(...where) : undefined;
    // The filter alone (not sort or page) decides the count.
    const countKey = JSON.stringify(where.map((part) => pgDialect.sqlToQuery(part)));
    // Deferred join: the page's ids from the narrow table (for a deep page an
    // index-only walk of the order's index), then the card columns of just those rows.
    const page = db
      .select({ pageId: designSearch.id })
      .from(designSearch)
      .where(condition)
      .orderBy(...order(designSearch))
      .limit(query.iDisplayLength)
      .offset(query.iDisplayStart)
      .as('page');
    const [rows, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(designs)
        .innerJoin(page, eq(designs.id, page.pageId))
        .orderBy(...order(designs)),
      condition
        ? cachedCount(countKey, () =>
            db
              .select({ n: count() })
              .from(designSearch)
              .where(condition)
              .then(([row]) => Number(row?.n ?? 0)),
          )
        : onSaleCount(),
    ]);
    return { aaData: rows.map(toCard), iTotalRecords: total };
  }

  /** Corner lookups started before their upload's search (`lookUpCornersEarly`), by the corners' promise. */
  const cornersLookedUp = new WeakMap<Promise<LocalQuery>, Promise<CornerAgreement[]>>();

  /** The designs whose corners agree best with an upload's; none when they cannot be read. */
  const nearestByCorners = (local: LocalQuery | Promise<LocalQuery>): Promise<CornerAgreement[]> =>
    corners
      ? Promise.resolve(local)
          .then((query) => corners.nearest(query, CORNER_CANDIDATES, CORNER_CANDIDATE_AGREEMENT))
          .catch((): CornerAgreement[] => [])
      : Promise.resolve([]);

  /** The lookup started early for these corners, else a new one. */
  const cornerCandidatesOf = (local: LocalQuery | Promise<LocalQuery>) =>
    (local instanceof Promise && cornersLookedUp.get(local)) || nearestByCorners(local);

  /**
   * Starts the corner index's lookup for an upload as soon as its corners come
   * (uploadSignatures.ts `cornersStarted`): they come from their thread while the
   * signature's is still measuring, and this thread is idle then. After the signature,
   * the lookup (about 25 ms at 3,000 designs) ran on this thread after the walks instead of
   * beside them. Measured on 100 altered uploads at 3,213 designs (PGlite, quiet 2-core
   * machine), upload to answer: p50 161 → 148 ms, p95 221 → 196 ms.
   */
  function lookUpCornersEarly(local: Promise<LocalQuery>): void {
    cornersLookedUp.set(local, nearestByCorners(local));
  }

  /**
   * The designs on sale most like an uploaded picture, best first. Candidates come from
   * four indexes (services/features.ts): the colour-and-texture features, which hold
   * when a copy is cropped or cut to a fragment; the structure (ranked luminance), which
   * holds when a copy lost or changed its colours (greyscale, faded, relit); the
   * repeat cell, which holds when the pattern is at another scale or seen in a photo; and
   * the boundaries (where one colour meets another), which hold when the design is drawn
   * in another palette and light and dark change places. A candidate's structure counts
   * as near as the nearer of its structure and its boundary map (compared on the shortlist).
   * The first two are walked for the picture as uploaded, turned by 90° and mirrored (a
   * photo of a swatch is taken any way up); the repeat cell reads the same any way up.
   * Each candidate's distance in each index is taken relative to the 10th nearest there
   * (so no scale has to be known) and the three are multiplied. Any near-copy of the
   * upload (print within NEAR_COPY, any way up) comes first, closest print first.
   * Measured with `npm run bench:alike`.
   */
  async function similar(
    // Corners may still be on their way (uploadSignatures.ts): the walks do not need them.
    signature: Pick<
      UploadSignature,
      'features' | 'print' | 'structure' | 'repeat' | 'boundary' | 'boundaryMap' | 'whole' | 'rebalanced'
    > & {
      local?: LocalQuery | Promise<LocalQuery>;
    },
    limit = 100,
    { agreements = agreementsHere }: { agreements?: Agreements } = {},
  ): Promise<ProductCard[]> {
    const { features: featureWays, prints: ways, structures } = turnsAndMirrors(signature);
    // The whole picture, when a swatch was cut out of it, is one more print a copy may match, upright.
    const prints: Uint8Array[] = signature.whole ? [...ways, signature.whole.print] : ways;
    const contrasts = prints.map(printContrast);
    // Features are walked and measured for every way of the upload, and for the whole picture.
    // And for a photo's swatch, its features under other white balances (features.ts `rebalanced`).
    const featureQueries = signature.whole ? [...featureWays, signature.whole.features, ...(signature.rebalanced ?? [])] : featureWays;
    const vectorOf = (vector: number[]) => sql`${toVectorLiteral(vector)}::vector`;
    const walk = (column: SQL, vector: number[]) =>
      sql`(SELECT id FROM ${designs} WHERE ${not(offSale)} ORDER BY ${column} <-> ${vectorOf(vector)} LIMIT ${Math.min(limit, WALK_DEPTH)})`;
    const featureDistance = sql`LEAST(${sql.join(
      featureQueries.map((v) => sql`features <-> ${vectorOf(v)}`),
      sql`, `,
    )})`;
    const structureDistance = sql`LEAST(${sql.join(
      structures.map((v) => sql`structure <-> ${vectorOf(v)}`),
      sql`, `,
    )})`;
    const repeatDistance = sql`repeat <-> ${vectorOf(signature.repeat)}`;
    // The designs whose corners agree best in the whole catalogue, found while the walks
    // run, or earlier (lookUpCornersEarly). Without them (the upload's corners unreadable,
    // the database gone) the search goes on with the signatures' shortlist, as before the
    // index, and an unreadable upload is refused below where its corners are awaited.
    const byCorners = signature.local ? cornerCandidatesOf(signature.local) : Promise.resolve([]);
    // Every walk in one statement: thirteen round trips would cost more than the walks.
    const candidates = sql.join(
      [
        ...featureQueries.map((v) => walk(sql`features`, v)),
        ...structures.map((v) => walk(sql`structure`, v)),
        // The repeat cell reads the same any way up: one walk.
        walk(sql`repeat`, signature.repeat),
        // Where its colours meet, upright: another colourway of the upload (a turned one
        // is left to the structure's walks, which take every way).
        walk(sql`boundary`, signature.boundary),
      ],
      sql` UNION `,
    );
    // What ranking needs only: the cards are read for the designs shown (below), not for
    // the 500–700 candidates (a third of the statement's time on PGlite).
    const rankingColumns = {
      id: designs.id,
      // As base64 text, decoded natively below: PGlite reads a bytea's hex text one
      // byte at a time in JavaScript, which was half of an image search's time.
      print: sql<string | null>`encode(${designs.print}, 'base64')`,
      boundaryMap: sql<string | null>`encode(${designs.boundaryMap}, 'base64')`,
      featureDistance: sql<number | null>`${featureDistance}`,
      structureDistance: sql<number | null>`${structureDistance}`,
      repeatDistance: sql<number | null>`${repeatDistance}`,
    };
    const rows = await db.transaction(async (tx) => {
      // While the catalogue is small the planner reckons reading every row cheaper than
      // the structure walks; measured, the walks are the faster by far (8 of them).
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${WALK_EF_SEARCH}`));
      return tx
        .select(rankingColumns)
        .from(designs)
        .where(sql`${designs.id} IN (${candidates})`);
    });
    const cornerFound = new Set((await byCorners).map(({ id }) => id));
    const walked = new Set(rows.map(({ id }) => id));
    const notWalked = [...cornerFound].filter((id) => !walked.has(id));
    if (notWalked.length > 0)
      rows.push(
        ...(await db
          .select(rankingColumns)
          .from(designs)
          .where(and(inArray(designs.id, notWalked), not(offSale)))),
      );
    if (rows.length === 0) return [];
    const tenth = (values: number[]) => {
      const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
      return sorted[Math.min(9, sorted.length - 1)] || 1;
    };
    // A design whose signature is not computed yet is infinitely far in that index.
    const distancesIn = (key: 'featureDistance' | 'structureDistance' | 'repeatDistance') =>
      rows.map((row) => (row[key] === null ? Infinity : Number(row[key])));
    const [f, s, r] = [distancesIn('featureDistance'), distancesIn('structureDistance'), distancesIn('repeatDistance')];
    // How unlike the upload's boundary map each candidate's is (1 when not measured yet).
    const b = rows.map((row) =>
      row.boundaryMap === null ? 1 : boundaryMapDistance(signature.boundaryMap, Buffer.from(row.boundaryMap, 'base64')),
    );
    const [featureScale, structureScale, repeatScale, boundaryScale] = [tenth(f), tenth(s), tenth(r), tenth(b)];
    // Only a near copy's print distance counts (below): an upright print (the upload as it
    // is, and the whole picture) within NEAR_COPY, a turned one within NEAR_COPY less its
    // penalty; the rest stop early. A flat print (a fine repeat, a plain ground) tells no
    // copy from another flat design, so it is measured against none: such uploads are
    // ranked by their colours, texture and repeat like any other.
    const upright = (k: number) => k === 0 || k === ways.length;
    const distancesFromUpload = printDistancesFrom(prints, {
      within: prints.map((_, k) => (contrasts[k]! < PRINT_CONTRAST_FLOOR ? 0 : upright(k) ? NEAR_COPY : NEAR_COPY - TURNED_PRINT_PENALTY)),
    });
    /** How near a copy of the upload this print is (relative to contrast, 0 the same), or null when it is none. */
    const nearCopy = (stored: Uint8Array): number | null => {
      let best: number | null = null;
      let storedContrast: number | null = null;
      for (const [k, apart] of distancesFromUpload(stored).entries()) {
        if (!Number.isFinite(apart)) continue;
        storedContrast ??= printContrast(stored);
        const relative = relativePrintDistance(apart, contrasts[k]!, storedContrast) + (upright(k) ? 0 : TURNED_RELATIVE_PENALTY);
        if (relative < NEAR_COPY_RELATIVE && (best === null || relative < best)) best = relative;
      }
      return best;
    };
    // A flat print's ranks are its noise: its structure says nothing either, and its
    // colours and texture stand in for it (else a repeat that aliases alike at a small
    // size, in other colours, outranked the copy). So for the swatch of a photo: it shows
    // one or a few repeats, cut in by a margin, of a cover that shows many, so where its
    // light and dark sit matches no cover's. Measured on photos of real artwork, the true
    // design's structure ranked in the hundreds or thousands (20 of 30 past the 500th of 3,213).
    const structureSaysNothing = contrasts[0]! < PRINT_CONTRAST_FLOOR || signature.whole !== undefined;
    const rank = (row: (typeof rows)[number], i: number) => {
      // The upload as it is comes first: a symmetric twin turned or mirrored may match its print as closely.
      const near = row.print === null ? null : nearCopy(Buffer.from(row.print, 'base64'));
      // Two near copies as close (two plain grounds, one print) are told apart by their colours.
      if (near !== null) return BEFORE_EVERY_OTHER + near + NEAR_COPY_COLOUR_WEIGHT * Math.min(1, f[i]! / featureScale);
      // A product: near in every index beats very near in one and far in the others, and an
      // index in which every candidate is about as far (structure, for a fragment) changes
      // no order. The floor keeps one exact match from outweighing the other two.
      // Where things sit: by light and dark, or by where the colours meet (another
      // colourway, whose light and dark may change places), whichever is nearer.
      const boundary = b[i]! / boundaryScale;
      const layout = structureSaysNothing ? f[i]! / featureScale : Math.min(s[i]! / structureScale, boundary);
      // A boundary map far nearer than most stands in for the colours too: a palette swap
      // moves every colour. Only then: as a stand-in everywhere it let the near boundaries
      // of unrelated designs outrank a rescaled repeat or a fragment (docs/benchmarks.md).
      const colours =
        !structureSaysNothing && boundary < BOUNDARY_STANDS_IN_BELOW ? Math.min(f[i]! / featureScale, boundary) : f[i]! / featureScale;
      return Math.log(colours + DISTANCE_FLOOR) + Math.log(layout + DISTANCE_FLOOR) + Math.log(r[i]! / repeatScale + DISTANCE_FLOOR);
    };
    const ranked = rows.map((row, i) => ({ row, rank: rank(row, i) })).sort((a, b) => a.rank - b.rank || a.row.id - b.row.id);
    // Near copies keep their places; the rest are checked by their corners, when the upload has them.
    const nearCopies = ranked.filter(({ rank }) => rank < NEAR_COPIES_BELOW);
    const others = ranked.slice(nearCopies.length);
    const ordered = signature.local
      ? [...nearCopies, ...(await checkedByCorners(others, await signature.local, agreements, cornerFound))]
      : ranked;
    return cardsOf(ordered.slice(0, limit).map(({ row }) => row.id));
  }

  /**
   * `candidates` (best first) reordered by how well the corners of the first
   * CORNERS_CHECKED, and of those the corner index found, agree with the upload's: each
   * moves by the log of its agreement
   * relative to the median of those checked, so a design whose corners agree far better
   * than the rest rises, one that agrees far worse sinks, and where none stands out the
   * signatures' order stays. A design not measured yet counts as the median.
   */
  async function checkedByCorners<T extends { row: { id: number } }>(
    candidates: T[],
    upload: LocalQuery,
    agreements: Agreements,
    cornerFound: ReadonlySet<number>,
  ): Promise<T[]> {
    const checks = (i: number, id: number) => i < CORNERS_CHECKED || cornerFound.has(id);
    const checked = candidates.filter(({ row }, i) => checks(i, row.id));
    if (checked.length === 0) return candidates;
    const stored = await db
      .select({
        id: designs.id,
        // Base64 text, decoded natively: PGlite reads a bytea's hex text one byte at a time in JavaScript.
        localFeatures: sql<string | null>`encode(${designs.localFeatures}, 'base64')`,
      })
      .from(designs)
      .where(
        inArray(
          designs.id,
          checked.map(({ row }) => row.id),
        ),
      );
    const measuredRows = stored.filter((row): row is { id: number; localFeatures: string } => row.localFeatures !== null);
    const scores = await agreements(
      upload,
      measuredRows.map((row) => Buffer.from(row.localFeatures, 'base64')),
    );
    const agreementById = new Map(measuredRows.map((row, i) => [row.id, scores[i]!]));
    if (agreementById.size === 0) return candidates;
    const measured = [...agreementById.values()].sort((a, b) => a - b);
    const median = measured[Math.floor(measured.length / 2)]!;
    const keyed = candidates.map((candidate, i) => {
      const agreed = agreementById.get(candidate.row.id) ?? median;
      const moved = checks(i, candidate.row.id) ? AGREEMENT_WEIGHT * Math.log((agreed + 1) / (median + 1)) : 0;
      return { candidate, key: Math.log(i + 1) - moved, i };
    });
    return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map(({ candidate }) => candidate);
  }

  /** Facts the image route needs to draw a cover. */
  async function artOf(productId: number) {
    const [d] = await db
      .select({ motif: designs.motif, palette: designs.palette, artSeed: designs.artSeed, source: designs.source })
      .from(designs)
      .where(eq(designs.id, productId));
    return d ?? null;
  }

  /**
   * The colours a colourway is drawn over: the palette the detail shows (measured,
   * most covering first), as '#rrggbb'; [] for a design not measured yet, null for none.
   */
  async function recolourPalette(productId: number): Promise<string[] | null> {
    const [d] = await db.select({ colours: designs.colours }).from(designs).where(eq(designs.id, productId));
    return d ? paletteHexes(d.colours) : null;
  }

  /** Facts the design file (zip) is made from. */
  async function fileFacts(productId: number) {
    const [d] = await db
      .select({
        id: designs.id,
        imgSn: designs.imgSn,
        motif: designs.motif,
        palette: designs.palette,
        artSeed: designs.artSeed,
        imgWidth: designs.imgWidth,
        imgHeight: designs.imgHeight,
        format: designs.format,
        source: designs.source,
        colours: designs.colours,
      })
      .from(designs)
      .where(eq(designs.id, productId));
    return d ?? null;
  }

  /**
   * Takes a design off sale (an exclusive once bought): it leaves the store's search,
   * its counts and the similar-image results; its detail and files stay for the buyer.
   */
  /** Whatever is remembered about the catalogue on sale: tree, total, counts. */
  function invalidate() {
    treeCache = null;
    onSaleCache = null;
    countCache.clear();
  }

  async function removeFromSale(productId: number, tx: Db = db): Promise<void> {
    await tx.update(designs).set({ sold: true }).where(eq(designs.id, productId));
    await tx.delete(designSearch).where(eq(designSearch.id, productId));
    invalidate();
  }

  /** Cards of the given designs in the order given (sold ones too: a folder keeps them). */
  async function cardsOf(productIds: number[]): Promise<ProductCard[]> {
    if (productIds.length === 0) return [];
    const rows = await db.select(cardColumns).from(designs).where(inArray(designs.id, productIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return productIds.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : []));
  }

  /**
   * Sells an exclusive design once: true for the one caller that took it off sale, false
   * when it was already sold. Concurrent checkouts wait on the row and see the first sale.
   */
  async function claimExclusive(productId: number, tx: Db = db): Promise<boolean> {
    const taken = await tx
      .update(designs)
      .set({ sold: true })
      .where(and(eq(designs.id, productId), eq(designs.sold, false)))
      .returning({ id: designs.id });
    if (taken.length === 0) return false;
    await tx.delete(designSearch).where(eq(designSearch.id, productId));
    invalidate();
    return true;
  }

  /**
   * Search by image for the same colours (any pattern): the designs whose palette looks
   * most like the picture's (src/domain/colour.ts `paletteDistance`), from the in-memory
   * index (loaded first if it is not yet).
   */
  async function similarColours(palette: (Lab & { share: number })[], limit = 100): Promise<ProductCard[]> {
    if (palette.length === 0) return [];
    const index = await indexAt((await checkVersion('')).version, { wait: true });
    if (!index) throw new HttpError(503, 'Search by colour is getting ready. Please try again in a minute.');
    return cardsOf(index.closestPalettes(palette, limit));
  }

  /**
   * "More like this" on a design's detail, without the design itself: for the pattern,
   * the designs on sale nearest to its own stored signature, as an upload of its cover
   * would find them; for the colours, those whose palette looks most like its own. Empty
   * while it is not measured yet.
   */
  async function alike(productId: number, intent: ImageSearchIntent = 'pattern', limit = 12): Promise<ProductCard[]> {
    const [d] = await db
      .select({
        features: designs.features,
        print: designs.print,
        structure: designs.structure,
        repeat: designs.repeat,
        boundary: designs.boundary,
        boundaryMap: designs.boundaryMap,
        colours: designs.colours,
      })
      .from(designs)
      .where(eq(designs.id, productId));
    if (!d) throw refusalError(designRefusals.missing);
    let found: ProductCard[];
    if (intent === 'colours') found = await similarColours(coloursFromColumn(d.colours), limit + 1);
    else if (!d.features || !d.print || !d.structure || !d.repeat || !d.boundary || !d.boundaryMap) found = [];
    else
      found = await similar(
        {
          features: d.features,
          print: Buffer.from(d.print),
          structure: d.structure,
          repeat: d.repeat,
          boundary: d.boundary,
          boundaryMap: Buffer.from(d.boundaryMap),
        },
        limit + 1,
      );
    return found.filter((card) => card.productId !== productId).slice(0, limit);
  }

  /** Undoes removeFromSale (a checkout whose payment failed gives the exclusive back). */
  async function returnToSale(productId: number, tx: Db = db): Promise<void> {
    await tx.update(designs).set({ sold: false }).where(eq(designs.id, productId));
    await tx.execute(copyToSearch(eq(designs.id, productId)));
    invalidate();
  }

  return {
    coverOf,
    alike,
    similarColours,
    claimExclusive,
    returnToSale,
    cardsOf,
    removeFromSale,
    fileFacts,
    typeTree,
    home,
    bestSellers,
    detail,
    search,
    similar,
    lookUpCornersEarly,
    artOf,
    recolourPalette,
    invalidate,
    /**
     * This process changed designs (the back office, an import): forget what is cached,
     * and note the new artwork of an imported design so its cover URL changes.
     */
    changed(cover?: { productId: number; contentHash: string }) {
      invalidate();
      changedHere = true;
      if (cover) coverVersions.set(cover.productId, cover.contentHash.slice(0, 10));
    },
    loadCoverVersions,
    /** The in-memory search index as it stands (health, tests): null when none is loaded. */
    searchIndexState: () =>
      searchIndex && { version: searchIndex.version, size: searchIndex.size, changedSinceLoad: searchIndex.changedSinceLoad },
    /** Loads or catches up the index of corners now (at start, once the corners are measured). */
    warmCornerIndex: async () => {
      await corners?.catchUp();
    },
    /** Forgets the remembered counts only (the benchmark measures cold counts with it). */
    forgetCounts: () => countCache.clear(),
    /** Loads the in-memory search index now (at start, and in tests); true when in use. */
    warmSearchIndex: async () => {
      if (!indexEnabled) return false;
      await checkVersion('');
      if (searchIndex?.version !== seenVersion) await loadIndex();
      return searchIndex !== null && searchIndex.version === seenVersion;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
