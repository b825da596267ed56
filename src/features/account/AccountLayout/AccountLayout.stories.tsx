import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
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

/**
 * On a phone the side menu is a row of tabs above the page, each a finger's size; a tap
 * on one moves the highlight, and nothing scrolls sideways.
 */
export const PhoneTabs: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement);
    const links = nav.getAllByRole('link');
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    for (const link of links) await expectTouchTarget(link);
    const heading = within(canvasElement).getByRole('heading', { name: 'Personal information' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(links[0]!.getBoundingClientRect().bottom);

    await tap(nav.getByRole('link', { name: 'order form' }));
    await expect(nav.getByRole('link', { name: 'order form' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Order list' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** On a tablet the tabs sit in a row too, and the page below takes the full width. */
export const TabletTabs: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement);
    const links = nav.getAllByRole('link');
    await expect(new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBe(1);
    await tap(nav.getByRole('link', { name: 'method' }));
    await expect(nav.getByRole('link', { name: 'method' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment methods' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
