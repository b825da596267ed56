import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { cartHandlers, productHandlers } from '../../../../mocks/handlers';
import { world } from '../../../../mocks/world';
import { Button } from '../../../ui/Button/Button';
import { expectPageScrollLocked } from '../../../ui/Modal/pageScrollLock.stories-support';
import { loggedInAs, loginDialogAtom } from '../../session';
import { DetailDialog } from './DetailDialog';
import { toastShown } from '../../../../.storybook/waits';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { expectBuyingFirst, tapLicence } from '../DesignDetail/DesignDetail.stories-support';

/** Shows the login dialog request the detail makes (the app opens the dialog itself). */
function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output data-testid="login-dialog">{panel ?? 'closed'}</output>;
}

type DataLayer = { dataLayer?: unknown[] };

const meta = {
  title: 'Features/Product/DetailDialog',
  component: DetailDialog,
  // 1001: non-exclusive, $156, not in any cart. ada's server cart holds 1025 and 1026.
  args: { productId: 1001, open: true, onOpenChange: fn() },
  beforeEach: () => {
    // The data layer lives on the window: each story starts without earlier events.
    delete (window as DataLayer).dataLayer;
  },
} satisfies Meta<typeof DetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function loadedDialog(name = 'Design PT-01001') {
  const dialog = await body().findByRole('dialog', { name });
  const cover = await within(dialog).findByRole('img', { name: /^Design PT-\d{5}:/ });
  await waitFor(() => expect(cover).toBeVisible());
  return within(dialog);
}

const storedCart = () => JSON.parse(localStorage.getItem('localCart') ?? '[]') as unknown;
const addToCartEvents = () =>
  ((window as DataLayer).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
const toastTexts = () => [...document.querySelectorAll('[role="region"] li')].map((li) => li.textContent);

/** Quick view of a design: the detail loads in a dialog titled by its pattern id; the page behind cannot scroll. */
export const Default: Story = {
  play: async () => {
    const dialog = await loadedDialog();
    await expect(dialog.getByText('PT-01001', { selector: 'dd' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Commercial license/ })).toBeChecked();
    await expect(dialog.getByRole('status', { name: 'Price' })).toHaveTextContent('$156.00');
    await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    const page = dialog.getByRole('link', { name: 'Open design page (opens in a new tab)' });
    await expect(page).toHaveAttribute('href', '/detail/1001');
    await expect(page).toHaveAttribute('target', '_blank');
    await expectPageScrollLocked(document);
  },
};

/** While the detail loads: a spinner in a dialog titled 'Design detail'; scrolling is locked already. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Design detail' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading design');
    await expect(dialog.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
    await expectPageScrollLocked(document);
  },
};

/** The server answers an error: its message and a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Design detail' }));
    await expect(await dialog.findByRole('heading', { name: 'This design could not be loaded' })).toBeVisible();
    await expect(dialog.getByText('Server error, please try again later')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A design the server does not know (404). */
export const NotFound: Story = {
  args: { productId: 999999 },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Design detail' }));
    await expect(await dialog.findByRole('heading', { name: 'Design not found' })).toBeVisible();
    await expect(dialog.getByText('This design does not exist')).toBeVisible();
  },
};

/**
 * A visitor's Add To Bag keeps the design in the local cart (productId, imgType,
 * productNum), the button becomes View Cart, and the add-to-cart event is pushed.
 */
export const AddToBagLoggedOut: Story = {
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await dialog.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shoppingcar');
    await expect(dialog.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
    await expect(storedCart()).toEqual([{ productId: 1001, imgType: 5, productNum: 1 }]);
    // Nothing went to a server cart.
    await expect(
      world()
        .carts.get(1)
        ?.some((line) => line.productId === 1001),
    ).toBe(false);
    await expect(addToCartEvents()).toHaveLength(1);
    await expect(toastTexts()).toEqual([]);
  },
};

/** A member's Add To Bag saves to the server cart, under the chosen licence; the local cart stays empty. */
export const AddToBagLoggedIn: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Commercial unlimited license/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await dialog.findByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(world().carts.get(1)).toContainEqual({ productId: 1001, imgType: 4, productNum: 1 });
    await expect(storedCart()).toEqual([]);
    await expect(addToCartEvents()).toHaveLength(1);
  },
};

/** The analytics add-to-cart event goes to window.dataLayer in GA4's shape, priced by the chosen licence. */
export const AnalyticsEvent: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Commercial unlimited license/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await dialog.findByRole('link', { name: 'View Cart' });
    await expect((window as DataLayer).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 124.8,
          items: [{ item_id: '1001', item_name: 'PT-01001', price: 124.8, item_variant: 'Commercial unlimited license' }],
        },
      },
    ]);
  },
};

/**
 * The design reached the member's cart meanwhile (another tab): the server answers
 * 409 and the toast says 'Product exist'; the detail then shows View Cart. No event.
 */
export const Duplicate: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async () => {
    const dialog = await loadedDialog();
    world().carts.get(1)!.push({ productId: 1001, imgType: 5, productNum: 1 });
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await body().findByText('Product exist')).toBeInTheDocument();
    await expect(await dialog.findByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(
      world()
        .carts.get(1)!
        .filter((line) => line.productId === 1001),
    ).toHaveLength(1);
    await expect(addToCartEvents()).toEqual([]);
    await toastShown('Product exist');
  },
};

/**
 * The server answers 680 (token expired) to the add: silently, the design goes to the
 * local cart instead, the token is cleared, and the detail shows View Cart.
 */
export const TokenExpiredFallback: Story = {
  parameters: {
    jotai: loggedInAs(fixtureSessions.ada),
    msw: {
      handlers: {
        // Unique to this story: the detail loads, then the token expires before the add.
        cart: [
          http.post('*/api/cart/save', () =>
            HttpResponse.json({ code: 680, desc: 'Your session has expired, please log in again' }, { status: 401 }),
          ),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await loadedDialog();
    await expect(localStorage.getItem('token')).not.toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await dialog.findByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(storedCart()).toEqual([{ productId: 1001, imgType: 5, productNum: 1 }]);
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(addToCartEvents()).toHaveLength(1);
    await expect(toastTexts()).toEqual([]);
    await expect(body().queryByText(/session has expired/)).toBeNull();
  },
};

/** The add answers 200 without `user` (the session ended): the design goes to the local cart, silently. */
export const SessionEndedFallback: Story = {
  parameters: {
    jotai: loggedInAs(fixtureSessions.ada),
    msw: { handlers: { cart: [http.post('*/api/cart/save', () => HttpResponse.json({ code: 200, desc: 'Operation succeeded' }))] } },
  },
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await dialog.findByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(storedCart()).toEqual([{ productId: 1001, imgType: 5, productNum: 1 }]);
    // 200 without user logs out (storefront §4).
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(toastTexts()).toEqual([]);
  },
};

/** Any other refusal shows the server's desc as a toast; the design stays addable. */
export const AddToBagError: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada), msw: { handlers: { cart: cartHandlers.error } } },
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Add To Bag' }));
    await expect(await body().findByText('Server error, please try again later')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    await expect(storedCart()).toEqual([]);
    await expect(addToCartEvents()).toEqual([]);
    await toastShown('Server error, please try again later');
  },
};

/** A design already in the visitor's local cart shows View Cart straight away. */
export const InLocalCart: Story = {
  beforeEach: () => {
    localStorage.setItem('localCart', JSON.stringify([{ productId: 1001, imgType: 4, productNum: 1 }]));
  },
  play: async () => {
    const dialog = await loadedDialog();
    await expect(dialog.getByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
  },
};

/** A visitor's Collect asks the app to open the login dialog in sign-in mode. */
export const CollectLoggedOut: Story = {
  render: (args) => (
    <>
      <DetailDialog {...args} />
      <LoginDialogProbe />
    </>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Collect' }));
    // The probe sits behind the modal, hidden from assistive technology meanwhile.
    await expect(within(canvasElement).getByTestId('login-dialog')).toHaveTextContent('signIn');
  },
};

/** With the app's favourites control, the dialog shows it instead of the Collect button. */
export const WithSaveControl: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  args: {
    renderSaveControl: (detail) => (
      <Button variant="secondary" aria-label={`SAVE ${detail.imgSn}`}>
        SAVE
      </Button>
    ),
  },
  play: async () => {
    const dialog = await loadedDialog();
    await expect(dialog.getByRole('button', { name: 'SAVE PT-01001' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Collect' })).toBeNull();
  },
};

/** A purchased design (ada bought 1003): Download File fetches the file with progress and says 'download successful!'. */
export const DownloadPurchased: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  args: { productId: 1003 },
  play: async () => {
    const dialog = await loadedDialog('Design PT-01003');
    await expect(dialog.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Download File' }));
    await expect(await body().findByText('download successful!')).toBeInTheDocument();
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await toastShown('download successful!');
  },
};

/**
 * Quick view on a touch screen: the detail fits the dialog's width (nothing scrolls
 * sideways, in the dialog or behind it), a finger adds the design to the bag, and the
 * close button is a 44 px target.
 */
async function touchQuickView() {
  const dialog = await loadedDialog();
  const element = body().getByRole('dialog', { name: 'Design PT-01001' });
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  await expectNoSidewaysScroll(document);
  await expectTouchTarget(dialog.getByRole('button', { name: 'Close' }));
  await expectTouchTarget(dialog.getByRole('link', { name: 'Open design page (opens in a new tab)' }));
  await tapLicence(element, /^Commercial unlimited license/);
  await tap(dialog.getByRole('button', { name: 'Add To Bag' }));
  await expect(await dialog.findByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(storedCart()).toEqual([{ productId: 1001, imgType: 4, productNum: 1 }]);
  return { dialog, element };
}

/** On a 390 px phone the quick view is a full-screen sheet: the cover, then licence, price and Add To Bag. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async () => {
    await loadedDialog();
    const element = body().getByRole('dialog', { name: 'Design PT-01001' });
    const { width, height } = element.getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: window.innerWidth, height: window.innerHeight });
    await expectBuyingFirst(element);
    await touchQuickView();
  },
};

/** On a 768 px tablet the quick view is a centred dialog with the cover beside the facts. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async () => {
    const { element } = await touchQuickView();
    await expect(element.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};
