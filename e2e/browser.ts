/**
 * The e2e journeys' browser: Debian's Chromium through playwright-core, one context per
 * shopper. Every page records what a shopper must never meet — an uncaught error, a
 * console error, a resource the Content-Security-Policy refused — and the journeys
 * assert that list is empty. axe-core scans a page for accessibility violations.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import path from 'node:path';
import { configureApi } from '../src/api/config';
import * as member from '../src/api/member';
import { codeFromOutbox } from '../server/testing/memberSuite';
import { chromiumLaunchOptions } from '../scripts/chromium';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const shopUrl = () => inject('shopUrl');
export const shopDataDir = () => inject('shopDataDir');

const launch = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/** How long a page wait may take before it fails: a safety net, not a clock. */
export const E2E_WAIT_MS = 120_000;
/**
 * How long a new shop may take to measure its designs for search by image: 65 s on a
 * quiet machine, 6.5 minutes on a busy one (issue 42). Within a test's 10 minutes.
 */
export const SIGNATURES_READY_MS = 480_000;

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Problems met on any page of this shopper so far. */
  problems: string[];
}

/**
 * A shopper with a browser context of their own, on the shared shop or on `baseURL`: a
 * 1280×900 desktop window unless `device` says otherwise (a phone's size, touch…).
 */
export async function newShopper(browser: Browser, baseURL = shopUrl(), device: BrowserContextOptions = {}): Promise<Shopper> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...device });
  // A wait for what the page shows ends when it is shown; the limit is only a safety net,
  // many times what a quiet machine needs (Playwright's own 30 s was met on a busy one).
  context.setDefaultTimeout(E2E_WAIT_MS);
  context.setDefaultNavigationTimeout(E2E_WAIT_MS);
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { context, page, problems };
}

/**
 * A test file's browser and its first shopper, launched before the file's tests and
 * closed after them. Read `session.shopper` inside a test (it exists from beforeAll on);
 * `newShopper(session.browser)` gives another, with cookies and storage of its own.
 */
export function withShopper({ withFirstShopper = true }: { withFirstShopper?: boolean } = {}): { browser: Browser; shopper: Shopper } {
  const session = {} as { browser: Browser; shopper: Shopper };
  beforeAll(async () => {
    session.browser = await launch();
    if (withFirstShopper) session.shopper = await newShopper(session.browser);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Longer than any wait a page runs for these checks (each stops by itself after 10 s). */
const PAGE_ANSWER_MS = 60_000;

/**
 * Playwright's page.evaluate has no time limit of its own: a renderer stuck in a script
 * would keep a test waiting until the test's own timeout, with no word of where. A page
 * that has not answered in PAGE_ANSWER_MS is hung, and the test fails saying at which
 * step and on which page.
 */
async function answered<T>(page: Page, step: string, evaluation: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${page.url()} did not answer for ${PAGE_ANSWER_MS / 1000} s ${step}: its renderer is busy or hung`)),
      PAGE_ANSWER_MS,
    );
  });
  try {
    return await Promise.race([evaluation, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the page watches while it comes to rest: its size (`layout`: scroll width and
 * height unchanged for five frames) or its animations (`animations`: none running for
 * 300 ms). A page that never rests is taken as it is after 10 s.
 */
type Rest = 'layout' | 'animations';

/**
 * Waits, in the page, until `rest` holds, and says how often a frame did not come.
 *
 * Frame by frame, but never on frames alone: headless Chromium now and then stops
 * drawing a page (a requestAnimationFrame callback that does not come; twice in CI on
 * /store after a resize, and once before in a story run). A wait that counted frames
 * only would then hang, so each frame is also given up on after 100 ms and the clock
 * goes on, as the story screenshots' wait does (.storybook/vitest.setup.ts). A stall
 * is logged with the page and the step: a reader of the log should know the measure
 * was taken without fresh frames.
 */
async function atRest(page: Page, rest: Rest, step: string): Promise<void> {
  const { missedFrames, ms } = await answered(
    page,
    step,
    page.evaluate(
      (rest) =>
        new Promise<{ missedFrames: number; ms: number }>((resolve) => {
          const FRAME_GIVE_UP_MS = 100;
          const started = performance.now();
          let missedFrames = 0;
          const nextFrame = () =>
            new Promise<void>((frame) => {
              const late = setTimeout(() => {
                missedFrames++;
                frame();
              }, FRAME_GIVE_UP_MS);
              requestAnimationFrame(() => {
                clearTimeout(late);
                frame();
              });
            });
          // Something that differs from one look to the next while the page moves.
          const look = () =>
            rest === 'layout'
              ? `${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`
              : document.getAnimations().some((animation) => animation.playState === 'running')
                ? String(performance.now())
                : 'still';
          const [framesNeeded, msNeeded] = rest === 'layout' ? [5, 0] : [1, 300];
          void (async () => {
            let last = look();
            let stillFrames = 0;
            let stillSince = performance.now();
            while (performance.now() - started < 10_000) {
              await nextFrame();
              const now = look();
              if (now === last) stillFrames++;
              else [stillFrames, stillSince] = [0, performance.now()];
              last = now;
              if (stillFrames >= framesNeeded && performance.now() - stillSince >= msNeeded) break;
            }
            resolve({ missedFrames, ms: Math.round(performance.now() - started) });
          })();
        }),
      rest,
    ),
  );
  if (missedFrames > 0)
    console.warn(`${page.url()} ${step}: Chromium drew no frame ${missedFrames} times in ${ms} ms; the wait went on by the clock.`);
}

/**
 * Runs axe on the page as it is (WCAG 2.1 A and AA). Evaluated through the DevTools
 * protocol, which the page's CSP does not govern (an injected <script> would be refused).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Scan the page at rest: mid-way through a dialog's fade its text is half
  // transparent, and colour contrast would be judged on a frame nobody reads. A dialog
  // may also open a moment after the page (its code loads then): so wait until nothing
  // has moved for 300 ms. Something that never rests (a slideshow's run of transitions,
  // a progress bar) is scanned as it is after 10 s rather than waited on for ever.
  await atRest(page, 'animations', 'while waiting for its animations to rest');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await answered(
    page,
    'while axe scanned it',
    page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }>;
          };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
    }),
  );
  return violations;
}

/**
 * A member made through the API, as a person who signed up earlier; returns the email
 * (password 'first123'). On the shared shop, or on another one (`shop`).
 */
export async function existingMember(prefix: string, shop = { baseUrl: shopUrl(), dataDir: shopDataDir() }): Promise<string> {
  configureApi({ baseUrl: shop.baseUrl, getToken: () => null });
  const email = `${prefix}.${Date.now().toString(36)}@example.com`;
  await member.getEmailCode({ email });
  await member.emailRegister({ email, code: await codeFromOutbox(path.join(shop.dataDir, 'outbox'), email), password: 'first123' });
  return email;
}

/** Signs in through the open Sign In dialog; the page reloads with the session. */
export async function signIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByLabel('Password', { exact: true }).press('Enter')]);
  await page.getByRole('banner').first().getByRole('link', { name: 'Favorites' }).waitFor();
}

/**
 * A member made through the API and signed in through the Sign In dialog, in a context
 * of their own, before the enclosing describe block's tests; closed after them. Read
 * `signedIn.shopper` inside a test.
 */
export function withSignedInMember(session: { browser: Browser }, prefix: string): { shopper: Shopper } {
  const signedIn = {} as { shopper: Shopper };
  beforeAll(async () => {
    signedIn.shopper = await newShopper(session.browser);
    const email = await existingMember(prefix);
    await signedIn.shopper.page.goto('/personalCenter', { waitUntil: 'networkidle' });
    await signIn(signedIn.shopper.page, email, 'first123');
  });
  afterAll(async () => {
    await signedIn.shopper?.context.close();
  });
  return signedIn;
}

/**
 * Pays for the bag on the cart page with the test gateway's card, typed as a shopper
 * types it (with a finger on a touch screen: `tap`), and answers the order number the
 * confirmation shows. Checks on the way that the card went to the test gateway only:
 * no request to the shop's /api carried its number.
 */
export async function payWithTestCard(page: Page, name: string, { tap = false }: { tap?: boolean } = {}): Promise<string> {
  const cardNumber = '4242424242424242';
  // Every request of the payment, to see where the card goes (docs/adr/010-payments.md).
  const sent: { path: string; body: string }[] = [];
  const record = (request: Request) => sent.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
  page.on('request', record);
  try {
    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await payment.getByRole('textbox', { name: 'Expiry date' }).fill('1230');
    await payment.getByRole('textbox', { name: 'Security code' }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on card' }).fill(name);
    if (tap) {
      await payment.getByRole('checkbox').tap();
      await payment.getByRole('button', { name: /^Pay / }).tap();
    } else {
      await payment.getByRole('checkbox').check();
      await payment.getByRole('button', { name: /^Pay / }).click();
    }
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor();
  } finally {
    page.off('request', record);
  }
  // The card went to the test gateway, and no request to the shop's /api carried it.
  const carrying = sent.filter((request) => request.body.replace(/[\s-]/g, '').includes(cardNumber));
  expect(carrying.map((request) => request.path)).toEqual([expect.stringMatching(/^\/test-gateway\/v1\/payment_intents\/[^/]+\/confirm$/)]);
  expect(sent.map((request) => request.path)).toEqual(expect.arrayContaining(['/api/shop/startPayment', '/api/shop/checkout']));
  return (await page.getByText(/^PM\d+$/).textContent())!;
}

/** Downloads the design file `serial` of an order of My Order, as its button does; answers the download. */
export async function downloadDesignFile(page: Page, order: Locator, serial: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), order.getByRole('button', { name: `Download File ${serial}` }).click()]);
  return file;
}

/**
 * Asks an order of My Order for its invoice: fills the Invoice Information dialog as the
 * buyer `name` (the email only when the form has none) and answers the PDF's download.
 */
export async function downloadInvoice(page: Page, order: Locator, { name, email }: { name: string; email: string }): Promise<Download> {
  await order.getByRole('button', { name: 'Get Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: 'Invoice Information' });
  const fields: [string, string][] = [
    ['Your name', name],
    ['address', '1 Loom Street'],
    ['City', 'Leeds'],
    ['Zip/postal code', 'LS1 1AA'],
    ['Country/Region', 'United Kingdom'],
    ['State/Province', 'West Yorkshire'],
  ];
  for (const [label, value] of fields) await invoice.getByRole('textbox', { name: label }).fill(value);
  if (!(await invoice.getByRole('textbox', { name: 'Your email' }).inputValue()))
    await invoice.getByRole('textbox', { name: 'Your email' }).fill(email);
  const [pdf] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: 'Download' }).click()]);
  return pdf;
}

/** The window widths every route is checked at (issue 18): a 360 px phone to a 2560 px desktop. */
export const SHOPPER_WIDTHS = [360, 390, 768, 1024, 1280, 1920, 2560] as const;

/**
 * How far the page is wider than the window, with the elements that stick out past its
 * right edge (the outermost of each, so the report names the cause, not its children).
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - windowWidth;
    if (overflow <= 0) return { overflow: 0, culprits: [] as string[] };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= windowWidth + 0.5) continue;
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > windowWidth + 0.5) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      culprits.push(`${element.tagName.toLowerCase()}.${element.className}${name ? ` "${name}"` : ''} right=${Math.round(rect.right)}`);
      if (culprits.length === 5) break;
    }
    return { overflow, culprits };
  });
}

/**
 * The page, already loaded at 360 px, resized through SHOPPER_WIDTHS as a tablet turned
 * or a window dragged would: at each width, once its layout has settled, how far it is
 * wider than the window (with the elements sticking out) and what axe finds. Only the
 * widths with a finding are listed, so a clean page gives {}.
 */
export async function widthFindings(page: Page) {
  const findings: Record<number, { overflow: number; culprits: string[]; violations: string[] }> = {};
  for (const width of SHOPPER_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 1000 });
    await atRest(page, 'layout', `while its layout settled at ${width} px`);
    const { overflow, culprits } = await sidewaysOverflow(page);
    const violations = await axeViolations(page);
    if (overflow > 0 || violations.length > 0) findings[width] = { overflow, culprits, violations };
  }
  return findings;
}

/**
 * Uploads a picture to search by image (the store's upload page must be open) and waits
 * until the similar designs show; answers a poll of the first one's serial as its Quick
 * view button names it ('Quick view PT-01123').
 */
export async function firstSimilarAfterUpload(page: Page, name: string, picture: Buffer): Promise<() => Promise<string>> {
  await page.getByTestId('image-file-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer: picture });
  const similar = page.getByRole('list', { name: 'Similar designs' });
  await similar.waitFor();
  return async () =>
    (await similar
      .getByRole('button', { name: /^Quick view / })
      .first()
      .getAttribute('aria-label')) ?? '';
}

/**
 * Taps `button` once React has hydrated it, as a shopper's tap works only then: a tap
 * that lands on the server-rendered page before hydration does nothing, and on a busy
 * machine hydration comes later. React marks a hydrated element with its props
 * (`__reactProps$…`); this waits for that mark, frame by frame, however long it takes.
 */
export async function tapWhenHydrated(button: Locator): Promise<void> {
  await button.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        const check = () => (hydrated() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  await button.tap();
}
