/**
 * The store search request (storefront §3, §7, §9): its standard keys, the word
 * filters that ride along keyed by their group's root name, the licence filter and the
 * price range. The shop builds it, the MSW world and the server read it, all here.
 */

/** Sort values (storefront §9): '' recommend, 'sort,desc' new to old, 'sort,asc' old to new. */
export const sortValues = ['', 'sort,desc', 'sort,asc'] as const;
export type SortValue = (typeof sortValues)[number];

/** The store's orders: most popular first (recommend), new to old, old to new. */
export type StoreOrder = 'recommend' | 'newest' | 'oldest';

/** The order a payload's sSorts asks for. */
export const storeOrderOf = (sSorts: SortValue): StoreOrder =>
  sSorts === 'sort,desc' ? 'newest' : sSorts === 'sort,asc' ? 'oldest' : 'recommend';

/** What the store's orders compare a design by: `sort` is its place in creation order. */
export interface StoreOrderKey {
  popularity: number;
  sort: number;
  id: number;
}

/**
 * The store's three orders as one comparison each (negative sorts first). Ties go by id,
 * so a design never shows on two pages or on none. The server's in-memory search and the
 * MSW world sort with these; the server's SQL ORDER BY says the same in SQL.
 */
export const storeOrderCompare: Record<StoreOrder, (a: StoreOrderKey, b: StoreOrderKey) => number> = {
  recommend: (a, b) => b.popularity - a.popularity || a.id - b.id,
  newest: (a, b) => b.sort - a.sort || b.id - a.id,
  oldest: (a, b) => a.sort - b.sort || a.id - b.id,
};

/**
 * The store's licence *filter* (storefront §3 "licence type group"): 0 non-exclusive,
 * 3 exclusive; no filter for "All license". Sent as `imgType: [0]` or `[3]` — the same
 * wire name as a cart line's licence, but a different thing: see `LicenceType`.
 */
export type LicenceFilter = 0 | 3;
export const licenceFilters: readonly LicenceFilter[] = [0, 3];

/** Store page size (§9): iDisplayLength 100; pages = ceil(total / 100). */
export const STORE_PAGE_SIZE = 100;
/** The longest keyword a search takes. */
export const MAX_KEYWORD_LENGTH = 200;

/** The key the licence filter travels under (the licence group's root name). */
export const LICENCE_FILTER_KEY = 'imgType';

/** The key the colour filter travels under: '1f3a5f,e0c097' (src/domain/colour.ts). */
export const COLOUR_FILTER_KEY = 'colours';

/** Keys of the payload that are not word-filter lists. */
export const standardSearchKeys: ReadonlySet<string> = new Set([
  'priceRange',
  'sSorts',
  'strSearchKeyword',
  'iDisplayStart',
  'iDisplayLength',
  LICENCE_FILTER_KEY,
  COLOUR_FILTER_KEY,
]);

/**
 * The selectPage request. Selected word ids are grouped by their group's root name,
 * e.g. `{ Style: [203], Scene: [301, 303] }`, and sent as extra keys; the licence
 * filter as `imgType: [0]` or `[3]`.
 */
export interface SearchPayload {
  /** 'min,max' in dollars, or '' for no price filter. */
  priceRange: string;
  sSorts: SortValue;
  strSearchKeyword: string;
  iDisplayStart: number;
  iDisplayLength: number;
  [rootName: string]: string | number | number[];
}

const idsOf = (raw: unknown): number[] =>
  (Array.isArray(raw) ? raw : raw === undefined || String(raw) === '' ? [] : [raw]).map(Number).filter(Number.isInteger);

/**
 * The word filters of a payload, one list of ids per group: a design matches when it
 * carries any id of every list (OR within a group, AND across groups). Empty lists
 * filter nothing and are left out.
 */
export function wordFiltersOf(payload: Readonly<Record<string, unknown>>): number[][] {
  return Object.entries(payload)
    .filter(([key]) => !standardSearchKeys.has(key))
    .map(([, raw]) => idsOf(raw))
    .filter((ids) => ids.length > 0);
}

/**
 * The licence filter of a payload as the designs' `isBuyout` to keep (1 exclusive, 0
 * non-exclusive), or null for none — also when both 0 and 3 are sent (both is all).
 */
export function buyoutFilterOf(payload: Readonly<Record<string, unknown>>): 0 | 1 | null {
  const ids = idsOf(payload[LICENCE_FILTER_KEY]);
  const exclusive = ids.includes(3);
  return exclusive === ids.includes(0) ? null : exclusive ? 1 : 0;
}

/**
 * Whether `range` spans everything from 0 to `maxPrice`: then it filters nothing (§5), so
 * the store sends no price filter and shows no price chip. The one test of this: the
 * price slider, the store's URL, its chips and the server all ask here. Either end may
 * come first, and an end past a bound reaches it.
 */
export function isWholePriceRange([low, high]: readonly [number, number], maxPrice: number): boolean {
  return Math.min(low, high) <= 0 && Math.max(low, high) >= maxPrice;
}

/** 'min,max' as the payload's priceRange: two non-negative numbers. */
export const priceRangePattern = /^\d+(\.\d+)?,\d+(\.\d+)?$/;

/** Reads 'min,max' (as the payload carries it); null for '' or anything malformed. */
export function parsePriceRange(text: string | null | undefined): [number, number] | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a <= b ? [a, b] : [b, a];
}

/**
 * The price filter of a payload's priceRange: null when there is none or when it is
 * the whole range 0…`maxPrice` (§5). `maxPrice` is asked for only when a range is sent.
 */
export async function priceFilterOf(
  priceRange: string | undefined,
  maxPrice: () => number | Promise<number>,
): Promise<{ min: number; max: number } | null> {
  const range = parsePriceRange(priceRange);
  if (!range) return null;
  return isWholePriceRange(range, await maxPrice()) ? null : { min: range[0], max: range[1] };
}

/** The catalogue's highest price as the filter tree carries it: whole dollars, rounded up. */
export const treeMaxPrice = (prices: Iterable<number>): number => {
  let max = 0;
  for (const price of prices) if (price > max) max = price;
  return Math.ceil(max);
};
