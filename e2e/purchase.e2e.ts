/**
 * A visitor becomes a buyer on the real shop: search from the header, quick view, Add To
 * Bag (the local cart), Sign Up with the code read from the outbox, Sign In (the page
 * reloads and the local cart moves to the account), checkout with the test card, the
 * order in My Order, the design's zip downloaded, the invoice PDF.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFromOutbox } from '../server/testing/memberSuite';
import { downloadDesignFile, downloadInvoice, shopDataDir, withShopper, payWithTestCard } from './browser';

const session = withShopper();

const bytesOf = async (download: { path: () => Promise<string | null> }) => fs.readFileSync((await download.path())!);

describe('a visitor’s first purchase', () => {
  it('finds a design, bags it, signs up, pays, downloads the zip and the invoice', async () => {
    const { page } = session.shopper;
    const header = page.getByRole('banner').first();
    const email = `e2e.${Date.now().toString(36)}@example.com`;

    // Search from the header, quick view, Add To Bag.
    await page.goto('/', { waitUntil: 'networkidle' });
    await header.getByRole('searchbox', { name: 'Search designs' }).fill('floral');
    await header.getByRole('searchbox', { name: 'Search designs' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for “floral”' }).waitFor();
    const quickView = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first();
    const serial = (await quickView.getAttribute('aria-label'))!.replace('Quick view ', '');
    await quickView.click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Add To Bag' }).click();
    await detail.getByRole('link', { name: 'View Cart' }).waitFor();
    await page.keyboard.press('Escape');
    await header.getByRole('link', { name: 'Shopping cart, 1 design' }).waitFor();

    // Sign Up with the mailed code.
    await header.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await signUp.getByLabel('Email', { exact: true }).fill(email);
    await signUp.getByRole('button', { name: 'Get verification code' }).click();
    await signUp.getByRole('button', { name: /^Waiting for verification/ }).waitFor();
    const code = await codeFromOutbox(path.join(shopDataDir(), 'outbox'), email);
    await signUp.getByLabel('Verification code', { exact: true }).fill(code);
    await signUp.getByLabel('Password', { exact: true }).fill('shopper1');
    await signUp.getByLabel('Confirm password', { exact: true }).fill('shopper1');
    await signUp.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    // Sign In: the page reloads with the session, the bag now in the account.
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect.poll(() => signIn.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await signIn.getByLabel('Password', { exact: true }).fill('shopper1');
    await Promise.all([page.waitForEvent('load'), signIn.getByLabel('Password', { exact: true }).press('Enter')]);
    await header.getByRole('link', { name: 'Favorites' }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('localCart'))) ?? '[]')).toEqual([]);

    // Checkout with the test card.
    await header.getByRole('link', { name: /^Shopping cart/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    await page.getByRole('article', { name: new RegExp(`^${serial}`) }).waitFor();
    const orderNo = await payWithTestCard(page, 'E2E Shopper');

    // My Order: the order, its zip, its invoice.
    await page.getByRole('link', { name: /Download your files/ }).click();
    const order = page.getByRole('rowgroup', { name: `Order ${orderNo}` });
    await order.waitFor();
    const zip = await downloadDesignFile(page, order, serial);
    expect(zip.suggestedFilename()).toBe(`${serial}.zip`);
    expect([...(await bytesOf(zip)).subarray(0, 2)]).toEqual([0x50, 0x4b]);

    const pdf = await downloadInvoice(page, order, { name: 'E2E Shopper', email });
    expect(pdf.suggestedFilename()).toMatch(/^\d+\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

    expect(session.shopper.problems).toEqual([]);
  });
});
