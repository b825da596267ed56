import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../.storybook/touch';
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

/** Each section's menu item, and the heading its page opens with. */
const sections = [
  ['Dashboard', 'Dashboard'],
  ['Designs', 'Designs'],
  ['Import', 'Import designs'],
  ['Orders', 'Orders'],
  ['Held exclusives', 'Held exclusives'],
  ['Feedback', 'Feedback'],
  ['Subscribers', 'Newsletter subscribers'],
  ['Home page', 'Home page'],
  ['Audit log', 'Audit log'],
] as const;

/** Waits until no section or list is loading: every "Loading…" status is gone. */
async function sectionLoaded(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(
      within(canvasElement)
        .queryAllByRole('status')
        .filter((status) => /loading/i.test(status.textContent ?? '')),
    ).toEqual([]),
  );
}

/**
 * An operator on a phone: the side menu is a row of tabs a finger can hit; tapping each
 * opens its section in one column, and no section makes the page scroll sideways (the
 * wide tables show their rows as cards). Ends on the audit log, its entries as cards.
 */
export const PhoneSections: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    const tabs = nav.getAllByRole('link');
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    for (const tab of tabs) await expectTouchTarget(tab);

    // Each section's page width beyond the window, gathered so a failure names every section that overflows.
    const overflow: Record<string, number> = {};
    const doc = canvasElement.ownerDocument;
    for (const [item, heading] of sections.slice(1)) {
      const tab = nav.getByRole('link', { name: item });
      await tap(tab);
      // The router marks the tab once the section's lazy chunk has arrived and shows.
      await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await sectionLoaded(canvasElement);
      overflow[item] = Math.max(0, doc.documentElement.scrollWidth - doc.defaultView!.innerWidth);
      if (item === 'Designs')
        await expect(within(canvas.getByRole('table', { name: 'Designs' })).getAllByRole('rowheader').length).toBeGreaterThan(0);
    }
    await expect(overflow).toEqual(Object.fromEntries(sections.slice(1).map(([item]) => [item, 0])));
    doc.defaultView!.scrollTo(0, 0);
  },
};

/** On a tablet the tabs sit in a row above a section as wide as the window. */
export const TabletSections: Story = {
  globals: { viewport: { value: 'tablet768' } },
  parameters: { route: { path: '/admin/*', url: '/admin/audit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await sectionLoaded(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    const content = canvas.getByRole('heading', { level: 2, name: 'Audit log' });
    await expect(content.getBoundingClientRect().top).toBeGreaterThan(nav.getBoundingClientRect().bottom);
    await tap(within(nav).getByRole('link', { name: 'Orders' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    await sectionLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
