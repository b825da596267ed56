import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import type { ProductTypeWord, WordGroup } from '../../../api/types';
import { freshCopy, withLocationProbe } from '../chrome.stories-support';
import { menuCategories } from '../megaMenu';
import { MegaMenu } from './MegaMenu';
import type * as MegaMenuModule from './MegaMenu';

const colourNames = [
  'Indigo',
  'Ochre',
  'Terracotta',
  'Sage',
  'Blush',
  'Mustard',
  'Navy',
  'Teal',
  'Coral',
  'Lilac',
  'Olive',
  'Charcoal',
  'Ivory',
  'Rust',
  'Mint',
  'Plum',
  'Sand',
  'Cobalt',
  'Emerald',
  'Peach',
  'Slate',
  'Saffron',
];

/**
 * The fixture type tree has no group longer than 15 words, so the stories add a
 * 'Colour' group of 22 to show the second column.
 */
const colour: WordGroup = {
  name: 'Colour',
  data: colourNames.map((word, i): ProductTypeWord => ({ id: 801 + i, word, productCount: 40 - i, rootName: 'Colour', check: false })),
};
const categories = [...menuCategories(typeTree(generateDesigns())), colour];

const meta = {
  title: 'Features/Chrome/MegaMenu',
  component: MegaMenu,
  args: { status: 'success', categories, onWordSelect: fn() },
  decorators: [
    withLocationProbe,
    // Room under the trigger for the open panel (it floats over the page).
    (Story) => (
      <div style={{ minHeight: '7rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'All Designs' });
const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });

/** Open: the categories in the left column; the first one's words with their counts beside it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    // The open panel's code loads on first open.
    const tabs = (await canvas.findAllByRole('tab')).map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Product type', 'Style', 'Scene', 'Motif', 'Season', 'Trend', 'Brand', 'Colour']);
    await expect(canvas.getByRole('tab', { name: 'Product type' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Product type' });
    await expect(within(panel).getByRole('link', { name: 'Textile print 65' })).toHaveAttribute('href', '/store?ids=101');
    // Five words: one column only.
    await expect(panel.querySelectorAll('[data-mega-menu-column]')).toHaveLength(1);
  },
};

/**
 * Hovering a category shows its words in two columns, the first 15 in the first; a
 * click on a word goes to the store filtered by its id and closes the menu.
 */
export const HoverAndChooseWord: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement));
    await userEvent.hover(await canvas.findByRole('tab', { name: 'Colour' }));
    const panel = await canvas.findByRole('tabpanel', { name: 'Colour' });
    const [first, second] = [...panel.querySelectorAll<HTMLElement>('[data-mega-menu-column]')];
    await expect(within(first!).getAllByRole('link')).toHaveLength(15);
    await expect(
      within(second!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Plum 25', 'Sand 24', 'Cobalt 23', 'Emerald 22', 'Peach 21', 'Slate 20', 'Saffron 19']);
    await expect(within(first!).getAllByRole('link')[0]).toHaveTextContent('Indigo 40');

    await userEvent.hover(canvas.getByRole('tab', { name: 'Motif' }));
    const motif = await canvas.findByRole('tabpanel', { name: 'Motif' });
    await userEvent.click(within(motif).getByRole('link', { name: /^Floral \d+$/ }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/store?ids=401'));
    await expect(args.onWordSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 401, word: 'Floral' }));
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');

    // Open again for the picture: the last category hovered keeps its two columns.
    await userEvent.click(trigger(canvasElement));
    await userEvent.hover(await canvas.findByRole('tab', { name: 'Colour' }));
    await expect(await canvas.findByRole('tabpanel', { name: 'Colour' })).toBeVisible();
  },
};

/**
 * Keyboard only: Enter opens, Tab reaches the categories, the arrow keys show another
 * category, Escape closes and returns focus; Tab goes into a category's words and Enter
 * follows a word.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await canvas.findByRole('tab', { name: 'Product type' });

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Product type' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Style' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Style' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(trigger(canvasElement)).toHaveFocus();

    // Opened again, the menu is back on the category last shown.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Style' })).toHaveFocus();
    const panel = canvas.getByRole('tabpanel', { name: 'Style' });
    await userEvent.tab();
    await expect(panel).toHaveFocus();
    await userEvent.tab();
    await expect(within(panel).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/store?ids=201'));
    await waitFor(() => expect(canvas.queryByRole('tablist')).toBeNull());
  },
};

/** A press outside the menu closes it. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tablist', { name: 'Categories' })).toBeVisible();
    await userEvent.click(location(canvasElement));
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu as on a page just loaded: nothing fetched ahead, its lazy part never drawn. */
const freshMenu: Pick<Story, 'loaders' | 'render'> = {
  loaders: [async () => ({ fresh: await freshCopy<typeof MegaMenuModule>(new URL('./MegaMenu.tsx', import.meta.url)) })],
  render: (args, { loaded }) => {
    const { MegaMenu: FreshMegaMenu } = loaded.fresh as typeof MegaMenuModule;
    return <FreshMegaMenu {...args} />;
  },
};

/** Every "Loading categories…" added under `root` from now on, even one replaced before the next frame; `stop()` returns them. */
function watchLoadingNotes(root: HTMLElement) {
  const notes: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.textContent?.includes('Loading categories…')) notes.push(node.textContent);
  };
  const watcher = new MutationObserver(note);
  watcher.observe(root, { subtree: true, childList: true });
  return {
    stop: () => {
      note(watcher.takeRecords());
      watcher.disconnect();
      return notes;
    },
  };
}

/**
 * On a page just loaded, the pointer came to 'All Designs' (which fetches the open menu's
 * code) before the press: the first press shows the categories at once, and
 * "Loading categories…" never appears, not even for a frame.
 */
export const OpensAtOnce: Story = {
  ...freshMenu,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { preloadMegaMenu } = loaded.fresh as typeof MegaMenuModule;
    await userEvent.hover(trigger(canvasElement));
    // The shopper's moment between pointing and pressing: over when the code the hover
    // asked for is here (preloading again answers with the same module).
    await preloadMegaMenu();
    const loadingNotes = watchLoadingNotes(canvasElement);
    await userEvent.click(trigger(canvasElement));
    // Drawn by the press itself: get, not find (which would wait).
    await expect(canvas.getByRole('tablist', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Product type' })).toHaveAttribute('aria-selected', 'true');
    await expect(loadingNotes.stop()).toEqual([]);
  },
};

/**
 * Pressed before the open menu's code is here (a keyboard's Enter, or a press quicker
 * than the fetch the pointer started): the panel opens once the code has come, with the
 * categories, and "Loading categories…" never appears — shown, React would have held the
 * categories back 300 ms whatever the fetch took.
 */
export const OpensWhenItsCodeIsHere: Story = {
  ...freshMenu,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loadingNotes = watchLoadingNotes(canvasElement);
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('tablist', { name: 'Categories' })).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('tab', { name: 'Product type' })).toHaveAttribute('aria-selected', 'true');
    await expect(loadingNotes.stop()).toEqual([]);
  },
};

/** The type list is still on its way: the open menu says so quietly. */
export const Loading: Story = {
  args: { status: 'pending', categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement));
    await expect(canvas.getByText('Loading categories…')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The type list failed: a short note instead of categories, no error toast. */
export const Error: Story = {
  args: { status: 'error', categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement));
    await expect(canvas.getByText('Categories are not available right now.')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};
