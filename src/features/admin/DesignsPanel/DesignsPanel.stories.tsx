import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls } from '../../../../mocks/handlers/record';
import { world } from '../../../../mocks/world';
import { shownPrice } from '../../../domain/licence';
import { loggedInAs } from '../../session';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { imagesLoaded, toastShown } from '../admin.stories-support';
import { DesignsPanel } from './DesignsPanel';

const listCall = recordCalls('post', '/api/admin/designs');
const updateCall = recordCalls('post', '/api/admin/designs/update');
const withdrawCall = recordCalls('post', '/api/admin/designs/withdraw');
const restoreCall = recordCalls('post', '/api/admin/designs/restore');
const bulkCall = recordCalls('post', '/api/admin/designs/bulkPrice');
const recorders = [listCall, updateCall, withdrawCall, restoreCall, bulkCall];
const recording = recorders.map((recorder) => recorder.handler);

const meta = {
  title: 'Features/Admin/DesignsPanel',
  component: DesignsPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <DesignsPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/designs' },
    jotai: loggedInAs(fixtureSessions.operator),
    msw: { handlers: { admin: [...recording, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
  },
} satisfies Meta<typeof DesignsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Designs' }, { timeout: 15_000 });
/** The pattern ids listed, top to bottom. */
const listed = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Designs' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The row of one design. */
const rowOf = (canvasElement: HTMLElement, imgSn: string) =>
  within(
    within(within(canvasElement).getByRole('table', { name: 'Designs' }))
      .getByRole('rowheader', { name: imgSn })
      .closest('tr')!,
  );
const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const design = (productId: number) => world().designById.get(productId)!;

/**
 * The newest 10 of 320 designs, every column filled: cover (alt = pattern id), pattern
 * id, title, price, buyout price, exclusive, status, sales, source and the actions.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Designs' })).toBeVisible();
    const grid = within(await table(canvasElement));
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Select every design of this page',
      'Cover',
      'Pattern id',
      'Title',
      'Price',
      'Buyout price',
      'Exclusive',
      'Status',
      'Sales',
      'Source',
      'Actions',
    ]);
    await expect(listCall.calls[0]).toEqual({ keyword: '', status: '', sort: 'newest', iDisplayStart: 0, iDisplayLength: 10 });
    await expect(canvas.getByText('320 designs')).toBeVisible();
    await expect(listed(canvasElement)).toHaveLength(10);
    await expect(listed(canvasElement).slice(0, 3)).toEqual(['PT-01320', 'PT-01319', 'PT-01318']);

    await imagesLoaded(canvasElement);
    const newest = rowOf(canvasElement, 'PT-01320');
    await waitFor(() => expect(newest.getByRole('img', { name: 'PT-01320' })).toBeVisible(), { timeout: 15_000 });
    await expect(newest.getByText('Terracotta Garden abstract')).toBeVisible();
    await expect(newest.getByText('$41.00')).toBeVisible();
    await expect(newest.getByText('On sale')).toBeVisible();
    await expect(newest.getByText('Generated')).toBeVisible();
    await expect(newest.getByRole('button', { name: 'Edit PT-01320' })).toBeVisible();
    await expect(newest.getByRole('button', { name: 'Withdraw PT-01320' })).toBeVisible();

    // An exclusive: its buyout price and the badge.
    const exclusive = rowOf(canvasElement, 'PT-01318');
    await expect(exclusive.getByText('$284.00')).toBeVisible();
    await expect(exclusive.getByText('Exclusive')).toBeVisible();

    await expect(canvas.getByRole('navigation', { name: 'Design pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change prices' })).toBeDisabled();
    await imagesLoaded(canvasElement);
  },
};

/** The second page asks for the next 10. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listed(canvasElement)[0]).toBe('PT-01310'), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toMatchObject({ iDisplayStart: 10, iDisplayLength: 10 });
    await imagesLoaded(canvasElement);
  },
};

/**
 * Keyword, status and sort go out in the request and the table follows: 'PT-0100'
 * finds nine designs; 'Sold exclusive' keeps only the sold one, which offers neither
 * withdraw nor restore; then every status, priciest first.
 */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search designs' }), 'PT-0100{Enter}');
    await waitFor(() => expect(canvas.getByText('9 designs')).toBeVisible(), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({ keyword: 'PT-0100', status: '', sort: 'newest', iDisplayStart: 0, iDisplayLength: 10 });
    await expect(listed(canvasElement)[0]).toBe('PT-01009');

    await pick('Status', 'Sold exclusive');
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PT-01008']), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toMatchObject({ keyword: 'PT-0100', status: 'sold', iDisplayStart: 0 });
    const sold = rowOf(canvasElement, 'PT-01008');
    await expect(sold.getByText('Sold exclusive')).toBeVisible();
    await expect(sold.queryByRole('button', { name: /Restore|Withdraw/ })).toBeNull();
    await expect(sold.getByRole('button', { name: 'Edit PT-01008' })).toBeVisible();

    await pick('Status', 'All statuses');
    await pick('Sort by', 'Price, high to low');
    const expected = [...world().designs]
      .filter((d) => d.imgSn.includes('PT-0100'))
      .sort((a, b) => shownPrice(b) - shownPrice(a) || a.productId - b.productId)
      .map((d) => d.imgSn);
    await waitFor(() => expect(listed(canvasElement)).toEqual(expected), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({
      keyword: 'PT-0100',
      status: '',
      sort: 'priceDesc',
      iDisplayStart: 0,
      iDisplayLength: 10,
    });
    await imagesLoaded(canvasElement);
  },
};

/** Edit a price: only the changed field is sent, the dialog closes and the row shows the new price. */
export const EditPrice: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'PT-01320').getByRole('button', { name: 'Edit PT-01320' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01320' }));
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Terracotta Garden abstract');
    const price = dialog.getByRole('textbox', { name: 'Price ($)' });
    await expect(price).toHaveValue('41');
    await userEvent.clear(price);
    await userEvent.type(price, '99.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('PT-01320 saved', {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    await expect(updateCall.calls).toEqual([{ productId: 1320, price: 99.5 }]);
    await waitFor(() => expect(rowOf(canvasElement, 'PT-01320').getByText('$99.50')).toBeVisible(), { timeout: 15_000 });
    await expect(design(1320).price).toBe(99.5);
    await toastShown('PT-01320 saved');
    await imagesLoaded(canvasElement);
  },
};

/**
 * A price of 0 is refused: the server's message shows in the dialog and beside the
 * price, and everything typed (the new title too) is still there; nothing changed.
 */
export const EditRefused: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'PT-01320').getByRole('button', { name: 'Edit PT-01320' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01320' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Terracotta garden, large');
    const price = dialog.getByRole('textbox', { name: 'Price ($)' });
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Not saved: price must be a number of dollars from 0.01 to 100,000, in whole cents',
    );
    await expect(updateCall.calls).toEqual([{ productId: 1320, label: 'Terracotta garden, large', price: 0 }]);
    await expect(price).toHaveValue('0');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('price must be a number of dollars from 0.01 to 100,000, in whole cents');
    await expect(title).toHaveValue('Terracotta garden, large');
    // Nothing was saved: the design is as it was.
    await expect(design(1320).label).toBe('Terracotta Garden abstract');
    await expect(design(1320).price).toBe(41);
  },
};

/** Withdraw after confirming: the design is off sale and now offers Restore. */
export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'PT-01320').getByRole('button', { name: 'Withdraw PT-01320' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Withdraw PT-01320 from sale?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(rowOf(canvasElement, 'PT-01320').getByText('Withdrawn')).toBeVisible(), { timeout: 15_000 });
    await expect(withdrawCall.calls).toEqual([{ productId: 1320 }]);
    await expect(rowOf(canvasElement, 'PT-01320').getByRole('button', { name: 'Restore PT-01320' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(design(1320).withdrawn).toBe(true);
    await toastShown('PT-01320 withdrawn from sale');
    await imagesLoaded(canvasElement);
  },
};

/** Cancel leaves the design on sale and sends nothing. */
export const WithdrawCancelled: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'PT-01320').getByRole('button', { name: 'Withdraw PT-01320' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Withdraw PT-01320 from sale?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(withdrawCall.calls).toHaveLength(0);
    await expect(rowOf(canvasElement, 'PT-01320').getByText('On sale')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A withdrawn design goes back on sale after confirming. */
export const Restore: Story = {
  beforeEach: () => {
    design(1319).withdrawn = true;
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(rowOf(canvasElement, 'PT-01319').getByText('Withdrawn')).toBeVisible();
    await userEvent.click(rowOf(canvasElement, 'PT-01319').getByRole('button', { name: 'Restore PT-01319' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Put PT-01319 back on sale?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(rowOf(canvasElement, 'PT-01319').getByText('On sale')).toBeVisible(), { timeout: 15_000 });
    await expect(restoreCall.calls).toEqual([{ productId: 1319 }]);
    await expect(rowOf(canvasElement, 'PT-01319').getByRole('button', { name: 'Withdraw PT-01319' })).toBeVisible();
    await expect(design(1319).withdrawn).toBe(false);
    await toastShown('PT-01319 is back on sale');
    await imagesLoaded(canvasElement);
  },
};

/**
 * Tick two designs, Change prices +10 %: the preview lists each before → after without
 * changing anything; Apply changes them and the table shows the new prices.
 */
export const BulkPricePreviewAndApply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'PT-01320').getByRole('checkbox', { name: 'Select PT-01320' }));
    await userEvent.click(rowOf(canvasElement, 'PT-01319').getByRole('checkbox', { name: 'Select PT-01319' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change prices' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Change prices' }));
    await expect(dialog.getByRole('combobox', { name: 'Field' })).toHaveTextContent('Price');
    await expect(dialog.getByRole('combobox', { name: 'Change' })).toHaveTextContent('By percent');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Percent' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));

    const preview = within(await dialog.findByRole('table', { name: '2 prices will change' }, { timeout: 15_000 }));
    const lines = preview
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    await expect(lines).toEqual([
      ['PT-01319', '$145.00', '$159.50'],
      ['PT-01320', '$41.00', '$45.10'],
    ]);
    await expect(bulkCall.calls).toEqual([{ productIds: [1320, 1319], field: 'price', change: 'percent', value: 10, apply: false }]);
    await expect(design(1320).price).toBe(41);

    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    await expect(bulkCall.calls.at(-1)).toEqual({ productIds: [1320, 1319], field: 'price', change: 'percent', value: 10, apply: true });
    await waitFor(() => expect(rowOf(canvasElement, 'PT-01320').getByText('$45.10')).toBeVisible(), { timeout: 15_000 });
    await expect(rowOf(canvasElement, 'PT-01319').getByText('$159.50')).toBeVisible();
    await expect(rowOf(canvasElement, 'PT-01320').getByRole('checkbox', { name: 'Select PT-01320' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Change prices' })).toBeDisabled();
    await toastShown('Prices changed for 2 designs');
    await imagesLoaded(canvasElement);
  },
};

/** While the list loads: a named spinner, no table. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading designs')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** No designs at all: says so and points to the import. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [...recording, ...adminHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No designs found' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Import a folder of designs to fill the catalogue.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Design pages' })).not.toBeInTheDocument();
  },
};

/** The list is refused: the server's message and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [...recording, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The designs could not be loaded' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { name: 'The designs could not be loaded' })).toBeVisible();
  },
};
