/**
 * The store's URL (storefront §2 route table: `/store` with q, ids, sSorts, priceRange,
 * page, imgType) — parse and build — and the search request a store URL stands for.
 * Every link into the store (header search, mega-menu, home tiles and banners) and the
 * store's own filters go through here, so they all write the same URL.
 */
import {
  MAX_KEYWORD_LENGTH,
  STORE_PAGE_SIZE,
  isWholePriceRange,
  parsePriceRange,
  sortValues,
  standardSearchKeys,
  type SearchPayload,
  type SortValue,
} from './search';
import { parseColours, serialiseColours } from './colourParam';

export const STORE_PATH = '/store';

/** The licence filter as the URL writes it: '' all licences, '0' non-exclusive, '3' exclusive. */
export type LicenceFilterParam = '' | '0' | '3';
const licenceFilterParams: readonly LicenceFilterParam[] = ['', '0', '3'];

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
  imgType: LicenceFilterParam;
  /** Picked colours as '#rrggbb' (at most three), in the order picked: the URL's `colours=1f3a5f,e0c097`. */
  colours: string[];
}

export const defaultStoreFilters: StoreFilters = { q: '', ids: [], sSorts: '', priceRange: null, page: 0, imgType: '', colours: [] };

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
    imgType: (licenceFilterParams as readonly string[]).includes(imgType) ? (imgType as LicenceFilterParam) : '',
    colours: parseColours(params.get('colours')),
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
  if (f.colours.length > 0) parts.push(`colours=${serialiseColours(f.colours)}`);
  if (f.page > 0) parts.push(`page=${f.page}`);
  return parts.join('&');
}

/** The query flag that opens the store's image-search drop area. */
export const IMAGE_SEARCH_PARAM = 'upload';

/**
 * The store's URL for a search: `storeUrl({ q: 'rose' })` for the header search,
 * `storeUrl({ ids: [401] })` for a mega-menu word, `storeUrl({}, { imageSearch: true })`
 * for the store with its image drop area open.
 */
export function storeUrl(filters: Partial<StoreFilters> = {}, { imageSearch = false } = {}): string {
  const query = [serialiseStoreQuery(filters), imageSearch ? `${IMAGE_SEARCH_PARAM}=1` : ''].filter(Boolean).join('&');
  return query ? `${STORE_PATH}?${query}` : STORE_PATH;
}

/** What the search request needs to know of the type tree. */
export interface SearchVocabulary {
  /** The root name of a word id's group, or undefined for an id the tree does not know. */
  rootNameOf: (wordId: number) => string | undefined;
  /** The catalogue's highest price (the 'Price' group), if known. */
  maxPrice?: number;
}

/**
 * The selectPage request for `filters` (§3, §7, §9). Selected ids are grouped by their
 * group's root name (`{ Style: [203], Scene: [301, 303] }`): OR within a group, AND
 * across groups is the server's job. Ids the tree does not know are left out. The
 * licence filter travels as `imgType: [0]` or `[3]`, and not at all for "All license".
 * The price range travels only when it is not the whole range.
 */
export function searchPayloadFor(filters: StoreFilters, vocabulary: SearchVocabulary): SearchPayload {
  const { rootNameOf, maxPrice } = vocabulary;
  const range = filters.priceRange;
  const payload: SearchPayload = {
    strSearchKeyword: filters.q,
    iDisplayStart: filters.page * STORE_PAGE_SIZE,
    iDisplayLength: STORE_PAGE_SIZE,
    sSorts: filters.sSorts,
    priceRange: range && !(maxPrice !== undefined && isWholePriceRange(range, maxPrice)) ? `${range[0]},${range[1]}` : '',
  };
  for (const id of filters.ids) {
    const rootName = rootNameOf(id);
    if (rootName === undefined || standardSearchKeys.has(rootName)) continue;
    const list = (payload[rootName] as number[] | undefined) ?? [];
    list.push(id);
    payload[rootName] = list;
  }
  if (filters.imgType) payload.imgType = [Number(filters.imgType)];
  if (filters.colours.length > 0) payload.colours = serialiseColours(filters.colours);
  return payload;
}
