import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ComparisonsPage } from './ComparisonsPage';
import { expectNoSidewaysScroll } from '../../../../.storybook/touch';
import { expectReadableOnTouch } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/ComparisonsPage',
  component: ComparisonsPage,
  parameters: { layout: 'fullscreen', route: { path: '/Comparisons' } },
} satisfies Meta<typeof ComparisonsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of the row headed `label`, left to right. */
const rowCells = (table: HTMLElement, label: string) => {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/**
 * `/Comparisons`: one table, a column per tier (Commercial, Commercial Unlimited, Exclusive);
 * only Commercial carries the agreement's caps, the liability limits rise by tier, and only
 * an Exclusive design leaves the site once bought.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('License Comparison');
    const table = canvas.getByRole('table', { name: 'Commercial, Commercial Unlimited and Exclusive licenses compared' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Commercial', 'Commercial Unlimited', 'Exclusive']);
    await expect(rowCells(table, 'Exclusivity')).toEqual(['Non-exclusive', 'Non-exclusive', 'Exclusive']);
    await expect(rowCells(table, 'Duration')).toEqual(['Permanent', 'Permanent', 'Permanent']);
    await expect(rowCells(table, 'Digital use')).toEqual(['Project budget up to USD 10,000', 'No limit', 'No limit']);
    await expect(rowCells(table, 'Physical reproduction')).toEqual(['Up to 500,000 copies in aggregate', 'No limit', 'No limit']);
    await expect(rowCells(table, 'Out-of-home campaigns')).toEqual(['Under 500,000 gross impressions', 'No limit', 'No limit']);
    await expect(rowCells(table, 'Audio-visual productions')).toEqual(['Budget up to USD 10,000', 'No limit', 'No limit']);
    await expect(rowCells(table, 'Provider liability limit')).toEqual(['USD 10,000', 'USD 250,000', 'USD 500,000']);
    await expect(rowCells(table, 'After purchase')).toEqual([
      'Stays on sale to others',
      'Stays on sale to others',
      'Removed from the site',
    ]);
    await expect(canvas.getByRole('link', { name: 'License Agreement' })).toHaveAttribute('href', '/License');
  },
};

/** On a phone or tablet: one readable column inside the window, with targets a finger can hit. */
async function touchPage(canvasElement: HTMLElement) {
  await expectReadableOnTouch(canvasElement);
  // Where the table is wider than the screen it scrolls inside its own box, never the page,
  // and the row names stay in view at its left edge.
  const canvas = within(canvasElement);
  const scroller = canvas.getByRole('region', { name: 'License comparison table' });
  const table = within(scroller).getByRole('table');
  // The table's title is read in full, not cut where the table scrolls sideways.
  const title = canvas.getByText('Commercial, Commercial Unlimited and Exclusive licenses compared', { selector: 'p' });
  await expect(title).toBeVisible();
  await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right + 1);
  if (scroller.scrollWidth > scroller.clientWidth) {
    const rowName = within(table).getByRole('rowheader', { name: 'Exclusivity' });
    const left = rowName.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(rowName.getBoundingClientRect().left).toBeCloseTo(left, 0);
    await expect(within(table).getByRole('columnheader', { name: 'Exclusive' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().right + 1,
    );
    scroller.scrollLeft = 0;
  }
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
}

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};
