import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import { signedInAs } from '../favourites.testing';
import { blurFocus, LoginDialogProbe, loginDialogState } from '../favourites.storyHelpers';
import { MembersOnly } from './MembersOnly';

const meta = {
  title: 'Features/Favourites/MembersOnly',
  component: MembersOnly,
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      <LoginDialogProbe />
      <MembersOnly {...args} />
    </div>
  ),
  args: {
    title: 'Sign in to see your favourites',
    description: 'Your moodboards keep the designs you save, ready to compare and buy.',
    children: <p>Ada’s moodboards</p>,
  },
  parameters: { route: { path: '/favorites' } },
  beforeEach: () => {
    sessionStorage.clear();
  },
  afterEach: blurFocus,
} satisfies Meta<typeof MembersOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: the login dialog is asked for in sign-in mode instead of the page, the page
 * is remembered for /blank, and Sign In asks again.
 */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(loginDialogState(canvasElement)).toHaveTextContent('signIn');
    await expect(sessionStorage.getItem('returnTo')).toBe('/favorites');
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await expect(canvas.queryByText('Ada’s moodboards')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(loginDialogState(canvasElement)).toHaveTextContent('signIn');
  },
};

/** A member sees the page; no login dialog is asked for. */
export const LoggedIn: Story = {
  parameters: { jotai: signedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada’s moodboards')).toBeVisible();
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await expect(sessionStorage.getItem('returnTo')).toBeNull();
  },
};
