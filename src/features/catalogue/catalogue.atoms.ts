/**
 * The store's filter state (storefront §2, §4), kept in step with the URL: the URL is
 * the source of truth, so back and forward restore a search and a link shares it.
 * `useStoreFilters()` copies the URL into these atoms and lends them the router's
 * navigate; the action atoms write the next query through it. Every filter change
 * returns to the first page (§4: "every change restarts the search at page 1") and
 * pushes a history entry; so does a page change.
 */
import { atom, type Getter, type Setter } from 'jotai';
import type { SortValue } from '../../api/types';
import { toggleWord, withoutChip, withoutFilters, type FilterChip } from './filterChips';
import { parseStoreQuery, serialiseStoreQuery, type LicenceFilterParam, type StoreFilters } from '../../domain/storeUrl';

/** Goes to the store with a new query string (without '?'), as a new history entry. */
export type StoreNavigate = (query: string) => void;

/** The store URL's query string (without '?') as last seen or written. Private: the URL owns it. */
const storeQueryAtom = atom('');
// A function in an atom must be wrapped: jotai would take a bare function for a read function.
const storeNavigateAtom = atom<{ navigate: StoreNavigate } | null>(null);

/** The store's filters, parsed from its URL (the last one seen while the store was open). */
export const storeFiltersAtom = atom((get) => parseStoreQuery(get(storeQueryAtom)));

/** Written by `useStoreFilters` whenever the location changes. Not part of the feature's public surface. */
export const connectStoreUrlAtom = atom(null, (_get, set, query: string, navigate: StoreNavigate) => {
  set(storeQueryAtom, query.replace(/^\?/, ''));
  set(storeNavigateAtom, { navigate });
});

function commit(get: Getter, set: Setter, next: StoreFilters) {
  const query = serialiseStoreQuery(next);
  // Nothing changed (the same sort chosen again): no history entry for it.
  if (query === get(storeQueryAtom)) return;
  // Written at once, so a second action before the router re-renders builds on this one.
  set(storeQueryAtom, query);
  get(storeNavigateAtom)?.navigate(query);
}

/** Applies a filter change and goes back to the first page. */
function changeFilters(get: Getter, set: Setter, change: (filters: StoreFilters) => StoreFilters) {
  commit(get, set, { ...change(get(storeFiltersAtom)), page: 0 });
}

/** Checks a word of the type tree, or unchecks it if it was checked (multi-choice within a group). */
export const toggleWordAtom = atom(null, (get, set, id: number) => changeFilters(get, set, (f) => toggleWord(f, id)));

/** Chooses the licence (single choice): '' all, '0' non-exclusive, '3' exclusive. */
export const setLicenceAtom = atom(null, (get, set, imgType: LicenceFilterParam) => changeFilters(get, set, (f) => ({ ...f, imgType })));

/** Sets the price range; null (the whole range) drops the price filter (§5). */
export const setPriceRangeAtom = atom(null, (get, set, priceRange: [number, number] | null) =>
  changeFilters(get, set, (f) => ({ ...f, priceRange })),
);

export const setSortAtom = atom(null, (get, set, sSorts: SortValue) => changeFilters(get, set, (f) => ({ ...f, sSorts })));

/** Searches for a keyword ('' searches everything), keeping the other filters. */
export const setKeywordAtom = atom(null, (get, set, q: string) => changeFilters(get, set, (f) => ({ ...f, q: q.trim() })));

/** Removes what a selected-filter chip stands for. */
export const removeChipAtom = atom(null, (get, set, chip: FilterChip) => changeFilters(get, set, (f) => withoutChip(f, chip)));

/** Clears keyword, words, price and licence; the sort order stays (it is not a filter). */
export const clearFiltersAtom = atom(null, (get, set) => changeFilters(get, set, withoutFilters));

/** Whether the store's filter panel is open (kept while the person moves around the shop). */
export const filterPanelExpandedAtom = atom(true);

/** Goes to a zero-based page of the same search. */
export const setPageAtom = atom(null, (get, set, page: number) =>
  commit(get, set, { ...get(storeFiltersAtom), page: Math.max(0, Math.floor(page)) }),
);
