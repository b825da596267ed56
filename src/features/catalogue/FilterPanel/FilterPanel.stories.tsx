import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import { toggleWord, withoutChip, withoutFilters } from '../filterChips';
import { defaultStoreFilters } from '../../../domain/storeUrl';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';

/** The fixture catalogue's tree: seven word groups with counts, and 'Price' with maxPrice 894. */
const tree = typeTree(generateDesigns());
const countOf = (word: string) =>
  String(tree.flatMap((group) => (Array.isArray(group.data) ? group.data : [])).find((w) => w.word === word)!.productCount);

/**
 * The panel with the filters kept in the story, as the store keeps them in the URL:
 * each callback is reported (the args' spies) and then applied.
 */
function PanelWithState(props: FilterPanelProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <FilterPanel
      {...props}
      filters={filters}
      onKeywordChange={(q) => {
        props.onKeywordChange(q);
        setFilters((f) => ({ ...f, q }));
      }}
      onToggleWord={(id) => {
        props.onToggleWord(id);
        setFilters((f) => toggleWord(f, id));
      }}
      onPriceRangeChange={(priceRange) => {
        props.onPriceRangeChange(priceRange);
        setFilters((f) => ({ ...f, priceRange }));
      }}
      onLicenceChange={(imgType) => {
        props.onLicenceChange(imgType);
        setFilters((f) => ({ ...f, imgType }));
      }}
      onColoursChange={(colours) => {
        props.onColoursChange(colours);
        setFilters((f) => ({ ...f, colours }));
      }}
      onRemoveChip={(chip) => {
        props.onRemoveChip(chip);
        setFilters((f) => withoutChip(f, chip));
      }}
      onClearAll={() => {
        props.onClearAll();
        setFilters(withoutFilters);
      }}
    />
  );
}

const meta = {
  title: 'Features/Catalogue/FilterPanel',
  component: FilterPanel,
  args: {
    tree,
    filters: defaultStoreFilters,
    onKeywordChange: fn(),
    onToggleWord: fn(),
    onPriceRangeChange: fn(),
    onLicenceChange: fn(),
    onColoursChange: fn(),
    onRemoveChip: fn(),
    onClearAll: fn(),
    onExpandedChange: fn(),
    onRetryTree: fn(),
  },
  render: (args) => <PanelWithState {...args} />,
  // The panel is as tall as the window at most (it scrolls on its own): no page padding to push it past the edge.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary', { name: 'Filters' }));

/** Opens a word group by its summary, unless it is open already. */
async function openGroup(canvasElement: HTMLElement, name: string) {
  const summary = within(canvasElement).getByText(name, { selector: 'summary > span' });
  const details = summary.closest('details')!;
  if (!details.open) await userEvent.click(summary);
  await waitFor(() => expect(details.open).toBe(true));
  return within(details);
}

/** Every word group of the tree but Price, the first one open with its counts; the whole price range; the colour group; All license. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('');
    await expect([...canvasElement.querySelectorAll('summary > span:first-child')].map((el) => el.textContent)).toEqual([
      'Product type',
      'Style',
      'Scene',
      'Motif',
      'Season',
      'Trend',
      'Brand',
      'Colour',
    ]);
    await expect(panel.queryByText('Price', { selector: 'summary > span' })).toBeNull();
    // No colour picked: the colour group starts closed.
    await expect(panel.getByText('Colour', { selector: 'summary > span' }).closest('details')).not.toHaveAttribute('open');
    // Each word with its product count (the checkbox's description).
    const textile = panel.getByRole('checkbox', { name: 'Textile print' });
    await expect(textile).toBeVisible();
    await expect(textile).not.toBeChecked();
    await expect(textile).toHaveAccessibleDescription(countOf('Textile print'));
    const ceramics = panel.getByRole('checkbox', { name: 'Ceramics' });
    await expect(ceramics).toHaveAccessibleDescription(countOf('Ceramics'));
    await expect(within(ceramics.parentElement!).getByText(countOf('Ceramics'))).toBeVisible();
    // The price slider spans $ 0 to the Price group's maxPrice.
    await expect(panel.getByRole('group', { name: 'Price' })).toBeVisible();
    await expect(panel.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '$ 0');
    await expect(panel.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '$ 894');
    await expect(panel.getByText('$ 894')).toBeVisible();
    // The licence group, rebuilt locally, with All license chosen.
    const licence = within(panel.getByRole('group', { name: 'License type' }));
    await expect(licence.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'All license',
      'Non-Exclusive license',
      'Exclusive license',
    ]);
    await expect(licence.getByRole('radio', { name: 'All license' })).toBeChecked();
    await expect(panel.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    await expect(args.onToggleWord).not.toHaveBeenCalled();
  },
};

/** Words of one group and of another: each click reports the word's id; chips and "N selected" follow. */
export const CheckingWords: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Wallpaper' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Gift wrap' }));
    await expect(args.onToggleWord).toHaveBeenNthCalledWith(1, 102);
    await expect(args.onToggleWord).toHaveBeenNthCalledWith(2, 103);

    const style = await openGroup(canvasElement, 'Style');
    await userEvent.click(style.getByRole('checkbox', { name: 'Watercolour' }));
    await expect(args.onToggleWord).toHaveBeenLastCalledWith(203);
    await expect(style.getByRole('checkbox', { name: 'Watercolour' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Wallpaper' })).toBeChecked();
    await expect(canvasElement.querySelector('details')!.querySelector('summary')).toHaveTextContent('Product type2 selected');

    const chips = within(panel.getByRole('region', { name: 'Selected filters' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Wallpaper', 'Gift wrap', 'Watercolour']);

    // Unchecking the only word of a group keeps the group open.
    await userEvent.click(style.getByRole('checkbox', { name: 'Watercolour' }));
    await expect(args.onToggleWord).toHaveBeenLastCalledWith(203);
    await expect(style.getByRole('checkbox', { name: 'Watercolour' })).toBeVisible();
    await expect(style.getByRole('checkbox', { name: 'Watercolour' })).not.toBeChecked();
    await expect(args.onToggleWord).toHaveBeenCalledTimes(4);
  },
};

/** The licence group is single choice: choosing one clears the other. */
export const LicenceSingleChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const licence = within(panelOf(canvasElement).getByRole('group', { name: 'License type' }));
    await userEvent.click(licence.getByRole('radio', { name: 'Exclusive license' }));
    await expect(args.onLicenceChange).toHaveBeenLastCalledWith('3');
    await expect(licence.getByRole('radio', { name: 'Exclusive license' })).toBeChecked();
    await expect(licence.getByRole('radio', { name: 'All license' })).not.toBeChecked();

    await userEvent.click(licence.getByRole('radio', { name: 'Non-Exclusive license' }));
    await expect(args.onLicenceChange).toHaveBeenLastCalledWith('0');
    await expect(licence.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    await expect(panelOf(canvasElement).getByRole('button', { name: 'Remove Non-Exclusive license' })).toBeVisible();

    // Arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onLicenceChange).toHaveBeenLastCalledWith('3');
    await expect(licence.getByRole('radio', { name: 'Exclusive license' })).toBeChecked();
  },
};

/** The price slider reports a range when let go, and null (no price filter) for the whole range. */
export const PriceSlider: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const low = panel.getByRole('slider', { name: 'Minimum price' });
    const high = panel.getByRole('slider', { name: 'Maximum price' });
    low.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onPriceRangeChange).toHaveBeenLastCalledWith([10, 894]);
    high.focus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(args.onPriceRangeChange).toHaveBeenLastCalledWith([10, 874]);
    await expect(panel.getByText('$ 874')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove $ 10 - $ 874' })).toBeVisible();

    // Back to the whole range: the filter is dropped.
    await userEvent.keyboard('{End}');
    low.focus();
    await userEvent.keyboard('{Home}');
    await expect(args.onPriceRangeChange).toHaveBeenLastCalledWith(null);
    await expect(panel.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    await expect(low).toHaveAttribute('aria-valuetext', '$ 0');
    await expect(high).toHaveAttribute('aria-valuetext', '$ 894');
  },
};

/** Chips of every kind of filter; each remove icon removes its filter, "Clear all" the rest. */
export const ChipsRemove: Story = {
  args: { filters: { ...defaultStoreFilters, q: 'floral', ids: [203, 301], priceRange: [10, 80], imgType: '3' } },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const selected = within(panel.getByRole('region', { name: 'Selected filters' }));
    await expect(selected.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Search: floral',
      'Watercolour',
      'Womenswear',
      '$ 10 - $ 80',
      'Exclusive license',
    ]);
    // Groups holding a choice are open, so the choice shows.
    await expect(panel.getByRole('checkbox', { name: 'Watercolour' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Womenswear' })).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('floral');

    await userEvent.click(selected.getByRole('button', { name: 'Remove Watercolour' }));
    await expect(args.onRemoveChip).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'word', id: 203 }));
    await expect(panel.getByRole('checkbox', { name: 'Watercolour' })).not.toBeChecked();
    await userEvent.click(selected.getByRole('button', { name: 'Remove Search: floral' }));
    await expect(args.onRemoveChip).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'keyword' }));
    await expect(panel.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('');
    await expect(selected.getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(selected.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(panel.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    await expect(panel.getByRole('radio', { name: 'All license' })).toBeChecked();
  },
};

/** Colours: a swatch and a typed hex each add a chip; a chip's remove icon takes its colour out. */
export const Colours: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await openGroup(canvasElement, 'Colour');
    const picker = within(panel.getByRole('group', { name: 'Colour' }));
    await userEvent.click(picker.getByRole('button', { name: 'Navy' }));
    await expect(args.onColoursChange).toHaveBeenLastCalledWith(['#1f3a5f']);
    await userEvent.type(picker.getByRole('textbox', { name: 'Hex colour' }), 'b7410e{Enter}');
    await expect(args.onColoursChange).toHaveBeenLastCalledWith(['#1f3a5f', '#b7410e']);
    const selected = within(panel.getByRole('region', { name: 'Selected filters' }));
    await expect(selected.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Colour: Navy', 'Colour: #B7410E']);
    await expect(panel.getByText('2 selected')).toBeVisible();

    await userEvent.click(selected.getByRole('button', { name: 'Remove Colour: Navy' }));
    await expect(args.onRemoveChip).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'colour', hex: '#1f3a5f' }));
    await expect(picker.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'false');
    await expect(selected.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Colour: #B7410E']);
  },
};

/** A keyword from the panel's search box. */
export const Keyword: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search by keyword' }), '  paisley {Enter}');
    await expect(args.onKeywordChange).toHaveBeenCalledOnce();
    await expect(args.onKeywordChange).toHaveBeenCalledWith('paisley');
    await expect(panel.getByRole('button', { name: 'Remove Search: paisley' })).toBeVisible();
  },
};

/** Collapsed: only the toggle shows (with the number of active filters); it opens the panel again. */
export const Collapsed: Story = {
  args: { defaultExpanded: false, filters: { ...defaultStoreFilters, ids: [401], imgType: '3' } },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const toggle = panel.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('Filters (2)');
    await expect(panel.queryByRole('searchbox')).toBeNull();
    await expect(panel.queryByRole('checkbox')).toBeNull();

    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    const hide = panel.getByRole('button', { name: 'Hide filters' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('searchbox', { name: 'Search by keyword' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Floral' })).toBeChecked();

    await userEvent.click(hide);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(panel.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** While the tree loads: a spinner where the groups go; search and licence work already. */
export const LoadingTree: Story = {
  args: { tree: undefined, treeStatus: 'pending' },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent('Loading filters');
    await expect(panel.queryByRole('checkbox')).toBeNull();
    await expect(panel.queryByRole('slider')).toBeNull();
    await expect(panel.getByRole('radio', { name: 'All license' })).toBeChecked();
  },
};

/** The tree failed to load: a message and a way to try again. */
export const TreeError: Story = {
  args: { tree: undefined, treeStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    await userEvent.click(panel.getByRole('button', { name: 'Reload filters' }));
    await expect(args.onRetryTree).toHaveBeenCalledOnce();
  },
};

/**
 * The sheet's filters on a phone: no heading nor hide button of its own (the sheet has
 * them), every control a finger's size, and a tapped word, licence or group title
 * works as a click does; nothing is wider than the phone.
 */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { variant: 'sheet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Hide filters' })).toBeNull();
    await expectTouchTarget(canvas.getByRole('searchbox', { name: 'Search by keyword' }));

    const wallpaper = canvas.getByText('Wallpaper', { selector: 'label' });
    await expectTouchTarget(wallpaper);
    await tap(wallpaper);
    await expect(canvas.getByRole('checkbox', { name: 'Wallpaper' })).toBeChecked();
    await expect(args.onToggleWord).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Remove Wallpaper' })).toBeVisible();

    const style = canvas.getByText('Style', { selector: 'summary > span' }).closest('summary')!;
    await expectTouchTarget(style);
    await tap(style);
    await waitFor(() => expect(style.closest('details')!.open).toBe(true));

    const exclusive = canvas.getByRole('radio', { name: 'Exclusive license' }).closest('label')!;
    await expectTouchTarget(exclusive);
    await tap(exclusive);
    await expect(args.onLicenceChange).toHaveBeenCalledWith('3');
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** The sheet's filters on a tablet (768 px): the same list, the width of the sheet. */
export const TabletSheet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  args: { variant: 'sheet', filters: { ...defaultStoreFilters, q: 'floral' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('floral');
    await expect(canvas.getByRole('button', { name: 'Remove Search: floral' })).toBeVisible();
    await expectTouchTarget(canvas.getByText('Textile print', { selector: 'label' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
