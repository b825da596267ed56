import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, productHandlers } from '../../../../mocks/handlers';
import { fixtureSessions, fixtureTokens } from '../../../../mocks/fixtures/members';
import { world } from '../../../../mocks/world';
import { vars } from '../../../ui/theme/contract.css';
import { loginDialogAtom } from '../../session';
import { loggedInAs } from '../../session';
import { withLocationProbe } from '../chrome.stories-support';
import { SiteHeader } from './SiteHeader';

/** Shows which login panel the header asked the app to open. */
function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return (
    <p style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted, paddingInline: vars.space.xl }}>
      Login dialog: <output aria-label="Login dialog">{panel ?? 'closed'}</output>
    </p>
  );
}

const meta = {
  title: 'Features/Chrome/SiteHeader',
  component: SiteHeader,
  args: { cartCount: 0, reload: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    withLocationProbe,
    (Story) => (
      // Room under the bar for the open mega-menu and account menu.
      <div style={{ minHeight: '6rem' }}>
        <Story />
        <LoginDialogProbe />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });
const adaLoggedIn = { jotai: loggedInAs(fixtureSessions.ada) };

/** A visitor: Sign In and Sign Up ask the app for the login dialog on the right panel. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('status', { name: 'Login dialog' });
    await expect(dialog).toHaveTextContent('closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(dialog).toHaveTextContent('signIn');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(dialog).toHaveTextContent('signUp');
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};

/** Logged in as ada ('ada prints'): favourites, the cart and the avatar 'A'. */
export const LoggedIn: Story = {
  parameters: adaLoggedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toHaveTextContent('A');
    await expect(canvas.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  },
};

/** The cart count comes in as a prop: the badge shows it. */
export const WithCartCount: Story = {
  args: { cartCount: 2 },
  parameters: { jotai: loggedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shopping cart, 2 designs' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toHaveTextContent('P');
  },
};

/**
 * The mega-menu from the server's type list: no 'Price' category; hovering Motif shows
 * its words with counts; a word opens the store filtered by its id.
 */
export const MegaMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Designs' }));
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Product type', 'Style', 'Scene', 'Motif', 'Season', 'Trend', 'Brand']);
    await userEvent.hover(canvas.getByRole('tab', { name: 'Motif' }));
    const motif = await canvas.findByRole('tabpanel', { name: 'Motif' });
    await expect(within(motif).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(motif).getByRole('link', { name: 'Floral 32' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/store?ids=401'));
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The type list is slow: the open menu says it is loading. */
export const MegaMenuLoading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Designs' }));
    await expect(canvas.getByText('Loading categories…')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The type list failed: the menu shows a short note, quietly (no toast). */
export const MegaMenuError: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Designs' }));
    await expect(await canvas.findByText('Categories are not available right now.')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Server error, please try again later')).toBeNull();
  },
};

/** The account menu opens on the avatar, lists its five items, and 'Account' goes to the personal centre. */
export const AccountMenu: Story = {
  parameters: adaLoggedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = await body.findByRole('menu', { name: 'Account menu' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Favorites', 'Shopping Cart', 'My Order', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/personalCenter'));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Log out: the server ends the session, the stored session is cleared and the page reloads. */
export const LogOut: Story = {
  parameters: adaLoggedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(world().sessions.has(fixtureTokens.ada)).toBe(true);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
    await expect(world().sessions.has(fixtureTokens.ada)).toBe(false);
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** The server refuses the logout: its message shows as a toast, the member stays logged in, no reload. */
export const LogOutError: Story = {
  parameters: { ...adaLoggedIn, msw: { handlers: { member: memberHandlers.error } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(await body.findByText('Server error, please try again later')).toBeVisible();
    await expect(args.reload).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

/** Enter searches the store for the typed text (encoded); an empty search opens the whole store. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search designs' });
    await userEvent.type(box, 'rose & gold{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/store?q=rose%20%26%20gold'));
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/store$/));
  },
};

/** 'Search by image' opens the store with its image drop area. */
export const ImageSearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search by image' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/store?upload=1'));
  },
};

/** On a store search the box shows its keyword; the logo returns home and clears the search. */
export const LogoClearsSearch: Story = {
  parameters: { route: { url: '/store?q=paisley' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search designs' });
    await expect(box).toHaveValue('paisley');
    await userEvent.click(canvas.getByRole('link', { name: 'Pattern Marketplace home' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/$/));
    await expect(box).toHaveValue('');
  },
};
