import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  clearFiltersAtom,
  connectStoreUrlAtom,
  removeChipAtom,
  setKeywordAtom,
  setLicenceAtom,
  setPageAtom,
  setPriceRangeAtom,
  setSortAtom,
  storeFiltersAtom,
  toggleWordAtom,
} from './catalogue.atoms';

/** A store connected to a fake URL, as `useStoreFilters` connects it to the router. */
function connected(query: string) {
  const store = createStore();
  const navigate = vi.fn<(query: string) => void>();
  store.set(connectStoreUrlAtom, query, navigate);
  return { store, navigate };
}

describe('catalogue atoms', () => {
  it('parse the URL they are given, with or without "?"', () => {
    const { store } = connected('?q=floral&ids=203&page=2');
    expect(store.get(storeFiltersAtom)).toMatchObject({ q: 'floral', ids: [203], page: 2 });
  });

  it('toggle words, multi-choice, and go back to the first page each time', () => {
    const { store, navigate } = connected('q=floral&page=2');
    store.set(toggleWordAtom, 203);
    expect(navigate).toHaveBeenLastCalledWith('q=floral&ids=203');
    store.set(toggleWordAtom, 301);
    // The second change builds on the first before any router round trip.
    expect(navigate).toHaveBeenLastCalledWith('q=floral&ids=203,301');
    store.set(toggleWordAtom, 203);
    expect(navigate).toHaveBeenLastCalledWith('q=floral&ids=301');
    expect(store.get(storeFiltersAtom)).toMatchObject({ ids: [301], page: 0 });
  });

  it('choose one licence at a time', () => {
    const { store, navigate } = connected('page=1');
    store.set(setLicenceAtom, '3');
    expect(navigate).toHaveBeenLastCalledWith('imgType=3');
    store.set(setLicenceAtom, '0');
    expect(navigate).toHaveBeenLastCalledWith('imgType=0');
    store.set(setLicenceAtom, '');
    expect(navigate).toHaveBeenLastCalledWith('');
  });

  it('set and drop the price range, sort and keyword, each back on page 0', () => {
    const { store, navigate } = connected('page=3');
    store.set(setPriceRangeAtom, [10, 80]);
    expect(navigate).toHaveBeenLastCalledWith('priceRange=10,80');
    store.set(setPageAtom, 1);
    store.set(setSortAtom, 'sort,desc');
    expect(navigate).toHaveBeenLastCalledWith('sSorts=sort,desc&priceRange=10,80');
    store.set(setPriceRangeAtom, null);
    expect(navigate).toHaveBeenLastCalledWith('sSorts=sort,desc');
    store.set(setPageAtom, 2);
    store.set(setKeywordAtom, '  rose ');
    expect(navigate).toHaveBeenLastCalledWith('q=rose&sSorts=sort,desc');
  });

  it('change pages without touching the filters', () => {
    const { store, navigate } = connected('q=floral');
    store.set(setPageAtom, 1);
    expect(navigate).toHaveBeenLastCalledWith('q=floral&page=1');
    store.set(setPageAtom, 0);
    expect(navigate).toHaveBeenLastCalledWith('q=floral');
  });

  it('push nothing when nothing changes', () => {
    const { store, navigate } = connected('sSorts=sort,asc');
    store.set(setSortAtom, 'sort,asc');
    store.set(setPageAtom, 0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('remove one chip, or clear every filter but the sort order', () => {
    const { store, navigate } = connected('q=rose&ids=203,201&sSorts=sort,asc&priceRange=10,80&imgType=3&page=1');
    store.set(removeChipAtom, { kind: 'word', key: 'id-203', label: 'Watercolour', id: 203 });
    expect(navigate).toHaveBeenLastCalledWith('q=rose&ids=201&sSorts=sort,asc&priceRange=10,80&imgType=3');
    store.set(clearFiltersAtom);
    expect(navigate).toHaveBeenLastCalledWith('sSorts=sort,asc');
  });

  it('follow the URL when it changes under them (back and forward)', () => {
    const { store, navigate } = connected('q=rose');
    store.set(connectStoreUrlAtom, 'q=fern&page=4', navigate);
    expect(store.get(storeFiltersAtom)).toMatchObject({ q: 'fern', page: 4 });
    store.set(toggleWordAtom, 101);
    expect(navigate).toHaveBeenLastCalledWith('q=fern&ids=101');
  });
});
