/**
 * `npm run bench:web` (part of `npm run bench`): Lighthouse — the npm package, Debian's
 * Chromium — on /, /store and /detail/:id of the shop started with `npm start` (the
 * default 3,000-design catalogue, measured once its first-start background work is
 * done), with two presets: desktop, and mobile (Lighthouse's default: a 412 px phone
 * with touch, its CPU slowed 4× and a slow 4G network simulated). Three runs per page
 * and preset, the median reported: performance score, LCP, TBT, CLS, with the largest
 * paint's element and phases and the elements behind any layout shift. Writes
 * bench/results/web.json. A benchmark, not a test. `-- --preset mobile` runs one preset.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { startShop } from '../server/testing/startShop';

// BENCH_RUNS for a steadier median when comparing two builds (Lighthouse varies by several points run to run).
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PAGES=/store,/detail/1001 to measure only some pages while working on them.
const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', '/store', '/detail/1001'];

/** Each preset: its Lighthouse config (undefined is Lighthouse's default, the mobile one) and the targets it is read against. */
const presets = [
  { name: 'desktop', config: desktopConfig, targets: 'score ≥ 95, LCP ≤ 1500 ms, CLS ≤ 0.02' },
  { name: 'mobile', config: undefined, targets: 'score ≥ 90, LCP ≤ 2500 ms, CLS ≤ 0.02' },
] as const;
const presetArg = process.argv.indexOf('--preset');
const chosen = presetArg > 0 ? presets.filter((preset) => preset.name === process.argv[presetArg + 1]) : presets;
if (chosen.length === 0) throw new Error(`--preset must be one of ${presets.map((preset) => preset.name).join(', ')}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log('Starting the shop with npm start (3,000 designs)…');
const shop = await startShop({ designs: 3000 });
const deadline = Date.now() + 300_000;
while (!shop.output().includes('Similar-image search is ready') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));

const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs.filter((flag) => !flag.startsWith('--font-render') && flag !== '--disable-lcd-text')],
});
const results = [];
try {
  for (const preset of chosen) {
    const rows = [];
    for (const page of pages) {
      const runs = [];
      let shifts: string[] = [];
      let lcp = '';
      // A run whose trace Lighthouse could not read (NO_NAVSTART now and then) scores 0:
      // it is run again rather than counted, a few times at most.
      for (let attempts = 0; runs.length < RUNS && attempts < RUNS + 3; attempts++) {
        const result = await lighthouse(
          `${shop.baseUrl}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset.config,
        );
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.log(`${preset.name} ${page}: Lighthouse could not measure this run (${lhr.runtimeError.code}), running it again`);
          continue;
        }
        // What moved: the elements behind the layout shift score, biggest first.
        const items =
          (
            lhr.audits['layout-shifts']?.details as
              { items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[] } | undefined
          )?.items ?? [];
        shifts = items.slice(0, 3).map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`);
        // What the largest paint was, and where its time went (TTFB, load delay, load time, render delay).
        const lcpTables =
          (
            lhr.audits['largest-contentful-paint-element']?.details as
              { items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[] } | undefined
          )?.items ?? [];
        const element = lcpTables[0]?.items?.[0]?.node?.selector ?? '?';
        const phases = (lcpTables[1]?.items ?? []).map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`).join(', ');
        lcp = `${element}${phases ? ` — ${phases}` : ''}`;
        runs.push({
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0).toFixed(3)),
        });
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page} (${preset.name}) in ${RUNS + 3} attempts`);
      rows.push({
        page,
        runs: runs.length,
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        shifts,
        lcp,
      });
    }
    results.push({ preset: preset.name, targets: preset.targets, pages: rows });
  }
} finally {
  chrome.kill();
  await shop.stop();
}
for (const { preset, targets, pages: rows } of results) {
  console.log(`Lighthouse ${RUNS} runs per page, ${preset} preset, median (targets: ${targets})`);
  console.table(rows.map(({ shifts: _shifts, lcp: _lcp, ...row }) => row));
  for (const row of rows) {
    console.log(`${row.page} largest paint: ${row.lcp}`);
    if (row.shifts.length) console.log(`${row.page} layout shifts: ${row.shifts.join('; ')}`);
  }
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'web.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, presets: results }, null, 2),
);
