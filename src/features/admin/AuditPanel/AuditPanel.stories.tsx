import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls } from '../../../../mocks/handlers/record';
import { loggedInAs } from '../../session';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { AuditPanel } from './AuditPanel';

const listCall = recordCalls('post', '/api/admin/audit');

const meta = {
  title: 'Features/Admin/AuditPanel',
  component: AuditPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <AuditPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/audit' },
    msw: { handlers: { admin: [listCall.handler, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    listCall.calls.length = 0;
  },
} satisfies Meta<typeof AuditPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Audit entries' }, { timeout: 15_000 });
/** The entries' rows as [when, who, action, target] as read (change rows left out; an address on its own line under who). */
const entries = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLTableRowElement>('table[aria-label="Audit entries"] > tbody > tr')]
    .filter((tr) => tr.cells.length > 1)
    .map((tr) => [...tr.cells].slice(0, 4).map((td) => td.innerText));
const entryRow = (canvasElement: HTMLElement, target: string) =>
  within(within(canvasElement).getByRole('cell', { name: target }).closest('tr')!);

/**
 * The log, newest first: when, who (with the address an operator acted from; the
 * command line has none), action and target, each entry closed; the first page of 50
 * asked for.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['When', 'Who', 'Action', 'Target', 'Changes']);
    await expect(entries(canvasElement)).toEqual([
      ['2026-11-20 10:05', 'olive@example.com\nfrom 203.0.113.7', 'design.update', 'design PT-01002'],
      ['2026-11-19 09:00', 'command line', 'design.import.create', 'design IM-1000000'],
      ['2026-11-18 08:00', 'command line', 'operator.grant', 'member olive@example.com'],
    ]);
    await expect(canvas.getByText('3 entries')).toBeVisible();
    await expect(listCall.calls).toEqual([{ keyword: '', action: '', iDisplayStart: 0, iDisplayLength: 50 }]);
    await expect(grid.getAllByRole('button', { name: 'Show changes' })).toHaveLength(3);
    for (const button of grid.getAllByRole('button', { name: 'Show changes' }))
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent('All actions');
  },
};

/** Action: the list offers the shop's actions; choosing one sends it from the first page and lists only its entries. */
export const AuditFilterByAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    const listbox = within(await screen.findByRole('listbox'));
    await expect(listbox.getByRole('option', { name: 'All actions' })).toBeInTheDocument();
    await expect(listbox.getByRole('option', { name: 'order.refund' })).toBeInTheDocument();
    await userEvent.click(listbox.getByRole('option', { name: 'design.import.create' }));
    await waitFor(
      () => expect(entries(canvasElement)).toEqual([['2026-11-19 09:00', 'command line', 'design.import.create', 'design IM-1000000']]),
      {
        timeout: 15_000,
      },
    );
    await expect(listCall.calls.at(-1)).toEqual({ keyword: '', action: 'design.import.create', iDisplayStart: 0, iDisplayLength: 50 });
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent('design.import.create');
    await expect(canvas.getByText('1 entry')).toBeVisible();
  },
};

/** An action nobody took: no entry matches. */
export const AuditFilterNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'order.refund' }));
    await expect(await canvas.findByRole('heading', { name: 'No entry matches' }, { timeout: 15_000 })).toBeVisible();
    await expect(listCall.calls.at(-1)).toMatchObject({ action: 'order.refund' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Search: the keyword (an operator, action or target) is sent and only the matching entries listed. */
export const AuditSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the audit log' }), 'PT-01002{Enter}');
    await waitFor(
      () =>
        expect(entries(canvasElement)).toEqual([
          ['2026-11-20 10:05', 'olive@example.com\nfrom 203.0.113.7', 'design.update', 'design PT-01002'],
        ]),
      {
        timeout: 15_000,
      },
    );
    await expect(listCall.calls.at(-1)).toEqual({ keyword: 'PT-01002', action: '', iDisplayStart: 0, iDisplayLength: 50 });
  },
};

/** Search by address: everything done from one address (part of it is enough), nothing from the command line. */
export const AuditSearchByAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search the audit log' })).toHaveAttribute(
      'placeholder',
      'Operator, action, target or address',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the audit log' }), '203.0.113{Enter}');
    await waitFor(
      () =>
        expect(entries(canvasElement)).toEqual([
          ['2026-11-20 10:05', 'olive@example.com\nfrom 203.0.113.7', 'design.update', 'design PT-01002'],
        ]),
      { timeout: 15_000 },
    );
    await expect(listCall.calls.at(-1)).toEqual({ keyword: '203.0.113', action: '', iDisplayStart: 0, iDisplayLength: 50 });
    await expect(canvas.getByText('1 entry')).toBeVisible();
  },
};

/**
 * Show changes opens an entry's before and after, field by field, side by side (a
 * creation's old side is empty); Hide changes closes it.
 */
export const AuditShowChanges: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const update = entryRow(canvasElement, 'design PT-01002');
    await userEvent.click(update.getByRole('button', { name: 'Show changes' }));
    await expect(update.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
    const price = within(within(canvasElement).getByRole('table', { name: 'Changes to design PT-01002' }));
    await expect(price.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Field', 'Before', 'After']);
    await expect(
      price
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.textContent),
    ).toEqual(['price6064']);
    await expect(price.getByRole('rowheader', { name: 'price' })).toBeVisible();
    await expect(price.getByRole('cell', { name: '60' })).toBeVisible();
    await expect(price.getByRole('cell', { name: '64' })).toBeVisible();

    const created = entryRow(canvasElement, 'design IM-1000000');
    await userEvent.click(created.getByRole('button', { name: 'Show changes' }));
    const import_ = within(within(canvasElement).getByRole('table', { name: 'Changes to design IM-1000000' }));
    await expect(
      import_
        .getAllByRole('row')
        .slice(1)
        .map((tr) => [...tr.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['label', '—', 'Rose garden'],
      ['price', '—', '48'],
    ]);

    await userEvent.click(update.getByRole('button', { name: 'Hide changes' }));
    await expect(within(canvasElement).queryByRole('table', { name: 'Changes to design PT-01002' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('table', { name: 'Changes to design IM-1000000' })).toBeVisible();
  },
};

/** While the log loads: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the audit log')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Nothing logged yet: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing has been logged yet' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('0 entries')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The log is refused: the server's words and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [listCall.handler, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The audit log could not be loaded' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2), { timeout: 15_000 });
  },
};

/**
 * On a phone each entry is a card of labelled lines (When, Who, Action, Target) with
 * its Show changes button a finger can hit; a tap opens the changes under the card, and
 * nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const update = within(canvasElement).getByText('design PT-01002').closest('tr')!;
    const labels = [...update.cells].map((cell) => getComputedStyle(cell, '::before').content);
    await expect(labels.slice(0, 4)).toEqual(['"When"', '"Who"', '"Action"', '"Target"']);
    const when = update.cells[0]!.getBoundingClientRect();
    const who = update.cells[1]!.getBoundingClientRect();
    await expect(who.top).toBeGreaterThanOrEqual(when.bottom - 1);
    const show = within(update).getByRole('button', { name: 'Show changes' });
    await expectTouchTarget(show);
    await tap(show);
    const changes = await within(canvasElement).findByRole('table', { name: 'Changes to design PT-01002' });
    await expect(changes.getBoundingClientRect().top).toBeGreaterThan(update.getBoundingClientRect().bottom - 1);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
