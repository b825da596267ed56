/**
 * The catalogue's UI state that is not part of the search. The search itself (keyword,
 * words, price, licence, sort, page) lives only in the URL: see `useStoreFilters`.
 */
import { atom } from 'jotai';

/** Whether the store's filter panel is open (kept while the person moves around the shop). */
export const filterPanelExpandedAtom = atom(true);
