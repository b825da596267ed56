import { describe, expect, it } from 'vitest';
import { parseStoreQuery } from '../../domain/storeUrl';
import { nextStoreQuery, type StoreFilterAction } from './storeActions';

/**
 * A URL that follows each action as the router would: the query each action leads to,
 * and the history entries pushed (none when nothing changed).
 */
function url(query: string) {
  let current = query;
  const pushed: string[] = [];
  return {
    apply(...actions: StoreFilterAction[]) {
      for (const action of actions) {
        const next = nextStoreQuery(current, action);
        if (next === null) continue;
        current = next;
        pushed.push(next);
      }
      return current;
    },
    pushed,
    /** Back and forward: the URL changes under the store. */
    set(query: string) {
      current = query;
    },
  };
}

describe('nextStoreQuery', () => {
  it('reads the current query with or without "?"', () => {
    expect(nextStoreQuery('?q=floral&ids=203&page=2', { type: 'setPage', page: 1 })).toBe('q=floral&ids=203&page=1');
    expect(nextStoreQuery('q=floral&ids=203&page=2', { type: 'setPage', page: 1 })).toBe('q=floral&ids=203&page=1');
  });

  it('toggles words, multi-choice, and goes back to the first page each time', () => {
    const store = url('q=floral&page=2');
    expect(store.apply({ type: 'toggleWord', id: 203 })).toBe('q=floral&ids=203');
    // The second change builds on the first.
    expect(store.apply({ type: 'toggleWord', id: 301 })).toBe('q=floral&ids=203,301');
    expect(store.apply({ type: 'toggleWord', id: 203 })).toBe('q=floral&ids=301');
    expect(parseStoreQuery(store.apply())).toMatchObject({ ids: [301], page: 0 });
    expect(store.pushed).toHaveLength(3);
  });

  it('chooses one licence at a time', () => {
    const store = url('page=1');
    expect(store.apply({ type: 'setLicence', imgType: '3' })).toBe('imgType=3');
    expect(store.apply({ type: 'setLicence', imgType: '0' })).toBe('imgType=0');
    expect(store.apply({ type: 'setLicence', imgType: '' })).toBe('');
    expect(store.pushed).toEqual(['imgType=3', 'imgType=0', '']);
  });

  it('sets and drops the price range, sort and keyword, each back on page 0', () => {
    const store = url('page=3');
    expect(store.apply({ type: 'setPriceRange', priceRange: [10, 80] })).toBe('priceRange=10,80');
    expect(store.apply({ type: 'setPage', page: 1 }, { type: 'setSort', sSorts: 'sort,desc' })).toBe('sSorts=sort,desc&priceRange=10,80');
    expect(store.apply({ type: 'setPriceRange', priceRange: null })).toBe('sSorts=sort,desc');
    expect(store.apply({ type: 'setPage', page: 2 }, { type: 'setKeyword', q: '  rose ' })).toBe('q=rose&sSorts=sort,desc');
  });

  it('changes pages without touching the filters', () => {
    const store = url('q=floral');
    expect(store.apply({ type: 'setPage', page: 1 })).toBe('q=floral&page=1');
    expect(store.apply({ type: 'setPage', page: 0 })).toBe('q=floral');
    // A page from a pager is a whole number from 0.
    expect(store.apply({ type: 'setPage', page: 2.7 })).toBe('q=floral&page=2');
    expect(store.apply({ type: 'setPage', page: -1 })).toBe('q=floral');
  });

  it('pushes nothing when nothing changes', () => {
    expect(nextStoreQuery('sSorts=sort,asc', { type: 'setSort', sSorts: 'sort,asc' })).toBeNull();
    expect(nextStoreQuery('sSorts=sort,asc', { type: 'setPage', page: 0 })).toBeNull();
    expect(nextStoreQuery('', { type: 'clearFilters' })).toBeNull();
    expect(nextStoreQuery('q=rose', { type: 'setKeyword', q: ' rose ' })).toBeNull();
    expect(nextStoreQuery('imgType=3', { type: 'setLicence', imgType: '3' })).toBeNull();
    // The same search written another way is still the same search.
    expect(nextStoreQuery('sSorts=sort%2Casc&ids=303&ids=201', { type: 'setSort', sSorts: 'sort,asc' })).toBeNull();
  });

  it('but a filter chosen again on a later page goes back to the first page', () => {
    expect(nextStoreQuery('sSorts=sort,asc&page=2', { type: 'setSort', sSorts: 'sort,asc' })).toBe('sSorts=sort,asc');
  });

  it('removes one chip, or clears every filter but the sort order', () => {
    const store = url('q=rose&ids=203,201&sSorts=sort,asc&priceRange=10,80&imgType=3&page=1');
    expect(store.apply({ type: 'removeChip', chip: { kind: 'word', key: 'id-203', label: 'Watercolour', id: 203 } })).toBe(
      'q=rose&ids=201&sSorts=sort,asc&priceRange=10,80&imgType=3',
    );
    expect(store.apply({ type: 'removeChip', chip: { kind: 'keyword', key: 'q', label: 'Search: rose' } })).toBe(
      'ids=201&sSorts=sort,asc&priceRange=10,80&imgType=3',
    );
    expect(store.apply({ type: 'removeChip', chip: { kind: 'licence', key: 'licence', label: 'Exclusive' } })).toBe(
      'ids=201&sSorts=sort,asc&priceRange=10,80',
    );
    expect(store.apply({ type: 'clearFilters' })).toBe('sSorts=sort,asc');
  });

  it('builds on the URL it is given when that changes under it (back and forward)', () => {
    const store = url('q=rose');
    store.set('q=fern&page=4');
    expect(store.apply({ type: 'toggleWord', id: 101 })).toBe('q=fern&ids=101');
  });

  it('leaves out what is not part of the search (the image-search flag)', () => {
    expect(nextStoreQuery('q=rose&upload=1', { type: 'setSort', sSorts: 'sort,desc' })).toBe('q=rose&sSorts=sort,desc');
    expect(nextStoreQuery('q=rose&upload=1', { type: 'setSort', sSorts: '' })).toBeNull();
  });
});
