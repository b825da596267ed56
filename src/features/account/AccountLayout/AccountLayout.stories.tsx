import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AccountLayout } from './AccountLayout';

/** The layout inside the account routes, each child a placeholder naming its page. */
const meta = {
  title: 'Features/Account/AccountLayout',
  component: AccountLayout,
  render: () => (
    <Routes>
      <Route path="/personalCenter" element={<AccountLayout />}>
        <Route index element={<h1>Personal information</h1>} />
        <Route path="orderForm/*" element={<h1>Order list</h1>} />
        <Route path="method" element={<h1>Payment methods</h1>} />
      </Route>
    </Routes>
  ),
  parameters: { layout: 'fullscreen', route: { url: '/personalCenter' } },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Account' }));

/** At /personalCenter: three items, personal center highlighted, the personal page beside. */
export const PersonalCenter: Story = {
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement);
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['personal center', 'order form', 'method']);
    await expect(nav.getByRole('link', { name: 'personal center' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'order form' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getByRole('heading', { name: 'Personal information' })).toBeVisible();
  },
};

/** Paid orders (/personalCenter/orderForm/paid) highlight order form. */
export const PaidOrders: Story = {
  parameters: { route: { url: '/personalCenter/orderForm/paid' } },
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement);
    await expect(nav.getByRole('link', { name: 'order form' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'personal center' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getByRole('heading', { name: 'Order list' })).toBeVisible();
  },
};

/** Choosing method moves the highlight and shows the payment methods page. */
export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: 'method' }));
    await expect(nav.getByRole('link', { name: 'method' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'personal center' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  },
};
