/**
 * A visitor narrows the store the way shoppers do and finds the way back: a word from
 * the mega-menu, two words of one group (either) and one of another (both), the licence
 * (one choice), the price slider, a sort, page 2 — then leaves and comes back with the
 * browser's back button to exactly that state. The totals follow the filters.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withShopper } from './browser';

const session = withShopper();

/** The store's total, as its heading line shows it ("1,234 designs"). */
const totalOf = async (page: Page) => {
  const line = page.getByRole('main').getByText(/^[\d,]+ designs?$/);
  await line.waitFor();
  return Number((await line.textContent())!.replace(/\D/g, ''));
};

/** Waits until the total differs from `before` (the results have followed a filter). */
const totalAfter = async (page: Page, before: number) => {
  await expect.poll(() => totalOf(page)).not.toBe(before);
  return totalOf(page);
};

/**
 * The cards of results page `pageIndex` (0-based) once all are drawn, and no newer search
 * is loading. The grid draws what the window can reach at once and the rest when the
 * browser is idle, so this scrolls to the last card drawn, as a shopper reading the page
 * would (on a busy machine the idle moments may be few), then back where it was.
 */
const drawnCards = async (page: Page, pageIndex: number) => {
  const total = await totalOf(page);
  const expected = Math.min(100, total - pageIndex * 100);
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /^Quick view PT-/ });
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading designs' }).count()).toBe(0);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await expect
    .poll(async () => {
      const count = await cards.count();
      if (count > 0 && count < expected) await cards.last().scrollIntoViewIfNeeded();
      return count;
    })
    .toBe(expected);
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  return cards.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
};

/** Opens a word group of the filter panel (a <details>) and returns it. */
const group = async (page: Page, name: string) => {
  const details = page
    .getByRole('complementary', { name: 'Filters' })
    .locator('details')
    .filter({ has: page.locator('summary > span', { hasText: name }) });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  return details;
};

describe('the store', () => {
  it('narrows by menu word, words, licence, price, sort and page, and the back button restores it all', async () => {
    const { page } = session.shopper;
    const header = page.getByRole('banner').first();
    const panel = page.getByRole('complementary', { name: 'Filters' });

    // A word from the mega-menu.
    await page.goto('/', { waitUntil: 'networkidle' });
    await header.getByRole('button', { name: 'All Designs' }).click();
    await page.getByRole('tab', { name: 'Motif' }).hover();
    await page
      .getByRole('tabpanel', { name: 'Motif' })
      .getByRole('link', { name: /^Floral \d+$/ })
      .click();
    await page.waitForURL(/\/store\?ids=/);
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Floral' }).isChecked()).toBe(true);
    const florals = await totalOf(page);

    // The menu's word (Motif) and words of another group (Style): both groups must
    // match, and two words of one group mean either.
    const style = await group(page, 'Style');
    await style.getByRole('checkbox').nth(0).click();
    const oneStyle = await totalAfter(page, florals);
    expect(oneStyle).toBeLessThan(florals);
    await style.getByRole('checkbox').nth(1).click();
    const twoStyles = await totalAfter(page, oneStyle);
    expect(twoStyles).toBeGreaterThan(oneStyle);
    expect(twoStyles).toBeLessThanOrEqual(florals);

    // The licence is one choice.
    const licence = panel.getByRole('group', { name: 'License type' });
    // A controlled radio: it shows checked once the store's address has the licence.
    await licence.getByRole('radio', { name: 'Non-Exclusive license' }).click();
    await expect.poll(() => licence.getByRole('radio', { name: 'Non-Exclusive license' }).isChecked()).toBe(true);
    await page.waitForLoadState('networkidle');
    const nonExclusive = await totalOf(page);
    // About one design in ten is exclusive: a small selection may hold none.
    expect(nonExclusive).toBeLessThanOrEqual(twoStyles);
    expect(await licence.getByRole('radio', { name: 'All license' }).isChecked()).toBe(false);

    // The price slider: the top of the range down, until designs drop out.
    await panel.getByRole('slider', { name: 'Maximum price' }).focus();
    let cheaper = nonExclusive;
    for (let step = 0; step < 40 && cheaper === nonExclusive; step++) {
      for (let i = 0; i < 5; i++) await page.keyboard.press('PageDown');
      await page.waitForLoadState('networkidle');
      cheaper = await totalOf(page);
    }
    expect(cheaper).toBeLessThan(nonExclusive);
    expect(new URL(page.url()).search).toMatch(/price/i);

    // New to old, then page 2 when there is one.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'From new to old' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain('From new to old');
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    const paged = (await pager.count()) > 0;
    if (paged) {
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    }
    await page.waitForLoadState('networkidle');
    const url = page.url();
    const totalShown = await totalOf(page);
    const shown = await drawnCards(page, paged ? 1 : 0);

    // Away and back.
    await header.getByRole('link', { name: /home$/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goBack();
    await page.waitForURL(url);
    expect(await totalOf(page)).toBe(totalShown);
    expect(await panel.getByRole('checkbox', { name: 'Floral' }).isChecked()).toBe(true);
    const styleAgain = await group(page, 'Style');
    expect(await styleAgain.getByRole('checkbox').nth(0).isChecked()).toBe(true);
    expect(await styleAgain.getByRole('checkbox').nth(1).isChecked()).toBe(true);
    expect(await licence.getByRole('radio', { name: 'Non-Exclusive license' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain('From new to old');
    if (paged) expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Search results' })
          .getByRole('button', { name: /^Quick view PT-/ })
          .evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))),
      )
      .toEqual(shown);
    expect(session.shopper.problems).toEqual([]);
  });

  it('goes to page 2 of a keyword search and comes back to it with the back button', async () => {
    const { page } = session.shopper;
    const cards = () => page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /^Quick view PT-/ });
    await page.goto('/store?q=pt', { waitUntil: 'networkidle' });
    const firstPage = await drawnCards(page, 0);
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // The first page stays on screen until the second has arrived.
    await expect.poll(() => cards().first().getAttribute('aria-label')).not.toBe(firstPage[0]);
    const secondPage = await drawnCards(page, 1);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((card) => firstPage.includes(card))).toEqual([]);

    await page.getByRole('banner').first().getByRole('link', { name: /home$/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goBack();
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cards().evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).toEqual(secondPage);
    await page.goBack();
    await expect.poll(() => cards().evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).toEqual(firstPage);
    expect(session.shopper.problems).toEqual([]);
  });
});
