/**
 * `npm run bench:recolour [-- --size N] [-- --frames F] [-- --seed S] [-- --chromium-args "--flag --flag"]`:
 * the recolour preview's frame time in headless Chromium (issue 20: p95 ≤ 16 ms for a
 * 2,000 px preview).
 *
 * Opens a blank page in the project's Chromium (scripts/chromium.ts, as the e2e and story
 * tests launch it) with bench/recolour/page.ts bundled into it, which makes an N × N test
 * picture (default 2,000: a catalogue pattern drawn at that size, anti-aliased, with grain
 * and JPEG noise), plans it (`planRecolour`), then changes colours F times (default 120)
 * on each of the preview's two ways of drawing, WebGL2 and the CPU (`applyRecolour` +
 * putImageData), through the same modules RecolourPreview uses. Two measures per way:
 *
 * - frame: from setting the colours until the pixels can be read, forced by gl.finish()
 *   and a 1-pixel readPixels (getImageData on the 2D canvas), which wait for the whole
 *   draw. What the target is read against.
 * - rAF interval: the colours changed once per animation frame with nothing forced; the
 *   time between frames (16.7 ms at 60 Hz at best).
 *
 * Prints p50/p95/max per way, the plan time and the WebGL renderer: a GPU, or SwiftShader
 * (Chromium drawing WebGL on the CPU, as on a machine without a GPU).
 *
 * Then the server's side (`-- --server-runs R`, default 3): the time to make a
 * full-resolution colourway file on its first download — a generated design's zip (the
 * SVG master recoloured, its 3,543 px 300 dpi raster drawn from it) beside the same
 * design's own zip, and an imported design's 3,543 × 3,543 px raster recoloured pixel by
 * pixel (`recolourPixels`) — each from a cold file store.
 *
 * Writes bench/results/recolour.json. A benchmark: it asserts nothing and is not in npm test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { colourwayOf } from '../src/domain/colourway';
import { patternSvg } from '../src/patterns/artwork';
import { createRandom } from '../src/patterns/random';
import { recolourPixels } from '../server/services/colourways';
import { createDesignFileStore, MAX_RASTER_SIDE, type DesignFileFacts } from '../server/services/designFiles';
import { createDiskStore } from '../server/services/fileStore';
import { PALETTE_SIDE, paletteColumn, paletteHexes, paletteOfPixels } from '../server/services/palette';
import { flagValue, numberFlag, percentile } from './cli';
import type { PageResult } from './recolour/page';

const SIZE = numberFlag('size', 2000);
const FRAMES = numberFlag('frames', 120);
const SEED = numberFlag('seed', 17);
const SERVER_RUNS = numberFlag('server-runs', 3);
/** Flags added to the project's (e.g. "--use-angle=swiftshader --enable-unsafe-swiftshader"), to try other WebGL back ends. */
const extraArgs = flagValue('chromium-args')?.split(/\s+/).filter(Boolean) ?? [];
/** The canvas is shown 1,000 CSS px wide at 2 device px per CSS px: a 2,000 px preview shown 1:1 on a high-density screen. */
const DEVICE_SCALE = 2;

// Other work on the machine slows both ways: how busy it was before this run started.
const load = os.loadavg()[0]!;

execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
// tsx ships esbuild: it bundles the page's code (the domain's planRecolour, the preview's drawing modules) into one script.
const bundled = await build({
  entryPoints: [path.join(import.meta.dirname, 'recolour/page.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  write: false,
});

const args = [...chromiumLaunchOptions.args, ...extraArgs];
const browser = await chromium.launch({ ...chromiumLaunchOptions, args });
let result: PageResult;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: DEVICE_SCALE });
  page.on('pageerror', (error) => console.error(`page: ${error.message}`));
  await page.setContent('<!doctype html><html><head><title>Recolour benchmark</title></head><body style="margin:0"></body></html>');
  await page.addScriptTag({ content: bundled.outputFiles[0]!.text });
  console.log(`Planning a ${SIZE} × ${SIZE} px picture and drawing it ${FRAMES} times per way…`);
  result = await page.evaluate((options) => window.recolourBench.run(options), {
    size: SIZE,
    frames: FRAMES,
    seed: SEED,
    cssWidth: SIZE / DEVICE_SCALE,
  });
} finally {
  await browser.close();
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), max: +sorted.at(-1)!.toFixed(1) };
};
const label = { webgl2: 'WebGL2', '2d': 'CPU (applyRecolour + putImageData)' } as Record<string, string>;
const rows = result.paths.flatMap(({ path: way, firstMs, frameMs, rafIntervalMs }) => [
  { way: label[way] ?? way, measure: 'frame (forced)', ...summary(frameMs), first: +firstMs.toFixed(1) },
  { way: label[way] ?? way, measure: 'rAF interval', ...summary(rafIntervalMs), first: null },
]);
const swiftShader = /swiftshader/i.test(result.renderer);
console.log(
  `${result.width} × ${result.height} px, ${result.distinctColours.toLocaleString('en')} distinct colours; ` +
    `planned in ${result.planMs.toFixed(0)} ms`,
);
console.log(`WebGL renderer: ${result.renderer} (${swiftShader ? 'SwiftShader: software, no GPU' : 'hardware'})`);
console.log(`RecolourPreview draws with ${label[result.previewDraws]} here`);
console.log(`Load average before the run: ${load.toFixed(1)} on ${os.availableParallelism()} cores`);
if (extraArgs.length) console.log(`Chromium flags added: ${extraArgs.join(' ')}`);
console.table(rows);
console.log(`(target: frame p95 ≤ 16 ms; "first" is the first draw, which for WebGL2 also uploads the plan)`);

// ── the server: a full-resolution colourway file ──────────────────────────────
/** A generated design printed 40 × 40 cm (4,724 px at 300 dpi: its raster is capped at 30 cm). */
const art = { motif: 'Floral', palette: 'Terracotta Garden', artSeed: SEED } as const;
const coverSvg = patternSvg(art.motif, art.palette, createRandom(art.artSeed), 240);
const measured = paletteOfPixels(
  new Uint8Array(
    await sharp(Buffer.from(coverSvg), { density: 72 * 2 })
      .resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'fill', kernel: 'nearest' })
      .removeAlpha()
      .raw()
      .toBuffer(),
  ),
);
const facts: DesignFileFacts = {
  id: 1,
  imgSn: 'PT-BENCH',
  ...art,
  imgWidth: 4724,
  imgHeight: 4724,
  format: 'SVG, PNG',
  colours: paletteColumn(measured),
};
const palette = paletteHexes(facts.colours);
const chosen = palette.map((hex, i) => ['#2e6f40', '#6a4c93'][i] ?? hex);
const colourway = colourwayOf(palette, chosen);
const timeZip = async (colours: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-colourway-'));
  try {
    const started = performance.now();
    await createDesignFileStore(createDiskStore(dir)).fileFor(facts.id, async () => facts, colours);
    return performance.now() - started;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
const raster = await sharp(Buffer.from(patternSvg(art.motif, art.palette, createRandom(art.artSeed), 240)), {
  density: (72 * MAX_RASTER_SIDE) / 240,
})
  .resize(MAX_RASTER_SIDE, MAX_RASTER_SIDE)
  .removeAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const server = { ownZipMs: [] as number[], colourwayZipMs: [] as number[], rasterRecolourMs: [] as number[] };
console.log(`\nThe server: ${SERVER_RUNS} cold runs each, ${MAX_RASTER_SIDE} px raster, ${palette.length} palette colours…`);
for (let run = 0; run < SERVER_RUNS; run++) {
  server.ownZipMs.push(await timeZip(''));
  server.colourwayZipMs.push(await timeZip(colourway));
  const pixels = Buffer.from(raster.data);
  const started = performance.now();
  recolourPixels(pixels, raster.info, palette, chosen);
  server.rasterRecolourMs.push(performance.now() - started);
}
const serverRows = [
  { file: 'own zip (SVG + 300 dpi PNG)', ...summary(server.ownZipMs) },
  { file: 'colourway zip (SVG recoloured + 300 dpi PNG)', ...summary(server.colourwayZipMs) },
  { file: `imported raster ${MAX_RASTER_SIDE}² recoloured`, ...summary(server.rasterRecolourMs) },
];
console.table(serverRows);

fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'recolour.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      size: SIZE,
      frames: FRAMES,
      seed: SEED,
      chromiumArgs: args,
      renderer: result.renderer,
      hardware: !swiftShader,
      previewDraws: result.previewDraws,
      cores: os.availableParallelism(),
      loadAverage: +load.toFixed(1),
      planMs: +result.planMs.toFixed(1),
      target: 'frame p95 ≤ 16 ms',
      results: rows,
      server: { runs: SERVER_RUNS, rasterSide: MAX_RASTER_SIDE, results: serverRows },
    },
    null,
    2,
  ),
);
