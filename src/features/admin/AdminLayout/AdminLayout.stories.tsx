import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Features/Admin/AdminLayout',
  component: AdminLayout,
  args: {
    operatorEmail: 'olive@example.com',
    children: <h2>Orders</h2>,
  },
  parameters: { layout: 'fullscreen', route: { path: '/admin/orders' } },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = ['Dashboard', 'Designs', 'Import', 'Orders', 'Feedback', 'Subscribers', 'Home page', 'Audit log'];

/** The frame: title, who is signed in, every section in the menu, the current one marked, the section beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expect(canvas.getByText('olive@example.com')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(menuItems);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  },
};

/** At /admin the dashboard is current, and only it: the other items share its prefix. */
export const DashboardCurrent: Story = {
  args: { children: <h2>Dashboard</h2> },
  parameters: { route: { path: '/admin' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  },
};
