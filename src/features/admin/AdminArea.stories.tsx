import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSessions } from '../../../mocks/fixtures/members';
import { loggedInAs } from '../session';
import { AdminArea } from './AdminArea';

const meta = {
  title: 'Features/Admin/AdminArea',
  component: AdminArea,
  args: { operatorEmail: 'olive@example.com', notFound: <h1>Page not found</h1> },
  parameters: { layout: 'fullscreen', route: { path: '/admin/*', url: '/admin' }, jotai: loggedInAs(fixtureSessions.operator) },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /admin: the frame with the dashboard, its section loaded on demand. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dashboard' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A section that does not exist: what the app passes as not-found, without the frame. */
export const UnknownSection: Story = {
  parameters: { route: { path: '/admin/*', url: '/admin/nothing-here' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  },
};
