import { describe, expect, it } from 'vitest';
import { hexToLab } from '../../src/domain/colour';
import { buildSearchIndex, prefixesOf, type IndexQuery, type Row } from './searchIndex';

/** A stored palette column: L, a, b, share for each [hex, share]. */
const palette = (...colours: [string, number][]) =>
  colours.flatMap(([hex, share]) => {
    const { l, a, b } = hexToLab(hex);
    return [l, a, b, share];
  });

const row = (
  id: number,
  popularity: number,
  sort: number,
  price: number,
  buyout: number,
  words: number[],
  lexemes: string[],
  colours: number[] | null = null,
): Row => ({
  id,
  popularity,
  sort,
  shown_price: price.toFixed(2),
  is_buyout: buyout,
  word_ids: words,
  lexemes,
  colours,
  version: '4',
});

const index = buildSearchIndex([
  // Navy and cream; cream with a navy fleck; rust and navy; not measured yet.
  row(1, 5, 1, 10, 0, [101, 201], ['floral', 'pt', '01001'], palette(['#f3ecdc', 0.55], ['#1d355a', 0.4])),
  row(2, 9, 2, 25.5, 1, [102, 201], ['florals', 'garden', 'pt', '01002'], palette(['#f5efe0', 0.95], ['#1f3a5f', 0.04])),
  row(3, 5, 3, 40, 0, [101, 202], ['flora', 'garden', 'pt', '01003'], palette(['#b7410e', 0.7], ['#22395e', 0.3])),
  row(4, 1, 4, 60, 0, [103], ['geometric', 'pt', '01004']),
]);
const query: IndexQuery = { prefixes: [], groups: [], buyout: null, price: null, colours: [], order: 'recommend', offset: 0, limit: 10 };

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

  it('keeps the designs holding every picked colour, in a close shade and over a fleck’s share', () => {
    const navy = hexToLab('#1f3a5f');
    expect(index.run({ ...query, colours: [navy] }).ids).toEqual([1, 3]);
    expect(index.run({ ...query, colours: [navy, hexToLab('#b5420f')] }).ids).toEqual([3]);
    expect(index.run({ ...query, colours: [hexToLab('#f4eedf')], prefixes: ['flor'] }).ids).toEqual([2, 1]);
    expect(index.run({ ...query, colours: [hexToLab('#2e8b57')] })).toEqual({ total: 0, ids: [] });
  });

  it('finds the palettes most like a picture’s, nearest first, among those holding its main colour', () => {
    const upload = palette(['#f4eedf', 0.6], ['#1f3a5f', 0.4]).reduce<{ l: number; a: number; b: number; share: number }[]>(
      (colours, value, i, all) => (i % 4 === 0 ? [...colours, { l: value, a: all[i + 1]!, b: all[i + 2]!, share: all[i + 3]! }] : colours),
      [],
    );
    // 1 is cream and navy as the picture is; 2 cream with a fleck of navy; 3 has no cream; 4 is not measured.
    expect(index.closestPalettes(upload, 10)).toEqual([1, 2]);
    expect(index.closestPalettes(upload, 1)).toEqual([1]);
  });

  it('orders as the store does and pages with the whole count', () => {
    expect(index.run({ ...query, order: 'newest' }).ids).toEqual([4, 3, 2, 1]);
    expect(index.run({ ...query, order: 'oldest', offset: 1, limit: 2 })).toEqual({ total: 4, ids: [2, 3] });
    expect(index.run({ ...query, offset: 10 })).toEqual({ total: 4, ids: [] });
    expect(index.version).toBe(4);
  });
});

describe('an index caught up with changes', () => {
  it('hides changed designs, lays their new rows over the loaded ones and merges them in order', () => {
    const later = index.withChanges(
      6,
      [1, 3, 9],
      [row(3, 7, 3, 40, 0, [101], ['flora', 'pt', '01003']), row(9, 6, 9, 12, 0, [101], ['floral', 'fresh', 'pt', '01009'])],
    );
    expect(later.version).toBe(6);
    // 1 gone, 3 changed (more popular, no longer 'garden'), 9 new.
    expect(later.run({ ...query, prefixes: ['flor'] }).ids).toEqual([2, 3, 9]);
    expect(later.run({ ...query, prefixes: ['garden'] }).ids).toEqual([2]);
    expect(later.run({ ...query, order: 'newest' })).toEqual({ total: 4, ids: [9, 4, 3, 2] });
    expect(later.run({ ...query, order: 'oldest', offset: 1, limit: 2 })).toEqual({ total: 4, ids: [3, 4] });
    expect(later.size).toBe(4);
    expect(later.changedSinceLoad).toBe(4);
    // The index it came from is unchanged: a search running on it is not disturbed.
    expect(index.run({ ...query, prefixes: ['flor'] }).ids).toEqual([2, 1, 3]);
  });

  it('answers every query exactly as an index loaded afresh at the same version', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const vocabulary = ['floral', 'flora', 'fern', 'garden', 'geometric', 'gold', 'stripe', 'stars', 'paisley', 'peony'];
    const hexes = ['#1f3a5f', '#22395e', '#f3ecdc', '#b7410e', '#2e8b57', '#c9a227', '#7a1f3d', '#101010'];
    // Two or three colours of random shares (a fleck now and then), or none measured yet.
    const randomPalette = () =>
      random(8) === 0
        ? null
        : palette(...Array.from({ length: 2 + random(2) }, (): [string, number] => [hexes[random(8)]!, (1 + random(40)) / 100]));
    const randomRow = (id: number): Row =>
      row(
        id,
        random(6),
        random(500),
        5 + random(80),
        random(4) === 0 ? 1 : 0,
        [...new Set([100 + random(5), 200 + random(5)])],
        [...new Set([vocabulary[random(10)]!, vocabulary[random(10)]!, `pt`, String(id).padStart(5, '0')])],
        randomPalette(),
      );
    const randomQuery = (): IndexQuery => ({
      prefixes: random(2) ? [vocabulary[random(10)]!.slice(0, 1 + random(4))] : [],
      groups: random(2) ? [[100 + random(5), 100 + random(5)]] : [],
      buyout: ([null, 0, 1] as const)[random(3)]!,
      price: random(3) === 0 ? { min: 20, max: 50 } : null,
      colours: random(3) === 0 ? Array.from({ length: 1 + random(2) }, () => hexToLab(hexes[random(8)]!)) : [],
      order: (['recommend', 'newest', 'oldest'] as const)[random(3)]!,
      offset: [0, 0, 5, 30][random(4)]!,
      limit: [5, 20, 100][random(3)]!,
    });

    let current = new Map(Array.from({ length: 200 }, (_, i) => [i + 1, randomRow(i + 1)]));
    let caughtUp = buildSearchIndex([...current.values()].map((r) => ({ ...r, version: '1' })));
    let nextId = 201;
    for (let version = 2; version <= 40; version++) {
      // A step of changes: designs sold (gone), edited (new row) and imported (new id).
      const changed = new Set<number>();
      const next = new Map(current);
      for (let k = random(8); k >= 0; k--) {
        const roll = random(3);
        const id = roll === 2 ? nextId++ : 1 + random(nextId - 1);
        changed.add(id);
        if (roll === 0) next.delete(id);
        else next.set(id, randomRow(id));
      }
      current = next;
      caughtUp = caughtUp.withChanges(
        version,
        [...changed],
        [...changed].flatMap((id) => (current.has(id) ? [current.get(id)!] : [])),
      );
      const fresh = buildSearchIndex([...current.values()].map((r) => ({ ...r, version: String(version) })));
      expect(caughtUp.size).toBe(fresh.size);
      for (let q = 0; q < 25; q++) {
        const asked = randomQuery();
        expect({ asked, answer: caughtUp.run(asked) }).toEqual({ asked, answer: fresh.run(asked) });
      }
    }
    // Tens of designs lay over the loaded ones by the end, not a handful.
    expect(caughtUp.changedSinceLoad).toBeGreaterThan(40);
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
