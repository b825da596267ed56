import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { loginDialogAtom } from '../session.atoms';
import { loggedInAs } from '../session.stories-support';
import { MembersOnly } from './MembersOnly';

/** Shows which panel of the login dialog the page asked for. */
function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output aria-label="Login dialog">Login dialog: {panel ?? 'closed'}</output>;
}
/** `hidden`: an open dialog hides the page from assistive technology. */
const loginDialogState = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });

const meta = {
  title: 'Features/Session/MembersOnly',
  component: MembersOnly,
  render: (args) => (
    <>
      <LoginDialogProbe />
      <MembersOnly {...args} />
    </>
  ),
  args: {
    title: 'Sign in to see your favourites',
    description: 'Your moodboards keep the designs you save, ready to compare and buy.',
    children: <p>Ada’s moodboards</p>,
  },
  parameters: { route: { path: '/folder', url: '/folder?fid=11' } },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof MembersOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the login dialog opens in sign-in mode, the page (with its query) is remembered for /blank, Sign In asks again. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(sessionStorage.getItem('returnTo')).toBe('/folder?fid=11');
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await expect(canvas.queryByText('Ada’s moodboards')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(loginDialogState(canvasElement)).toHaveTextContent('signIn');
  },
};

/** A member sees the page; no login dialog is asked for and nothing is remembered. */
export const LoggedIn: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada’s moodboards')).toBeVisible();
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
    await expect(sessionStorage.getItem('returnTo')).toBeNull();
  },
};
