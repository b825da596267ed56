import { describe, expect, it } from 'vitest';
import { buildSearchIndex, prefixesOf } from './searchIndex';

const row = (id: number, popularity: number, sort: number, price: number, buyout: number, words: number[], lexemes: string[]) => ({
  id,
  popularity,
  sort,
  shown_price: price.toFixed(2),
  is_buyout: buyout,
  word_ids: words,
  lexemes,
  version: '4',
});

const index = buildSearchIndex([
  row(1, 5, 1, 10, 0, [101, 201], ['floral', 'pt', '01001']),
  row(2, 9, 2, 25.5, 1, [102, 201], ['florals', 'garden', 'pt', '01002']),
  row(3, 5, 3, 40, 0, [101, 202], ['flora', 'garden', 'pt', '01003']),
  row(4, 1, 4, 60, 0, [103], ['geometric', 'pt', '01004']),
]);
const query = { prefixes: [] as string[], groups: [] as number[][], buyout: null, price: null, order: 'recommend' as const, offset: 0, limit: 10 };

describe('the in-memory search index', () => {
  it('matches lexeme prefixes, every term', () => {
    expect(index.run({ ...query, prefixes: ['floral'] }).ids).toEqual([2, 1]);
    expect(index.run({ ...query, prefixes: ['flor', 'garden'] }).ids).toEqual([2, 3]);
    expect(index.run({ ...query, prefixes: ['0100'] }).total).toBe(4);
    expect(index.run({ ...query, prefixes: ['zebra'] })).toEqual({ total: 0, ids: [] });
  });

  it('takes any word of a group and every group, then licence and an inclusive price range', () => {
    expect(index.run({ ...query, groups: [[101, 102]] }).ids).toEqual([2, 1, 3]);
    expect(index.run({ ...query, groups: [[101, 102], [201]] }).ids).toEqual([2, 1]);
    expect(index.run({ ...query, groups: [[101, 102]], buyout: 0 }).ids).toEqual([1, 3]);
    expect(index.run({ ...query, price: { min: 10, max: 40 } }).ids).toEqual([2, 1, 3]);
    expect(index.run({ ...query, price: { min: 25.51, max: 60 } }).ids).toEqual([3, 4]);
  });

  it('orders as the store does and pages with the whole count', () => {
    expect(index.run({ ...query, order: 'newest' }).ids).toEqual([4, 3, 2, 1]);
    expect(index.run({ ...query, order: 'oldest', offset: 1, limit: 2 })).toEqual({ total: 4, ids: [2, 3] });
    expect(index.run({ ...query, offset: 10 })).toEqual({ total: 4, ids: [] });
    expect(index.version).toBe(4);
  });
});

describe("reading Postgres's to_tsquery", () => {
  it('takes a plain AND of prefix terms', () => {
    expect(prefixesOf("'floral':*")).toEqual(['floral']);
    expect(prefixesOf("'pt':* & '0150':*")).toEqual(['pt', '0150']);
    expect(prefixesOf("'o''brien':*")).toEqual(["o'brien"]);
  });

  it('refuses anything else, so that search falls back to SQL', () => {
    for (const other of ['', "'floral'", "'a':* | 'b':*", "!'a':*", "'a':* <-> 'b':*", "'a':*B"]) expect(prefixesOf(other)).toBeNull();
  });
});
