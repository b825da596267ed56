import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { freshCopy, withLocationProbe } from '../chrome.stories-support';
import { menuCategories } from '../megaMenu';
import { TopNav, type TopNavProps } from './TopNav';
import type * as TopNavModule from './TopNav';

/** Keeps the search text like the connected header does, so typing shows. */
function TopNavDemo({ onSearchTextChange, ...args }: TopNavProps) {
  const [text, setText] = useState(args.searchText);
  return (
    <TopNav
      {...args}
      searchText={text}
      onSearchTextChange={(next) => {
        setText(next);
        onSearchTextChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Chrome/TopNav',
  component: TopNav,
  render: (args) => <TopNavDemo {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    menuStatus: 'success',
    menuCategories: menuCategories(typeTree(generateDesigns())),
    searchText: '',
    onSearchTextChange: fn(),
    onSearch: fn(),
    onImageSearch: fn(),
    onHome: fn(),
    cartCount: 0,
    loggedIn: false,
    onSignIn: fn(),
    onSignUp: fn(),
    onNavigate: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: logo home, 'All Designs', search, image search, the cart, and Sign In /
 * Sign Up, which ask for the login dialog; no favourites, no account menu.
 */
export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Pattern Marketplace home' })).toHaveAttribute('href', '/');
    await expect(within(banner).getByRole('navigation', { name: 'Main' })).toContainElement(
      canvas.getByRole('button', { name: 'All Designs' }),
    );
    await expect(canvas.getByRole('link', { name: 'Shopping cart' })).toHaveAttribute('href', '/shoppingcar');
    await expect(canvasElement.querySelector('[data-cart-count]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Favorites' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search designs' }), 'rose{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('rose');
    await userEvent.click(canvas.getByRole('button', { name: 'Search by image' }));
    await expect(args.onImageSearch).toHaveBeenCalledOnce();
  },
};

/**
 * A member: favourites, the cart and the avatar with the company's first letter; the
 * account menu lists Account, Favorites, Shopping Cart, My Order and Log out.
 */
export const LoggedIn: Story = {
  args: { loggedIn: true, avatarInitial: 'A' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    const avatar = await canvas.findByRole('button', { name: 'Account menu' });
    await expect(avatar).toHaveTextContent('A');

    await userEvent.click(avatar);
    const menu = await body.findByRole('menu', { name: 'Account menu' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Favorites', 'Shopping Cart', 'My Order', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Order' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/orderForm');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(avatar);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** Designs in the cart: a count badge on the cart icon, and the count in the link's name. */
export const WithCartCount: Story = {
  args: { loggedIn: true, avatarInitial: 'P', cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Shopping cart, 3 designs' });
    await expect(cart).toHaveAttribute('href', '/shoppingcar');
    await expect(cart.querySelector('[data-cart-count]')).toHaveTextContent('3');
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toHaveTextContent('P');
  },
};

/**
 * A visitor on a phone: the menu button stands for 'All Designs' (the mega-menu's hover
 * panel is hidden), the logo is its mark, the search has the second row to itself, and
 * every control is a finger's size; nothing makes the page scroll sideways.
 */
export const PhoneLoggedOut: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'All Designs' });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    for (const control of [
      menuButton,
      canvas.getByRole('link', { name: 'Pattern Marketplace home' }),
      canvas.getByRole('link', { name: 'Shopping cart' }),
      canvas.getByRole('button', { name: 'Sign In' }),
      canvas.getByRole('button', { name: 'Sign Up' }),
      canvas.getByRole('button', { name: 'Search by image' }),
    ])
      await expectTouchTarget(control);
    const search = canvas.getByRole('searchbox', { name: 'Search designs' });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(menuButton.getBoundingClientRect().bottom);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);

    await tap(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
  },
};

/**
 * The categories' drawer on a phone: a tap on the menu button opens it with the
 * mega-menu's categories and words with counts (the first category open); a tap on
 * another category shows its words, a tap on a word goes to the store filtered by it and
 * closes the drawer.
 */
export const PhoneCategoriesDrawer: Story = {
  globals: { viewport: { value: 'phone390' } },
  decorators: [withLocationProbe],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tap(canvas.getByRole('button', { name: 'All Designs' }));
    const drawer = await body.findByRole('dialog', { name: 'All Designs' });
    const categories = within(drawer).getByRole('list', { name: 'Categories' });
    await expect([...categories.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      'Product type',
      'Style',
      'Scene',
      'Motif',
      'Season',
      'Trend',
      'Brand',
    ]);
    await expect(within(drawer).getByRole('link', { name: 'Textile print 65' })).toHaveAttribute('href', '/store?ids=101');
    await expect(within(drawer).getByRole('link', { name: /^Floral \d+$/ })).not.toBeVisible();

    const motif = [...categories.querySelectorAll('summary')].find((summary) => summary.textContent === 'Motif')!;
    await expectTouchTarget(motif);
    await tap(motif);
    const floral = await within(drawer).findByRole('link', { name: /^Floral \d+$/ });
    await waitFor(() => expect(floral).toBeVisible());
    await expectTouchTarget(floral);
    await tap(floral);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Current location' })).toHaveTextContent('/store?ids=401'),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'All Designs' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The drawer open on a phone, for the picture: the first category's words and counts. */
export const PhoneCategoriesDrawerOpen: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    await tap(within(canvasElement).getByRole('button', { name: 'All Designs' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'All Designs' });
    await expect(within(drawer).getByRole('link', { name: /^Wallpaper \d+$/ })).toBeVisible();
  },
};

/** The header as on a page just loaded: the drawer not fetched ahead, never drawn. */
const freshTopNav: Pick<Story, 'loaders' | 'render'> = {
  loaders: [async () => ({ fresh: await freshCopy<typeof TopNavModule>(new URL('./TopNav.tsx', import.meta.url)) })],
  render: (args, { loaded }) => {
    const { TopNav: FreshTopNav } = loaded.fresh as typeof TopNavModule;
    return <FreshTopNav {...args} />;
  },
};

/**
 * On a phone, on a page just loaded, the drawer's code came ahead (the shopper's first
 * touch warms it, as does touching the menu button): the first tap shows the drawer at
 * once, with no blank moment while its code arrives.
 */
export const PhoneCategoriesDrawerAtOnce: Story = {
  globals: { viewport: { value: 'phone390' } },
  ...freshTopNav,
  play: async ({ canvasElement, loaded }) => {
    const { preloadCategoriesDrawer } = loaded.fresh as typeof TopNavModule;
    await preloadCategoriesDrawer();
    await tap(within(canvasElement).getByRole('button', { name: 'All Designs' }));
    // Drawn by the tap itself: get, not find (which would wait).
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'All Designs' });
    await expect(within(drawer).getByRole('link', { name: /^Wallpaper \d+$/ })).toBeVisible();
  },
};

/**
 * Pressed before the drawer's code is here, with no touch, pointer or focus first to fetch
 * it ahead (a screen reader's browse mode activates a button with a bare click): the
 * drawer opens once its code has come, and the button never says "expanded" while nothing
 * is open. Opened at once, React kept the drawer behind an empty fallback for its 300 ms
 * throttle, however soon the code came, while the button already said it was expanded.
 */
export const PhoneCategoriesDrawerWhenItsCodeIsHere: Story = {
  globals: { viewport: { value: 'phone390' } },
  ...freshTopNav,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = within(canvasElement).getByRole('button', { name: 'All Designs' });
    const expandedWithNothingOpen: string[] = [];
    const watcher = new MutationObserver(() => {
      if (menuButton.getAttribute('aria-expanded') === 'true' && !body.queryByRole('dialog', { name: 'All Designs' }))
        expandedWithNothingOpen.push('aria-expanded="true" with no drawer open');
    });
    watcher.observe(menuButton, { attributes: true, attributeFilter: ['aria-expanded'] });
    menuButton.click();
    const drawer = await body.findByRole('dialog', { name: 'All Designs' });
    await expect(within(drawer).getByRole('link', { name: /^Wallpaper \d+$/ })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    watcher.disconnect();
    await expect(expandedWithNothingOpen).toEqual([]);
  },
};

/** A member on a phone: favourites, the cart with its count and the avatar, all a finger's size. */
export const PhoneLoggedIn: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { loggedIn: true, avatarInitial: 'A', cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = await canvas.findByRole('button', { name: 'Account menu' });
    for (const control of [
      canvas.getByRole('link', { name: 'Favorites' }),
      canvas.getByRole('link', { name: 'Shopping cart, 2 designs' }),
      avatar,
    ])
      await expectTouchTarget(control);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(avatar);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Account menu' })).toBeVisible();
  },
};

/** A tablet: the menu button and the search share the bar's row with the actions. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'All Designs' });
    const search = canvas.getByRole('searchbox', { name: 'Search designs' });
    await expect(canvas.getByText('Pattern Marketplace')).toBeVisible();
    await expect(Math.abs(search.getBoundingClientRect().top - menuButton.getBoundingClientRect().top)).toBeLessThan(
      menuButton.getBoundingClientRect().height,
    );
    await expectTouchTarget(menuButton);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
