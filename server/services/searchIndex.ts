/**
 * The store's matches, counted and paged in memory.
 *
 * A keyword or word filter in Postgres is a GIN bitmap whose count has to visit every
 * table page holding a match (the visibility check): at 100,000 designs a common word
 * costs 5–13 ms a count, twice that on PGlite's single connection, and a deep page of
 * a keyword search sorts every match. Here the same rows — design_search as Postgres
 * parsed it (its tsvector's lexemes, its word ids) — live in flat arrays: a search is a
 * bitset per term and one walk along a precomputed order, well under a millisecond.
 *
 * Postgres stays the authority: the index is loaded from design_search and tagged with
 * catalogue_version (migration 0008) read in the same statement; each search reads the
 * version again. A changed catalogue (a sale here or in another server process, an edit,
 * an imported design) is caught up from catalogue_change (migration 0010): only the rows
 * changed since the index's version are read, and lie over the loaded ones (`withChanges`)
 * until enough have piled up to load the whole store again in the background. Loading it
 * whole after every change held PGlite for a quarter of a second per imported design, and
 * every search waited behind it. A reseed or a change of many rows at once is "everything"
 * in the log: searches go to SQL until a fresh index is loaded. Keyword terms are parsed
 * by Postgres's own to_tsquery; anything this index cannot express goes to SQL too.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import {
  COLOUR_MATCH_DELTA_E,
  COLOUR_MATCH_MIN_SHARE,
  deltaE2000,
  paletteDistance,
  paletteDistanceBy,
  paletteHolds,
  snapToSearchGrid,
  type Lab,
} from '../../src/domain/colour';
import { storeOrderCompare, type StoreOrder } from '../../src/domain/search';
import { coloursFromColumn } from './palette';

export interface IndexQuery {
  /** Lexeme prefixes that must all match ('floral:*' & 'garden:*'). */
  prefixes: string[];
  /** Word-id groups: any id of a group, every group. */
  groups: number[][];
  /** 1 exclusive only, 0 non-exclusive only, null both. */
  buyout: 0 | 1 | null;
  price: { min: number; max: number } | null;
  /** Picked colours the design's palette must all hold (src/domain/colour.ts `paletteHolds`). */
  colours: Lab[];
  order: StoreOrder;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  total: number;
  ids: number[];
}

export interface Row {
  id: number;
  popularity: number;
  sort: number;
  shown_price: string | number;
  is_buyout: number;
  word_ids: number[];
  lexemes: string[];
  /** L, a, b, share for each of its colours (designs.colours); null until measured. */
  colours: number[] | null;
  version?: string | number;
}

export interface SearchIndex {
  version: number;
  /** Designs on sale it holds. */
  size: number;
  /** Rows laid over the loaded ones since it was loaded: many means time to load anew. */
  changedSinceLoad: number;
  run: (query: IndexQuery) => IndexAnswer;
  /** Ids of the designs whose palette looks most like `palette` (paletteDistance), nearest first. */
  closestPalettes: (palette: PaletteOf, limit: number) => number[];
  /** The index at a later version: these designs changed, and these rows are what is on sale of them now. */
  withChanges: (version: number, changedIds: number[], rows: Row[]) => SearchIndex;
}

/** What changed since a version: the changed designs and the rows of those still on sale. */
export interface CatalogueChanges {
  version: number;
  changedIds: number[];
  rows: Row[];
}

/** Reads design_search and the catalogue version in one statement (one snapshot). */
export async function loadSearchIndex(db: Db): Promise<SearchIndex | null> {
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT s.id, s.popularity, s.sort, s.shown_price, s.is_buyout, s.word_ids,
               tsvector_to_array(s.search) AS lexemes, s.colours, v.version
        FROM design_search s CROSS JOIN catalogue_version v`,
  );
  // An empty store has nothing to gain from an index (and no row to carry the version).
  if (rows.length === 0) return null;
  return buildSearchIndex(rows);
}

export function buildSearchIndex(rows: Row[]): SearchIndex {
  return overlay(buildBase(rows), Number(rows[0]!.version), null, []);
}

/**
 * The changes since `since`, read in one statement (one snapshot, so the rows are the
 * ones of the version returned); null when the log cannot say (a reseed, a change of
 * many rows, or pruned past `since`): the store must be loaded anew.
 */
export async function loadChanges(db: Db, since: number): Promise<CatalogueChanges | null> {
  const [answer] = await rowsOf<{ version: string; prunedThrough: string; everything: boolean; changed: number[]; rows: Row[] }>(
    db,
    sql`WITH changed AS (SELECT DISTINCT design_id FROM catalogue_change WHERE version > ${since})
        SELECT v.version, v.pruned_through AS "prunedThrough",
               EXISTS (SELECT 1 FROM changed WHERE design_id IS NULL) AS everything,
               COALESCE((SELECT array_agg(design_id) FROM changed WHERE design_id IS NOT NULL), '{}') AS changed,
               COALESCE((SELECT json_agg(json_build_object(
                   'id', s.id, 'popularity', s.popularity, 'sort', s.sort, 'shown_price', s.shown_price,
                   'is_buyout', s.is_buyout, 'word_ids', s.word_ids, 'lexemes', tsvector_to_array(s.search),
                   'colours', s.colours))
                 FROM design_search s WHERE s.id IN (SELECT design_id FROM changed)), '[]') AS rows
        FROM catalogue_version v`,
  );
  if (!answer || answer.everything || since < Number(answer.prunedThrough)) return null;
  return { version: Number(answer.version), changedIds: answer.changed.map(Number), rows: answer.rows };
}

/** One design's row as matched outside the flat arrays (a row laid over them). */
interface LooseRow {
  id: number;
  popularity: number;
  sort: number;
  price: number;
  buyout: number;
  words: Set<number>;
  lexemes: string[];
  palette: (Lab & { share: number })[];
}

type PaletteOf = (Lab & { share: number })[];

/**
 * A row's palette on the search grid. design_search holds it snapped already (migration
 * 0013); snapping again changes nothing there, and holds the index to the grid when its
 * rows come from elsewhere (bench:colours).
 */
const searchPalette = (column: Row['colours']): PaletteOf =>
  coloursFromColumn(column).map((colour) => ({ ...snapToSearchGrid(colour), share: colour.share }));

const looseRow = (row: Row): LooseRow => ({
  id: Number(row.id),
  popularity: Number(row.popularity),
  sort: Number(row.sort),
  price: Number(row.shown_price),
  buyout: Number(row.is_buyout),
  words: new Set(row.word_ids.map(Number)),
  lexemes: row.lexemes,
  palette: searchPalette(row.colours),
});

function matchesLoose(row: LooseRow, query: IndexQuery): boolean {
  if (query.buyout !== null && row.buyout !== query.buyout) return false;
  if (query.price !== null && (row.price < query.price.min || row.price > query.price.max)) return false;
  if (!query.prefixes.every((prefix) => row.lexemes.some((lexeme) => lexeme.startsWith(prefix)))) return false;
  if (query.colours.length > 0 && !paletteHolds(query.colours, row.palette)) return false;
  return query.groups.every((group) => group.some((word) => row.words.has(word)));
}

interface Base {
  size: number;
  /** Position of a design id in the flat arrays. */
  positionOf: Map<number, number>;
  run: (query: IndexQuery, hidden: Uint32Array | null, laid: LooseRow[]) => IndexAnswer;
  closest: (palette: PaletteOf, limit: number, hidden: Uint32Array | null) => { id: number; distance: number }[];
}

/** The index at `version`: the loaded base, less the hidden positions, plus the rows laid over it. */
function overlay(base: Base, version: number, hidden: Uint32Array | null, laid: LooseRow[]): SearchIndex {
  let hiddenCount = 0;
  if (hidden) for (const word of hidden) for (let bits = word; bits; bits &= bits - 1) hiddenCount++;
  return {
    version,
    size: base.size - hiddenCount + laid.length,
    changedSinceLoad: hiddenCount + laid.length,
    run: (query) => base.run(query, hidden, laid),
    closestPalettes(palette, limit) {
      // Rows laid over the arrays are few: measured one by one and merged in.
      const extra = laid.map((row) => ({ id: row.id, distance: row.palette.length ? paletteDistance(palette, row.palette) : Infinity }));
      return [...base.closest(palette, limit, hidden), ...extra]
        .filter((found) => Number.isFinite(found.distance))
        .sort((a, b) => a.distance - b.distance || a.id - b.id)
        .slice(0, limit)
        .map((found) => found.id);
    },
    withChanges(next, changedIds, rows) {
      const changed = new Set(changedIds);
      const nextHidden = hidden ? hidden.slice() : new Uint32Array((base.size + 31) >>> 5);
      for (const id of changed) {
        const position = base.positionOf.get(id);
        if (position !== undefined) nextHidden[position >>> 5]! |= 1 << (position & 31);
      }
      const nextLaid = [...laid.filter((row) => !changed.has(row.id)), ...rows.map(looseRow)];
      return overlay(base, next, nextHidden, nextLaid);
    },
  };
}

/** Colours a row's palette may hold in the index (services/palette.ts keeps 6). */
const PALETTE_STRIDE = 8;
/**
 * CIEDE2000's lightness weight S_L is at most this (at L = 0 or 100), and the difference
 * is at least |ΔL| / S_L: colours further apart in lightness than the threshold times
 * this cannot match, and are never measured.
 */
const MAX_LIGHTNESS_WEIGHT = 1 + (0.015 * 50 ** 2) / Math.sqrt(20 + 50 ** 2);
/** Picked colours whose matching catalogue colours are remembered (paging repeats them). */
const NEAR_CACHE_SIZE = 64;

/**
 * The colour filter over the flat arrays: each row's palette as ids of distinct colours
 * (a catalogue repeats its colours: measured once per search, not once per row) sorted
 * by lightness, so a picked colour is compared only with the colours within reach.
 */
function colourTable(rows: Row[], words: number) {
  const n = rows.length;
  const idOf = new Map<string, number>();
  const distinct: Lab[] = [];
  const rowColour = new Int32Array(n * PALETTE_STRIDE).fill(-1);
  const rowShare = new Float32Array(n * PALETTE_STRIDE);
  rows.forEach((row, r) => {
    searchPalette(row.colours)
      .slice(0, PALETTE_STRIDE)
      .forEach((colour, k) => {
        const key = `${colour.l},${colour.a},${colour.b}`;
        let id = idOf.get(key);
        if (id === undefined) {
          id = distinct.length;
          idOf.set(key, id);
          distinct.push(colour);
        }
        rowColour[r * PALETTE_STRIDE + k] = id;
        rowShare[r * PALETTE_STRIDE + k] = colour.share;
      });
  });
  idOf.clear();
  const byLightness = Int32Array.from(distinct.keys()).sort((x, y) => distinct[x]!.l - distinct[y]!.l);
  const lightness = Float64Array.from(byLightness, (id) => distinct[id]!.l);
  const nearCache = new Map<string, Uint8Array>();

  /** Which distinct colours are within COLOUR_MATCH_DELTA_E of `picked`. */
  function nearTo(picked: Lab): Uint8Array {
    const key = `${picked.l},${picked.a},${picked.b}`;
    const hit = nearCache.get(key);
    if (hit) return hit;
    const near = new Uint8Array(distinct.length);
    const reach = COLOUR_MATCH_DELTA_E * MAX_LIGHTNESS_WEIGHT;
    let lo = 0;
    let hi = lightness.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (lightness[mid]! < picked.l - reach) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < lightness.length && lightness[i]! <= picked.l + reach; i++) {
      // CIEDE2000's lightness term alone, at this pair's own weight S_L, is a lower bound
      // (its chroma and hue terms add a positive amount): most colours in reach stop here.
      const lOff = ((lightness[i]! + picked.l) / 2 - 50) ** 2;
      const lightnessWeight = 1 + (0.015 * lOff) / Math.sqrt(20 + lOff);
      if (Math.abs(lightness[i]! - picked.l) > COLOUR_MATCH_DELTA_E * lightnessWeight) continue;
      const id = byLightness[i]!;
      if (deltaE2000(picked, distinct[id]!) <= COLOUR_MATCH_DELTA_E) near[id] = 1;
    }
    nearCache.set(key, near);
    if (nearCache.size > NEAR_CACHE_SIZE) nearCache.delete(nearCache.keys().next().value!);
    return near;
  }

  /** The rows whose palette holds every picked colour (as `paletteHolds` decides), as a bitset. */
  function holding(picked: Lab[]): Uint32Array {
    const nears = picked.map(nearTo);
    const bits = new Uint32Array(words);
    rows: for (let r = 0; r < n; r++) {
      for (const near of nears) {
        let covered = 0;
        for (let k = r * PALETTE_STRIDE; k < (r + 1) * PALETTE_STRIDE && rowColour[k]! >= 0; k++)
          if (near[rowColour[k]!]) covered += rowShare[k]!;
        if (covered < COLOUR_MATCH_MIN_SHARE) continue rows;
      }
      bits[r >>> 5]! |= 1 << (r & 31);
    }
    return bits;
  }

  /**
   * The rows whose palette looks most like `palette` (the same paletteDistance, on the
   * flat arrays), nearest first, among those holding its most covering colour: a design
   * without it is far by that colour alone. Each difference is measured once per search.
   */
  function closest(palette: PaletteOf, limit: number, hidden: Uint32Array | null): { row: number; distance: number }[] {
    if (palette.length === 0) return [];
    const eligible = holding([palette[0]!]);
    const measured = palette.map(() => new Float32Array(distinct.length).fill(-1));
    const apart = (p: number, id: number) => {
      let d = measured[p]![id]!;
      if (d < 0) {
        d = deltaE2000(palette[p]!, distinct[id]!);
        measured[p]![id] = d;
      }
      return d;
    };
    const shares = palette.map((colour) => colour.share);
    const found: { row: number; distance: number }[] = [];
    for (let r = 0; r < n; r++) {
      if ((eligible[r >>> 5]! & (1 << (r & 31))) === 0) continue;
      if (hidden !== null && (hidden[r >>> 5]! & (1 << (r & 31))) !== 0) continue;
      const from = r * PALETTE_STRIDE;
      let to = from;
      while (to < from + PALETTE_STRIDE && rowColour[to]! >= 0) to++;
      const distance = paletteDistanceBy(shares, rowShare.subarray(from, to), (p, k) => apart(p, rowColour[from + k]!));
      found.push({ row: r, distance });
    }
    return found.sort((a, b) => a.distance - b.distance || a.row - b.row).slice(0, limit);
  }

  return { holding, closest };
}

function buildBase(rows: Row[]): Base {
  const n = rows.length;
  const ids = new Int32Array(n);
  const price = new Float64Array(n);
  const buyout = new Uint8Array(n);
  const popularity = new Int32Array(n);
  const sortKey = new Int32Array(n);
  const byWord = new Map<number, number[]>();
  const byLexeme = new Map<string, number[]>();
  rows.forEach((row, r) => {
    ids[r] = Number(row.id);
    price[r] = Number(row.shown_price);
    buyout[r] = Number(row.is_buyout);
    popularity[r] = Number(row.popularity);
    sortKey[r] = Number(row.sort);
    for (const word of row.word_ids) {
      const list = byWord.get(Number(word));
      if (list) list.push(r);
      else byWord.set(Number(word), [r]);
    }
    for (const lexeme of row.lexemes) {
      const list = byLexeme.get(lexeme);
      if (list) list.push(r);
      else byLexeme.set(lexeme, [r]);
    }
  });

  // Lexemes in code-unit order: the lexemes starting with a prefix are one run of it.
  const vocabulary = [...byLexeme.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lexemeStart = new Int32Array(vocabulary.length + 1);
  const lexemeRows = new Int32Array(vocabulary.reduce((sum, lexeme) => sum + byLexeme.get(lexeme)!.length, 0));
  vocabulary.forEach((lexeme, i) => {
    lexemeRows.set(byLexeme.get(lexeme)!, lexemeStart[i]!);
    lexemeStart[i + 1] = lexemeStart[i]! + byLexeme.get(lexeme)!.length;
  });
  const wordRows = new Map([...byWord].map(([word, list]) => [word, Int32Array.from(list)]));
  // The building maps are captured by the closures above; emptied, they cost nothing.
  byLexeme.clear();
  byWord.clear();

  // The store's three orders, exactly as the SQL path sorts them: the same comparisons the
  // rows laid over the index are merged by, on two reused keys rather than an object per row.
  const left = { popularity: 0, sort: 0, id: 0 };
  const right = { popularity: 0, sort: 0, id: 0 };
  const keyOf = (key: typeof left, r: number) => {
    key.popularity = popularity[r]!;
    key.sort = sortKey[r]!;
    key.id = ids[r]!;
    return key;
  };
  const ordered = (order: StoreOrder) =>
    Int32Array.from({ length: n }, (_, r) => r).sort((a, b) => storeOrderCompare[order](keyOf(left, a), keyOf(right, b)));
  const orders: Record<StoreOrder, Int32Array> = { recommend: ordered('recommend'), newest: ordered('newest'), oldest: ordered('oldest') };

  const words = (n + 31) >>> 5;
  const colours = colourTable(rows, words);
  const setOf = (fill: (bits: Uint32Array) => void) => {
    const bits = new Uint32Array(words);
    fill(bits);
    return bits;
  };
  const add = (bits: Uint32Array, list: ArrayLike<number>, from = 0, to = list.length) => {
    for (let i = from; i < to; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  };
  /** First vocabulary position not before `prefix`. */
  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (vocabulary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const prefixSet = (prefix: string) =>
    setOf((bits) => {
      for (let i = lowerBound(prefix); i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) {
        add(bits, lexemeRows, lexemeStart[i]!, lexemeStart[i + 1]!);
      }
    });
  const groupSet = (group: number[]) =>
    setOf((bits) => {
      for (const word of group) {
        const list = wordRows.get(word);
        if (list) add(bits, list);
      }
    });

  function run(query: IndexQuery, hidden: Uint32Array | null, laid: LooseRow[]): IndexAnswer {
    let matches: Uint32Array | null = null;
    const colourSets = query.colours.length > 0 ? [colours.holding(query.colours)] : [];
    for (const bits of [...query.prefixes.map(prefixSet), ...query.groups.map(groupSet), ...colourSets]) {
      if (matches === null) matches = bits;
      else for (let w = 0; w < words; w++) matches[w]! &= bits[w]!;
    }
    const { buyout: licence, price: range, offset, limit } = query;
    // Rows laid over the arrays are few: matched one by one and merged into the walk in order.
    const compare = storeOrderCompare[query.order];
    const extra = laid.filter((row) => matchesLoose(row, query)).sort(compare);
    let nextExtra = 0;
    const page: number[] = [];
    let total = 0;
    const take = (id: number) => {
      if (total >= offset && page.length < limit) page.push(id);
      total++;
    };
    const order = orders[query.order];
    // The walk's current row, compared with the next laid-over match (one object, not one per row).
    const scratch = { popularity: 0, sort: 0, id: 0 };
    for (let i = 0; i < n; i++) {
      const r = order[i]!;
      if (matches !== null && (matches[r >>> 5]! & (1 << (r & 31))) === 0) continue;
      if (hidden !== null && (hidden[r >>> 5]! & (1 << (r & 31))) !== 0) continue;
      if (licence !== null && buyout[r] !== licence) continue;
      if (range !== null && (price[r]! < range.min || price[r]! > range.max)) continue;
      keyOf(scratch, r);
      while (nextExtra < extra.length && compare(extra[nextExtra]!, scratch) < 0) {
        take(extra[nextExtra++]!.id);
      }
      take(ids[r]!);
    }
    while (nextExtra < extra.length) take(extra[nextExtra++]!.id);
    return { total, ids: page };
  }

  const positionOf = new Map<number, number>();
  ids.forEach((id, r) => positionOf.set(id, r));
  const closest = (palette: PaletteOf, limit: number, hidden: Uint32Array | null) =>
    colours.closest(palette, limit, hidden).map(({ row, distance }) => ({ id: ids[row]!, distance }));
  return { size: n, positionOf, run, closest };
}

/**
 * The lexeme prefixes of Postgres's to_tsquery output when it is a plain AND of
 * prefix terms ("'floral':* & 'garden':*"); null for anything else.
 */
export function prefixesOf(tsquery: string): string[] | null {
  const term = /^'((?:[^'\\]|'')+)':\*$/;
  const parts = tsquery.split(' & ');
  const prefixes: string[] = [];
  for (const part of parts) {
    const match = term.exec(part);
    if (!match) return null;
    prefixes.push(match[1]!.replaceAll("''", "'"));
  }
  return prefixes.length > 0 ? prefixes : null;
}
