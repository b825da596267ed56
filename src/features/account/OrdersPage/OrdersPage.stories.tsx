import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { assetHandlers, productHandlers, shopHandlers } from '../../../../mocks/handlers';
import { route } from '../../../../mocks/handlers/route';
import { world } from '../../../../mocks/world';
import { mockColourway } from '../../../../mocks/fixtures/catalogue';
import { loggedInAs } from '../../session';
import { imagesLoaded, LoginDialogProbe, loginDialogState, recordCalls, refuseWith, toastShown } from '../account.stories-support';
import type { Envelope, Order, Paged } from '../../../api/types';
import { formatPrice } from '../../../domain/licence';
import { expectNoSidewaysScroll, expectNoZoomOnFocus, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { OrdersPage } from './OrdersPage';

const listCall = recordCalls('post', '/api/shop/selectPage');
const downUrlCall = recordCalls('post', '/api/product/downUrl');
const recorders = [listCall, downUrlCall];

/** Links the page clicked to save a file: where they pointed and the name they saved under. */
const saved: { href: string; download: string }[] = [];

const meta = {
  title: 'Features/Account/OrdersPage',
  component: OrdersPage,
  render: () => (
    <>
      <LoginDialogProbe />
      <OrdersPage />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/personalCenter/orderForm' },
    jotai: loggedInAs(fixtureSessions.ada),
    msw: {
      handlers: {
        shop: [listCall.handler, ...shopHandlers.default],
        product: [downUrlCall.handler, ...productHandlers.default],
      },
    },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
    saved.length = 0;
    sessionStorage.clear();
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    return () => click.mockRestore();
  },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Paid orders' });
/** The order numbers listed, top to bottom. */
const listed = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody')].map((body) => body.getAttribute('aria-label')?.replace('Order ', ''));
const order = (canvasElement: HTMLElement, orderNo: string) =>
  within(within(canvasElement).getByRole('rowgroup', { name: `Order ${orderNo}` }));
const serial = (productId: number) => world().designById.get(productId)!.imgSn;

/**
 * Ada's newest 4 of 6 orders: the spec's headings; each order with its time (16
 * characters), number, Get or Download Invoice and 'Payment completed'; each line with
 * its cover link (new tab), serial, format, size, mode, quantity, $ price and Download File.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement));
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Pattern List',
      'Information and authorization',
      'Seat',
      'price',
      'File download',
    ]);
    await expect(listed(canvasElement)).toEqual(['PM20261118000501', 'PM20261110000502', 'PM20261020000503', 'PM20260901000504']);
    await expect(listCall.calls[0]).toMatchObject({
      dayAgo: '',
      orderNo: '',
      datePayRange: '',
      type: 1,
      status: 'P,Y',
      refund: 0,
      iDisplayStart: 0,
      iDisplayLength: 4,
    });

    const first = order(canvasElement, 'PM20261118000501');
    await expect(first.getByText('2026-11-18 09:14')).toBeVisible();
    await expect(first.getByText('Order number: PM20261118000501')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Download Invoice' })).toBeVisible();
    await expect(first.getByText('Payment completed')).toBeVisible();
    const cover = first.getByRole('link', { name: `Design ${serial(1003)} (opens in a new tab)` });
    await expect(cover).toHaveAttribute('href', '/detail/1003');
    await expect(cover).toHaveAttribute('target', '_blank');
    const design = world().designById.get(1003)!;
    const line = within(first.getByText(serial(1003)).closest('tr')!);
    await expect(line.getByText(`Format: ${design.format}`)).toBeVisible();
    await expect(line.getByText(`Size: ${design.imgSize}`)).toBeVisible();
    await expect(line.getByText('Mode: RGB')).toBeVisible();
    await expect(line.getByRole('cell', { name: '1' })).toBeVisible();
    const amount = world()
      .orders.find((o) => o.id === 501)!
      .lines.find((l) => l.productId === 1003)!.amount;
    await expect(line.getByText(formatPrice(amount))).toBeVisible();
    await expect(first.getAllByRole('button', { name: /^Download File/ })).toHaveLength(2);
    await expect(first.getAllByText(/^\$\d/)).toHaveLength(2);

    await expect(order(canvasElement, 'PM20261110000502').getByRole('button', { name: 'Get Invoice' })).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: 'Order pages' })).toBeVisible();

    // The title tabs go through /blank with the order list remembered as the way back.
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Order views' }));
    await expect(tabs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['All orders', '/blank'],
      ['Paid orders', '/blank'],
    ]);
    await expect(tabs.getByRole('link', { current: 'page' })).toHaveTextContent('All orders');
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
    await imagesLoaded(canvasElement);
  },
};

/** The pager works (the spec's never showed): page 2 asks for iDisplayStart 1 and lists the 2 oldest orders. */
export const Pagination: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20260615000505', 'PM20260105000506']));
    await expect(listCall.calls.at(-1)).toMatchObject({ iDisplayStart: 1, iDisplayLength: 4 });
    await expect(within(canvasElement).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await imagesLoaded(canvasElement);
  },
};

/** Quick filters send dayAgo 7, 30 or 180, the chosen one highlighted; pressing it again lifts it. */
export const QuickFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Quick filters' }));
    await expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['Last 7 Days', 'Last 30 Days', 'half a year']);

    await userEvent.click(filters.getByRole('button', { name: 'Last 30 Days' }));
    await expect(filters.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20261118000501', 'PM20261110000502']));
    await expect(listCall.calls.at(-1)).toMatchObject({ dayAgo: 30, iDisplayStart: 0 });

    await userEvent.click(filters.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20261118000501']));
    await expect(listCall.calls.at(-1)).toMatchObject({ dayAgo: 7 });

    await userEvent.click(filters.getByRole('button', { name: 'half a year' }));
    await waitFor(() => expect(listed(canvasElement)).toHaveLength(4));
    await expect(listCall.calls.at(-1)).toMatchObject({ dayAgo: 180 });
    await expect(filters.getByRole('button', { name: 'half a year' })).toHaveAttribute('aria-pressed', 'true');
    await imagesLoaded(canvasElement);
  },
};

/** Search by order number with Enter. */
export const SearchByOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by order number' }), 'PM20260901000504{Enter}');
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20260901000504']));
    await expect(listCall.calls.at(-1)).toMatchObject({ orderNo: 'PM20260901000504', iDisplayStart: 0 });
    await imagesLoaded(canvasElement);
  },
};

/** The payment-date range goes out as '[start,end]' in yyyy-MM-dd HH:mm:ss. */
export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    fireEvent.change(canvas.getByLabelText('From'), { target: { value: '2026-10-01T00:00' } });
    fireEvent.change(canvas.getByLabelText('To'), { target: { value: '2026-11-12T23:59:59' } });
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20261110000502', 'PM20261020000503']));
    await expect(listCall.calls.at(-1)).toMatchObject({ datePayRange: '[2026-10-01 00:00:00,2026-11-12 23:59:59]' });
    await imagesLoaded(canvasElement);
  },
};

/** While the list loads: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { shop: shopHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading orders')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** No paid orders: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { shop: shopHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No orders found' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  },
};

/** The list is refused: the server's desc and Try again, which asks again. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: { shop: [listCall.handler, refuseWith('post', '/api/shop/selectPage', 500, 'Server error, please try again later')] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your orders could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2));
  },
};

/** A visitor: the login dialog opens, the page is remembered for /blank, no list is asked for. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(sessionStorage.getItem('returnTo')).toBe('/personalCenter/orderForm');
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
    await expect(listCall.calls).toHaveLength(0);
  },
};

/** A file that arrives in four slow parts, so the progress bar can be seen moving. */
const slowFile = http.get('*/files/mock/:productId/:file', () => {
  const part = new Uint8Array(64 * 1024).fill(80);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < 4; i += 1) {
        await delay(250);
        controller.enqueue(part);
      }
      controller.close();
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'image/tiff', 'content-length': String(4 * part.byteLength) } });
});

/** The file URL of a design delivered as a TIFF rather than the usual zip. */
const tiffUrl = route('downUrl', async ({ request }) => {
  const { id } = (await request.clone().json()) as { id: number };
  return { data: `${new URL(request.url).origin}/files/mock/${id}/${serial(id)}.tif` };
});

/**
 * Download File of a design's zip: the URL is asked for with the product id and the zip
 * is saved through a plain link under serial + '.zip' (account §7) — the browser shows
 * that download's progress, so the page's bar stays at 0.
 */
export const DownloadZipByLink: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const sn = serial(1008);
    const row = order(canvasElement, 'PM20261110000502');
    await userEvent.click(row.getByRole('button', { name: `Download File ${sn}` }));
    await expect(await screen.findByText(`Downloading ${sn}.zip`)).toBeVisible();
    await expect(downUrlCall.calls).toEqual([{ id: 1008, colourway: '' }]);
    await expect(saved).toHaveLength(1);
    await expect(saved[0]!.download).toBe(`${sn}.zip`);
    await expect(saved[0]!.href).toMatch(new RegExp(`/files/mock/1008/${sn}\\.zip\\?line=\\d+&expires=\\d+$`));
    await expect(row.getByRole('progressbar', { name: `Download progress ${sn}` })).toHaveAttribute('aria-valuenow', '0');
    await toastShown(`Downloading ${sn}.zip`);
    await imagesLoaded(canvasElement);
  },
};

/**
 * Download File of any other type: the file's progress runs up, 'download successful!'
 * shows, the file is saved as serial + its extension, and the bar goes back to 0.
 */
export const DownloadProgress: Story = {
  parameters: {
    msw: {
      handlers: {
        product: [downUrlCall.handler, tiffUrl, ...productHandlers.default],
        assets: [slowFile, ...assetHandlers.default],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const sn = serial(1008);
    const row = order(canvasElement, 'PM20261110000502');
    const bar = row.getByRole('progressbar', { name: `Download progress ${sn}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(row.getByRole('button', { name: `Download File ${sn}` }));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect(await screen.findByText('download successful!', {})).toBeVisible();
    await expect(downUrlCall.calls).toEqual([{ id: 1008, colourway: '' }]);
    await expect(saved).toHaveLength(1);
    await expect(saved[0]!.download).toBe(`${sn}.tif`);
    await expect(saved[0]!.href).toMatch(/^blob:/);
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await toastShown('download successful!');
    await imagesLoaded(canvasElement);
  },
};

/** The file server answers 500 for a fetched file: 'server error!' and the bar stays at 0. */
export const DownloadServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        product: [downUrlCall.handler, tiffUrl, ...productHandlers.default],
        assets: [http.get('*/files/mock/:productId/:file', () => new HttpResponse(null, { status: 500 })), ...assetHandlers.default],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const sn = serial(1008);
    const row = order(canvasElement, 'PM20261110000502');
    await userEvent.click(row.getByRole('button', { name: `Download File ${sn}` }));
    await expect(await screen.findByText('server error!')).toBeVisible();
    await expect(row.getByRole('progressbar', { name: `Download progress ${sn}` })).toHaveAttribute('aria-valuenow', '0');
    await expect(saved).toHaveLength(0);
    await toastShown('server error!');
    await imagesLoaded(canvasElement);
  },
};

/** The download URL is refused: the server's desc as a toast (account §8). */
export const DownloadRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        product: [refuseWith('post', '/api/product/downUrl', 403, 'Only purchased designs can be downloaded'), ...productHandlers.default],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const row = order(canvasElement, 'PM20261110000502');
    await userEvent.click(row.getByRole('button', { name: `Download File ${serial(1008)}` }));
    await expect(await screen.findByText('Only purchased designs can be downloaded')).toBeVisible();
    await expect(saved).toHaveLength(0);
    await toastShown('Only purchased designs can be downloaded');
    await imagesLoaded(canvasElement);
  },
};

/** Download Invoice saves the issued PDF directly as '<order id>.pdf'. */
export const DownloadInvoice: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(order(canvasElement, 'PM20261118000501').getByRole('button', { name: 'Download Invoice' }));
    await expect(saved).toEqual([{ href: '/invoices/501.pdf', download: '501.pdf' }]);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/**
 * Get Invoice opens 'Invoice Information' (the member's email filled in); after a
 * successful issue the PDF is saved as '502.pdf' and the order now offers Download Invoice.
 */
export const GetInvoice: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(order(canvasElement, 'PM20261110000502').getByRole('button', { name: 'Get Invoice' }));
    const dlg = within(await screen.findByRole('dialog', { name: 'Invoice Information' }));
    await expect(dlg.getByRole('textbox', { name: 'Your email' })).toHaveValue('ada@example.com');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
    await userEvent.type(dlg.getByRole('textbox', { name: 'address' }), '12 Via Roma');
    await userEvent.type(dlg.getByRole('textbox', { name: 'City' }), 'Milan');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Zip/postal code' }), '20121');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Country/Region' }), 'Italy');
    await userEvent.type(dlg.getByRole('textbox', { name: 'State/Province' }), 'MI');
    await userEvent.click(dlg.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(saved).toEqual([{ href: '/invoices/502.pdf', download: '502.pdf' }]);
    await expect(await order(canvasElement, 'PM20261110000502').findByRole('button', { name: 'Download Invoice' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/**
 * The order list with each line's refund and replacement file as the world holds them.
 * The mock's list (shop domain) does not answer these two fields yet, though the server
 * does, so these stories add them to the default handler's answer.
 */
const withLineStates = http.post('*/api/shop/selectPage', async ({ request }) => {
  const answer = await getResponse(shopHandlers.default, request);
  if (!answer?.ok) return answer;
  const body = (await answer.json()) as Envelope<Paged<Order>>;
  for (const shown of body.data?.aaData ?? []) {
    const held = world().orders.find((o) => o.id === shown.id)!;
    for (const line of shown.orderList) {
      const heldLine = held.lines.find((l) => l.productId === line.productId)!;
      line.refunded = heldLine.refundedAt ? 1 : 0;
      line.replacementName = heldLine.replacementName ?? null;
    }
  }
  return HttpResponse.json(body, { status: answer.status });
});
const withLineStatesParameters = {
  msw: { handlers: { shop: [listCall.handler, withLineStates, ...shopHandlers.default] } },
};
/** A line of one of Ada's fixture orders, in the story's world. */
const worldLine = (orderId: number, productId: number) =>
  world()
    .orders.find((o) => o.id === orderId)!
    .lines.find((l) => l.productId === productId)!;

/**
 * A refunded line (the second of order PM20261118000501) shows Refunded instead of
 * Download File: its files are no longer offered. The order's other line still downloads.
 */
export const RefundedLine: Story = {
  parameters: withLineStatesParameters,
  beforeEach: () => {
    Object.assign(worldLine(501, 1004), { refundedAt: '2026-11-20 10:00:00', refundReason: 'Bought twice by mistake' });
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const first = order(canvasElement, 'PM20261118000501');
    const refunded = within(first.getByText(serial(1004)).closest('tr')!);
    await expect(refunded.getByText('Refunded')).toBeVisible();
    await expect(refunded.getByText('This line was refunded: its files are no longer offered.')).toBeVisible();
    await expect(refunded.queryByRole('button')).not.toBeInTheDocument();
    await expect(refunded.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(first.getByRole('button', { name: `Download File ${serial(1003)}` })).toBeVisible();
    await expect(first.getAllByRole('button', { name: /^Download File/ })).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

/** The replacement file, where the server's signed link for a line's replacement points. */
const replacementFile = http.get('*/files/replacements/:lineId', () => {
  const bytes = new Uint8Array(32 * 1024).fill(80);
  return new HttpResponse(bytes, { headers: { 'content-type': 'image/tiff', 'content-length': String(bytes.byteLength) } });
});
/** The download link as the server answers it for a line with a replacement (no extension: the name travels with the line). */
const replacementUrl = route('downUrl', async ({ request }) => ({
  data: `${new URL(request.url).origin}/files/replacements/5020?expires=${Date.now() + 300_000}&sig=mock`,
}));

/**
 * A line with a replacement file (order PM20261110000502) offers Download replacement with
 * the file's name under it; the download is saved under that name.
 */
export const ReplacementFile: Story = {
  parameters: {
    msw: {
      handlers: {
        ...withLineStatesParameters.msw.handlers,
        product: [downUrlCall.handler, replacementUrl, ...productHandlers.default],
        assets: [replacementFile, ...assetHandlers.default],
      },
    },
  },
  beforeEach: () => {
    worldLine(502, 1008).replacementName = `${serial(1008)}-corrected.tif`;
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const sn = serial(1008);
    const name = `${sn}-corrected.tif`;
    const row = order(canvasElement, 'PM20261110000502');
    const button = row.getByRole('button', { name: `Download replacement ${sn}` });
    await expect(button).toHaveTextContent('Download replacement');
    await expect(button).toHaveAccessibleDescription(name);
    await expect(row.getByText(name)).toBeVisible();
    await expect(row.queryByRole('button', { name: `Download File ${sn}` })).not.toBeInTheDocument();
    // Lines without a replacement are unchanged.
    await expect(order(canvasElement, 'PM20261118000501').getAllByRole('button', { name: /^Download File/ })).toHaveLength(2);

    await userEvent.click(button);
    await expect(await screen.findByText('download successful!', {}, { timeout: 15_000 })).toBeVisible();
    await expect(downUrlCall.calls).toEqual([{ id: 1008, colourway: '' }]);
    await expect(saved).toHaveLength(1);
    await expect(saved[0]!.download).toBe(name);
    await expect(saved[0]!.href).toMatch(/^blob:/);
    await toastShown('download successful!');
    await imagesLoaded(canvasElement);
  },
};

/** PT-01008’s palette with its first three colours changed (issue 20). */
const colourway1008 = () => mockColourway(world().designById.get(1008)!, ['#2e6f40', '#6a4c93', '#d1495b']);

/**
 * A line bought in a colourway (order PM20261110000502): its cover in the bought colours,
 * the colourway's swatches under its facts, and Download File asks for that line's
 * files, saved as serial + '-colourway.zip'.
 */
export const ColourwayLine: Story = {
  parameters: withLineStatesParameters,
  beforeEach: () => {
    worldLine(502, 1008).colourway = colourway1008();
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const sn = serial(1008);
    const line = within(order(canvasElement, 'PM20261110000502').getByText(sn).closest('tr')!);
    await expect(line.getByText('Colourway')).toBeVisible();
    await expect(within(line.getByRole('list', { name: /^In / })).getAllByRole('listitem')).toHaveLength(5);
    await expect(line.getByRole('link', { name: `Design ${sn} (opens in a new tab)` }).querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(`cw=${colourway1008()}`),
    );
    await userEvent.click(line.getByRole('button', { name: `Download File ${sn}` }));
    await expect(await screen.findByText(`Downloading ${sn}-colourway.zip`)).toBeVisible();
    await expect(downUrlCall.calls).toEqual([{ id: 1008, colourway: colourway1008() }]);
    await expect(saved[0]!.download).toBe(`${sn}-colourway.zip`);
    await toastShown(`Downloading ${sn}-colourway.zip`);
    await imagesLoaded(canvasElement);
  },
};

/**
 * On a phone each order is a card and each line a block: the cover beside its facts,
 * Seat and price as label/value rows, Download File across the card below, all a
 * finger's size; nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(listed(canvasElement)).toEqual(['PM20261118000501', 'PM20261110000502', 'PM20261020000503', 'PM20260901000504']);
    const first = order(canvasElement, 'PM20261118000501');
    const row = first.getByText(serial(1003)).closest('tr')!;
    const line = within(row);
    const cover = line.getByRole('link', { name: `Design ${serial(1003)} (opens in a new tab)` });
    const seat = line.getByRole('cell', { name: '1' });
    const amount = worldLine(501, 1003).amount;
    const price = line.getByText(formatPrice(amount));
    // Each value shows its column's heading before it, as the table's heading row is not drawn.
    const label = (cell: Element) => getComputedStyle(cell, '::before').content;
    await expect([label(seat), label(price), label(line.getByText('Download File').closest('td')!)]).toEqual([
      '"Seat"',
      '"price"',
      '"File download"',
    ]);
    const download = line.getByRole('button', { name: `Download File ${serial(1003)}` });
    // Stacked: the facts beside the cover, Seat above price, the download below both.
    await expect(seat.getBoundingClientRect().left).toBeGreaterThanOrEqual(cover.getBoundingClientRect().right);
    await expect(price.getBoundingClientRect().top).toBeGreaterThanOrEqual(seat.getBoundingClientRect().bottom);
    await expect(download.getBoundingClientRect().top).toBeGreaterThanOrEqual(price.getBoundingClientRect().bottom);
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
    await expectTouchTarget(download);
    await expectTouchTarget(first.getByRole('button', { name: 'Download Invoice' }));
    await expectTouchTarget(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    // The payment-date range: Safari would zoom the page in on a date typed in small text.
    for (const date of ['From', 'To']) await expectNoZoomOnFocus(within(canvasElement).getByLabelText(date));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await imagesLoaded(canvasElement);
  },
};

/** On a phone a tap on Get Invoice opens 'Invoice Information' as a full-screen sheet, its buttons a finger's size. */
export const PhoneGetInvoice: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await tap(order(canvasElement, 'PM20261110000502').getByRole('button', { name: 'Get Invoice' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invoice Information' });
    const win = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => {
      const rect = sheet.getBoundingClientRect();
      return expect({ left: rect.left, top: rect.top, width: rect.width }).toEqual({ left: 0, top: 0, width: win.innerWidth });
    });
    const dlg = within(sheet);
    await expect(dlg.getByRole('textbox', { name: 'Your email' })).toHaveValue('ada@example.com');
    await expectNoZoomOnFocus(dlg.getByRole('textbox', { name: 'Your email' }));
    await expectTouchTarget(dlg.getByRole('button', { name: 'Download' }));
    await expectTouchTarget(dlg.getByRole('button', { name: 'Cancel' }));
    await tap(dlg.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await imagesLoaded(canvasElement);
  },
};

/** On a tablet the orders keep their table, within the window; a tap on Page 2 turns the page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(within(grid).getAllByRole('columnheader')[0]).toBeVisible();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['PM20260615000505', 'PM20260105000506']));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await imagesLoaded(canvasElement);
  },
};
