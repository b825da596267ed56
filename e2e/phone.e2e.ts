/**
 * A shopper on a phone (390×844, touch, a phone's browser) buys a design on the real
 * shop (issue 18): the categories' drawer from the header, a word, the filters sheet,
 * quick view, Add To Bag, Sign Up with the mailed code, Sign In, pay with the test card,
 * and the design's zip downloaded from My Order. Every step is a tap, and no page on
 * the way scrolls sideways.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromOutbox } from '../server/testing/memberSuite';
import { newShopper, shopDataDir, withShopper, payWithTestCard } from './browser';

const session = withShopper({ withFirstShopper: false });

/** A phone: its window, touch, and the mobile browser's layout viewport and user agent. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** The page is no wider than the phone's screen (a mobile browser would otherwise zoom out or scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));

describe('a shopper on a phone', () => {
  it('browses by category, filters in the sheet, bags a design, signs up, pays and downloads it, all by touch', async () => {
    const shopper = await newShopper(session.browser, undefined, phone);
    const { page } = shopper;
    const header = page.getByRole('banner').first();
    const email = `phone.${Date.now().toString(36)}@example.com`;

    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await pageWidth(page)).toEqual({ page: 390, window: 390 });

    // The categories' drawer: the first category is open; a word goes to the store.
    await header.getByRole('button', { name: 'All Designs' }).tap();
    const drawer = page.getByRole('dialog', { name: 'All Designs' });
    const firstWord = drawer.getByRole('list', { name: 'Product type' }).getByRole('link').first();
    const wordName = (await firstWord.locator('span').first().textContent())!;
    await firstWord.tap();
    await page.waitForURL(/\/store\?ids=\d+/);
    await drawer.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first()
      .waitFor();
    expect(wordName.length).toBeGreaterThan(0);
    expect(await pageWidth(page)).toEqual({ page: 390, window: 390 });

    // The filters sheet: the non-exclusive licence, then back to its results.
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('radio', { name: 'Non-Exclusive license' }).tap();
    await page.waitForURL(/imgType=0/);
    const showResults = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await showResults.tap();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Filters \(2\)$/ }).waitFor();

    // Quick view (a full-screen sheet on a phone), Add To Bag.
    const quickView = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first();
    const serial = (await quickView.getAttribute('aria-label'))!.replace('Quick view ', '');
    await quickView.tap();
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Add To Bag' }).tap();
    await detail.getByRole('link', { name: 'View Cart' }).waitFor();
    const box = (await detail.boundingBox())!;
    expect({ x: box.x, y: box.y, width: box.width }).toEqual({ x: 0, y: 0, width: 390 });
    await detail.getByRole('button', { name: 'Close' }).last().tap();
    await header.getByRole('link', { name: 'Shopping cart, 1 design' }).waitFor();

    // Sign Up with the mailed code, then Sign In: the bag moves to the account.
    await header.getByRole('button', { name: 'Sign Up' }).tap();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await signUp.getByLabel('Email', { exact: true }).fill(email);
    await signUp.getByRole('button', { name: 'Get verification code' }).tap();
    await signUp.getByRole('button', { name: /^Waiting for verification/ }).waitFor();
    const code = await codeFromOutbox(path.join(shopDataDir(), 'outbox'), email);
    await signUp.getByLabel('Verification code', { exact: true }).fill(code);
    await signUp.getByLabel('Password', { exact: true }).fill('shopper1');
    await signUp.getByLabel('Confirm password', { exact: true }).fill('shopper1');
    await signUp.getByRole('checkbox', { name: /I have read and agree/ }).tap();
    await signUp.getByRole('button', { name: 'Sign Up' }).tap();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect.poll(() => signIn.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await signIn.getByLabel('Password', { exact: true }).fill('shopper1');
    await Promise.all([page.waitForEvent('load'), signIn.getByRole('button', { name: 'Sign In' }).tap()]);
    await header.getByRole('link', { name: 'Favorites' }).waitFor();

    // Pay with the test card.
    await header.getByRole('link', { name: /^Shopping cart/ }).tap();
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    await page.getByRole('article', { name: new RegExp(`^${serial}`) }).waitFor();
    expect(await pageWidth(page)).toEqual({ page: 390, window: 390 });
    const orderNo = await payWithTestCard(page, 'Phone Shopper', { tap: true });

    // My Order: the order as a card, its zip downloaded.
    await page.getByRole('link', { name: /Download your files/ }).tap();
    const order = page.getByRole('rowgroup', { name: `Order ${orderNo}` });
    await order.waitFor();
    expect(await pageWidth(page)).toEqual({ page: 390, window: 390 });
    const [zip] = await Promise.all([page.waitForEvent('download'), order.getByRole('button', { name: `Download File ${serial}` }).tap()]);
    expect(zip.suggestedFilename()).toBe(`${serial}.zip`);
    expect([...fs.readFileSync((await zip.path())!).subarray(0, 2)]).toEqual([0x50, 0x4b]);

    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });
});
