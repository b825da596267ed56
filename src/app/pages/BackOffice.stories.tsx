import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureSessions } from '../../../mocks/fixtures/members';
import { adminHandlers } from '../../../mocks/handlers';
import { recordCalls } from '../../../mocks/handlers/record';
import { loggedInAs } from '../../features/session';
import { AppRoutes } from '../App';

const sessionCall = recordCalls('get', '/api/admin/session');

/**
 * The back office at /admin as the app routes it: operators get it, everyone else the
 * shop's not-found page (the shop does not advertise that it has a back office).
 */
const meta = {
  title: 'Pages/BackOffice',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: { url: '/admin' } },
  beforeEach: () => {
    sessionCall.calls.length = 0;
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const notFound = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 })).toBeVisible();
  await expect(canvas.queryByRole('navigation', { name: 'Back office' })).toBeNull();
};

/** A visitor: not found, and no call is made to find out. */
export const Visitor: Story = {
  parameters: { msw: { handlers: { admin: [sessionCall.handler, ...adminHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await notFound(canvasElement);
    await expect(sessionCall.calls).toHaveLength(0);
  },
};

/** A member who is not an operator: the server refuses (403) and the page is not found. */
export const MemberNotOperator: Story = {
  parameters: {
    jotai: loggedInAs(fixtureSessions.ada),
    msw: { handlers: { admin: [sessionCall.handler, ...adminHandlers.default] } },
  },
  play: async ({ canvasElement }) => {
    await notFound(canvasElement);
    await expect(sessionCall.calls).toHaveLength(1);
  },
};

// The visitor's and the member's stories come first: an operator story's late
// answers cannot reach their call recorder.
/** The fixture operator: the frame, the menu and the dashboard section. */
export const Operator: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.operator) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Back office' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('olive@example.com')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dashboard' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** The menu moves between sections without leaving the back office. */
export const OperatorOpensOrders: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.operator) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Back office' }, { timeout: 15_000 }));
    await userEvent.click(nav.getByRole('link', { name: 'Orders' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Orders' }, { timeout: 15_000 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An operator at a section that does not exist: not found, without the back office's frame. */
export const OperatorUnknownSection: Story = {
  parameters: { route: { url: '/admin/nothing-here' }, jotai: loggedInAs(fixtureSessions.operator) },
  play: async ({ canvasElement }) => notFound(canvasElement),
};

/** The check itself fails (no network): say so and offer a retry, rather than pretend the page does not exist. */
export const CheckFails: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.operator), msw: { handlers: { admin: adminHandlers.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The back office could not be opened' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
