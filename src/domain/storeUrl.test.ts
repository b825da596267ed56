import { describe, expect, it } from 'vitest';
import {
  defaultStoreFilters,
  parseStoreQuery,
  searchPayloadFor,
  serialiseStoreQuery,
  storeUrl,
  type SearchVocabulary,
  type StoreFilters,
} from './storeUrl';

/** The fixture tree's words and their root names, and its 'Price' group's maxPrice. */
const rootNames = new Map<number, string>([
  [201, 'Style'],
  [203, 'Style'],
  [301, 'Scene'],
  [303, 'Scene'],
  [401, 'Motif'],
]);
const vocabulary: SearchVocabulary = { rootNameOf: (id) => rootNames.get(id), maxPrice: 894 };
const payloadFor = (f: StoreFilters, v: SearchVocabulary = vocabulary) => searchPayloadFor(f, v);

const filters = (partial: Partial<StoreFilters>): StoreFilters => ({ ...defaultStoreFilters, ...partial });

describe('parseStoreQuery', () => {
  it('reads every key of the route table', () => {
    expect(
      parseStoreQuery('q=rose%20garden&ids=203,301&sSorts=sort%2Cdesc&priceRange=10,80&page=2&imgType=3&colours=1F3A5F,e0c097'),
    ).toEqual({
      q: 'rose garden',
      ids: [203, 301],
      sSorts: 'sort,desc',
      priceRange: [10, 80],
      page: 2,
      imgType: '3',
      colours: ['#1f3a5f', '#e0c097'],
    });
  });

  it('gives the defaults for an empty query, with or without "?"', () => {
    expect(parseStoreQuery('')).toEqual(defaultStoreFilters);
    expect(parseStoreQuery('?')).toEqual(defaultStoreFilters);
    expect(parseStoreQuery('?q=rose').q).toBe('rose');
  });

  it('accepts URLSearchParams and "+" for spaces', () => {
    expect(parseStoreQuery(new URLSearchParams('q=rose+garden&page=1'))).toMatchObject({ q: 'rose garden', page: 1 });
  });

  it('trims the keyword and caps it at the 200 characters the server takes', () => {
    expect(parseStoreQuery('q=%20%20floral%20').q).toBe('floral');
    expect(parseStoreQuery(`q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it('reads ids written as a list or repeated, keeping order and dropping duplicates and junk', () => {
    expect(parseStoreQuery('ids=303,201').ids).toEqual([303, 201]);
    expect(parseStoreQuery('ids=303&ids=201,303').ids).toEqual([303, 201]);
    expect(parseStoreQuery('ids=abc,-4,0,1.5,,%20401%20,99999999999999999999').ids).toEqual([401]);
  });

  it('falls back to recommend for an unknown sort', () => {
    expect(parseStoreQuery('sSorts=sort,asc').sSorts).toBe('sort,asc');
    expect(parseStoreQuery('sSorts=price').sSorts).toBe('');
    expect(parseStoreQuery('sSorts=SORT,DESC').sSorts).toBe('');
  });

  it('reads a price range, swapping a reversed one and dropping a bad one', () => {
    expect(parseStoreQuery('priceRange=0,166').priceRange).toEqual([0, 166]);
    expect(parseStoreQuery('priceRange=12.5,40').priceRange).toEqual([12.5, 40]);
    expect(parseStoreQuery('priceRange=80,10').priceRange).toEqual([10, 80]);
    for (const bad of ['10', '10,', ',10', '-5,10', 'a,b', '1,2,3', '']) expect(parseStoreQuery(`priceRange=${bad}`).priceRange).toBeNull();
  });

  it('reads a zero-based page and falls back to the first for anything else', () => {
    expect(parseStoreQuery('page=0').page).toBe(0);
    expect(parseStoreQuery('page=3').page).toBe(3);
    for (const bad of ['-1', '1.5', 'two', '', '1e3']) expect(parseStoreQuery(`page=${bad}`).page).toBe(0);
  });

  it('knows only the three licence choices', () => {
    expect(parseStoreQuery('imgType=0').imgType).toBe('0');
    expect(parseStoreQuery('imgType=3').imgType).toBe('3');
    for (const bad of ['4', '5', 'exclusive', '']) expect(parseStoreQuery(`imgType=${bad}`).imgType).toBe('');
  });
});

describe('serialiseStoreQuery', () => {
  it('leaves defaults out, so no filters is an empty query', () => {
    expect(serialiseStoreQuery(defaultStoreFilters)).toBe('');
    expect(serialiseStoreQuery({ q: '   ' })).toBe('');
  });

  it('writes every key, with readable commas', () => {
    expect(
      serialiseStoreQuery(filters({ q: 'rose & fern', ids: [203, 301], sSorts: 'sort,asc', priceRange: [10, 80], page: 1, imgType: '0' })),
    ).toBe('q=rose%20%26%20fern&ids=203,301&sSorts=sort,asc&priceRange=10,80&imgType=0&page=1');
  });

  it('round-trips through parseStoreQuery', () => {
    const samples: StoreFilters[] = [
      defaultStoreFilters,
      filters({ q: 'blue/white, 50% off?', ids: [101], page: 4 }),
      filters({ sSorts: 'sort,desc', priceRange: [0, 30], imgType: '3' }),
      filters({ q: 'rose', colours: ['#1f3a5f', '#e0c097', '#b7410e'] }),
    ];
    for (const sample of samples) expect(parseStoreQuery(serialiseStoreQuery(sample))).toEqual(sample);
  });
});

describe('storeUrl', () => {
  it('links to the store with the given filters only', () => {
    expect(storeUrl()).toBe('/store');
    expect(storeUrl({ ids: [401] })).toBe('/store?ids=401');
    expect(storeUrl({ q: 'floral' })).toBe('/store?q=floral');
    expect(storeUrl({ q: '  paisley blue ' })).toBe('/store?q=paisley%20blue');
    expect(new URLSearchParams(storeUrl({ q: '50% off & more' }).split('?')[1]).get('q')).toBe('50% off & more');
    expect(storeUrl({ q: '   ' })).toBe('/store');
  });
  it('filters by colour with colours=, hex digits without #', () => {
    expect(storeUrl({ colours: ['#1f3a5f'] })).toBe('/store?colours=1f3a5f');
    // A hand-made link with junk, repeats or a fourth colour keeps the three good ones.
    expect(parseStoreQuery('colours=1f3a5f,navy,1f3a5f,abc,e0c097,b7410e').colours).toEqual(['#1f3a5f', '#aabbcc', '#e0c097']);
  });

  it('opens the image drop area with upload=1', () => {
    expect(storeUrl({}, { imageSearch: true })).toBe('/store?upload=1');
    expect(parseStoreQuery('upload=1')).toEqual(defaultStoreFilters);
  });
});

describe('searchPayloadFor', () => {
  it('sends the picked colours as the server reads them', () => {
    expect(payloadFor(filters({ colours: ['#1f3a5f', '#e0c097'] })).colours).toBe('1f3a5f,e0c097');
    expect(payloadFor(filters({})).colours).toBeUndefined();
  });

  it('sends the first page of 100 for a keyword', () => {
    expect(payloadFor(filters({ q: 'floral' }))).toEqual({
      strSearchKeyword: 'floral',
      iDisplayStart: 0,
      iDisplayLength: 100,
      sSorts: '',
      priceRange: '',
    });
  });

  it('starts at page × 100 (zero-based page)', () => {
    expect(payloadFor(filters({ page: 1 })).iDisplayStart).toBe(100);
    expect(payloadFor(filters({ page: 3 })).iDisplayStart).toBe(300);
  });

  it('groups selected ids by root name: OR within a group, AND across groups is for the server', () => {
    const payload = payloadFor(filters({ ids: [303, 203, 301, 401, 201] }));
    expect(payload).toMatchObject({ Scene: [303, 301], Style: [203, 201], Motif: [401] });
    expect(Object.keys(payload)).not.toContain('ids');
  });

  it('leaves out ids the tree does not know', () => {
    expect(payloadFor(filters({ ids: [203, 999] }))).toMatchObject({ Style: [203] });
    expect(payloadFor(filters({ ids: [999] }))).not.toHaveProperty('undefined');
  });

  it('uses a word’s own rootName when it differs from its group’s name', () => {
    expect(payloadFor(filters({ ids: [801] }), { rootNameOf: (id) => (id === 801 ? 'colorStr' : undefined) })).toMatchObject({
      colorStr: [801],
    });
  });

  it('sends the price range as "min,max" only when it narrows 0…maxPrice', () => {
    expect(payloadFor(filters({ priceRange: [10, 80] })).priceRange).toBe('10,80');
    expect(payloadFor(filters({ priceRange: [0, 894] })).priceRange).toBe('');
    expect(payloadFor(filters({ priceRange: [0, 900] })).priceRange).toBe('');
    expect(payloadFor(filters({ priceRange: [0, 893] })).priceRange).toBe('0,893');
    expect(payloadFor(filters({ priceRange: [1, 894] })).priceRange).toBe('1,894');
    // While the highest price is unknown the range goes as it is.
    expect(payloadFor(filters({ priceRange: [0, 166] }), { rootNameOf: () => undefined }).priceRange).toBe('0,166');
  });

  it('sends the sort value as it is', () => {
    expect(payloadFor(filters({ sSorts: 'sort,desc' })).sSorts).toBe('sort,desc');
    expect(payloadFor(filters({ sSorts: 'sort,asc' })).sSorts).toBe('sort,asc');
  });

  it('sends the licence as imgType [0] or [3], and nothing for All license', () => {
    expect(payloadFor(filters({ imgType: '3' })).imgType).toEqual([3]);
    expect(payloadFor(filters({ imgType: '0' })).imgType).toEqual([0]);
    expect(payloadFor(filters({ imgType: '' }))).not.toHaveProperty('imgType');
  });

  it('never lets a group named like a standard key overwrite it', () => {
    const hostile: SearchVocabulary = { rootNameOf: () => 'sSorts' };
    expect(payloadFor(filters({ ids: [901], sSorts: 'sort,asc' }), hostile).sSorts).toBe('sort,asc');
  });
});
