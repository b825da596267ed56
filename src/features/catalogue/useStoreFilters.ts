import { useLayoutEffect, useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { connectStoreUrlAtom } from './catalogue.atoms';
import { parseStoreQuery, type StoreFilters } from '../../domain/storeUrl';

/**
 * The store's filters, read from the current URL, with the catalogue atoms kept in
 * step: the atoms see every location change (back and forward included) and write
 * through the router, as new history entries on the current path.
 *
 * Reads the URL directly rather than the atom, so the very first render (and the
 * first request) already uses the URL's filters.
 */
export function useStoreFilters(): StoreFilters {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const connect = useSetAtom(connectStoreUrlAtom);

  // Layout effect: the atoms are in step before the person can click anything.
  useLayoutEffect(() => {
    connect(search, (query) => navigate({ pathname, search: query ? `?${query}` : '' }));
  }, [connect, navigate, pathname, search]);

  return useMemo(() => parseStoreQuery(search), [search]);
}
