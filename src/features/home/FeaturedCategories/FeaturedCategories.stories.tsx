import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ProductTypeWord } from '../../../api/types';
import { generateDesigns, typeTree } from '../../../../mocks/fixtures/catalogue';
import { productHandlers } from '../../../../mocks/handlers';
import { expectNoSidewaysScroll, expectTouchTarget } from '../../../../.storybook/touch';
import { expectWithin } from '../home.stories-support';
import { FeaturedCategories } from './FeaturedCategories';

/** The fixture world's type tree, to check ids and counts against. */
const fixtureWords = typeTree(generateDesigns()).flatMap((group) => (Array.isArray(group.data) ? (group.data as ProductTypeWord[]) : []));
const fixtureWord = (word: string) => fixtureWords.find((w) => w.word === word)!;

const meta = {
  title: 'Features/Home/FeaturedCategories',
  component: FeaturedCategories,
} satisfies Meta<typeof FeaturedCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The curated entries after the first seven, as coloured tiles: group, word, count of
 * designs from the live type tree, and Explore to the store filtered by the word's id.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Featured Category' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    const tiles = within(section).getAllByRole('article');
    await expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Watercolour',
      'Kidswear',
      'Tropical',
      'Home textiles',
      'Wallpaper',
      'Botanica 2026',
    ]);

    const watercolour = fixtureWord('Watercolour');
    await expect(tiles[0]).toHaveTextContent(`Style`);
    await expect(tiles[0]).toHaveTextContent(`${watercolour.productCount} designs`);
    const explore = within(tiles[0]!).getByRole('link', { name: 'Explore Watercolour' });
    await expect(explore).toHaveAttribute('href', `/store?ids=${watercolour.id}`);
    await expect(within(section).getByRole('link', { name: 'Explore Wallpaper' })).toHaveAttribute(
      'href',
      `/store?ids=${fixtureWord('Wallpaper').id}`,
    );

    // Coloured tiles, each in the next colour: primarySoft, then accentSoft.
    await expect(getComputedStyle(tiles[0]!).backgroundColor).toBe('rgb(230, 234, 242)');
    await expect(getComputedStyle(tiles[1]!).backgroundColor).toBe('rgb(247, 229, 223)');
  },
};

/** While the type tree loads, tile-sized blocks hold the grid's place. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Featured Category' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading categories');
    await expect(within(section).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A failed load: a quiet message with the server's words and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Featured Category' });
    await expect(await within(section).findByText(/could not be loaded/)).toHaveTextContent(
      'Categories could not be loaded. Server error, please try again later',
    );
    await expect(within(section).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A shop with no designs on sale: every word counts 0, so no tile would lead anywhere; the section goes. */
export const Empty: Story = {
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>The next section follows directly.</p>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Featured Category' })).not.toBeInTheDocument());
    await expect(canvas.getByText('The next section follows directly.')).toBeVisible();
  },
};

/** Tiles on a touch screen: each Explore is a 44 px target inside its tile, and nothing scrolls sideways. */
async function touchTiles(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'Featured Category' });
  await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
  for (const tile of within(section).getAllByRole('article')) {
    const explore = within(tile).getByRole('link', { name: /^Explore / });
    await expectTouchTarget(explore);
    await expectWithin(explore, tile);
    await expectWithin(within(tile).getByRole('heading'), tile);
  }
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
}

/** On a 360 px phone: two tiles across, three rows, every word whole. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await touchTiles(canvasElement);
    const [first, second, third] = within(canvasElement).getAllByRole('article');
    // Two across: the third tile starts the second row.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

/** On a 768 px tablet: three across, as on the desktop, with 44 px Explore links. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchTiles(canvasElement),
};
