/**
 * Every route of both route tables at the window widths shoppers use, from a 360 px
 * phone to a 2560 px desktop (issue 18): no page scrolls sideways, and axe finds no
 * violation (WCAG 2.1 AA) at any of them. A member is signed in, so the account pages
 * show themselves rather than the login dialog.
 *
 * Each route loads once and the window is then resized through the widths, as a
 * tablet turned or a window dragged would: layouts that follow the width (the store's
 * columns, the favourites cells) must follow it live too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, withShopper, withSignedInMember } from './browser';

const session = withShopper({ withFirstShopper: false });

const SHOPPER_WIDTHS = [360, 390, 768, 1024, 1280, 1920, 2560] as const;

const routes = [
  '/',
  '/store',
  '/store?q=floral',
  '/detail/1001',
  '/shoppingcar',
  '/favorites',
  '/folder?fid=0',
  '/personalCenter',
  '/personalCenter/orderForm',
  '/personalCenter/orderForm/paid',
  '/personalCenter/method',
  '/ContactUS',
  '/AboutUS',
  '/faq',
  '/Comparisons',
  '/Terms',
  '/Privacy',
  '/Returns',
  '/License',
  '/thank',
  '/no-such-page',
];

/**
 * Waits until the page's height and width have not changed for five frames (a page
 * that keeps changing size is measured as it is after 10 s: its width is what counts).
 */
async function layoutSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = '';
        let stableFrames = 0;
        const check = () => {
          const size = `${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`;
          stableFrames = size === last ? stableFrames + 1 : 0;
          last = size;
          if (stableFrames >= 5 || performance.now() - started > 10_000) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

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

describe('every route at every width, as a member', () => {
  const signedIn = withSignedInMember(session, 'widths');

  it.each(routes)('%s: no sideways scrolling and no accessibility violation from 360 to 2560 px', async (route) => {
    const { page } = signedIn.shopper;
    signedIn.shopper.problems.length = 0;
    await page.setViewportSize({ width: SHOPPER_WIDTHS[0], height: 844 });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const findings: Record<number, { overflow: number; culprits: string[]; violations: string[] }> = {};
    for (const width of SHOPPER_WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 1000 });
      await layoutSettled(page);
      const { overflow, culprits } = await sidewaysOverflow(page);
      const violations = await axeViolations(page);
      if (overflow > 0 || violations.length > 0) findings[width] = { overflow, culprits, violations };
    }
    expect(findings).toEqual({});
    expect(signedIn.shopper.problems).toEqual([]);
  });
});
