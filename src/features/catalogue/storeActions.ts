/**
 * What each of the store's filter controls does to its URL (storefront §2, §4), as a
 * pure function of the current query: `useStoreFilters` only reads the location and
 * navigates to what this returns. Every filter change returns to the first page (§4:
 * "every change restarts the search at page 1"); a page change keeps the filters.
 */
import type { SortValue } from '../../domain/search';
import { parseStoreQuery, serialiseStoreQuery, type LicenceFilterParam, type StoreFilters } from '../../domain/storeUrl';
import { MAX_FILTER_COLOURS } from '../../domain/colour';
import { toggleWord, withoutChip, withoutFilters, type FilterChip } from './filterChips';

/** One change a person can make to the store's search. */
export type StoreFilterAction =
  /** Checks a word of the type tree, or unchecks it if it was checked (multi-choice within a group). */
  | { type: 'toggleWord'; id: number }
  /** Chooses the licence (single choice): '' all, '0' non-exclusive, '3' exclusive. */
  | { type: 'setLicence'; imgType: LicenceFilterParam }
  /** Sets the price range; null (the whole range) drops the price filter (§5). */
  | { type: 'setPriceRange'; priceRange: [number, number] | null }
  | { type: 'setSort'; sSorts: SortValue }
  /** Searches for a keyword ('' searches everything), keeping the other filters. */
  | { type: 'setKeyword'; q: string }
  /** Sets the picked colours (at most three, '#rrggbb'). */
  | { type: 'setColours'; colours: string[] }
  /** Removes what a selected-filter chip stands for. */
  | { type: 'removeChip'; chip: FilterChip }
  /** Clears keyword, words, price, licence and colours; the sort order stays (it is not a filter). */
  | { type: 'clearFilters' }
  /** Goes to a zero-based page of the same search. */
  | { type: 'setPage'; page: number };

/** The filters after `action`. */
export function applyStoreAction(filters: StoreFilters, action: StoreFilterAction): StoreFilters {
  switch (action.type) {
    case 'toggleWord':
      return { ...toggleWord(filters, action.id), page: 0 };
    case 'setLicence':
      return { ...filters, imgType: action.imgType, page: 0 };
    case 'setPriceRange':
      return { ...filters, priceRange: action.priceRange, page: 0 };
    case 'setSort':
      return { ...filters, sSorts: action.sSorts, page: 0 };
    case 'setKeyword':
      return { ...filters, q: action.q.trim(), page: 0 };
    case 'setColours':
      return { ...filters, colours: action.colours.slice(0, MAX_FILTER_COLOURS), page: 0 };
    case 'removeChip':
      return { ...withoutChip(filters, action.chip), page: 0 };
    case 'clearFilters':
      return { ...withoutFilters(filters), page: 0 };
    case 'setPage':
      return { ...filters, page: Math.max(0, Math.floor(action.page)) };
  }
}

/**
 * The store query (without '?') that `action` leads to from `current` (with or
 * without '?'), or null when the search stays the same (the same sort chosen again,
 * the page already shown): then no history entry is pushed.
 */
export function nextStoreQuery(current: string, action: StoreFilterAction): string | null {
  const filters = parseStoreQuery(current);
  const next = serialiseStoreQuery(applyStoreAction(filters, action));
  return next === serialiseStoreQuery(filters) ? null : next;
}
