import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { withLocationProbe } from '../chrome.stories-support';
import { menuCategories } from '../megaMenu';
import { CategoriesDrawer } from './CategoriesDrawer';

const meta = {
  title: 'Features/Chrome/CategoriesDrawer',
  component: CategoriesDrawer,
  globals: { viewport: { value: 'phone390' } },
  decorators: [withLocationProbe],
  args: { open: true, onOpenChange: fn(), onWordSelect: fn(), status: 'success', categories: menuCategories(typeTree(generateDesigns())) },
} satisfies Meta<typeof CategoriesDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'All Designs' });

/** Open on a phone: the categories, the first one's words with their design counts. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    const words = within(dialog).getByRole('list', { name: 'Product type' });
    await expect(
      within(words)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Textile print 65', 'Wallpaper 62', 'Gift wrap 69', 'Stationery 66', 'Ceramics 58']);
    for (const link of within(words).getAllByRole('link')) await expectTouchTarget(link);
    await expect(within(dialog).getByRole('list', { name: 'Style' })).not.toBeVisible();
  },
};

/** A tap on a word goes to the store filtered by it, reports the word and closes the drawer. */
export const TapWord: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await drawer(canvasElement);
    await tap(within(dialog).getByRole('link', { name: 'Gift wrap 69' }));
    // The page behind stays hidden from assistive technology while this story's drawer
    // stays open (its open state is the story's, and it is not closed here).
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Current location', hidden: true })).toHaveTextContent('/store?ids=103'),
    );
    await expect(args.onWordSelect).toHaveBeenCalledWith(expect.objectContaining({ word: 'Gift wrap' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The type list still loading: the drawer says so. */
export const Loading: Story = {
  args: { status: 'pending', categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(await drawer(canvasElement)).getByRole('status')).toHaveTextContent('Loading categories…');
  },
};

/** The type list failed: the drawer says so instead of an empty list. */
export const Failed: Story = {
  args: { status: 'error', categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(await drawer(canvasElement)).getByRole('status')).toHaveTextContent('Categories are not available right now.');
  },
};

/** A tablet: the same drawer, narrower than the window, the page dimmed beside it. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThan(canvasElement.ownerDocument.defaultView!.innerWidth / 2));
  },
};
