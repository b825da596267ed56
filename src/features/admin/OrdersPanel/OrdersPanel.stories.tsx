import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls } from '../../../../mocks/handlers/record';
import { world } from '../../../../mocks/world';
import { mockColourway } from '../../../../mocks/fixtures/catalogue';
import { formatPrice, totalPrice } from '../../../domain/licence';
import { loggedInAs } from '../../session';
import { imagesLoaded, toastShown } from '../admin.stories-support';
import { lineColumns } from './OrderCard';
import { OrdersPanel } from './OrdersPanel';

const listCall = recordCalls('post', '/api/admin/orders');
const refundCall = recordCalls('post', '/api/admin/orders/refund');
const replaceCall = recordCalls('post', '/api/admin/orders/replaceFile');
const recorders = [listCall, refundCall, replaceCall];
const recording = [listCall.handler, refundCall.handler, replaceCall.handler];

const meta = {
  title: 'Features/Admin/OrdersPanel',
  component: OrdersPanel,
  parameters: {
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/orders' },
    msw: { handlers: { admin: [...recording, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
  },
} satisfies Meta<typeof OrdersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order numbers listed, top to bottom. */
const listed = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace('Order ', ''));
/** Waits for the first page of orders. */
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('heading', { name: /^Order PM/ }, { timeout: 15_000 });
const orderCard = (canvasElement: HTMLElement, orderNo: string) =>
  within(within(canvasElement).getByRole('article', { name: `Order ${orderNo}` }));
/** A fact of an order ('Total', 'Refunded'…), by its term. */
const fact = (canvasElement: HTMLElement, orderNo: string, term: string) =>
  orderCard(canvasElement, orderNo).getByText(term, { selector: 'dt' }).nextElementSibling;
const lineRow = (canvasElement: HTMLElement, orderNo: string, imgSn: string) =>
  within(orderCard(canvasElement, orderNo).getByRole('rowheader', { name: imgSn }).closest('tr')!);
const serial = (productId: number) => world().designById.get(productId)!.imgSn;
const worldOrder = (id: number) => world().orders.find((o) => o.id === id)!;
const amountOf = (orderId: number, productId: number) => worldOrder(orderId).lines.find((l) => l.productId === productId)!.amount;

/**
 * The newest 5 of the 7 orders, each with its member, status, money, dates and payment,
 * and a row per line: cover (alt = serial), serial, licence, amount, downloads, Refund
 * and its replacement file. The first request asks for everything, 5 a page.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    await loaded(canvasElement);
    await expect(listed(canvasElement)).toEqual([
      'PM20261118000501',
      'PM20261110000502',
      'PM20261101000601',
      'PM20261020000503',
      'PM20260901000504',
    ]);
    await expect(canvas.getByText('7 orders')).toBeVisible();
    await expect(listCall.calls).toEqual([{ orderNo: '', email: '', dateFrom: '', dateTo: '', iDisplayStart: 0, iDisplayLength: 5 }]);

    const no = 'PM20261118000501';
    const first = orderCard(canvasElement, no);
    await expect(first.getByText('Paid', { selector: 'span' })).toBeVisible();
    await expect(fact(canvasElement, no, 'Member')).toHaveTextContent('ada@example.com');
    await expect(fact(canvasElement, no, 'Total')).toHaveTextContent(formatPrice(totalPrice([amountOf(501, 1003), amountOf(501, 1004)])));
    await expect(fact(canvasElement, no, 'Refunded')).toHaveTextContent('$0.00');
    await expect(fact(canvasElement, no, 'Created')).toHaveTextContent('2026-11-18 09:14:33');
    await expect(fact(canvasElement, no, 'Paid')).toHaveTextContent('2026-11-18 09:14:33');
    await expect(fact(canvasElement, no, 'Payment reference')).toHaveTextContent('test_ch_mock501');
    await expect(fact(canvasElement, no, 'Card')).toHaveTextContent('•••• 4242');

    const lines = within(first.getByRole('table', { name: `Lines of order ${no}` }));
    await expect(lines.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([...lineColumns]);
    const line = lineRow(canvasElement, no, serial(1003));
    await expect(line.getByRole('img', { name: serial(1003) })).toBeInTheDocument();
    await expect(line.getByRole('cell', { name: 'Commercial license' })).toBeVisible();
    await expect(line.getByRole('cell', { name: formatPrice(amountOf(501, 1003)) })).toBeVisible();
    await expect(line.getByRole('cell', { name: '0' })).toBeVisible();
    await expect(line.getByRole('button', { name: `Refund ${serial(1003)}` })).toBeVisible();
    await expect(line.getByText('None')).toBeVisible();
    await expect(line.getByLabelText(`Attach file for ${serial(1003)}`)).toHaveAttribute('type', 'file');
    await expect(lineRow(canvasElement, no, serial(1004)).getByRole('cell', { name: 'Commercial unlimited license' })).toBeVisible();
    await expect(lineRow(canvasElement, 'PM20261110000502', serial(1008)).getByRole('cell', { name: 'Exclusive license' })).toBeVisible();
    await expect(fact(canvasElement, 'PM20261101000601', 'Member')).toHaveTextContent('pin@example.com');

    await expect(canvas.getByRole('navigation', { name: 'Order pages' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Page 2 asks from the 6th order and lists the two oldest. */
export const Pagination: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20260615000505', 'PM20260105000506']), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toMatchObject({ iDisplayStart: 5, iDisplayLength: 5 });
    await imagesLoaded(canvasElement);
  },
};

/** Searching by a member's email sends it and lists that member's orders only. */
export const SearchByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member email' }), 'pin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20261101000601']), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({
      orderNo: '',
      email: 'pin@example.com',
      dateFrom: '',
      dateTo: '',
      iDisplayStart: 0,
      iDisplayLength: 5,
    });
    await expect(canvas.getByText('1 order')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/** Searching by order number (Enter submits) sends it and lists that order. */
export const SearchByOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), 'PM20260901000504{Enter}');
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20260901000504']), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({
      orderNo: 'PM20260901000504',
      email: '',
      dateFrom: '',
      dateTo: '',
      iDisplayStart: 0,
      iDisplayLength: 5,
    });
    await imagesLoaded(canvasElement);
  },
};

/** A creation-date range goes out as two yyyy-MM-dd days; Clear asks for everything again. */
export const SearchByDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    fireEvent.change(canvas.getByLabelText('Created from'), { target: { value: '2026-10-01' } });
    fireEvent.change(canvas.getByLabelText('Created to'), { target: { value: '2026-11-12' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20261110000502', 'PM20261101000601', 'PM20261020000503']), {
      timeout: 15_000,
    });
    await expect(listCall.calls.at(-1)).toMatchObject({ dateFrom: '2026-10-01', dateTo: '2026-11-12', iDisplayStart: 0 });

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listed(canvasElement)).toHaveLength(5), { timeout: 15_000 });
    await expect(canvas.getByLabelText('Created from')).toHaveValue('');
    await imagesLoaded(canvasElement);
  },
};

/** While the orders load: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading orders')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** No orders at all: says so, with no pager. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [...recording, ...adminHandlers.empty] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No orders found' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Orders appear here once members check out.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  },
};

/** The list is refused: the server's desc and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [...recording, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The orders could not be loaded' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await expect(listCall.calls).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { name: 'The orders could not be loaded' })).toBeVisible();
  },
};

/** PT-01003's palette with its first three colours changed (issue 20). */
const colourway1003 = () => mockColourway(world().designById.get(1003)!, ['#2e6f40', '#6a4c93', '#d1495b']);

/** A line bought in a colourway shows its colours under its serial, and its cover drawn in them. */
export const ColourwayLine: Story = {
  beforeEach: () => {
    worldOrder(501).lines.find((l) => l.productId === 1003)!.colourway = colourway1003();
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = orderCard(canvasElement, 'PM20261118000501');
    const row = within(card.getByText(serial(1003), { selector: 'th' }).closest('tr')!);
    await expect(row.getByText('Colourway')).toBeVisible();
    await expect(within(row.getByRole('list', { name: /^In / })).getAllByRole('listitem')).toHaveLength(5);
    await expect(row.getByRole('img', { name: serial(1003) })).toHaveAttribute('src', expect.stringContaining(`cw=${colourway1003()}`));
    await imagesLoaded(canvasElement);
  },
};

/**
 * Refunding an exclusive line: the dialog asks why and offers "Put the design back on
 * sale" (off); the call carries lineId, reason and returnToSale; the line then shows
 * Refunded with its date and reason, offers no refund or replacement, and the order's
 * refunded amount is the line's.
 */
export const RefundLine: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const no = 'PM20261110000502';
    const sn = serial(1008);
    await userEvent.click(lineRow(canvasElement, no, sn).getByRole('button', { name: `Refund ${sn}` }));
    const dlg = within(await screen.findByRole('dialog', { name: `Refund ${sn}` }));
    const box = dlg.getByRole('checkbox', { name: 'Put the design back on sale' });
    await expect(box).not.toBeChecked();
    await userEvent.type(dlg.getByRole('textbox', { name: 'Reason' }), 'Duplicate purchase');
    await userEvent.click(box);
    await userEvent.click(dlg.getByRole('button', { name: `Refund ${formatPrice(amountOf(502, 1008))}` }));
    // The toast first: it times out, and the rest of the checks may take a while on a busy machine.
    await expect(await screen.findByText(`${sn} was refunded`, {}, { timeout: 15_000 })).toBeVisible();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    await expect(refundCall.calls).toEqual([{ lineId: 5020, reason: 'Duplicate purchase', returnToSale: true }]);
    const line = lineRow(canvasElement, no, sn);
    await expect(line.getByText('Refunded')).toBeVisible();
    await expect(line.getByText('2026-11-22 12:00:00')).toBeVisible();
    await expect(line.getByText('Duplicate purchase')).toBeVisible();
    await expect(line.queryByRole('button', { name: `Refund ${sn}` })).not.toBeInTheDocument();
    await expect(line.queryByLabelText(`Attach file for ${sn}`)).not.toBeInTheDocument();
    await expect(fact(canvasElement, no, 'Refunded')).toHaveTextContent(formatPrice(amountOf(502, 1008)));
    await toastShown(`${sn} was refunded`);
    await imagesLoaded(canvasElement);
  },
};

/**
 * Refund without a reason: the server refuses with its desc, shown in the dialog; once
 * the dialog is cancelled the line is as it was.
 */
export const RefundWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const no = 'PM20261118000501';
    const sn = serial(1003);
    await userEvent.click(lineRow(canvasElement, no, sn).getByRole('button', { name: `Refund ${sn}` }));
    const dlg = within(await screen.findByRole('dialog', { name: `Refund ${sn}` }));
    await expect(dlg.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(dlg.getByRole('button', { name: `Refund ${formatPrice(amountOf(501, 1003))}` }));
    await expect(await dlg.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'reason cannot be empty: say why the line is refunded',
    );
    await expect(refundCall.calls).toEqual([{ lineId: 5010, reason: '', returnToSale: false }]);

    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    const line = lineRow(canvasElement, no, sn);
    await expect(line.getByRole('button', { name: `Refund ${sn}` })).toBeVisible();
    await expect(line.queryByText('Refunded')).not.toBeInTheDocument();
    await expect(fact(canvasElement, no, 'Refunded')).toHaveTextContent('$0.00');
    await imagesLoaded(canvasElement);
  },
};

/** Attaching a replacement file: a multipart call with the line id then the file; the line shows the file's name. */
export const ReplaceFile: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const no = 'PM20261118000501';
    const sn = serial(1003);
    const name = `${sn}-corrected.tif`;
    const file = new File([new Uint8Array(2048).fill(80)], name, { type: 'image/tiff' });
    await userEvent.upload(lineRow(canvasElement, no, sn).getByLabelText(`Attach file for ${sn}`), file);
    // The toast first: it times out, and the rest of the checks may take a while on a busy machine.
    await expect(await screen.findByText(`${name} now replaces the files of ${sn}`, {}, { timeout: 15_000 })).toBeVisible();

    await expect(await lineRow(canvasElement, no, sn).findByText(name, {}, { timeout: 15_000 })).toBeVisible();
    await expect(replaceCall.calls).toEqual([{ lineId: ['5010'], file: [name] }]);
    await expect(
      await lineRow(canvasElement, no, sn).findByLabelText(`Replace file for ${sn}`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(lineRow(canvasElement, no, sn).queryByText('None')).not.toBeInTheDocument();
    await toastShown(`${name} now replaces the files of ${sn}`);
    await imagesLoaded(canvasElement);
  },
};

/**
 * A replacement for a line refunded meanwhile (by another operator): the server's
 * refusal is shown, and the list catches up — the line shows Refunded, no file taken.
 */
export const ReplaceFileRefused: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const no = 'PM20261118000501';
    const sn = serial(1004);
    Object.assign(worldOrder(501).lines[1]!, { refundedAt: '2026-11-22 11:00:00', refundReason: 'Refunded by phone' });
    const file = new File(['fixed'], `${sn}-corrected.tif`, { type: 'image/tiff' });
    await userEvent.upload(lineRow(canvasElement, no, sn).getByLabelText(`Attach file for ${sn}`), file);

    const refusal = 'This line was refunded: its buyer no longer downloads it';
    await expect(await screen.findByText(refusal, {}, { timeout: 15_000 })).toBeVisible();
    await expect(replaceCall.calls).toEqual([{ lineId: ['5011'], file: [`${sn}-corrected.tif`] }]);
    await expect(await lineRow(canvasElement, no, sn).findByText('Refunded', {}, { timeout: 15_000 })).toBeVisible();
    await expect(lineRow(canvasElement, no, sn).getByText('None')).toBeVisible();
    await expect(lineRow(canvasElement, no, sn).queryByLabelText(`Attach file for ${sn}`)).not.toBeInTheDocument();
    await toastShown(refusal);
    await imagesLoaded(canvasElement);
  },
};
