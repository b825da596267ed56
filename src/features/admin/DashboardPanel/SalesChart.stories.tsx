import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SalesChart } from './SalesChart';
import { dropMeasurementSpan, sampleDays } from './dashboard.stories-support';

const meta = {
  title: 'Features/Admin/DashboardPanel/SalesChart',
  component: SalesChart,
  args: { days: sampleDays(30) },
} satisfies Meta<typeof SalesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty days of revenue bars and an orders line, drawn whole (no animation). The svg is
 * one image named by the period's sums; "Show as table" opens the figures day by day.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const orders = args.days.reduce((sum, day) => sum + day.orders, 0);
    await expect(canvas.getByRole('figure', { name: /Sales per day/ })).toBeVisible();
    const revenue = args.days.reduce((sum, day) => sum + day.revenue, 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await expect(canvas.getByText(`${orders} orders, ${revenue} in the last 30 days`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Sales per day: / })).toBeVisible();
    // Every day has its bar: no animation leaves one half-drawn (a bar per day with revenue).
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(
      args.days.filter((d) => d.revenue > 0).length,
    );

    // The table waits, folded, under the chart.
    await expect(canvas.getByRole('table', { name: 'Sales per day' })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Show as table'));
    await expect(canvas.getByRole('table', { name: 'Sales per day' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Sales per day' }));
    await expect(table.getAllByRole('row')).toHaveLength(31);
    const last = args.days.at(-1)!;
    const row = within(table.getByRole('rowheader', { name: last.date }).closest('tr')!);
    await expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([String(last.orders), `$${last.revenue.toFixed(2)}`]);
    dropMeasurementSpan();
  },
};

/** A week: seven days along the axis, the table one row a day. */
export const Week: Story = {
  args: { days: sampleDays(7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show as table'));
    await expect(
      within(canvas.getByRole('table', { name: 'Sales per day' }))
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    // Every date is on the axis of a week.
    const dates = [...canvasElement.querySelectorAll('svg text')].map((t) => t.textContent).filter((t) => /^Nov \d+$/.test(t ?? ''));
    await expect(dates).toEqual(['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22']);
    dropMeasurementSpan();
  },
};
