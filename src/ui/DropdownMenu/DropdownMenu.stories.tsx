import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';

const openAccount = fn();
const openFavorites = fn();
const openCart = fn();
const openMyOrder = fn();
const logOut = fn();

/** The header's account menu from the spec. */
const accountItems: DropdownMenuEntry[] = [
  { key: 'account', label: 'Account', onSelect: openAccount },
  { key: 'favorites', label: 'Favorites', onSelect: openFavorites },
  { key: 'cart', label: 'Shopping Cart', onSelect: openCart },
  { key: 'orders', label: 'My Order', onSelect: openMyOrder },
  { key: 'logout-separator', separator: true },
  { key: 'logout', label: 'Log out', onSelect: logOut },
];

const avatar = (
  <span
    style={{
      display: 'grid',
      placeItems: 'center',
      width: vars.controlHeight.md,
      height: vars.controlHeight.md,
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    }}
  >
    A
  </span>
);

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: { label: 'Account menu', trigger: avatar, items: accountItems },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const accountItemNames = ['Account', 'Favorites', 'Shopping Cart', 'My Order', 'Log out'];

/**
 * The account menu behind the header avatar: a click opens its five items; choosing
 * 'My Order' runs that item only, closes the menu and puts focus back on the avatar.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(accountItemNames);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Order' }));
    await expect(openMyOrder).toHaveBeenCalledOnce();
    await expect(openAccount).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Keyboard only: Enter opens the menu on its first item, ArrowDown moves, Enter chooses;
 * ArrowDown on the trigger opens it again, End jumps to the last item, Escape closes.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    let menu = await body.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Favorites' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My Order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openMyOrder).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    menu = await body.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(logOut).not.toHaveBeenCalled();
    await expect(openMyOrder).toHaveBeenCalledOnce();
  },
};

/** Open, for the visual baseline. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

const renameFolder = fn();
const downloadFolder = fn();
const deleteFolder = fn();

/**
 * A text trigger with icons on the items: a disabled item cannot be chosen and the
 * arrow keys skip it; the destructive item is drawn in the danger colour.
 */
export const WithIconsAndDisabled: Story = {
  args: {
    label: 'Folder actions',
    trigger: undefined,
    icon: 'edit',
    items: [
      { key: 'rename', label: 'Rename', icon: 'edit', onSelect: renameFolder },
      { key: 'download', label: 'Download all', icon: 'download', onSelect: downloadFolder, disabled: true },
      { key: 'delete-separator', separator: true },
      { key: 'delete', label: 'Delete folder', icon: 'trash', onSelect: deleteFolder, danger: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Folder actions' }));
    const menu = await body.findByRole('menu', { name: 'Folder actions' });
    const download = within(menu).getByRole('menuitem', { name: 'Download all' });
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(download);
    await expect(downloadFolder).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete folder' })).toHaveFocus();
  },
};
