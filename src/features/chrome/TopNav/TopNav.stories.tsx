import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import { menuCategories } from '../megaMenu';
import { TopNav, type TopNavProps } from './TopNav';

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
