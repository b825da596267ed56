import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FigureCards } from './FigureCards';
import { sampleTotals } from './dashboard.stories-support';

const meta = {
  title: 'Features/Admin/DashboardPanel/FigureCards',
  component: FigureCards,
  args: { totals: sampleTotals, period: { days: 30, orders: 54, revenue: 2480.4 } },
} satisfies Meta<typeof FigureCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The period's orders and revenue first, then the running totals, each value read with its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pairs = [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await expect(pairs).toEqual([
      ['Orders, last 30 days', '54'],
      ['Revenue, last 30 days', '$2,480.40'],
      ['Orders, all time', '1284'],
      ['Revenue, all time', '$61,320.50'],
      ['Refunded, all time', '$412.00'],
      ['Designs on sale', '318'],
      ['Open feedback', '2'],
      ['Subscribers', '4'],
    ]);
  },
};
