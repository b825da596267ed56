import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers/admin';
import { recordCalls } from '../../../../mocks/handlers/record';
import { route } from '../../../../mocks/handlers/route';
import { world } from '../../../../mocks/world';
import { endpoints } from '../../../api/endpoints';
import { totalPrice } from '../../../domain/licence';
import { loggedInAs } from '../../session';
import { imagesLoaded } from '../admin.stories-support';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { DashboardPanel } from './DashboardPanel';
import { dropMeasurementSpan, quietDashboard, sampleDashboard } from './dashboard.stories-support';

const dashboardCall = recordCalls('post', endpoints.adminDashboard.path);

/** Answers the dashboard with a fixed Dashboard for the period asked. */
const answerWith = (build: (days: number) => unknown) =>
  route('adminDashboard', async ({ request }) => ({ data: build(Number(((await request.json()) as { days: number }).days)) }));

const meta = {
  title: 'Features/Admin/DashboardPanel',
  component: DashboardPanel,
  // The section as the back office shows it, under the page's h1, without the frame
  // (AdminLayout has its own stories, and its changes do not move these baselines).
  render: () => (
    <main>
      <h1 className={visuallyHidden}>Back office</h1>
      <DashboardPanel />
    </main>
  ),
  parameters: {
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin' },
    msw: { handlers: { admin: [dashboardCall.handler, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    dashboardCall.calls.length = 0;
    // A chart of the story before may have left it in <body>.
    dropMeasurementSpan();
  },
} satisfies Meta<typeof DashboardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown under a figure card's name. */
const figure = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Paid orders of the fixture world from `since` ('yyyy-MM-dd') on, and their revenue (refunds left out). */
function worldSales(since: string) {
  const paid = world().orders.filter((o) => o.status === 'Y' && o.dateCreate.slice(0, 10) >= since);
  return { orders: paid.length, revenue: totalPrice(paid.flatMap((o) => o.lines.filter((l) => !l.refundedAt)).map((l) => l.amount)) };
}

/** The figures are in: the dashboard has answered. */
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByText(/^Orders, last/, { selector: 'dt' }, { timeout: 15_000 });

/**
 * The last 30 days of the fixture world: 30 days sent; the period's orders and revenue
 * and the running totals as cards; the sales chart and top designs as named images,
 * with their figures in tables (the day of order PM20261118000501 holds its revenue).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await loaded(canvasElement);
    await expect(dashboardCall.calls).toEqual([{ days: 30 }]);
    const period = within(canvas.getByRole('group', { name: 'Period' }));
    await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    const month = worldSales('2026-10-24');
    await expect(figure(canvasElement, 'Orders, last 30 days')).toBe(String(month.orders));
    await expect(figure(canvasElement, 'Revenue, last 30 days')).toBe(usd(month.revenue));
    await expect(figure(canvasElement, 'Orders, all time')).toBe(String(world().orders.filter((o) => o.status === 'Y').length));
    await expect(figure(canvasElement, 'Subscribers')).toBe(String(world().subscribers.size));
    await expect(figure(canvasElement, 'Open feedback')).toBe('2');

    await expect(canvas.getByRole('img', { name: /^Sales per day: / })).toBeVisible();
    await userEvent.click(canvas.getByText('Show as table'));
    const sales = within(canvas.getByRole('table', { name: 'Sales per day' }));
    await expect(sales.getAllByRole('rowheader')).toHaveLength(30);
    const day = within(sales.getByRole('rowheader', { name: '2026-11-18' }).closest('tr')!);
    const order = world().orders.find((o) => o.orderNo === 'PM20261118000501')!;
    await expect(day.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      usd(order.lines.reduce((s, l) => s + l.amount, 0)),
    ]);
    await userEvent.click(canvas.getByText('Show as table'));
    await expect(canvas.getByRole('table', { name: 'Sales per day' })).not.toBeVisible();

    await expect(canvas.getByRole('img', { name: /^Top designs by designs sold: / })).toBeVisible();
    const top = within(canvas.getByRole('table', { name: 'Top designs' }));
    await expect(top.getByRole('rowheader', { name: world().designById.get(1003)!.imgSn })).toBeVisible();
    await imagesLoaded(canvasElement);
    dropMeasurementSpan();
  },
};

/** A busy period (a fixed Dashboard: the fixture world sells too little to fill a chart): bars most days. */
export const BusyPeriod: Story = {
  parameters: { msw: { handlers: { admin: [dashboardCall.handler, answerWith(sampleDashboard), ...adminHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(figure(canvasElement, 'Orders, all time')).toBe('1284');
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(20);
    await expect(within(canvas.getByRole('table', { name: 'Top designs' })).getAllByRole('rowheader')[0]).toHaveTextContent('PT-01013');
    await imagesLoaded(canvasElement);
    dropMeasurementSpan();
  },
};

/**
 * The period buttons ask again: 7 days sends days 7 and shows the week's one order,
 * a table of 7 days; 90 days sends days 90 and counts every order since the end of August.
 */
export const ChangePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const period = within(canvas.getByRole('group', { name: 'Period' }));

    await userEvent.click(period.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(dashboardCall.calls.at(-1)).toEqual({ days: 7 }), { timeout: 15_000 });
    const week = worldSales('2026-11-16');
    await waitFor(() => expect(figure(canvasElement, 'Orders, last 7 days')).toBe(String(week.orders)), { timeout: 15_000 });
    await expect(week.orders).toBe(1);
    await expect(figure(canvasElement, 'Revenue, last 7 days')).toBe(usd(week.revenue));
    await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByText('Show as table'));
    await expect(within(canvas.getByRole('table', { name: 'Sales per day' })).getAllByRole('rowheader')).toHaveLength(7);
    await userEvent.click(canvas.getByText('Show as table'));

    await userEvent.click(period.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(dashboardCall.calls.at(-1)).toEqual({ days: 90 }), { timeout: 15_000 });
    const quarter = worldSales('2026-08-25');
    await waitFor(() => expect(figure(canvasElement, 'Orders, last 90 days')).toBe(String(quarter.orders)), { timeout: 15_000 });
    await expect(quarter.orders).toBeGreaterThan(week.orders);
    await expect(figure(canvasElement, 'Revenue, last 90 days')).toBe(usd(quarter.revenue));
    await imagesLoaded(canvasElement);
    dropMeasurementSpan();
  },
};

/** A period without sales: the figures stay, a friendly message stands in for the charts. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [answerWith(quietDashboard), ...adminHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'No sales in the last 30 days' }, { timeout: 15_000 })).toBeVisible();
    await expect(figure(canvasElement, 'Orders, last 30 days')).toBe('0');
    await expect(figure(canvasElement, 'Designs on sale')).toBe('318');
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Waiting for the answer: the heading and periods stay, a spinner says what is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent('Loading the dashboard');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(canvasElement.querySelector('dt')).toBeNull();
  },
};

/** The server's error envelope: its desc and Try again, which asks once more. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [dashboardCall.handler, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'The dashboard could not be loaded' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(dashboardCall.calls).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dashboardCall.calls).toHaveLength(2), { timeout: 15_000 });
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};
