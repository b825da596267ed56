/**
 * Script in what shoppers type is shown as text, never run: a search, a moodboard's
 * name and description, a feedback message. Each payload would set window.__xss (or
 * show an <img> the shop never drew) if it were rendered as markup.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configureApi, resetApiConfig } from '../src/api/config';
import * as member from '../src/api/member';
import * as personal from '../src/api/personal';
import { codeFromOutbox } from '../server/testing/memberSuite';
import { shopDataDir, shopUrl, withShopper } from './browser';

const payload = (mark: string) => `<img src=x onerror="window.__xss='${mark}'"><script>window.__xss='${mark}'</script>`;

const session = withShopper();
afterAll(() => {
  resetApiConfig();
});

const ranScript = () => session.shopper.page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);
const strayImages = () => session.shopper.page.locator('main img[src="x"]').count();

describe('typed markup is shown as text', () => {
  it('in a search', async () => {
    const text = payload('search');
    await session.shopper.page.goto(`/store?q=${encodeURIComponent(text)}`, { waitUntil: 'networkidle' });
    await session.shopper.page.getByRole('heading', { level: 1, name: `Results for “${text}”` }).waitFor();
    expect(await ranScript()).toBeNull();
    expect(await strayImages()).toBe(0);
  });

  it('in a moodboard’s name and description', async () => {
    // A member made through the API (the purchase journey signs up through the UI).
    let token: string | null = null;
    configureApi({ baseUrl: shopUrl(), getToken: () => token, onTokenInvalid: () => (token = null) });
    const email = `xss.${Date.now().toString(36)}@example.com`;
    await member.getEmailCode({ email });
    await member.emailRegister({ email, code: await codeFromOutbox(path.join(shopDataDir(), 'outbox'), email), password: 'shopper1' });
    token = (await member.login({ account: email, password: 'shopper1' })).data.token;
    const title = payload('folder');
    await personal.saveFolder({ title, desc: payload('desc') });

    const { page } = session.shopper;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').first().getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('shopper1');
    await Promise.all([page.waitForEvent('load'), signIn.getByLabel('Password', { exact: true }).press('Enter')]);
    await page.goto('/favorites', { waitUntil: 'networkidle' });
    await page.getByRole('article', { name: title }).waitFor();
    await page.getByText(payload('desc'), { exact: true }).waitFor();
    expect(await ranScript()).toBeNull();
    expect(await strayImages()).toBe(0);
  });

  it('in a feedback message, sent from Contact us on to the thank-you page', async () => {
    const { page } = session.shopper;
    await page.goto('/ContactUS', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Email' }).fill('writer@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill(payload('feedback'));
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/thank');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await ranScript()).toBeNull();
    expect(session.shopper.problems).toEqual([]);
  });
});
