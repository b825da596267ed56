import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { onSale } from '../../../../mocks/fixtures/catalogue';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls } from '../../../../mocks/handlers/record';
import { startedPayment } from '../../../../mocks/handlers/shop';
import { world } from '../../../../mocks/world';
import { holdReleaseMessages } from '../../../domain/checkout';
import { loggedInAs } from '../../session';
import { toastShown } from '../admin.stories-support';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { HoldsPanel } from './HoldsPanel';

const releaseCall = recordCalls('post', '/api/admin/holds/release');

/** The fixture world's exclusive designs on sale, in catalogue order. */
const exclusivesOnSale = () => world().designs.filter((d) => d.isBuyout === 1 && onSale(d));

/** The first ids the world hands out are 10001, 10002: order numbers are PM + the fixture date + the id. */
const PIN_ORDER = 'PM20261122010001';
const FRESH_ORDER = 'PM20261122010002';

/**
 * Two unpaid orders: pin's, started 18 minutes ago with two exclusives (12 minutes
 * left), and fresh's, started 3 minutes ago with one (27 left).
 */
function seedHolds() {
  const [a, b, c] = exclusivesOnSale();
  startedPayment(world(), { memberId: 2, productIds: [a!.productId, b!.productId], minutesAgo: 18 });
  startedPayment(world(), { memberId: 3, productIds: [c!.productId], minutesAgo: 3 });
}

const meta = {
  title: 'Features/Admin/HoldsPanel',
  component: HoldsPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <HoldsPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/holds' },
    msw: { handlers: { admin: [releaseCall.handler, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    releaseCall.calls.length = 0;
    seedHolds();
  },
} satisfies Meta<typeof HoldsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Held exclusives' }, { timeout: 15_000 });
/** The table's rows as their cells' text. */
const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));

/**
 * Every unpaid order holding exclusives, the hold ending soonest first: its designs, the
 * holder's email, since when, the minutes left, and Release.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    const pin = world()
      .payments.get('test_pi_mock10001')!
      .held!.map((id) => world().designById.get(id)!.imgSn);
    const fresh = world()
      .payments.get('test_pi_mock10002')!
      .held!.map((id) => world().designById.get(id)!.imgSn);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Held exclusives' })).toBeVisible();
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order no.',
      'Designs',
      'Holder',
      'Held since',
      'Time left',
      'Actions',
    ]);
    await expect(rows(canvasElement)).toEqual([
      [PIN_ORDER, pin.join(', '), 'pin@example.com', '2026-11-22 11:42', '12 min left', 'Release'],
      [FRESH_ORDER, fresh.join(', '), 'fresh@example.com', '2026-11-22 11:57', '27 min left', 'Release'],
    ]);
    await expect(canvas.getByText('3 designs held by 2 unpaid orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Release order ${PIN_ORDER}` })).toBeEnabled();
  },
};

/** Nothing is held: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No exclusive designs are held by unpaid orders.' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * Release asks first (Cancel keeps the hold); confirmed, the order's designs are back on
 * sale: its row leaves the list, the server's words and the designs show in a toast,
 * and the audit log has the release.
 */
export const ReleaseConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const held = world().payments.get('test_pi_mock10001')!.held!;
    const names = held.map((id) => world().designById.get(id)!.imgSn);

    await userEvent.click(canvas.getByRole('button', { name: `Release order ${PIN_ORDER}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Release held designs' });
    await expect(dialog).toHaveTextContent(
      `${names.join(', ')} go back on sale now, and pin@example.com's payment for order ${PIN_ORDER} is cancelled.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(releaseCall.calls).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: `Release order ${PIN_ORDER}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Release held designs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await toastShown(`${holdReleaseMessages.released} (${names.join(', ')})`);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1), { timeout: 15_000 });
    await expect(rows(canvasElement)[0]![0]).toBe(FRESH_ORDER);
    await expect(canvas.queryByRole('button', { name: `Release order ${PIN_ORDER}` })).not.toBeInTheDocument();
    await expect(releaseCall.calls).toEqual([{ orderNo: PIN_ORDER }]);
    await expect(held.every((id) => onSale(world().designById.get(id)!))).toBe(true);
    await expect(world().audit[0]).toMatchObject({ action: 'hold.release', target: `order ${PIN_ORDER} of pin@example.com` });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The holder's card went through while the operator looked (the gateway confirmed the
 * payment): the release is refused (409), the server's words show above the list, and
 * the list is read again — the order is paid, so it no longer holds anything.
 */
export const ReleaseRefused: Story = {
  beforeEach: () => {
    const payment = world().payments.get('test_pi_mock10001')!;
    world().carts.set(
      2,
      payment.held!.map((productId) => ({ productId, imgType: 3, productNum: 1 })),
    );
    payment.status = 'succeeded';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Release order ${PIN_ORDER}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Release held designs' })).getByRole('button', { name: 'Release' }),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(holdReleaseMessages.paidMeanwhile);
    await waitFor(() => expect(rows(canvasElement).map((row) => row[0])).toEqual([FRESH_ORDER]), { timeout: 15_000 });
    await expect(world().orders.some((order) => order.orderNo === PIN_ORDER)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** While the list loads: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading held exclusives')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list is refused: the server's words and Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The held exclusives could not be loaded' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
