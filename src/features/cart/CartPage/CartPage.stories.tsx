import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { cartHandlers } from '../../../../mocks/handlers';
import { world } from '../../../../mocks/world';
import type { LocalCartLine } from '../../../api/types';
import { loggedInAs, loginDialogAtom } from '../../session';
import { useCartCount } from '../cartQueries';
import { formatPrice } from '../../../domain/licence';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { CartPage, type CartCheckout, type CartPageProps } from './CartPage';

/** The page as the route shows it, with what the header would show: the cart count, and the login dialog's state. */
function CartPageWithHeaderState(props: CartPageProps) {
  const count = useCartCount();
  const loginPanel = useAtomValue(loginDialogAtom);
  return (
    <>
      <p>
        Cart count: <output aria-label="Cart count">{count}</output> · Login dialog:{' '}
        <output aria-label="Login dialog">{loginPanel ?? 'closed'}</output>
      </p>
      <CartPage {...props} />
    </>
  );
}

/** Stands in for the checkout feature's panel: says what the page handed over. */
const checkoutStub = ({ total, designCount }: CartCheckout) => (
  <section aria-label="Checkout">
    Checkout of {designCount} for {formatPrice(total)}
  </section>
);

const ada = loggedInAs(fixtureSessions.ada);

const storeLocalCart = (lines: LocalCartLine[]) => localStorage.setItem('localCart', JSON.stringify(lines));
const storedLocalCart = () => JSON.parse(localStorage.getItem('localCart') ?? '[]') as LocalCartLine[];

const meta = {
  title: 'Features/Cart/CartPage',
  component: CartPage,
  render: (args) => <CartPageWithHeaderState {...args} />,
  args: { renderCheckout: fn(checkoutStub) },
  parameters: { layout: 'fullscreen', route: { path: '/shoppingcar' } },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its lines are there, with every cover drawn (the screenshot never catches a placeholder). */
async function loadedCart(canvasElement: HTMLElement, lineCount: number) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Designs in your cart' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(lineCount));
  // A visitor's lines are priced one by one, and covers load: nothing may still be busy.
  await waitFor(() => expect(list.querySelector('[aria-busy="true"]')).toBeNull());
  for (const cover of within(list).queryAllByRole('img')) await waitFor(() => expect(cover).toBeVisible());
  return { canvas, list };
}

const rowOf = (list: HTMLElement, imgSn: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('heading', { name: new RegExp(`^${imgSn}`) }))!;

const priceOf = (row: HTMLElement) => within(row).getByText('Price:').parentElement!;

const totalOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: 'Order summary' })).getByText('Total').nextElementSibling!;

async function chooseLicence(row: HTMLElement, imgSn: string, option: string) {
  await userEvent.click(within(row).getByRole('combobox', { name: `License for ${imgSn}` }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/**
 * A member's server cart (ada): PT-01025 under the commercial licence ($30.00) and
 * PT-01026 under commercial unlimited (80% of $157: $125.60), the total $155.60, and
 * the checkout handed that total.
 */
export const Member: Story = {
  parameters: { jotai: ada },
  play: async ({ canvasElement, args }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.getByText('2 designs')).toBeVisible();
    await expect(priceOf(rowOf(list, 'PT-01025'))).toHaveTextContent('$30.00');
    await expect(within(rowOf(list, 'PT-01025')).getByRole('combobox', { name: 'License for PT-01025' })).toHaveTextContent(
      'Commercial license $30.00',
    );
    await expect(priceOf(rowOf(list, 'PT-01026'))).toHaveTextContent('$125.60');
    await expect(totalOf(canvasElement)).toHaveTextContent('$155.60');
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('Checkout of 2 for $155.60');
    await expect(args.renderCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ total: 155.6, designCount: 2 }));
    await expect(canvas.queryByRole('button', { name: 'Sign in to check out' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shopping Cart'));
  },
};

/**
 * A member changes PT-01025 to commercial unlimited: the line becomes 80% of $30
 * ($24.00), the total $149.60, and the server cart holds the new licence.
 */
export const MemberLicenceChange: Story = {
  parameters: { jotai: ada },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    await chooseLicence(rowOf(list, 'PT-01025'), 'PT-01025', 'Commercial unlimited license $24.00');
    await expect(priceOf(rowOf(list, 'PT-01025'))).toHaveTextContent('$24.00');
    await expect(totalOf(canvasElement)).toHaveTextContent('$149.60');
    await waitFor(() =>
      expect(
        world()
          .carts.get(1)
          ?.find((line) => line.productId === 1025)?.imgType,
      ).toBe(4),
    );
    // Read back from the server, the change stays.
    await waitFor(() => expect(within(rowOf(list, 'PT-01025')).getByRole('combobox')).toBeEnabled());
    await expect(totalOf(canvasElement)).toHaveTextContent('$149.60');
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('Checkout of 2 for $149.60');
  },
};

/** The server refuses a licence change: the old licence and price come back, and its desc shows. */
export const MemberLicenceRefused: Story = {
  parameters: {
    jotai: ada,
    msw: {
      handlers: {
        cart: [
          http.post('*/api/cart/update', () =>
            HttpResponse.json({ code: 400, desc: 'This licence is not offered for this design' }, { status: 400 }),
          ),
          ...cartHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { list } = await loadedCart(canvasElement, 2);
    await chooseLicence(rowOf(list, 'PT-01025'), 'PT-01025', 'Commercial unlimited license $24.00');
    await expect(await screen.findByText('This licence is not offered for this design')).toBeVisible();
    await waitFor(() => expect(priceOf(rowOf(list, 'PT-01025'))).toHaveTextContent('$30.00'));
    await expect(totalOf(canvasElement)).toHaveTextContent('$155.60');
  },
};

/**
 * Remove asks first ('Remove design'); Cancel keeps the line. Confirmed, the line
 * leaves the server cart, the total drops to $30.00 and the header's count to 1.
 */
export const MemberRemove: Story = {
  parameters: { jotai: ada },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('2');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01026' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove design' });
    await expect(dialog).toHaveTextContent('Remove PT-01026 from your cart?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(world().carts.get(1)).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01026' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove design' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(world().carts.get(1)).toEqual([{ productId: 1025, imgType: 5, productNum: 1 }]);
    await expect(totalOf(canvasElement)).toHaveTextContent('$30.00');
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('1');
    await expect(canvas.getByText('1 design')).toBeVisible();
  },
};

/**
 * A sold exclusive in a member's cart (PT-01008, bought by another order): marked
 * Sold, left out of the total ($30.00), and no checkout until it is removed — then the
 * checkout appears.
 */
export const MemberSoldLine: Story = {
  parameters: { jotai: ada },
  beforeEach: () => {
    world().carts.set(1, [
      { productId: 1025, imgType: 5, productNum: 1 },
      { productId: 1008, imgType: 3, productNum: 1 },
    ]);
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    const sold = rowOf(list, 'PT-01008');
    await expect(within(sold).getByText('Sold')).toBeVisible();
    await expect(priceOf(sold)).toHaveTextContent('Not included');
    await expect(totalOf(canvasElement)).toHaveTextContent('$30.00');
    await expect(
      canvas.getByText('One design is no longer available and is not included in the total. Remove it to check out.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();

    await userEvent.click(within(sold).getByRole('button', { name: 'Remove PT-01008' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove design' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('Checkout of 1 for $30.00');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * A design made exclusive after it went into the member's bag under the commercial
 * licence (PT-01028, issue 39): the line names what happened and is not counted (the
 * total is PT-01025's $30.00), and the summary says why there is no checkout.
 */
export const MemberLicenceWithdrawn: Story = {
  parameters: { jotai: ada },
  beforeEach: () => {
    world().carts.set(1, [
      { productId: 1025, imgType: 5, productNum: 1 },
      { productId: 1028, imgType: 5, productNum: 1 },
    ]);
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    const withdrawn = rowOf(list, 'PT-01028');
    await expect(
      within(withdrawn).getByText(
        'The Commercial license is no longer offered for this design: it is now sold as an exclusive. Choose the Exclusive license to buy it.',
      ),
    ).toBeVisible();
    await expect(priceOf(withdrawn)).toHaveTextContent('Not included');
    await expect(totalOf(canvasElement)).toHaveTextContent('$30.00');
    await expect(
      canvas.getByText(
        'One design is no longer offered under the license in your cart and is not included in the total. Choose a license it offers to check out.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/no longer available/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

/**
 * Picking the exclusive licence PT-01028 offers fixes the line in place: the server cart
 * holds licence 3, the line costs $424.00, the total is $454.00 and the checkout appears.
 */
export const MemberLicenceWithdrawnFixed: Story = {
  ...MemberLicenceWithdrawn,
  play: async (context) => {
    await MemberLicenceWithdrawn.play!(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Designs in your cart' });
    await chooseLicence(rowOf(list, 'PT-01028'), 'PT-01028', 'Exclusive license $424.00');
    await waitFor(() =>
      expect(
        world()
          .carts.get(1)
          ?.find((line) => line.productId === 1028)?.imgType,
      ).toBe(3),
    );
    await waitFor(() => expect(within(rowOf(list, 'PT-01028')).getByRole('combobox')).toBeEnabled());
    await expect(priceOf(rowOf(list, 'PT-01028'))).toHaveTextContent('$424.00');
    await expect(within(rowOf(list, 'PT-01028')).queryByText(/is no longer offered/)).not.toBeInTheDocument();
    await expect(totalOf(canvasElement)).toHaveTextContent('$454.00');
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('Checkout of 2 for $454.00');
  },
};

/** A member with an empty server cart: 'Your cart is empty' and a way to the store; no checkout. */
export const MemberEmpty: Story = {
  parameters: { jotai: ada, msw: { handlers: { cart: cartHandlers.empty } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse designs' })).toHaveAttribute('href', '/store');
    await expect(canvas.queryByRole('list', { name: 'Designs in your cart' })).not.toBeInTheDocument();
    await expect(args.renderCheckout).not.toHaveBeenCalled();
  },
};

/** While the server cart loads. */
export const Loading: Story = {
  parameters: { jotai: ada, msw: { handlers: { cart: cartHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.getByText('Loading your cart')).toBeInTheDocument();
    await expect(canvas.queryByText('Your cart is empty')).not.toBeInTheDocument();
  },
};

let listCalls = 0;
/** The cart list fails once with the server's error envelope, then answers from the world. */
const listFailsOnce = http.post('*/api/cart/list', () => {
  listCalls += 1;
  if (listCalls === 1) return HttpResponse.json({ code: 500, desc: 'Server error, please try again later' }, { status: 500 });
  return undefined;
});

/** The cart cannot be loaded: the server's desc and Try again, which loads it. */
export const Error: Story = {
  parameters: { jotai: ada, msw: { handlers: { cart: [listFailsOnce, ...cartHandlers.default] } } },
  beforeEach: () => {
    listCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await loadedCart(canvasElement, 2);
    await expect(totalOf(canvasElement)).toHaveTextContent('$155.60');
  },
};

/** Same failure, shown as it stays (the screenshot of the error state). */
export const ErrorState: Story = {
  parameters: { jotai: ada, msw: { handlers: { cart: cartHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * A visitor's local cart: PT-01005 under commercial unlimited (80% of $80: $64.00) and
 * the exclusive PT-01028 ($424.00), priced from each design's detail; total $488.00.
 * No checkout: 'Sign in to check out' opens the login dialog on sign-in.
 */
export const Visitor: Story = {
  beforeEach: () => {
    storeLocalCart([
      { productId: 1005, imgType: 4, productNum: 1 },
      { productId: 1028, imgType: 3, productNum: 1 },
    ]);
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    await waitFor(() => expect(priceOf(rowOf(list, 'PT-01005'))).toHaveTextContent('$64.00'));
    await expect(within(rowOf(list, 'PT-01028')).getByText('Exclusive')).toBeVisible();
    await expect(priceOf(rowOf(list, 'PT-01028'))).toHaveTextContent('$424.00');
    await expect(totalOf(canvasElement)).toHaveTextContent('$488.00');
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('2');
    await expect(args.renderCheckout).not.toHaveBeenCalled();

    await expect(canvas.getByRole('status', { name: 'Login dialog' })).toHaveTextContent('closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to check out' }));
    await expect(canvas.getByRole('status', { name: 'Login dialog' })).toHaveTextContent('signIn');
    await expect(canvas.getByText('Your cart moves to your account when you sign in.')).toBeVisible();
  },
};

/** A visitor changes PT-01005 to commercial ($80.00): the total becomes $504.00 and the local cart keeps it. */
export const VisitorLicenceChange: Story = {
  beforeEach: Visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const { list } = await loadedCart(canvasElement, 2);
    await waitFor(() => expect(totalOf(canvasElement)).toHaveTextContent('$488.00'));
    await chooseLicence(rowOf(list, 'PT-01005'), 'PT-01005', 'Commercial license $80.00');
    await expect(priceOf(rowOf(list, 'PT-01005'))).toHaveTextContent('$80.00');
    await expect(totalOf(canvasElement)).toHaveTextContent('$504.00');
    await expect(storedLocalCart()).toEqual([
      { productId: 1005, imgType: 5, productNum: 1 },
      { productId: 1028, imgType: 3, productNum: 1 },
    ]);
  },
};

/** A visitor removes the exclusive after confirming: it leaves the local cart and the total. */
export const VisitorRemove: Story = {
  beforeEach: Visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01028' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove design' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(storedLocalCart()).toEqual([{ productId: 1005, imgType: 4, productNum: 1 }]);
    await expect(totalOf(canvasElement)).toHaveTextContent('$64.00');
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * A visitor's cart holding a sold exclusive (PT-01008) and a design the shop no longer
 * has: both are shown as such and left out of the total ($80.00).
 */
export const VisitorUnavailable: Story = {
  beforeEach: () => {
    storeLocalCart([
      { productId: 1005, imgType: 5, productNum: 1 },
      { productId: 1008, imgType: 3, productNum: 1 },
      { productId: 999999, imgType: 5, productNum: 1 },
    ]);
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 3);
    await waitFor(() => expect(within(rowOf(list, 'PT-01008')).getByText('Sold')).toBeVisible());
    await expect(await canvas.findByText('This design is no longer in the shop.')).toBeVisible();
    await expect(totalOf(canvasElement)).toHaveTextContent('$80.00');
    await expect(canvas.getByText('2 designs are no longer available and are not included in the total.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in to check out' })).toBeEnabled();
  },
};

/** A visitor with nothing in the local cart. */
export const VisitorEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByText('Designs you add to your bag wait here until you check out.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in to check out' })).not.toBeInTheDocument();
  },
};

/** The page's content reaches no further right than the window. */
const withinWindow = (canvasElement: HTMLElement, element: Element) =>
  expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);

/**
 * On a phone (360 px) one column: each line's cover and id, Remove and the price at its
 * end, its licence across the line below; the total and the checkout below the lines, as wide as they are.
 * A tap on a licence picks another; a tap on Remove asks first. Nothing scrolls sideways.
 */
export const PhoneMember: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { jotai: ada },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    const row = rowOf(list, 'PT-01025');
    const licence = within(row).getByRole('combobox', { name: 'License for PT-01025' });
    const remove = canvas.getByRole('button', { name: 'Remove PT-01025' });
    await expect(licence.getBoundingClientRect().top).toBeGreaterThanOrEqual(remove.getBoundingClientRect().bottom);
    await withinWindow(canvasElement, priceOf(row));
    await expectTouchTarget(remove);
    await expectTouchTarget(licence);
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
    await expect(Math.round(summary.getBoundingClientRect().width)).toBe(Math.round(list.getBoundingClientRect().width));
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('Checkout of 2 for $155.60');

    await tap(licence);
    await tap(await screen.findByRole('option', { name: 'Commercial unlimited license $24.00' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(priceOf(rowOf(list, 'PT-01025'))).toHaveTextContent('$24.00');
    await waitFor(() => expect(totalOf(canvasElement)).toHaveTextContent('$149.60'));
    await waitFor(() => expect(within(rowOf(list, 'PT-01025')).getByRole('combobox')).toBeEnabled());

    await tap(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove design' });
    await expectTouchTarget(within(dialog).getByRole('button', { name: 'Remove' }));
    await tap(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** A visitor on a phone (390 px): 'Sign in to check out' under the lines, a finger's size, and a tap opens sign-in. */
export const PhoneVisitor: Story = {
  globals: { viewport: { value: 'phone390' } },
  beforeEach: Visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    const signIn = canvas.getByRole('button', { name: 'Sign in to check out' });
    await expect(signIn.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
    await expectTouchTarget(signIn);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(signIn);
    await expect(canvas.getByRole('status', { name: 'Login dialog' })).toHaveTextContent('signIn');
  },
};

/** On a tablet (768 px) the lines keep their row, and the summary and checkout follow them in one column. */
export const TabletMember: Story = {
  globals: { viewport: { value: 'tablet768' } },
  parameters: { jotai: ada },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedCart(canvasElement, 2);
    const row = rowOf(list, 'PT-01025');
    const licence = within(row).getByRole('combobox', { name: 'License for PT-01025' });
    // One row: the licence beside the pattern id.
    await expect(licence.getBoundingClientRect().left).toBeGreaterThan(within(row).getByRole('heading').getBoundingClientRect().right);
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
    await expectTouchTarget(canvas.getByRole('button', { name: 'Remove PT-01026' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(canvas.getByRole('button', { name: 'Remove PT-01026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove design' });
    await tap(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(totalOf(canvasElement)).toHaveTextContent('$30.00');
  },
};
