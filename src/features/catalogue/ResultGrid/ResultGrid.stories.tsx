import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { generateDesigns, toCard } from '../../../../mocks/fixtures/catalogue';
import { coversSettled, everyCardDrawn, renderStandInCard } from '../catalogue.stories-support';
import { CARD_VERTICAL_GAP } from '../masonry';
import { ResultGrid } from './ResultGrid';

const cards = generateDesigns(8).map((design) => toCard(design));

/** A container of a given width: the grid's "available width". */
const width =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ width: px }} data-testid="grid-container">
      <Story />
    </div>
  );

const meta = {
  title: 'Features/Catalogue/ResultGrid',
  component: ResultGrid,
  args: { cards, renderCard: renderStandInCard, 'aria-label': 'Search results' },
} satisfies Meta<typeof ResultGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
const distinct = (values: number[]) => [...new Set(values.map((v) => Math.round(v)))].sort((a, b) => a - b);
const rectOf = (el: Element) => el.getBoundingClientRect();

/** Checks the grid shows `columns` equal columns and that no two cards overlap. */
async function expectColumns(canvasElement: HTMLElement, columns: number, count: number) {
  await everyCardDrawn(canvasElement, 'Search results', count);
  const items = cardItems(canvasElement);
  const lefts = distinct(items.map((item) => rectOf(item).left));
  await expect(lefts).toHaveLength(columns);
  // The first `columns` cards open one column each, on the same top line.
  const firstRow = items.slice(0, columns).map(rectOf);
  await expect(distinct(firstRow.map((r) => r.top))).toHaveLength(1);
  await expect(distinct(firstRow.map((r) => r.width))).toHaveLength(1);
  for (const [i, a] of items.map(rectOf).entries()) {
    for (const b of items.slice(i + 1).map(rectOf)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      await expect(apart).toBe(true);
    }
  }
}

/** 500 px available: 2 columns (700 and below). */
export const TwoColumns: Story = {
  args: { cards: cards.slice(0, 4) },
  decorators: [width(500)],
  play: async ({ canvasElement, args }) => {
    await expectColumns(canvasElement, 2, args.cards.length);
    const [first] = cardItems(canvasElement);
    // Serial and price sit under the image, inside the card's 80 px.
    const cover = within(first!).getByRole('img');
    await expect(rectOf(first!).height - rectOf(cover).height).toBeCloseTo(CARD_VERTICAL_GAP, 0);
    await expect(within(first!).getByText(cards[0]!.imgSn)).toBeVisible();
    await coversSettled(canvasElement);
  },
};

/** 800 px available: 3 columns (above 700). */
export const ThreeColumns: Story = {
  args: { cards: cards.slice(0, 6) },
  decorators: [width(800)],
  play: async ({ canvasElement, args }) => {
    await expectColumns(canvasElement, 3, args.cards.length);
    await coversSettled(canvasElement);
  },
};

/** 1100 px available: 4 columns (above 1050). */
export const FourColumns: Story = {
  args: { cards: cards.slice(0, 8) },
  decorators: [width(1100)],
  play: async ({ canvasElement, args }) => {
    await expectColumns(canvasElement, 4, args.cards.length);
    await coversSettled(canvasElement);
  },
};

/** The grid follows its container as it resizes (ResizeObserver): 4 columns, then 2, then 3. */
export const Resize: Story = {
  args: { cards: cards.slice(0, 6) },
  decorators: [width(1100)],
  play: async ({ canvasElement, args }) => {
    const container = within(canvasElement).getByTestId('grid-container');
    await expect(distinct(cardItems(canvasElement).map((item) => rectOf(item).left))).toHaveLength(4);
    container.style.width = '700px';
    await waitFor(() => expect(distinct(cardItems(canvasElement).map((item) => rectOf(item).left))).toHaveLength(2));
    container.style.width = '701px';
    await waitFor(() => expectColumns(canvasElement, 3, args.cards.length));
    await coversSettled(canvasElement);
  },
};

/** While the next page loads the previous one stays in place and the grid says it is loading. */
export const Busy: Story = {
  args: { cards: cards.slice(0, 3), busy: true },
  decorators: [width(800)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading designs…');
    await expect(cardItems(canvasElement)).toHaveLength(3);
    await coversSettled(canvasElement);
  },
};

const longPage = generateDesigns(20).map((design) => toCard(design));

/**
 * A grid taller than two screens: what the window shows is drawn at once, the rest while
 * the browser is idle or as the shopper scrolls, and in the end every card is there, in
 * its place, with its serial.
 */
export const LongPage: Story = {
  args: { cards: longPage },
  decorators: [width(360)],
  play: async ({ canvasElement }) => {
    await expect(within(cardItems(canvasElement)[0]!).getByText(longPage[0]!.imgSn)).toBeVisible();
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(within(canvasElement).getByText(longPage.at(-1)!.imgSn)).toBeInTheDocument(), { timeout: 10_000 });
    await expectColumns(canvasElement, 2, longPage.length);
    window.scrollTo({ top: 0 });
    await coversSettled(canvasElement);
  },
};
