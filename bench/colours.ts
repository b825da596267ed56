/**
 * `npm run bench:colours [-- --designs N] [-- --runs R]`: the colour filter and the
 * same-colours ranking of the in-memory search index (services/searchIndex.ts) at N
 * designs (default 100,000), without a database: what a colour search adds to a store
 * search once the index is loaded (bench:api measures the whole call at the size it seeds).
 *
 * The palettes are the worst case for the index: 3 to 6 colours each, drawn anywhere in
 * sRGB, so the catalogue uses nearly every cell of the search grid (SEARCH_COLOUR_STEP,
 * ~15,000 cells) and a new colour is measured against all of those in lightness reach;
 * shares are a few big colours and some small ones, as measured artwork has. A
 * benchmark: it asserts nothing and is not part of npm test.
 */
import { colourSwatches, hexToLab, rgbToLab, snapToSearchGrid, type Lab } from '../src/domain/colour';
import { palettes } from '../src/patterns/artwork';
import { createRandom } from '../src/patterns/random';
import { buildSearchIndex, type IndexQuery, type Row } from '../server/services/searchIndex';
import { numberFlag, percentile } from './cli';

const DESIGNS = numberFlag('designs', 100_000);
const RUNS = numberFlag('runs', 60);

const random = createRandom(17);
const bases = [...colourSwatches.map((s) => s.hex), ...Object.values(palettes).flat()].map(hexToLab);
const jitter = (lab: Lab): Lab => ({
  l: Math.min(100, Math.max(0, lab.l + (random.next() - 0.5) * 8)),
  a: lab.a + (random.next() - 0.5) * 8,
  b: lab.b + (random.next() - 0.5) * 8,
});

function randomPalette(): number[] {
  const count = 3 + Math.floor(random.next() * 4);
  const weights = Array.from({ length: count }, (_, i) => (i === 0 ? 3 : 1) * (0.2 + random.next()));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights
    .map((w) => w / total)
    .sort((x, y) => y - x)
    .flatMap((share) => {
      const channel = () => Math.floor(random.next() * 256);
      const { l, a, b } = rgbToLab(channel(), channel(), channel());
      return [l, a, b, share];
    });
}

const started = performance.now();
const rows: Row[] = Array.from({ length: DESIGNS }, (_, i) => ({
  id: 1001 + i,
  popularity: Math.floor(random.next() * 1000),
  sort: i,
  shown_price: (5 + Math.floor(random.next() * 200)).toFixed(2),
  is_buyout: random.next() < 0.1 ? 1 : 0,
  word_ids: [101 + Math.floor(random.next() * 5)],
  lexemes: ['pt', String(1001 + i)],
  colours: randomPalette(),
  version: '1',
}));
const index = buildSearchIndex(rows);
const cells = new Set(
  rows.flatMap((row) =>
    Array.from({ length: row.colours!.length / 4 }, (_, k) => {
      const { l, a, b } = snapToSearchGrid({ l: row.colours![k * 4]!, a: row.colours![k * 4 + 1]!, b: row.colours![k * 4 + 2]! });
      return `${l},${a},${b}`;
    }),
  ),
);
console.log(
  `${DESIGNS.toLocaleString('en')} designs indexed in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `${cells.size.toLocaleString('en')} distinct colours on the search grid`,
);

const base: IndexQuery = { prefixes: [], groups: [], buyout: null, price: null, colours: [], order: 'recommend', offset: 0, limit: 100 };
function measure(label: string, call: (i: number) => unknown) {
  for (let i = 0; i < 3; i++) call(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    call(i + 3);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { call: label, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) };
}

// Each run a colour (or palette) not asked for before: the index remembers 64 picked colours.
const fresh = (i: number) => jitter(bases[i % bases.length]!);
let found = 0;
console.table([
  measure('one colour, first page', (i) => (found += index.run({ ...base, colours: [fresh(i)] }).total)),
  // Paging, or another shopper picking the same swatch: its catalogue colours are remembered.
  measure('one swatch again (page 2, 3, …)', (i) => index.run({ ...base, colours: [bases[0]!], offset: 100 * (i % 5) })),
  measure('two colours + a word group', (i) => index.run({ ...base, colours: [fresh(i), fresh(i + 7)], groups: [[101, 102]] })),
  measure('three colours, sort new to old', (i) =>
    index.run({ ...base, colours: [fresh(i), fresh(i + 3), fresh(i + 11)], order: 'newest' }),
  ),
  measure('same colours: 5-colour palette, top 100', (i) =>
    index.closestPalettes(
      [0.45, 0.25, 0.15, 0.1, 0.05].map((share, k) => ({ ...fresh(i + k * 5), share })),
      100,
    ),
  ),
]);
console.log(`(one-colour searches matched ${Math.round(found / (RUNS + 3)).toLocaleString('en')} designs on average)`);
