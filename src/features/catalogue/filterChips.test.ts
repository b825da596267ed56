import { describe, expect, it } from 'vitest';
import type { ProductTypeGroup } from '../../api/types';
import { filterChips, toggleWord, withoutChip, withoutFilters } from './filterChips';
import { LICENCE_GROUP_NAME, licenceOptions, maxPriceOf, wordGroupsOf } from './filterTree';
import { defaultStoreFilters, type StoreFilters } from '../../domain/storeUrl';

const word = (id: number, name: string, rootName: string) => ({ id, word: name, productCount: 3, rootName, check: false });
const tree: ProductTypeGroup[] = [
  { name: 'Style', data: [word(201, 'Vintage', 'Style'), word(203, 'Watercolour', 'Style')] },
  { name: LICENCE_GROUP_NAME, data: [word(0, 'Non-Exclusive license', 'imgType')] },
  { name: 'Price', data: { maxPrice: 120 } },
];
const filters = (partial: Partial<StoreFilters>): StoreFilters => ({ ...defaultStoreFilters, ...partial });

describe('filter tree', () => {
  it('shows word groups but neither Price nor the server’s License type', () => {
    expect(wordGroupsOf(tree).map((g) => g.name)).toEqual(['Style']);
  });
  it('reads the highest price', () => {
    expect(maxPriceOf(tree)).toBe(120);
    expect(maxPriceOf([])).toBeUndefined();
  });
  it('rebuilds the licence group with the spec’s words and ids', () => {
    expect(licenceOptions.map((o) => [o.id, o.word, o.rootName])).toEqual([
      ['', 'All license', 'imgType'],
      [0, 'Non-Exclusive license', 'imgType'],
      [3, 'Exclusive license', 'imgType'],
    ]);
  });
});

describe('filterChips', () => {
  it('has no chips without filters', () => {
    expect(filterChips(defaultStoreFilters, tree)).toEqual([]);
  });

  it('lists keyword, words in the order chosen, price and licence', () => {
    const chips = filterChips(
      filters({ q: 'rose', ids: [203, 201], priceRange: [10, 80], imgType: '3', sSorts: 'sort,asc', page: 2 }),
      tree,
    );
    expect(chips.map((c) => c.label)).toEqual(['Search: rose', 'Watercolour', 'Vintage', '$ 10 - $ 80', 'Exclusive license']);
  });

  it('names the non-exclusive licence and leaves All license out', () => {
    expect(filterChips(filters({ imgType: '0' }), tree).map((c) => c.label)).toEqual(['Non-Exclusive license']);
  });

  it('has no price chip for the whole range', () => {
    expect(filterChips(filters({ priceRange: [0, 120] }), tree)).toEqual([]);
    expect(filterChips(filters({ priceRange: [0, 119] }), tree).map((c) => c.label)).toEqual(['$ 0 - $ 119']);
  });

  it('still offers a chip for a word the tree does not (yet) name', () => {
    expect(filterChips(filters({ ids: [999] })).map((c) => c.label)).toEqual(['Filter #999']);
  });
});

describe('withoutChip', () => {
  const all = filters({ q: 'rose', ids: [203, 201], priceRange: [10, 80], imgType: '3', colours: ['#1f3a5f', '#abcdef'] });
  const chips = filterChips(all, tree);
  const remove = (label: string) =>
    withoutChip(
      all,
      chips.find((c) => c.label === label)!,
    );

  it('removes exactly what the chip stands for', () => {
    expect(remove('Search: rose')).toEqual({ ...all, q: '' });
    expect(remove('Watercolour')).toEqual({ ...all, ids: [201] });
    expect(remove('$ 10 - $ 80')).toEqual({ ...all, priceRange: null });
    expect(remove('Exclusive license')).toEqual({ ...all, imgType: '' });
    // A swatch's colour by its name, a typed one by its hex.
    expect(remove('Colour: Navy')).toEqual({ ...all, colours: ['#abcdef'] });
    expect(remove('Colour: #ABCDEF')).toEqual({ ...all, colours: ['#1f3a5f'] });
  });
});

describe('toggleWord and withoutFilters', () => {
  it('check a word, then uncheck it, keeping the others in order', () => {
    const once = toggleWord(filters({ ids: [201] }), 203);
    expect(once.ids).toEqual([201, 203]);
    expect(toggleWord(once, 201).ids).toEqual([203]);
  });
  it('clear every filter but the sort order and page', () => {
    expect(withoutFilters(filters({ q: 'x', ids: [1], priceRange: [1, 2], imgType: '0', sSorts: 'sort,desc', page: 2 }))).toEqual(
      filters({ sSorts: 'sort,desc', page: 2 }),
    );
  });
});
