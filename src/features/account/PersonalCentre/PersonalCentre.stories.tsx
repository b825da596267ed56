import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { expectPageScrollLocked, expectPageScrollRestored } from '../../../ui/Modal/pageScrollLock.stories-support';
import { loggedInAs } from '../../session';
import { LoginDialogProbe, loginDialogState, recordCalls, refuseWith, toastShown } from '../account.stories-support';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { PersonalCentre } from './PersonalCentre';

const pwdCall = recordCalls('post', '/api/member/updatePwd');
const nameCall = recordCalls('post', '/api/member/replaceName');
const memberCall = recordCalls('get', '/api/member/getCurMember');
const recorders = [pwdCall, nameCall, memberCall];

const meta = {
  title: 'Features/Account/PersonalCentre',
  component: PersonalCentre,
  render: () => (
    <>
      <LoginDialogProbe />
      <PersonalCentre />
    </>
  ),
  parameters: {
    route: { path: '/personalCenter' },
    jotai: loggedInAs(fixtureSessions.ada),
    msw: { handlers: { member: [...recorders.map((r) => r.handler), ...memberHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
    sessionStorage.clear();
  },
} satisfies Meta<typeof PersonalCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Ada: display name 'ada' (the email before @), her email, a masked password, and her 6 orders from getCurMember. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('********')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit password' })).toBeVisible();
    await expect(await canvas.findByText('6')).toBeVisible();
    await expect(memberCall.calls).toHaveLength(1);
    // The cache-busting parameter (account §7).
    await expect(memberCall.calls[0]).toHaveProperty('_');
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
  },
};

/** While getCurMember answers: the stored email shows at once, the order count says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { member: memberHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

/** getCurMember refused: its desc as a toast (account §8); the page keeps the stored email. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { member: [refuseWith('get', '/api/member/getCurMember', 500, 'Server error, please try again later')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await screen.findByText('Server error, please try again later')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
    await toastShown('Server error, please try again later');
  },
};

/** A visitor: the login dialog opens, /personalCenter is remembered for /blank, nothing is loaded. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(sessionStorage.getItem('returnTo')).toBe('/personalCenter');
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
    await expect(canvas.queryByText('********')).not.toBeInTheDocument();
    await expect(memberCall.calls).toHaveLength(0);
  },
};

/** Edit password opens a modal over a mask with page scrolling hidden; closing restores both. */
export const EditModalMaskAndScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit password' }));
    const dlg = await dialog('Change password');
    await expect(document.querySelector('[data-modal-backdrop]')).toBeInTheDocument();
    await expectPageScrollLocked(document);
    await expect(dlg.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.querySelector('[data-modal-backdrop]')).not.toBeInTheDocument();
    await expectPageScrollRestored(document);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit password' })).toHaveFocus());
  },
};

/**
 * Change password: email, new and old password are sent; the dialog closes without
 * waiting; 'modify successfully' follows. Opening again shows empty fields.
 */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit password' }));
    const dlg = await dialog('Change password');
    await userEvent.type(dlg.getByLabelText('New password'), 'abc456');
    await userEvent.type(dlg.getByLabelText('Confirm new password'), 'abc456');
    await userEvent.type(dlg.getByLabelText('Old password'), 'abc123');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('modify successfully')).toBeVisible();
    await expect(pwdCall.calls).toEqual([{ email: 'ada@example.com', password: 'abc456', oldPassword: 'abc123' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit password' }));
    await expect((await dialog('Change password')).getByLabelText('New password')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await toastShown('modify successfully');
  },
};

/** A wrong old password: the server's desc as a toast. */
export const ChangePasswordRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit password' }));
    const dlg = await dialog('Change password');
    await userEvent.type(dlg.getByLabelText('New password'), 'abc456');
    await userEvent.type(dlg.getByLabelText('Confirm new password'), 'abc456');
    await userEvent.type(dlg.getByLabelText('Old password'), 'wrong1');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('The old password is wrong')).toBeVisible();
    await expect(screen.queryByText('modify successfully')).not.toBeInTheDocument();
    await toastShown('The old password is wrong');
  },
};

/** The form's rules: the new password's rule, 'Inconsistent passwords', the old password required; nothing sent. */
export const ChangePasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit password' }));
    const dlg = await dialog('Change password');
    await userEvent.type(dlg.getByLabelText('New password'), 'abcdef');
    await userEvent.type(dlg.getByLabelText('Confirm new password'), 'abcdeg');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(dlg.getByText('The password can only contain 6-18 characters including letters, numbers and hyphens')).toBeVisible();
    await expect(dlg.getByText('Inconsistent passwords')).toBeVisible();
    await expect(dlg.getByText('Please enter your old password')).toBeVisible();
    await expect(pwdCall.calls).toHaveLength(0);
    await expect(screen.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  },
};

/** Edit email opens 'Change name': a non-empty name is sent as memberName, and the server's desc shows. */
export const ChangeName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit email' }));
    const dlg = await dialog('Change name');
    await expectPageScrollLocked(document);
    await userEvent.type(dlg.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace{Enter}');
    await expect(await screen.findByText('modify successfully')).toBeVisible();
    await expect(nameCall.calls).toEqual([{ memberName: 'Ada Lovelace' }]);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectPageScrollRestored(document);
    await toastShown('modify successfully');
  },
};

/** An empty name is not sent (account §5); the dialog just closes. */
export const ChangeNameEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit email' }));
    const dlg = await dialog('Change name');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(nameCall.calls).toHaveLength(0);
    await expect(screen.queryByText('modify successfully')).not.toBeInTheDocument();
  },
};

/**
 * On a phone (360 px) the personal information fits the window, its Edit buttons a
 * finger's size; a tap on Edit password opens 'Change password' as a full-screen sheet.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expectTouchTarget(canvas.getByRole('button', { name: 'Edit email' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Edit password' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(canvas.getByRole('button', { name: 'Edit password' }));
    const sheet = await screen.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.defaultView!.innerWidth));
    await tap(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a tablet (768 px) the same page, nothing sideways. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6')).toBeVisible();
    await expectTouchTarget(canvas.getByRole('button', { name: 'Edit email' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
