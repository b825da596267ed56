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
import { describe, expect, it } from 'vitest';
import { SHOPPER_WIDTHS, widthFindings, withShopper, withSignedInMember } from './browser';

const session = withShopper({ withFirstShopper: false });

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

describe('every route at every width, as a member', () => {
  const signedIn = withSignedInMember(session, 'widths');

  it.each(routes)('%s: no sideways scrolling and no accessibility violation from 360 to 2560 px', async (route) => {
    const { page } = signedIn.shopper;
    signedIn.shopper.problems.length = 0;
    await page.setViewportSize({ width: SHOPPER_WIDTHS[0], height: 844 });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    expect(await widthFindings(page)).toEqual({});
    expect(signedIn.shopper.problems).toEqual([]);
  });
});
