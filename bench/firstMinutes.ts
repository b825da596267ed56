/**
 * `npm run bench:first-minutes [-- --strain] [-- --no-warm] [-- --wait S]`: a new shop's
 * first minutes as its first shopper meets them (issue 42). A benchmark, not a test.
 *
 * 1. Builds if needed, then starts `node build/server/main.js` — what `npm start` runs —
 *    on an empty DATA_DIR and a free loopback port (the default 3,000-design catalogue,
 *    seeded on this first start), and times spawn → the first 200 from /api/health.
 * 2. 60 s after that answer (`--wait S`), one upload straight to search by image's API:
 *    results, results with a note, or a refusal? Then in Debian's Chromium through
 *    playwright-core with the desktop preset's window (1350×940, as Lighthouse's desktop
 *    preset, no throttling) and a fresh browser context per page (a cold cache):
 *    the load event of `/`, `/store` and the store's first design (`/detail/<id>`); on the
 *    home, "All Designs" pressed once hydrated, until a category's link shows; on the
 *    store's upload page, one of the shop's own covers uploaded to search by image, with
 *    what it answered (results, results with a note, or a refusal) and how soon.
 * 3. Unless `--no-warm`, the three page loads again, for comparison once covers are made.
 *
 * `--strain` keeps one spinning process per core busy beside the shop, from before its
 * start to the end (as `npm run test:strain` does), and compares with the last quiet run.
 * Prints a table with the issue's targets; writes bench/results/first-minutes.json (the
 * last quiet and the last strained run). Every wait has a generous limit and says what it
 * waited for when it gives up; the shop, the spinners and the browser are stopped on the
 * way out, on an error or on Ctrl-C too.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { freePort, groupAlive } from '../server/testing/startShop';
import { numberFlag } from './cli';

const root = path.resolve(import.meta.dirname, '..');
const strain = process.argv.includes('--strain');
const warmPass = !process.argv.includes('--no-warm');
/** How long after the shop first answers the shopper arrives (the issue's 60 s). */
const waitMs = numberFlag('wait', 60) * 1000;

/** The issue's targets (issue 42, "Done when"). */
const TARGET = { answerMs: 20_000, loadMs: 1_500, menuMs: 300, strainRatio: 2 };

// Safety limits: many times what a busy machine needs; reaching one is a failure that
// names what was waited for, never a hang.
const BUILD_LIMIT_MS = 20 * 60_000;
const ANSWER_LIMIT_MS = 5 * 60_000;
const PAGE_LIMIT_MS = 120_000;
const MENU_LIMIT_MS = 60_000;
const UPLOAD_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 30_000;
// A spinner stops by itself after this even if this script is killed with SIGKILL.
const SPINNER_LIMIT_MS = 30 * 60_000;

/** The desktop preset's window: Lighthouse's desktop config (1350×940, DPR 1, no touch). */
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start: number) => Math.round(performance.now() - start);

/** `work`, or an error naming what it waited for once `limitMs` passed. */
async function within<T>(limitMs: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Gave up after ${limitMs / 1000} s waiting for ${what}`)), limitMs);
  });
  try {
    return await Promise.race([work, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- What is running, so that every way out stops it -------------------------------

let server: ChildProcess | null = null;
let serverExited: Promise<unknown> = Promise.resolve();
let dataDir: string | null = null;
let browser: Browser | null = null;
const spinners: ChildProcess[] = [];

async function stopServer() {
  const child = server;
  server = null;
  if (!child?.pid) return;
  // Its own process group: the server and anything it started stop together. SIGTERM
  // lets it finish its requests (its shutdown grace is 10 s); past STOP_LIMIT_MS it is killed.
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGTERM');
  const killAt = Date.now() + STOP_LIMIT_MS;
  await Promise.race([serverExited, sleep(STOP_LIMIT_MS)]);
  while (groupAlive(child.pid)) {
    if (Date.now() > killAt) process.kill(-child.pid, 'SIGKILL');
    await sleep(100);
  }
}

function stopSpinners() {
  for (const spinner of spinners.splice(0)) if (spinner.exitCode === null && spinner.signalCode === null) spinner.kill('SIGKILL');
}

let cleaned: Promise<void> | null = null;
const cleanUp = () =>
  (cleaned ??= (async () => {
    stopSpinners();
    await browser?.close().catch(() => undefined);
    browser = null;
    await stopServer().catch((error: unknown) => console.error(`Stopping the shop: ${(error as Error).message}`));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  })());

// A last resort when the process ends without cleanUp having finished (an uncaught error
// in a callback): synchronous kills only, as 'exit' allows.
process.on('exit', () => {
  stopSpinners();
  if (server?.pid && groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the shop and the spinners…`);
    void cleanUp().finally(() => process.exit(130));
  });

// ---- The steps ---------------------------------------------------------------------

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, timeout: BUILD_LIMIT_MS }, (error) =>
      error ? reject(new Error(`The build failed or took over ${BUILD_LIMIT_MS / 60_000} minutes: ${error.message}`)) : resolve(),
    );
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  });
}

function startSpinners(count: number) {
  for (let i = 0; i < count; i++)
    spinners.push(
      spawn(process.execPath, ['-e', `const until = Date.now() + ${SPINNER_LIMIT_MS}; while (Date.now() < until) {}`], {
        stdio: 'ignore',
      }),
    );
}

/** The server's notable lines, with when (ms from spawn) they were printed. */
const milestones: { ms: number; line: string }[] = [];
const NOTABLE = [/The shop is open at/, /Similar-image search is ready/, /Search by image checks corners now/, /error/i];
let recentOutput: string[] = [];

function startServer(port: number): number {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-minutes-'));
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['build/server/main.js'], {
    cwd: root,
    // A fresh, empty data folder: the first start seeds the catalogue. The same quiet
    // log as the other benches and the journeys (server/testing/startShop.ts).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  serverExited = new Promise((resolve) => child.once('exit', resolve));
  const read = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recentOutput = [...recentOutput.slice(-40), line];
      if (NOTABLE.some((pattern) => pattern.test(line))) milestones.push({ ms: since(spawnedAt), line: line.trim().slice(0, 160) });
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return spawnedAt;
}

/** Spawn → the first 200 from /api/health (server/lifecycle.ts HEALTH_PATH). */
async function firstAnswer(baseUrl: string, spawnedAt: number): Promise<number> {
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  for (;;) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`The shop stopped (exit ${server.exitCode}) before it answered:\n${recentOutput.join('\n')}`);
    if (Date.now() > deadline)
      throw new Error(
        `Gave up after ${ANSWER_LIMIT_MS / 1000} s waiting for a 200 from ${baseUrl}/api/health:\n${recentOutput.join('\n')}`,
      );
    const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return since(spawnedAt);
    await sleep(100);
  }
}

interface PageLoad {
  page: string;
  ttfbMs: number;
  domContentLoadedMs: number;
  loadMs: number;
}

/** A page's navigation timing, read once its load event has ended. */
const navigationTiming = (page: Page) =>
  within(
    PAGE_LIMIT_MS,
    `${page.url()} to report its navigation timing`,
    page.evaluate(
      () =>
        new Promise<{ ttfb: number; dcl: number; load: number }>((resolve) => {
          const read = () => {
            const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
            if (entry && entry.loadEventEnd > 0)
              resolve({ ttfb: entry.responseStart, dcl: entry.domContentLoadedEventEnd, load: entry.loadEventEnd });
            else setTimeout(read, 20);
          };
          read();
        }),
    ),
  );

/** A fresh desktop context (a cold browser cache), the page loaded to its load event. */
async function loadCold(baseUrl: string, pathname: string): Promise<{ page: Page; close: () => Promise<void>; timing: PageLoad }> {
  const context = await browser!.newContext({ baseURL: baseUrl, ...DESKTOP });
  // tsx compiles this file with esbuild's keepNames: a function named inside a callback
  // handed to page.evaluate calls a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  context.setDefaultTimeout(PAGE_LIMIT_MS);
  context.setDefaultNavigationTimeout(PAGE_LIMIT_MS);
  const page = await context.newPage();
  try {
    await page.goto(pathname, { waitUntil: 'load' });
  } catch (error) {
    await context.close();
    throw new Error(`Loading ${pathname}: ${(error as Error).message.split('\n')[0]}`);
  }
  const { ttfb, dcl, load } = await navigationTiming(page);
  return {
    page,
    close: () => context.close(),
    timing: { page: pathname, ttfbMs: Math.round(ttfb), domContentLoadedMs: Math.round(dcl), loadMs: Math.round(load) },
  };
}

/** Resolves once React has hydrated `element` (it carries its props): a click before that does nothing. */
const hydrated = (element: Locator, what: string) =>
  within(
    PAGE_LIMIT_MS,
    `${what} to be hydrated`,
    element.evaluate(
      (node) =>
        new Promise<void>((resolve) => {
          const check = () => (Object.keys(node).some((key) => key.startsWith('__reactProps$')) ? resolve() : requestAnimationFrame(check));
          check();
        }),
    ),
  );

interface MenuOpening {
  hydratedAfterLoadMs: number;
  /** Click → the first category link visible. */
  menuMs: number;
  sawLoadingNote: boolean;
}

/** "All Designs" pressed on the loaded page, timed in the page from the click to a visible word link. */
async function openMegaMenu(page: Page, loadedAt: number): Promise<MenuOpening> {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Designs' });
  await within(PAGE_LIMIT_MS, 'the header\'s "All Designs" button to show', button.waitFor());
  await hydrated(button, 'the header\'s "All Designs" button');
  const hydratedAfterLoadMs = since(loadedAt);
  await button.evaluate((node) => {
    const mark = window as unknown as { menuClickAt?: number };
    mark.menuClickAt = undefined;
    node.addEventListener('click', () => (mark.menuClickAt = performance.now()), { once: true, capture: true });
  });
  await button.click();
  const opened = await within(
    MENU_LIMIT_MS,
    'the mega-menu to show a category link after "All Designs" was pressed',
    page.evaluate(
      () =>
        new Promise<{ ms: number; sawLoadingNote: boolean }>((resolve) => {
          let sawLoadingNote = false;
          const check = () => {
            const panel = document.querySelector('[data-mega-menu-panel]');
            if (panel?.textContent?.includes('Loading categories')) sawLoadingNote = true;
            const link = panel?.querySelector('a');
            const clickAt = (window as unknown as { menuClickAt?: number }).menuClickAt;
            if (link && clickAt !== undefined && link.getBoundingClientRect().width > 0)
              resolve({ ms: performance.now() - clickAt, sawLoadingNote });
            else requestAnimationFrame(check);
          };
          check();
        }),
    ),
  );
  return { hydratedAfterLoadMs, menuMs: Math.round(opened.ms), sawLoadingNote: opened.sawLoadingNote };
}

interface ImageSearchAnswer {
  outcome: 'results' | 'results with a note' | 'no results' | 'refusal' | 'error';
  status: number;
  /** The answer's words (its desc), for a note or a refusal. */
  says: string;
  designs: number;
  /** Picture chosen → the page shows the answer (similar designs, or the message). */
  shownMs: number;
  /** Picture chosen → the API's answer arrived. */
  answeredMs: number;
  sinceShopAnsweredS: number;
}

const SUCCEEDED = 'Operation succeeded';

/** Reads the selectAlike envelope: its cards (an array, or the first array inside an object) and any note. */
function readAnswer(status: number, body: unknown): Pick<ImageSearchAnswer, 'outcome' | 'says' | 'designs'> {
  // `measuring` ({ done, total }): the answer came from the designs measured so far (issue 42, item 2).
  const envelope = (body ?? {}) as { desc?: unknown; msg?: unknown; data?: unknown; measuring?: { done?: number; total?: number } };
  const desc = typeof envelope.desc === 'string' ? envelope.desc : typeof envelope.msg === 'string' ? envelope.msg : '';
  if (status === 503) return { outcome: 'refusal', says: desc, designs: 0 };
  if (status !== 200) return { outcome: 'error', says: `${status}: ${desc}`, designs: 0 };
  const data = envelope.data;
  let cards: unknown[] = [];
  const notes: string[] = desc && desc !== SUCCEEDED ? [desc] : [];
  if (envelope.measuring && notes.length === 0) notes.push(`${envelope.measuring.done} of ${envelope.measuring.total} designs measured`);
  if (Array.isArray(data)) cards = data;
  else if (data && typeof data === 'object')
    for (const value of Object.values(data)) {
      if (Array.isArray(value) && cards.length === 0) cards = value;
      else if (typeof value === 'string') notes.push(value);
    }
  if (cards.length === 0) return { outcome: 'no results', says: notes.join(' '), designs: 0 };
  return { outcome: notes.length ? 'results with a note' : 'results', says: notes.join(' '), designs: cards.length };
}

/** A photo-sized JPEG of one of the shop's own covers, as the journeys upload (e2e/visitor.e2e.ts). */
async function photoOf(baseUrl: string, productId: number): Promise<Buffer> {
  const coverUrl = `${baseUrl}/img/cover/${productId}.webp?w=640`;
  const cover = await within(
    PAGE_LIMIT_MS,
    `the cover ${coverUrl}`,
    fetch(coverUrl).then(async (response) => {
      if (!response.ok) throw new Error(`${coverUrl} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
  return sharp(cover).resize(480).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The issue asks for results "from 60 s after the shop answers": the shopper's own upload
 * comes after the page loads, later than that, so one upload is sent straight to the API
 * at the 60 s mark too (design 1001's cover: the first seeded design, as bench:web's detail page).
 */
async function uploadAtMark(baseUrl: string, shopAnsweredAt: number): Promise<Omit<ImageSearchAnswer, 'shownMs'>> {
  const photo = await photoOf(baseUrl, 1001);
  // The intent before the file: the server reads the fields that come before it (src/api/request.ts `upload`).
  const form = new FormData();
  form.append('intent', 'pattern');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'swatch.jpg');
  const sinceShopAnsweredS = Math.round((performance.now() - shopAnsweredAt) / 100) / 10;
  const sentAt = performance.now();
  const answer = await within(
    UPLOAD_LIMIT_MS,
    'search by image to answer the upload at the 60 s mark',
    fetch(`${baseUrl}/api/product/selectAlike`, { method: 'POST', body: form }),
  );
  const body: unknown = await answer.json().catch(() => null);
  return { ...readAnswer(answer.status, body), status: answer.status, answeredMs: since(sentAt), sinceShopAnsweredS };
}

/** On the store's upload page, a cover of the shop's own chosen as a shopper would; what came back and when. */
async function searchByImage(baseUrl: string, productId: number, shopAnsweredAt: number): Promise<ImageSearchAnswer> {
  const { page, close } = await loadCold(baseUrl, '/store?upload=1');
  try {
    const choose = page.getByRole('button', { name: 'Choose an image' });
    await within(PAGE_LIMIT_MS, 'the store\'s "Choose an image" button to show', choose.waitFor());
    await hydrated(choose, 'the store\'s "Choose an image" button');
    const photo = await photoOf(baseUrl, productId);
    const response = page.waitForResponse((r) => r.url().includes('/api/product/selectAlike'), { timeout: UPLOAD_LIMIT_MS });
    // Handled here too: if choosing the file fails first, this wait ends with the closed page, unread.
    response.catch(() => undefined);
    const chosenAt = performance.now();
    const sinceShopAnsweredS = Math.round((performance.now() - shopAnsweredAt) / 100) / 10;
    await page.getByTestId('image-file-input').setInputFiles({ name: 'swatch.jpg', mimeType: 'image/jpeg', buffer: photo });
    const answer = await within(UPLOAD_LIMIT_MS, 'search by image to answer the upload', response);
    const answeredMs = since(chosenAt);
    const body: unknown = await answer.json().catch(() => null);
    const read = readAnswer(answer.status(), body);
    // What the shopper sees: the similar designs, the empty state, or the answer's words in a toast.
    const shown = [
      page.getByRole('list', { name: 'Similar designs' }),
      page.getByText('No similar designs found'),
      ...(read.says ? [page.getByText(read.says.slice(0, 60), { exact: false }).first()] : []),
    ];
    await within(
      UPLOAD_LIMIT_MS,
      'the store to show the answer to the upload',
      Promise.any(shown.map((locator) => locator.first().waitFor({ state: 'visible', timeout: UPLOAD_LIMIT_MS }))),
    );
    return { ...read, status: answer.status(), shownMs: since(chosenAt), answeredMs, sinceShopAnsweredS };
  } finally {
    await close();
  }
}

interface Run {
  date: string;
  mode: 'quiet' | 'strain';
  cores: number;
  /** The 1-minute load average when the run began, when the shopper came and at the end: the machine is shared, and this says how busy it was. */
  load: { before: number; atShopper: number; after: number };
  buildMs: number;
  answerMs: number;
  waitedS: number;
  cold: PageLoad[];
  menu: MenuOpening;
  imageSearchAtMark: Omit<ImageSearchAnswer, 'shownMs'>;
  imageSearch: ImageSearchAnswer;
  warm: PageLoad[] | null;
  firstDesign: number;
  milestones: { ms: number; line: string }[];
}

async function measure(): Promise<Run> {
  const cores = os.availableParallelism();
  const loadNow = () => Math.round(os.loadavg()[0]! * 100) / 100;
  const loadBefore = loadNow();
  const buildStarted = performance.now();
  console.log('Building if needed…');
  await build();
  const buildMs = since(buildStarted);
  if (strain) {
    startSpinners(cores);
    console.log(`Strain: ${cores} spinning processes, one per core, from before the shop starts to the end.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Starting node build/server/main.js on an empty DATA_DIR, ${baseUrl}…`);
  const spawnedAt = startServer(port);
  const answerMs = await firstAnswer(baseUrl, spawnedAt);
  const answeredAt = performance.now();
  console.log(`The shop answered /api/health in ${(answerMs / 1000).toFixed(1)} s; the shopper comes ${waitMs / 1000} s later.`);
  browser = await within(PAGE_LIMIT_MS, 'Chromium to launch', chromium.launch(chromiumLaunchOptions));
  await sleep(Math.max(0, waitMs - since(answeredAt)));
  const waitedS = Math.round(since(answeredAt) / 100) / 10;
  const loadAtShopper = loadNow();
  const imageSearchAtMark = await uploadAtMark(baseUrl, answeredAt);

  const cold: PageLoad[] = [];
  const home = await loadCold(baseUrl, '/');
  cold.push(home.timing);
  const homeLoadedAt = performance.now();
  let menu: MenuOpening;
  try {
    menu = await openMegaMenu(home.page, homeLoadedAt);
  } finally {
    await home.close();
  }
  const store = await loadCold(baseUrl, '/store');
  cold.push(store.timing);
  // The first design as the shopper finds it: the store's first card (read from the page,
  // not asked of the API first, which would warm the store's query before it is measured).
  const href = await within(
    PAGE_LIMIT_MS,
    "a design's link on the store's first page",
    store.page.locator('a[href*="/detail/"]').first().getAttribute('href'),
  ).finally(() => store.close());
  const firstDesign = Number(/\/detail\/(\d+)/.exec(href ?? '')?.[1]);
  if (!Number.isInteger(firstDesign)) throw new Error(`The store's first card links to '${href}', not to /detail/<id>`);
  const detail = await loadCold(baseUrl, `/detail/${firstDesign}`);
  cold.push(detail.timing);
  await detail.close();

  const imageSearch = await searchByImage(baseUrl, firstDesign, answeredAt);

  let warm: PageLoad[] | null = null;
  if (warmPass) {
    warm = [];
    for (const pathname of ['/', '/store', `/detail/${firstDesign}`]) {
      const again = await loadCold(baseUrl, pathname);
      warm.push(again.timing);
      await again.close();
    }
  }
  return {
    date: new Date().toISOString(),
    mode: strain ? 'strain' : 'quiet',
    cores,
    load: { before: loadBefore, atShopper: loadAtShopper, after: loadNow() },
    buildMs,
    answerMs,
    waitedS,
    cold,
    menu,
    imageSearchAtMark,
    imageSearch,
    warm,
    firstDesign,
    milestones: [...milestones],
  };
}

// ---- Report ------------------------------------------------------------------------

const resultsFile = path.join(import.meta.dirname, 'results', 'first-minutes.json');
type Results = { quiet?: Run; strain?: Run };
const readResults = (): Results => {
  try {
    return JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Results;
  } catch {
    return {};
  }
};

function report(run: Run, quiet: Run | undefined) {
  const ok = (pass: boolean) => (pass ? 'pass' : 'FAIL');
  const ratio = (value: number, before: number | undefined) => (before ? `${(value / before).toFixed(2)}×` : '');
  const rows: Record<string, string | number>[] = [];
  const row = (figure: string, value: number, target: number, before: number | undefined) => {
    const r: Record<string, string | number> = { figure, ms: value, target: `≤ ${target}`, result: ok(value <= target) };
    if (run.mode === 'strain') {
      r['quiet ms'] = before ?? '–';
      r['× quiet'] = ratio(value, before);
      r['≤ 2× quiet'] = before === undefined ? '–' : ok(value <= TARGET.strainRatio * Math.max(before, 1));
    }
    rows.push(r);
  };
  row('shop answers (spawn → /api/health 200)', run.answerMs, TARGET.answerMs, quiet?.answerMs);
  for (const load of run.cold)
    row(`load event ${load.page} (cold)`, load.loadMs, TARGET.loadMs, quiet?.cold.find((q) => q.page === load.page)?.loadMs);
  row('mega-menu: click → category link', run.menu.menuMs, TARGET.menuMs, quiet?.menu.menuMs);
  console.log(
    `\nFirst minutes of a new shop (${run.mode}${run.mode === 'strain' ? `, ${run.cores} spinners` : ''}; 1-minute load average ${run.load.before} before, ${run.load.atShopper} when the shopper came, ${run.load.after} after), ` +
      `the shopper ${run.waitedS} s after the shop answered, desktop window, cold cache per page:`,
  );
  console.table(rows);
  const answered = (search: Omit<ImageSearchAnswer, 'shownMs'> & { shownMs?: number }, how: string) =>
    console.log(
      `Search by image ${how}, ${search.sinceShopAnsweredS} s after the shop answered: ${search.outcome} (${search.status}` +
        `${search.designs ? `, ${search.designs} designs` : ''}) answered in ${search.answeredMs} ms` +
        `${search.shownMs === undefined ? '' : `, shown in ${search.shownMs} ms`} — ` +
        `${ok(search.outcome === 'results' || search.outcome === 'results with a note')} (target: results, not a refusal)` +
        (search.says ? `\n  it said: ${search.says}` : ''),
    );
  answered(run.imageSearchAtMark, 'at the mark (straight to the API)');
  answered(run.imageSearch, "on the store's upload page");
  if (run.mode === 'strain' && quiet)
    console.log(
      `  quiet run: ${quiet.imageSearchAtMark.outcome} at the mark in ${quiet.imageSearchAtMark.answeredMs} ms; ` +
        `${quiet.imageSearch.outcome} on the page, shown in ${quiet.imageSearch.shownMs} ms`,
    );
  console.log(
    `Mega-menu: "All Designs" hydrated ${run.menu.hydratedAfterLoadMs} ms after the home's load; ` +
      `${run.menu.sawLoadingNote ? 'showed "Loading categories…" first' : 'no "Loading categories…" seen'}.`,
  );
  console.table(run.cold.map((load) => ({ ...load, 'warm loadMs': run.warm?.find((w) => w.page === load.page)?.loadMs ?? '–' })));
  console.log('The server said (ms from spawn):');
  for (const { ms, line } of run.milestones) console.log(`  ${String(ms).padStart(7)}  ${line}`);
  if (!run.milestones.some((m) => /Similar-image search is ready/.test(m.line)))
    console.log('  (search by image was not ready yet when the run ended)');
  if (run.mode === 'strain' && !quiet)
    console.log('No quiet run in bench/results/first-minutes.json to compare with: run it without --strain first.');
}

try {
  const run = await measure();
  const results = readResults();
  report(run, results.quiet);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, JSON.stringify({ ...results, [run.mode]: run }, null, 2));
  console.log(`Wrote ${path.relative(root, resultsFile)}`);
} catch (error) {
  console.error(`bench:first-minutes stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// Nothing of ours is left running; an idle keep-alive socket must not hold the process open.
process.exit();
