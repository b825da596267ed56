import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_EMAIL_CODE } from '../../../mocks/world';
import { PageReloadProvider } from '../../features/session';
import { AppRoutes } from '../App';
import { toastShown } from '../../../.storybook/waits';

/** Reloads the app asked for (after sign-in), in order. */
const reloads: string[] = [];

/**
 * What a reload does, without leaving the story: the session is already stored, so the
 * page starts its data again from the server (every query refetched with the token).
 */
function SoftReload({ children }: { children: React.ReactNode }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const reload = () => {
    reloads.push(pathname);
    void client.resetQueries();
  };
  return <PageReloadProvider value={reload}>{children}</PageReloadProvider>;
}

/**
 * A visitor becomes a member and keeps a design, across pages: Sign Up with the emailed
 * code → Sign In (the page reloads with the session) → a new moodboard on Favorites →
 * SAVE on a store card into it → the moodboard holds the design.
 */
const meta = {
  title: 'App/Flows/Sign up to folder',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: { url: '/store?q=floral' } },
  decorators: [
    (Story) => (
      <SoftReload>
        <Story />
      </SoftReload>
    ),
  ],
  beforeEach: () => {
    reloads.length = 0;
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (dialog: ReturnType<typeof within>, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(dialog.getByLabelText(label, { selector: 'input' }), value);
};

export const VisitorSignsUpAndSavesToAFolder: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const siteHeader = () => within(canvas.getAllByRole('banner')[0]!);

    await step('sign up: email, the emailed code, a password, the agreement', async () => {
      await userEvent.click(await siteHeader().findByRole('button', { name: 'Sign Up' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
      await fill(dialog, { Email: 'grace@example.com' });
      await userEvent.click(dialog.getByRole('button', { name: 'Get verification code' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: /^Waiting for verification/ })).toBeDisabled());
      await fill(dialog, { 'Verification code': MOCK_EMAIL_CODE, Password: 'grace1815', 'Confirm password': 'grace1815' });
      await userEvent.click(dialog.getByRole('checkbox', { name: /I have read and agree/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    });

    await step('sign in: the new account, then the page reloads signed in', async () => {
      const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
      await fill(dialog, { Password: 'grace1815' });
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(reloads).toEqual(['/store']);
      await expect(await siteHeader().findByRole('link', { name: 'Favorites' })).toBeVisible();
      await expect(siteHeader().queryByRole('button', { name: 'Sign In' })).toBeNull();
    });

    await step('favourites: a new moodboard', async () => {
      await userEvent.click(siteHeader().getByRole('link', { name: 'Favorites' }));
      const empty = within(await canvas.findByRole('region', { name: 'No moodboards yet' }));
      await userEvent.click(empty.getByRole('button', { name: 'Create Moodboard' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Moodboard' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Summer florals');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Dresses for SS27');
      await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
      const board = within(await canvas.findByRole('article', { name: 'Summer florals' }));
      await expect(board.getByText('0 patterns')).toBeVisible();
    });

    let serial = '';
    await step('store: SAVE on a card, into the moodboard', async () => {
      // The header keeps the store's last keyword: a new search replaces it.
      const search = siteHeader().getByRole('searchbox', { name: 'Search designs' });
      await userEvent.clear(search);
      await userEvent.type(search, 'stripe{Enter}');
      const results = await canvas.findByRole('list', { name: 'Search results' });
      const card = within((await within(results).findAllByRole('listitem'))[0]!);
      serial = card
        .getByRole('button', { name: /^Quick view PT-/ })
        .getAttribute('aria-label')!
        .replace('Quick view ', '');
      await userEvent.click(card.getByRole('button', { name: 'SAVE' }));
      const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
      await userEvent.click(await picker.findByRole('button', { name: 'SAVE to Summer florals' }));
      await expect(await picker.findByRole('button', { name: 'Saved in Summer florals' })).toBeEnabled();
      await userEvent.click(picker.getByRole('button', { name: 'Close' }));
      await expect(await card.findByRole('button', { name: 'Saved' })).toBeVisible();
    });

    await step('the moodboard holds the design', async () => {
      await userEvent.click(siteHeader().getByRole('link', { name: 'Favorites' }));
      const board = within(await canvas.findByRole('article', { name: 'Summer florals' }));
      await expect(await board.findByText('1 pattern')).toBeVisible();
      await userEvent.click(board.getByRole('link', { name: 'Summer florals' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Summer florals' })).toBeVisible();
      await expect(await canvas.findByText(serial, {})).toBeVisible();
      // The picture shows the moodboard with the save's message over it.
      await toastShown('Operation succeeded');
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};
