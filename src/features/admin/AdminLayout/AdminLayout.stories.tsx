import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
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

const menuItems = ['Dashboard', 'Designs', 'Import', 'Orders', 'Held exclusives', 'Feedback', 'Subscribers', 'Home page', 'Audit log'];

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

/** Whether `tab` lies wholly inside the visible part of its scrolling row. */
const wholeInRow = (tab: HTMLElement, row: HTMLElement) => {
  const tabBox = tab.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  return tabBox.left >= rowBox.left - 0.5 && tabBox.right <= rowBox.right + 0.5;
};

/**
 * On a phone the eight sections are a row of tabs wider than the window, which scrolls
 * sideways on its own. Opened on the last section, its tab is scrolled into view; a tap
 * on a tab the row's edge cuts brings that one wholly into view.
 */
export const PhoneCurrentTabInView: Story = {
  args: { children: <h2>A section</h2> },
  // Every section's path renders the frame, so a tap on a tab keeps it on screen.
  parameters: { route: { path: '/admin/*', url: '/admin/audit' } },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('navigation', { name: 'Back office' });
    const nav = within(row);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const audit = nav.getByRole('link', { name: 'Audit log' });
    await expect(audit).toHaveAttribute('aria-current', 'page');
    // Scrolled into view by an effect after the first paint: waited for, as the shopper sees it settle.
    await waitFor(() => expect(wholeInRow(audit, row)).toBe(true));
    for (const link of nav.getAllByRole('link')) await expectTouchTarget(link);

    // Swiped back to the start, a tab cut by the row's right edge is tapped: it is brought wholly into view.
    row.scrollLeft = 0;
    const rowRight = row.getBoundingClientRect().right;
    const cut = nav.getAllByRole('link').find((link) => {
      const box = link.getBoundingClientRect();
      return box.left + box.width / 2 < rowRight && box.right > rowRight;
    });
    await expect(cut).toBeDefined();
    await tap(cut!);
    // The route changes and the row scrolls after the tap, a render later on a busy machine.
    await waitFor(() => expect(cut).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(wholeInRow(cut!, row)).toBe(true));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
