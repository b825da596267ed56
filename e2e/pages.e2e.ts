/**
 * Every route of both route tables in the running shop, as a visitor: it renders its
 * page with no accessibility violation (axe, WCAG 2.1 AA), no error and nothing the
 * Content-Security-Policy refused; the footer reaches every static page; the aliases
 * show the same page as the route they stand for.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, withShopper, withSignedInMember } from './browser';

const session = withShopper();

/**
 * The page's title: its h1, or for a visitor on a members-only page the sign-in prompt
 * behind the login dialog (hidden from the accessibility tree while the dialog is open,
 * so found by tag, not by role).
 */
const title = () => session.shopper.page.locator('main h1, main h2').first();
const heading = async () => (await title().textContent())?.trim();

const visit = async (route: string) => {
  await session.shopper.page.goto(route, { waitUntil: 'networkidle' });
  await title().waitFor();
};

/** Pages a visitor meets behind the login dialog. */
const membersOnlyRoutes = [
  '/favorites',
  '/folder?fid=0',
  '/personalCenter',
  '/personalCenter/orderForm',
  '/personalCenter/orderForm/paid',
  '/personalCenter/method',
];

const routes = [
  '/',
  '/store',
  '/store?q=floral',
  '/detail/1001',
  '/shoppingcar',
  ...membersOnlyRoutes,
  '/ContactUS',
  '/contact',
  '/AboutUS',
  '/about',
  '/us',
  '/faq',
  '/Comparisons',
  '/Terms',
  '/Privacy',
  '/Returns',
  '/License',
  '/thank',
  '/no-such-page',
];

const membersOnly = new Set(membersOnlyRoutes);

describe('every route, as a visitor', () => {
  it.each(routes)('%s renders with no accessibility violation, error or refused resource', async (route) => {
    session.shopper.problems.length = 0;
    await visit(route);
    // Members-only pages open the login dialog for a visitor: scan it too, once it is there.
    if (membersOnly.has(route)) await session.shopper.page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(await axeViolations(session.shopper.page)).toEqual([]);
    expect(session.shopper.problems).toEqual([]);
  });
});

describe('the footer', () => {
  it('reaches every static page', async () => {
    await visit('/');
    const footer = session.shopper.page.getByRole('contentinfo');
    const links = await footer
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute('href')!, newTab: a.getAttribute('target') === '_blank' })),
      );
    const internal = links.filter((link) => link.href.startsWith('/'));
    // The spec's footer writes /ContactUs for the route table's /ContactUS (paths match without regard to case).
    expect(internal.map((link) => link.href).sort()).toEqual(
      ['/AboutUS', '/Comparisons', '/ContactUs', '/License', '/Privacy', '/Returns', '/Terms', '/faq'].sort(),
    );
    for (const link of internal) {
      await visit('/');
      const opened = link.newTab ? session.shopper.context.waitForEvent('page') : null;
      await session.shopper.page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
      const page = opened ? await opened : session.shopper.page;
      await page.waitForURL(`**${link.href}`);
      await page.locator('main h1').first().waitFor();
      if (opened) await page.close();
    }
    expect(session.shopper.problems).toEqual([]);
  });
});

describe('the route aliases', () => {
  it.each([
    ['/contact', '/ContactUS'],
    ['/about', '/AboutUS'],
    ['/us', '/AboutUS'],
    ['/personalCenter/orderForm/paid', '/personalCenter/orderForm'],
  ])('%s shows the page of %s', async (alias, route) => {
    await visit(route);
    const expected = await heading();
    await visit(alias);
    expect(await heading()).toBe(expected);
  });

  it('/orderForm lands on the account’s order list', async () => {
    await visit('/orderForm');
    expect(new URL(session.shopper.page.url()).pathname).toBe('/personalCenter/orderForm');
  });
});

describe('the member pages, signed in', () => {
  const signedIn = withSignedInMember(session, 'pages');

  it.each(['/favorites', '/folder?fid=0', '/shoppingcar', '/personalCenter', '/personalCenter/orderForm', '/personalCenter/method'])(
    '%s renders with no accessibility violation, error or refused resource',
    async (route) => {
      signedIn.shopper.problems.length = 0;
      await signedIn.shopper.page.goto(route, { waitUntil: 'networkidle' });
      await signedIn.shopper.page.locator('main h1').first().waitFor();
      expect(await axeViolations(signedIn.shopper.page)).toEqual([]);
      expect(signedIn.shopper.problems).toEqual([]);
    },
  );
});
