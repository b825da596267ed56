import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SortValue } from '../../domain/search';
import { parseStoreQuery, type LicenceFilterParam, type StoreFilters } from '../../domain/storeUrl';
import type { FilterChip } from './filterChips';
import { nextStoreQuery, type StoreFilterAction } from './storeActions';

/** The store's search and the changes a person can make to it. */
export interface StoreFilterControls {
  /** The search the URL stands for. */
  filters: StoreFilters;
  /** Checks a word of the type tree, or unchecks it if it was checked. */
  toggleWord: (id: number) => void;
  /** '' all licences, '0' non-exclusive, '3' exclusive. */
  setLicence: (imgType: LicenceFilterParam) => void;
  /** `[min, max]`, or null for the whole range (no price filter). */
  setPriceRange: (priceRange: [number, number] | null) => void;
  setSort: (sSorts: SortValue) => void;
  /** Searches for a keyword ('' searches everything), keeping the other filters. */
  setKeyword: (q: string) => void;
  /** Filters by these colours ('#rrggbb', at most three; [] none), keeping the other filters. */
  setColours: (colours: string[]) => void;
  removeChip: (chip: FilterChip) => void;
  /** Clears every filter but the sort order. */
  clearFilters: () => void;
  /** Goes to a zero-based page of the same search. */
  setPage: (page: number) => void;
}

/**
 * The store's filters, with the URL as their only source of truth: they are read from
 * the location (so back and forward restore a search, and a link shares it), and every
 * change navigates to the next URL as a new history entry on the same path (see
 * `nextStoreQuery`: filter changes go back to the first page; nothing changed, nothing pushed).
 *
 * Use it once per page and hand the controls down: the latest location is kept in a
 * ref, and a change updates it at once, so two changes before the router re-renders
 * build on each other instead of the second undoing the first.
 */
export function useStoreFilters(): StoreFilterControls {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseStoreQuery(search), [search]);

  const latest = useRef({ pathname, search });
  // A layout effect: in step with every location change (back and forward included)
  // before the person can click anything.
  useLayoutEffect(() => {
    latest.current = { pathname, search };
  }, [pathname, search]);

  const apply = useCallback(
    (action: StoreFilterAction) => {
      const next = nextStoreQuery(latest.current.search, action);
      if (next === null) return;
      const location = { pathname: latest.current.pathname, search: next ? `?${next}` : '' };
      latest.current = location;
      navigate(location);
    },
    [navigate],
  );

  return useMemo(
    () => ({
      filters,
      toggleWord: (id) => apply({ type: 'toggleWord', id }),
      setLicence: (imgType) => apply({ type: 'setLicence', imgType }),
      setPriceRange: (priceRange) => apply({ type: 'setPriceRange', priceRange }),
      setSort: (sSorts) => apply({ type: 'setSort', sSorts }),
      setKeyword: (q) => apply({ type: 'setKeyword', q }),
      setColours: (colours) => apply({ type: 'setColours', colours }),
      removeChip: (chip) => apply({ type: 'removeChip', chip }),
      clearFilters: () => apply({ type: 'clearFilters' }),
      setPage: (page) => apply({ type: 'setPage', page }),
    }),
    [filters, apply],
  );
}
