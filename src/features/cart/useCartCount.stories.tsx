import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../mocks/fixtures/members';
import { cartHandlers } from '../../../mocks/handlers';
import { loggedInAs } from '../session';
import { addToLocalCartAtom } from './cart.atoms';
import { useCartCount, useServerCart } from './cartQueries';

/** What the header shows: the count from `useCartCount()`, and a button that adds to the local cart. */
function CartCountProbe() {
  const count = useCartCount();
  const serverCart = useServerCart();
  const addLocal = useSetAtom(addToLocalCartAtom);
  return (
    <div>
      <output aria-label="Cart count">{count}</output>{' '}
      <span data-testid="server-cart">{serverCart.isSuccess ? 'server cart loaded' : 'no server cart'}</span>{' '}
      <button type="button" onClick={() => addLocal({ productId: 1001, imgType: 5 })}>
        Add 1001 locally
      </button>
    </div>
  );
}

const ada = loggedInAs(fixtureSessions.ada);

const meta = {
  title: 'Features/Cart/useCartCount',
  component: CartCountProbe,
  tags: ['!autodocs'],
} satisfies Meta<typeof CartCountProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the local cart's line count, following adds. */
export const LoggedOut: Story = {
  beforeEach: () => {
    localStorage.setItem(
      'localCart',
      JSON.stringify([
        { productId: 1005, imgType: 4, productNum: 1 },
        { productId: 1028, imgType: 3, productNum: 1 },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('status', { name: 'Cart count' });
    // The stored cart is read when the count mounts (the store's first value predates this story's storage).
    await waitFor(() => expect(count).toHaveTextContent('2'));
    await expect(canvas.getByTestId('server-cart')).toHaveTextContent('no server cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1001 locally' }));
    await waitFor(() => expect(count).toHaveTextContent('3'));
    // A second add of the same design is refused: the count stays.
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1001 locally' }));
    await expect(count).toHaveTextContent('3');
  },
};

/** A member: the server cart's count (ada holds two designs), not the local cart's. */
export const LoggedIn: Story = {
  parameters: { jotai: ada },
  beforeEach: () => {
    localStorage.setItem('localCart', JSON.stringify([{ productId: 1005, imgType: 4, productNum: 1 }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('server cart loaded')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('2');
  },
};

/** A member with an empty server cart. */
export const LoggedInEmpty: Story = {
  parameters: { jotai: ada, msw: { handlers: { cart: cartHandlers.empty } } },
  beforeEach: () => {
    localStorage.setItem('localCart', JSON.stringify([{ productId: 1005, imgType: 4, productNum: 1 }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('server cart loaded')).toBeVisible();
    // The server's answer, although the local cart holds a line.
    await expect(canvas.getByRole('status', { name: 'Cart count' })).toHaveTextContent('0');
  },
};
