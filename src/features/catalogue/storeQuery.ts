/**
 * The store's URL query (storefront §2: q, ids, sSorts, priceRange, page, imgType) and
 * the selectPage request built from it (§3, §7, §9). Pure: no React, no router.
 */
import type { SelectPagePayload } from '../../api/schemas';
import type { ProductTypeGroup, SortValue } from '../../api/types';
import { maxPriceOf, wordRootNames } from './filterTree';

/** Store page size (§9): iDisplayLength 100; pages = ceil(total / 100). */
export const STORE_PAGE_SIZE = 100;

/** The licence filter: '' all licences, '0' non-exclusive, '3' exclusive (root name `imgType`). */
export type ImgTypeFilter = '' | '0' | '3';

/** Everything the store's URL says about a search. */
export interface StoreFilters {
  /** The keyword, trimmed ('' searches everything). */
  q: string;
  /** Selected word ids of the type tree, in the order they were chosen. */
  ids: number[];
  /** '' recommend, 'sort,desc' new to old, 'sort,asc' old to new. */
  sSorts: SortValue;
  /** `[min, max]` in dollars, or null for no price filter. */
  priceRange: [number, number] | null;
  /** Zero-based page (the URL's `page`; people see page + 1). */
  page: number;
  imgType: ImgTypeFilter;
}

export const defaultStoreFilters: StoreFilters = { q: '', ids: [], sSorts: '', priceRange: null, page: 0, imgType: '' };

/** The server refuses longer keywords (strSearchKeyword max 200). */
const MAX_KEYWORD_LENGTH = 200;
const sortValues: readonly SortValue[] = ['', 'sort,desc', 'sort,asc'];
const imgTypes: readonly ImgTypeFilter[] = ['', '0', '3'];

const isWholeNumber = (text: string) => /^\d+$/.test(text);

function parseIds(params: URLSearchParams): number[] {
  const ids: number[] = [];
  // Both `ids=1,2` (what we write) and `ids=1&ids=2` (what a hand-made link may hold) work.
  for (const value of params.getAll('ids')) {
    for (const part of value.split(',')) {
      const text = part.trim();
      if (!isWholeNumber(text)) continue;
      const id = Number(text);
      if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

function parsePriceRange(value: string | null): [number, number] | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a <= b ? [a, b] : [b, a];
}

function parsePage(value: string | null): number {
  if (value === null || !isWholeNumber(value.trim())) return 0;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) ? page : 0;
}

/** Reads the store's query. Anything unknown or malformed falls back to its default. */
export function parseStoreQuery(input: string | URLSearchParams): StoreFilters {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sSorts = params.get('sSorts') ?? '';
  const imgType = params.get('imgType') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    ids: parseIds(params),
    sSorts: (sortValues as readonly string[]).includes(sSorts) ? (sSorts as SortValue) : '',
    priceRange: parsePriceRange(params.get('priceRange')),
    page: parsePage(params.get('page')),
    imgType: (imgTypes as readonly string[]).includes(imgType) ? (imgType as ImgTypeFilter) : '',
  };
}

// Commas stay readable in the address bar (ids=101,203 rather than ids=101%2C203).
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/** The query string (without '?') for `filters`; defaults are left out, so no filters gives ''. */
export function serialiseStoreQuery(filters: Partial<StoreFilters>): string {
  const f = { ...defaultStoreFilters, ...filters };
  const parts: string[] = [];
  if (f.q.trim()) parts.push(`q=${encode(f.q.trim())}`);
  if (f.ids.length > 0) parts.push(`ids=${f.ids.join(',')}`);
  if (f.sSorts) parts.push(`sSorts=${encode(f.sSorts)}`);
  if (f.priceRange) parts.push(`priceRange=${f.priceRange[0]},${f.priceRange[1]}`);
  if (f.imgType) parts.push(`imgType=${f.imgType}`);
  if (f.page > 0) parts.push(`page=${f.page}`);
  return parts.join('&');
}

/** The store's URL for a search, e.g. `storeUrl({ ids: [401] })` for a mega-menu word. */
export function storeUrl(filters: Partial<StoreFilters> = {}): string {
  const query = serialiseStoreQuery(filters);
  return query ? `/store?${query}` : '/store';
}

/** Keys of the payload that are not filter-id lists. */
const standardKeys = new Set(['priceRange', 'sSorts', 'strSearchKeyword', 'iDisplayStart', 'iDisplayLength', 'imgType']);

/** Whether `range` spans everything from 0 to `maxPrice`: then it filters nothing (§5). */
export function isWholePriceRange(range: readonly [number, number], maxPrice: number): boolean {
  return range[0] <= 0 && range[1] >= maxPrice;
}

/**
 * The selectPage request for `filters` (§3, §7, §9). Selected ids are grouped by their
 * group's root name using the type tree (`{ Style: [203], Scene: [301, 303] }`): OR
 * within a group, AND across groups is the server's job. Ids the tree does not know
 * are left out. The licence filter travels as `imgType: [0]` or `[3]`, and not at all
 * for "All license". The price range travels only when it is not the whole range.
 */
export function buildSelectPagePayload(filters: StoreFilters, tree?: readonly ProductTypeGroup[]): SelectPagePayload {
  const maxPrice = tree ? maxPriceOf(tree) : undefined;
  const range = filters.priceRange;
  const payload: SelectPagePayload = {
    strSearchKeyword: filters.q,
    iDisplayStart: filters.page * STORE_PAGE_SIZE,
    iDisplayLength: STORE_PAGE_SIZE,
    sSorts: filters.sSorts,
    priceRange: range && !(maxPrice !== undefined && isWholePriceRange(range, maxPrice)) ? `${range[0]},${range[1]}` : '',
  };
  const rootNames = tree ? wordRootNames(tree) : new Map<number, string>();
  for (const id of filters.ids) {
    const rootName = rootNames.get(id);
    if (rootName === undefined || standardKeys.has(rootName)) continue;
    const list = (payload[rootName] as number[] | undefined) ?? [];
    list.push(id);
    payload[rootName] = list;
  }
  if (filters.imgType) payload.imgType = [Number(filters.imgType)];
  return payload;
}
