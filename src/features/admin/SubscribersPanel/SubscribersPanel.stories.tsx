import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls, refuseWith } from '../../../../mocks/handlers/record';
import { world } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { toastShown } from '../admin.stories-support';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { SubscribersPanel } from './SubscribersPanel';

const listCall = recordCalls('post', '/api/admin/subscribers');
const csvCall = recordCalls('get', '/api/admin/subscribers/csv');

/** Files the page saved: the link's name and target, and the Blob behind it. */
const saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];

const meta = {
  title: 'Features/Admin/SubscribersPanel',
  component: SubscribersPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <SubscribersPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/subscribers' },
    msw: { handlers: { admin: [listCall.handler, csvCall.handler, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    listCall.calls.length = 0;
    csvCall.calls.length = 0;
    saved.length = 0;
    blobs.length = 0;
    // Record the save instead of letting the browser download; keep the Blob to read it.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const create = spyOn(URL, 'createObjectURL');
    create.mockImplementation((object: Blob | MediaSource) => {
      if (object instanceof Blob) blobs.push(object);
      return 'blob:subscribers-export';
    });
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    return () => {
      click.mockRestore();
      create.mockRestore();
      revoke.mockRestore();
    };
  },
} satisfies Meta<typeof SubscribersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Subscribers' }, { timeout: 15_000 });
/** The table's rows as [email, subscribed on]. */
const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

/** Every subscriber, newest first, with the date each subscribed; the total; the first page of 50 asked for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Newsletter subscribers' })).toBeVisible();
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Email', 'Subscribed on']);
    await expect(rows(canvasElement)).toEqual([
      ['harbour.lane@example.com', '2026-11-20 09:00'],
      ['studio.yantai@example.com', '2026-11-14 17:30'],
      ['=cmd@example.com', '2026-11-02 12:00'],
      ['kim@example.com', '2026-10-28 08:15'],
    ]);
    await expect(canvas.getByText('4 subscribers')).toBeVisible();
    await expect(listCall.calls).toEqual([{ keyword: '', iDisplayStart: 0, iDisplayLength: 50 }]);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.queryByRole('navigation', { name: 'Subscriber pages' })).not.toBeInTheDocument();
  },
};

/** Search by part of the email (Enter): the keyword is sent from the first page, the matches and their count shown. */
export const SearchSubscribers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search subscribers' }), 'studio{Enter}');
    await waitFor(() => expect(rows(canvasElement)).toEqual([['studio.yantai@example.com', '2026-11-14 17:30']]), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({ keyword: 'studio', iDisplayStart: 0, iDisplayLength: 50 });
    await expect(canvas.getByText('1 subscriber')).toBeVisible();
  },
};

/** A search that matches nobody says so, naming what was searched. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search subscribers' }), 'nobody{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'No subscriber matches “nobody”' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('0 subscribers')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** 64 subscribers: two pages; page 2 asks from the 51st and lists the 14 oldest. */
export const Pagination: Story = {
  beforeEach: () => {
    for (let i = 0; i < 60; i += 1)
      world().subscribers.set(
        `reader${String(i).padStart(2, '0')}@example.com`,
        `2026-09-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00`,
      );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByText('64 subscribers')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(14), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({ keyword: '', iDisplayStart: 50, iDisplayLength: 50 });
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
  },
};

/**
 * Export CSV: the file is fetched (with the operator's token) and saved as
 * subscribers.csv; it starts with the header line, oldest subscriber first, and a
 * value a spreadsheet would run as a formula is defused.
 */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await screen.findByText('Saved subscribers.csv', {}, { timeout: 15_000 })).toBeVisible();
    await expect(csvCall.calls).toHaveLength(1);
    await expect(saved).toEqual([{ href: 'blob:subscribers-export', download: 'subscribers.csv' }]);
    await expect(blobs).toHaveLength(1);
    const lines = (await blobs[0]!.text()).split('\r\n');
    await expect(lines[0]).toBe('email,subscribed');
    await expect(lines.slice(1, 3)).toEqual(['kim@example.com,2026-10-28 08:15:00', "'=cmd@example.com,2026-11-02 12:00:00"]);
    await toastShown('Saved subscribers.csv');
  },
};

/** The export is refused: the server's words as a toast, nothing saved. */
export const ExportRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          listCall.handler,
          refuseWith('get', '/api/admin/subscribers/csv', 500, 'The export could not be made, please try again later'),
          ...adminHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(await screen.findByText('The export could not be made, please try again later', {}, { timeout: 15_000 })).toBeVisible();
    await expect(saved).toEqual([]);
    await toastShown('The export could not be made, please try again later');
  },
};

/** While the list loads: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading subscribers')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Nobody has subscribed: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No subscribers yet' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('0 subscribers')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list is refused: the server's words and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [listCall.handler, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The subscribers could not be loaded' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2), { timeout: 15_000 });
  },
};
