/**
 * The first screen rendered on the server (ADR 007, server/firstScreen.ts): an anonymous
 * shopper's home, store and design pages arrive as HTML with their content and cover
 * images, readable before (and without) any script; the browser then hydrates the same
 * elements — no error, no image drawn twice — and the page answers taps. A shopper with
 * a session or a cart gets the plain page, which the browser renders as before.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coverWidths } from '../src/api/covers';
import { existingMember, newShopper, shopUrl, signIn, SIGNATURES_READY_MS, tapWhenHydrated, withShopper } from './browser';

const session = withShopper({ withFirstShopper: false });

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Lighthouse's phone: 412 px at 1.75 device pixels, where a box a few px wider crosses from one cover file to the next. */
const lighthousePhone: BrowserContextOptions = { ...phone, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

const pages = [
  { path: '/', heading: 'Textile and surface pattern designs' },
  { path: '/store', heading: 'All designs' },
  { path: '/detail/1001', heading: 'Design PT-01001' },
];

/** The cover images the page shows in its first screen, and whether each has been drawn (loaded, not transparent). */
const shownCovers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img[src*="/img/cover/"]')]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .map((img) => ({
        src: img.getAttribute('src'),
        drawn: img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1',
      })),
  );

describe('the first screen rendered on the server', () => {
  it('sends the page itself: headings, prices and cover images in the HTML, and only scripts the CSP allows', async () => {
    for (const { path, heading } of pages) {
      const response = await fetch(`${shopUrl()}${path}`, { headers: { 'user-agent': phone.userAgent! } });
      const html = await response.text();
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html.replaceAll('<!-- -->', '')).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<img [^>]*src="\/img\/cover\/\d+\.webp"/);
      // The page's data, for the browser's query cache; a JSON script, not code.
      expect(html).toContain('<script id="first-screen-state" type="application/json">');
      // Every script is either that JSON or an external module: an inline script would be refused by the CSP.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.every((attributes) => attributes.includes('type="application/json"') || attributes.includes('src="/assets/'))).toBe(
        true,
      );
    }
  });

  it("sends a phone only the first window's covers: the rest of the store, a design's \"More like this\" and the home's Best Sellers come once hydrated", async () => {
    // Covers lower down, lazy or not, were fetched at once (they lie within the browser's
    // lazy-load margin) and shared a slow network with the first screen's.
    const coversIn = async (path: string) => {
      const html = await (await fetch(`${shopUrl()}${path}`, { headers: { 'user-agent': phone.userAgent! } })).text();
      return [...html.matchAll(/<img [^>]*src="\/img\/cover\/(\d+)\.webp"/g)].map((match) => Number(match[1]));
    };
    const store = await coversIn('/store');
    expect(store.length).toBeGreaterThanOrEqual(4);
    expect(store.length).toBeLessThanOrEqual(8);
    expect(await coversIn('/detail/1001')).toEqual([1001]);
    // The home page's Best Sellers start below the window on every screen: none of their covers is in it.
    const home = await (await fetch(`${shopUrl()}/`, { headers: { 'user-agent': phone.userAgent! } })).text();
    expect(home).toContain('>Best Sellers</h2>');
    expect(home.slice(home.indexOf('>Best Sellers</h2>'))).not.toMatch(/<img [^>]*src="\/img\/cover\//);

    const shopper = await newShopper(session.browser, undefined, phone);
    await shopper.page.goto('/store', { waitUntil: 'networkidle' });
    // Once measured, the grid draws what the window and the next screen reach.
    await expect.poll(() => shopper.page.locator('main img[src*="/img/cover/"]').count()).toBeGreaterThan(store.length);
    // A design's "More like this" is there once the catalogue's signatures are measured (seconds after a first start).
    await expect
      .poll(async () => (await (await shopper.page.request.get('/api/health')).json()).data.checks.imageSignatures.ok, {
        timeout: SIGNATURES_READY_MS,
      })
      .toBe(true);
    await shopper.page.goto('/detail/1001', { waitUntil: 'networkidle' });
    await expect
      .poll(() => shopper.page.getByRole('region', { name: 'Designs like this one' }).locator('img[src*="/img/cover/"]').count())
      .toBeGreaterThan(2);
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('is readable with scripts turned off: the phone sees headings and drawn covers', async () => {
    const shopper = await newShopper(session.browser, undefined, { ...phone, javaScriptEnabled: false });
    for (const { path, heading } of pages) {
      await shopper.page.goto(path, { waitUntil: 'load' });
      await shopper.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const covers = await shownCovers(shopper.page);
      expect(covers.length, path).toBeGreaterThan(0);
      expect(
        covers.every((cover) => cover.drawn),
        path,
      ).toBe(true);
    }
    expect(await shopper.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shopper.context.close();
  });

  it('hydrates on a phone without an error and without drawing a cover twice, then answers taps', async () => {
    const shopper = await newShopper(session.browser, undefined, phone);
    // Every cover image the page removes from the document, from its first byte on: a
    // hydration that threw the server's elements away would remove them all.
    await shopper.context.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedCovers: string[] }).removedCovers = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              for (const img of [node, ...node.querySelectorAll('img')])
                if (img instanceof HTMLImageElement && img.src.includes('/img/cover/')) removed.push(img.src);
      }).observe(document, { childList: true, subtree: true });
    });
    const { page } = shopper;

    await page.goto('/store', { waitUntil: 'networkidle' });
    // Hydrated once the filters button opens its sheet.
    await tapWhenHydrated(page.getByRole('button', { name: /^Filters/ }));
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().tap();
    expect((await shownCovers(page)).every((cover) => cover.drawn)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { removedCovers: string[] }).removedCovers)).toEqual([]);

    await page.goto('/detail/1001', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add To Bag' }).first().tap();
    await page.getByRole('link', { name: 'View Cart' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { removedCovers: string[] }).removedCovers)).toEqual([]);

    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('asks for each cover of the store once on a phone: the first screen chooses the file the measured grid keeps', async () => {
    // A column a few px wider than the server's guess would cross to the next file.
    const shopper = await newShopper(session.browser, undefined, lighthousePhone);
    const { page } = shopper;
    const covers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/cover/')) covers.push(new URL(request.url()).pathname);
    });
    await page.goto('/store', { waitUntil: 'networkidle' });
    // Hydrated and measured: the filters button opens its sheet.
    await tapWhenHydrated(page.getByRole('button', { name: /^Filters/ }));
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(covers.length).toBeGreaterThan(4);
    const twice = covers.filter((cover, index) => covers.indexOf(cover) !== index);
    expect(twice).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('draws the home page’s first covers from the smallest file that stays sharp on a phone', async () => {
    // The banner's cover is 100 px wide on a phone and a collection's about half the
    // window: at 1.75 device pixels both fit the 320 px file, a third of the 640 px one.
    const shopper = await newShopper(session.browser, undefined, lighthousePhone);
    const { page } = shopper;
    await page.goto('/', { waitUntil: 'networkidle' });
    const firstScreen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img[src*="/img/cover/"]')]
        .filter((img) => img.complete && img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => new URL(img.currentSrc).search),
    );
    expect(firstScreen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(firstScreen)).toEqual(new Set(['?w=320']));
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('draws the covers of the rows below the first screen from the smallest file that stays sharp on a phone', async () => {
    // Each cover is fetched at the smallest rendered width at least as wide as the slide
    // it fills, in device pixels: "More like this" (2.4 slides in view) fits the 320 px
    // file on this phone, a best seller (1.6 in view) the 480 px one.
    const shopper = await newShopper(session.browser, undefined, lighthousePhone);
    const { page } = shopper;
    // A design's "More like this" is there once the catalogue's signatures are measured (seconds after a first start).
    await expect
      .poll(async () => (await (await page.request.get('/api/health')).json()).data.checks.imageSignatures.ok, {
        timeout: SIGNATURES_READY_MS,
      })
      .toBe(true);
    for (const [path, row, expected] of [
      ['/detail/1001', 'Designs like this one', 320],
      ['/', 'Best-selling designs', 480],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const carousel = page.getByRole('region', { name: row });
      await carousel.scrollIntoViewIfNeeded();
      const covers = carousel.locator('img[src*="/img/cover/"]');
      await expect
        .poll(() => covers.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete).length))
        .toBeGreaterThanOrEqual(2);
      const drawn = await covers.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete)
          .map((img) => ({
            file: Number(new URL(img.currentSrc).searchParams.get('w')),
            needed: Math.max(img.getBoundingClientRect().width, img.getBoundingClientRect().height) * devicePixelRatio,
          })),
      );
      for (const { file, needed } of drawn) {
        expect({ path, file, needed }).toEqual({ path, file: coverWidths.find((width) => width >= needed), needed });
      }
      expect({ path, files: new Set(drawn.map(({ file }) => file)) }).toEqual({ path, files: new Set([expected]) });
    }
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('fetches the store ahead once the shopper touches the home page: a word from the drawer then opens it with no script left to fetch', async () => {
    const shopper = await newShopper(session.browser, undefined, phone);
    const { page } = shopper;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Only looked at, the page fetches no other route (src/app/warmRoutes.ts).
    expect(scripts.filter((script) => /\/(Store|Cart)Route-/.test(script))).toEqual([]);

    // The first touch: the store, then the cart, are fetched while the phone is idle. The
    // cart's chunk is asked for once the store's whole module graph is in.
    const header = page.getByRole('banner').first();
    await header.getByRole('button', { name: 'All Designs' }).tap();
    const drawer = page.getByRole('dialog', { name: 'All Designs' });
    await drawer.waitFor();
    await expect.poll(() => scripts.some((script) => /\/CartRoute-[^/]+\.js$/.test(script))).toBe(true);

    // From here no script arrives (the cart's own imports may still be on their way: they
    // fail, and the warm-up leaves them to the cart's tap). The store must open all the same.
    const refused: string[] = [];
    await page.route('**/*.js', (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await drawer.getByRole('list', { name: 'Product type' }).getByRole('link').first().tap();
    await page.waitForURL(/\/store\?ids=\d+/);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first()
      .waitFor();
    expect(refused.filter((script) => /\/StoreRoute-/.test(script))).toEqual([]);
    // The refused requests are reported as failed loads; nothing else may go wrong.
    expect(shopper.problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
    await shopper.context.close();
  });

  it("draws the desktop store's first row on the server: in place at any width before a script runs, each cover asked for once, nothing moved once measured", async () => {
    /** The cells of the results list the page shows, where they are. */
    const shownCells = (page: Page) =>
      page.getByRole('list', { name: 'Search results' }).evaluate((list) =>
        [...list.children]
          .map((cell) => cell.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map(({ left, top, width }) => ({ left, top, width })),
      );
    for (const width of [1100, 1350, 1920, 2600]) {
      const viewport = { width, height: 900 };
      const still = await newShopper(session.browser, undefined, { viewport, javaScriptEnabled: false });
      await still.page.goto('/store', { waitUntil: 'load' });
      const drawn = await shownCells(still.page);
      await still.context.close();

      const shopper = await newShopper(session.browser, undefined, { viewport });
      const covers: string[] = [];
      shopper.page.on('request', (request) => {
        if (request.url().includes('/img/cover/')) covers.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
      await shopper.page.goto('/store', { waitUntil: 'networkidle' });
      // Measured: the rows below the first are drawn.
      await expect.poll(async () => (await shownCells(shopper.page)).length).toBeGreaterThan(drawn.length);
      await shopper.page.waitForLoadState('networkidle');
      const columns = Number(await shopper.page.locator('[data-columns]').first().getAttribute('data-columns'));
      // The server drew a whole row, as many cards as the measured grid has columns, where the grid keeps them.
      expect(drawn.length, `${width} px`).toBe(columns);
      const measured = (await shownCells(shopper.page)).slice(0, columns);
      measured.forEach((cell, index) => {
        expect(Math.abs(cell.left - drawn[index]!.left), `${width} px, card ${index + 1}`).toBeLessThanOrEqual(1);
        expect(Math.abs(cell.top - drawn[index]!.top), `${width} px, card ${index + 1}`).toBeLessThanOrEqual(1);
        expect(Math.abs(cell.width - drawn[index]!.width), `${width} px, card ${index + 1}`).toBeLessThanOrEqual(1);
      });
      // The file the first row chose before any script is the one the measured grid keeps.
      expect(covers.length).toBeGreaterThan(columns);
      expect(
        covers.filter((cover, index) => covers.findIndex((other) => other.split('?')[0] === cover.split('?')[0]) !== index),
        `${width} px`,
      ).toEqual([]);
      expect(shopper.problems).toEqual([]);
      await shopper.context.close();
    }
  });

  it('hydrates the desktop pages without an error', async () => {
    const shopper = await newShopper(session.browser);
    for (const { path, heading } of pages) {
      await shopper.page.goto(path, { waitUntil: 'networkidle' });
      await shopper.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    // The store's grid is laid out once the browser knows its width.
    await shopper.page.goto('/store', { waitUntil: 'networkidle' });
    await shopper.page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first()
      .waitFor();
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it('sends the plain page to a shopper with a cart or a session: their header is their own', async () => {
    const plain = await (await fetch(`${shopUrl()}/store`, { headers: { cookie: 'pm_personal=1' } })).text();
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).not.toContain('first-screen-state');

    const email = await existingMember('firstscreen');
    const shopper = await newShopper(session.browser);
    const { page } = shopper;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').first().getByRole('button', { name: 'Sign In' }).click();
    await signIn(page, email, 'first123');
    expect((await shopper.context.cookies()).map((cookie) => cookie.name)).toContain('pm_personal');
    // A new visit of a public page: the browser renders it, signed in, with no mismatch.
    await page.goto('/store', { waitUntil: 'networkidle' });
    await page.getByRole('banner').first().getByRole('link', { name: 'Favorites' }).waitFor();
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });
});
