import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countdownShown } from '../../../../.storybook/countdown';
import { cartHandlers, memberHandlers } from '../../../../mocks/handlers';
import { MOCK_EMAIL_CODE, world } from '../../../../mocks/world';
import type { LocalCartLine } from '../../../api/types';
import { vars } from '../../../ui/theme/contract.css';
import { loginDialogAtom, TOKEN_KEY, USER_KEY, type LoginPanel } from '../../session';
import { LoginDialogContainer, authNotes } from './LoginDialogContainer';

/** Every member and cart call the dialog sends, as 'METHOD /path' with its payload. */
const sent = fn();
const recorder = (domain: 'member' | 'cart') =>
  http.all(`*/api/${domain}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const payload =
      request.method === 'GET' ? Object.fromEntries(url.searchParams) : ((await request.clone().json()) as Record<string, unknown>);
    sent(`${request.method} ${url.pathname}`, payload);
    // Nothing returned: the scenario's own handler answers.
  });
const calls = (call: string) => sent.mock.calls.filter(([name]) => name === call).map(([, payload]) => payload as Record<string, unknown>);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const recorded = (member: keyof typeof memberHandlers = 'default') => ({
  member: [recorder('member'), ...memberHandlers[member]],
  cart: [recorder('cart'), ...cartHandlers.default],
});

/** Shows which panel the dialog atom names, so a story can see the dialog ask to close. */
function DialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return (
    <p style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
      Login dialog: <output aria-label="Login dialog">{panel ?? 'closed'}</output>
    </p>
  );
}

const opened = (panel: LoginPanel) => ({ jotai: [[loginDialogAtom, panel]] });

const meta = {
  title: 'Features/Auth/LoginDialog',
  component: LoginDialogContainer,
  render: (args) => (
    <>
      <LoginDialogContainer {...args} />
      <DialogProbe />
    </>
  ),
  args: { reload: fn(), readLocalCart: fn(() => [] as LocalCartLine[]), clearLocalCart: fn() },
  parameters: { ...opened('signIn'), msw: { handlers: recorded() } },
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof LoginDialogContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findDialog = async (canvasElement: HTMLElement, name: string) => within(await screen(canvasElement).findByRole('dialog', { name }));
// The page behind an open modal is hidden from assistive technology, so the probe is read with `hidden`.
const probe = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });
// The error line is the last alert of a form; it is hidden (display none) while empty.
const errorLine = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('alert', { hidden: true }).at(-1)!;

async function fill(dialog: ReturnType<typeof within>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = dialog.getByLabelText(label, { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/**
 * Opens on sign-in: the welcome line, email and password, focus in the email field, the
 * links to the other panels and the terms notice whose links open in a new tab.
 */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    const element = screen(canvasElement).getByRole('dialog');
    await expect(element).toHaveAccessibleDescription('Welcome back! Sign in to keep your cart, boards and orders in one place.');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(dialog.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeVisible();

    const terms = dialog.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/Terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    const privacy = dialog.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    await expect(privacy).toHaveAttribute('href', '/Privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(probe(canvasElement)).toHaveTextContent('signIn');
  },
};

/**
 * Field rules (storefront §5): the password is required, the email optional but must be
 * well formed when given; each message shows under its field and goes once fixed. No
 * login call is sent while a field shows an error.
 */
export const SignInValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const password = dialog.getByLabelText('Password', { selector: 'input' });
    const signIn = dialog.getByRole('button', { name: 'Sign In' });

    await userEvent.click(signIn);
    await expect(password).toHaveAccessibleDescription('6 to 16 letters, digits, and hyphens');
    await expect(password).toHaveFocus();
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, 'ab@example.com');
    await userEvent.type(password, 'abc!23');
    await userEvent.click(signIn);
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(email).toHaveFocus();
    await expect(password).toHaveAccessibleDescription('6 to 16 letters, digits, and hyphens');

    // Fixing a field takes its message away as the person types.
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await settle();
    await expect(calls('POST /api/member/login')).toEqual([]);
  },
};

/** A wrong password: the server's message shows in the error line under the button; nothing is stored. */
export const SignInWrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    await fill(dialog, { Email: 'ada@example.com', Password: 'wrong123' });
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(errorLine(dialog)).toHaveTextContent('Incorrect email or password'));
    await expect(dialog.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    await expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await expect(args.reload).not.toHaveBeenCalled();
    await expect(probe(canvasElement)).toHaveTextContent('signIn');
  },
};

const localCart: LocalCartLine[] = [
  { productId: 1001, imgType: 5, productNum: 1 },
  { productId: 1028, imgType: 3, productNum: 1 },
];

/**
 * Signed in with a local cart: the login call carries account, password and the fixed
 * code and stamp; the session lands in local storage under 'token' and 'user'; the local
 * cart goes to the server (saveAllOrder) and is emptied; the dialog closes; the page reloads.
 */
export const SignInSuccess: Story = {
  args: { readLocalCart: fn(() => localCart) },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    await fill(dialog, { Email: 'ada@example.com', Password: 'abc123' });
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
    const [loginPayload] = calls('POST /api/member/login');
    await expect(loginPayload).toEqual({ account: 'ada@example.com', password: 'abc123', code: 'web', stamp: expect.any(Number) });

    const token = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as string;
    await expect(token).toMatch(/^mock-token-/);
    await expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({
      token,
      userName: 'ada',
      email: 'ada@example.com',
      companyName: 'ada prints',
    });

    await expect(calls('POST /api/cart/saveAllOrder')).toEqual([{ orderList: localCart }]);
    await expect(world().carts.get(1)).toEqual(expect.arrayContaining([expect.objectContaining({ productId: 1001, imgType: 5 })]));
    await expect(world().carts.get(1)).toEqual(expect.arrayContaining([expect.objectContaining({ productId: 1028, imgType: 3 })]));
    await expect(args.clearLocalCart).toHaveBeenCalledOnce();
    // The cart is synced and emptied before the page goes away.
    await expect(calledBefore(args.clearLocalCart, args.reload)).toBe(true);

    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(probe(canvasElement)).toHaveTextContent('closed');
  },
};

/** True when the first spy was called before the second. */
function calledBefore(first: unknown, second: unknown): boolean {
  const order = (spy: unknown) => (spy as ReturnType<typeof fn>).mock.invocationCallOrder[0] ?? Infinity;
  return order(first) < order(second);
}

/** Signed in with an empty local cart: no saveAllOrder call, nothing to clear; the page reloads. */
export const SignInWithoutLocalCart: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    await fill(dialog, { Email: 'pin@example.com', Password: 'abc123' });
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
    await expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: 'pin@example.com' });
    await expect(calls('POST /api/cart/saveAllOrder')).toEqual([]);
    await expect(args.clearLocalCart).not.toHaveBeenCalled();
    await expect(probe(canvasElement)).toHaveTextContent('closed');
  },
};

/**
 * While the login call is on its way the button is busy and further presses (click,
 * Enter) send nothing more: the submit lock.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: recorded('slow') } },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    await fill(dialog, { Email: 'ada@example.com', Password: 'abc123' });
    const signIn = dialog.getByRole('button', { name: 'Sign In' });
    await userEvent.dblClick(signIn);
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(signIn);
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), '{Enter}');
    await settle();
    await expect(calls('POST /api/member/login')).toHaveLength(1);
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/** The close icon closes the dialog: the atom goes back to null. */
export const CloseByIcon: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign In');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(probe(canvasElement)).toHaveTextContent('closed');
  },
};

/** A click on the mask (the dimmed backdrop) closes the dialog. */
export const CloseByMask: Story = {
  parameters: opened('signUp'),
  play: async ({ canvasElement }) => {
    await findDialog(canvasElement, 'Sign Up');
    const mask = canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-modal-backdrop]');
    await expect(mask).toBeVisible();
    await userEvent.click(mask!);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(probe(canvasElement)).toHaveTextContent('closed');
  },
};

/**
 * The links switch panels inside the one dialog (and the atom follows): Sign Up, back to
 * Sign In, Forgot password (keeping the email typed so far) and back. Focus moves to the
 * new panel's first field.
 */
export const SwitchPanels: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await findDialog(canvasElement, 'Sign In');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    dialog = await findDialog(canvasElement, 'Sign Up');
    await expect(screen(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'Welcome! Create an account to save designs to boards and license them.',
    );
    await expect(probe(canvasElement)).toHaveTextContent('signUp');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Get verification code' })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    dialog = await findDialog(canvasElement, 'Sign In');
    await expect(probe(canvasElement)).toHaveTextContent('signIn');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot password?' }));

    dialog = await findDialog(canvasElement, 'Forgot password');
    await expect(probe(canvasElement)).toHaveTextContent('forgot');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(dialog.getByRole('button', { name: 'Next Step' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to sign in' }));

    dialog = await findDialog(canvasElement, 'Sign In');
    await expect(probe(canvasElement)).toHaveTextContent('signIn');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

/**
 * Sign-up rules (storefront §5): asking for a code with an empty email says 'Email cannot
 * be empty', with a malformed one 'Email format error' (no code call either time); Sign Up
 * checks code, password and confirmation; without the tick the error line says 'Please
 * read the agreement and tick'; unticking says 'Please check the agreement' under the
 * box. Nothing is sent.
 */
export const SignUpValidation: Story = {
  parameters: opened('signUp'),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign Up');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const getCode = dialog.getByRole('button', { name: 'Get verification code' });

    await userEvent.click(getCode);
    await expect(email).toHaveAccessibleDescription('Email cannot be empty');
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'grace@example');
    await userEvent.click(getCode);
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(getCode).toHaveAccessibleName('Get verification code');
    await expect(getCode).toBeEnabled();

    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    await fill(dialog, { 'Verification code': '12-45', Password: 'abcdef', 'Confirm password': 'abcdeg' });
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription('6 letters, digits');
    await expect(dialog.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'The password can only contain 6-18 characters including letters, numbers and hyphens 6 to 16 letters and digits, with at least one of each',
    );
    await expect(dialog.getByLabelText('Confirm password', { selector: 'input' })).toHaveAccessibleDescription('Inconsistent passwords');
    await expect(errorLine(dialog)).toHaveTextContent('Please read the agreement and tick');

    const agreement = dialog.getByRole('checkbox', { name: 'I have read and agree to the License Agreement (opens in a new tab)' });
    await userEvent.click(agreement);
    await expect(errorLine(dialog)).toHaveTextContent('');
    await userEvent.click(agreement);
    await expect(dialog.getByText('Please check the agreement')).toBeVisible();
    await expect(dialog.queryByText('Please read the agreement and tick')).toBeNull();

    const licence = dialog.getByRole('link', { name: 'License Agreement (opens in a new tab)' });
    await expect(licence).toHaveAttribute('href', '/License');
    await expect(licence).toHaveAttribute('target', '_blank');

    await settle();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/**
 * A new account: the code button counts down ('Waiting for verification（60s)', then
 * 59s) once the code was sent; Sign Up sends email, code, password and an empty invite
 * code; the dialog returns to sign-in with a note and the email filled in, focus on the
 * password.
 */
export const SignUpSuccess: Story = {
  parameters: opened('signUp'),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Sign Up');
    await fill(dialog, { Email: 'grace@example.com' });
    const getCode = dialog.getByRole('button', { name: 'Get verification code' });
    // Read before the click: the wait starts no sooner.
    const clickedAt = performance.now();
    await userEvent.click(getCode);
    // 60s, or fewer if the page stalled before the story read it (see countdown.ts).
    const shown = await countdownShown(getCode, { from: 60, since: clickedAt });
    await expect(getCode).toBeDisabled();
    await expect(calls('GET /api/member/getEmailCode')).toEqual([{ email: 'grace@example.com' }]);
    // The next tick (59s).
    await countdownShown(getCode, { from: 60, since: clickedAt, below: shown });

    await fill(dialog, { 'Verification code': MOCK_EMAIL_CODE, Password: 'grace1815', 'Confirm password': 'grace1815' });
    await userEvent.click(dialog.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));

    const signIn = await findDialog(canvasElement, 'Sign In');
    await expect(calls('POST /api/member/emailRegister')).toEqual([
      { email: 'grace@example.com', code: MOCK_EMAIL_CODE, password: 'grace1815', inviteCode: '' },
    ]);
    await expect(signIn.getByRole('status')).toHaveTextContent(authNotes.registered);
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
    await waitFor(() => expect(signIn.getByLabelText('Password', { selector: 'input' })).toHaveFocus());
    await expect(probe(canvasElement)).toHaveTextContent('signIn');
    await expect(world().members.some((m) => m.email === 'grace@example.com')).toBe(true);
  },
};

/** The server refuses the registration (the email is taken): its message shows in the error line, the form stays. */
export const SignUpServerError: Story = {
  parameters: opened('signUp'),
  play: async ({ canvasElement }) => {
    // The code was emailed earlier; no countdown is running, so the picture holds still.
    world().emailCodes.set('ada@example.com', MOCK_EMAIL_CODE);
    const dialog = await findDialog(canvasElement, 'Sign Up');
    await fill(dialog, {
      Email: 'ada@example.com',
      'Verification code': MOCK_EMAIL_CODE,
      Password: 'abc123',
      'Confirm password': 'abc123',
    });
    await userEvent.click(dialog.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorLine(dialog)).toHaveTextContent('This email is already registered'));
    await expect(dialog.getByRole('button', { name: 'Sign Up' })).not.toHaveAttribute('aria-busy');
    await expect(probe(canvasElement)).toHaveTextContent('signUp');
  },
};

/**
 * The code wait survives a panel switch: after a code was sent, going to sign-in and
 * back still shows the button waiting (no second code before 60 seconds).
 */
export const CodeWaitKept: Story = {
  parameters: opened('signUp'),
  play: async ({ canvasElement }) => {
    let dialog = await findDialog(canvasElement, 'Sign Up');
    await fill(dialog, { Email: 'grace@example.com' });
    // Read before the click: the wait starts no sooner.
    const clickedAt = performance.now();
    await userEvent.click(dialog.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /^Waiting for verification（/ })).toBeDisabled());

    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    dialog = await findDialog(canvasElement, 'Sign In');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    dialog = await findDialog(canvasElement, 'Sign Up');
    const getCode = dialog.getByRole('button', { name: /^Waiting for verification（\d+s\)$/ });
    // The rest of the 60 seconds: 60s or 59s on a quiet machine, fewer after slow panel
    // switches, never more (see countdown.ts).
    await countdownShown(getCode, { from: 60, since: clickedAt });
    await expect(getCode).toBeDisabled();
    await expect(calls('GET /api/member/getEmailCode')).toHaveLength(1);

    // Ends on a still picture: the sign-in panel.
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await findDialog(canvasElement, 'Sign In');
  },
};

/**
 * Forgot password, both steps: email and code, 'Next Step' (the reset token comes back);
 * new password and confirmation ('Inconsistent passwords' until they match), 'Confirm';
 * then sign-in with a note and the email filled in. The new password works.
 */
export const ForgotPassword: Story = {
  parameters: opened('forgot'),
  play: async ({ canvasElement }) => {
    let dialog = await findDialog(canvasElement, 'Forgot password');
    await fill(dialog, { Email: 'ada@example.com' });
    await userEvent.click(dialog.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(calls('GET /api/member/getEmailCode')).toEqual([{ email: 'ada@example.com' }]));
    await userEvent.click(dialog.getByRole('button', { name: 'Next Step' }));
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription('6 letters, digits');
    await fill(dialog, { 'Verification code': MOCK_EMAIL_CODE });
    await userEvent.click(dialog.getByRole('button', { name: 'Next Step' }));

    dialog = await findDialog(canvasElement, 'Forgot password');
    const password = await dialog.findByLabelText('New password', { selector: 'input' });
    await expect(calls('GET /api/member/getResetPwdToken')).toEqual([{ email: 'ada@example.com', code: MOCK_EMAIL_CODE }]);
    await expect(dialog.getByText('ada@example.com')).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
    await fill(dialog, { 'New password': 'new-pass1', 'Confirm password': 'new-pass2' });
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByLabelText('Confirm password', { selector: 'input' })).toHaveAccessibleDescription('Inconsistent passwords');
    await fill(dialog, { 'Confirm password': 'new-pass1' });
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    dialog = await findDialog(canvasElement, 'Sign In');
    const [resetPayload] = calls('POST /api/member/emailForgotPwd');
    await expect(resetPayload).toEqual({
      email: 'ada@example.com',
      resetPwdToken: expect.stringMatching(/^reset-/),
      password: 'new-pass1',
    });
    await expect(dialog.getByRole('status')).toHaveTextContent(authNotes.passwordChanged);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(world().members.find((m) => m.email === 'ada@example.com')?.password).toBe('new-pass1');
  },
};

/** A wrong code (another was emailed): the server's message shows in the error line and step 1 stays. */
export const ForgotWrongCode: Story = {
  parameters: opened('forgot'),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Forgot password');
    world().emailCodes.set('ada@example.com', MOCK_EMAIL_CODE);
    await fill(dialog, { Email: 'ada@example.com', 'Verification code': '654321' });
    await userEvent.click(dialog.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(errorLine(dialog)).toHaveTextContent('The verification code is wrong or has expired'));
    await expect(dialog.getByRole('button', { name: 'Next Step' })).toBeVisible();
    await expect(dialog.queryByLabelText('New password')).toBeNull();
  },
};

/**
 * The server refuses to send a code: its message shows in the error line and the button
 * stays ready to try again (no countdown).
 */
export const CodeRequestError: Story = {
  parameters: { ...opened('forgot'), msw: { handlers: recorded('error') } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Forgot password');
    await fill(dialog, { Email: 'ada@example.com' });
    const getCode = dialog.getByRole('button', { name: 'Get verification code' });
    await userEvent.click(getCode);
    await waitFor(() => expect(errorLine(dialog)).toHaveTextContent('Server error, please try again later'));
    await expect(getCode).toHaveAccessibleName('Get verification code');
    await expect(getCode).toBeEnabled();
  },
};
