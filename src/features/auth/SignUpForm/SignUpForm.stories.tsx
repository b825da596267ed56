import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Features/Auth/SignUpForm',
  component: SignUpForm,
  // Resolves false (not sent), so the button does not start its 60-second countdown here;
  // the countdown is shown by the LoginDialog stories.
  args: { onSubmit: fn(), onRequestCode: fn(async (_email: string) => false), onSignIn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '5.92rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A code is asked for only for an email that may also sign in later ('ab@x.io' is refused:
 * its local part is under 3 characters); then, filled in and ticked, onSubmit gets the
 * trimmed email, the code and the password. 'Sign In' asks for the sign-in panel.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const getCode = canvas.getByRole('button', { name: 'Get verification code' });
    await userEvent.type(email, 'ab@x.io');
    await userEvent.click(getCode);
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(args.onRequestCode).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, ' grace@example.com ');
    await userEvent.click(getCode);
    await expect(args.onRequestCode).toHaveBeenCalledOnce();
    await expect(args.onRequestCode).toHaveBeenCalledWith('grace@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'grace1815');
    await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), 'grace1815');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'grace@example.com', code: '123456', password: 'grace1815' });

    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/**
 * Sign Up pressed without the tick: the error line says 'Please read the agreement and
 * tick', focus goes to the checkbox and nothing is sent.
 */
export const AgreementRequired: Story = {
  args: { defaultEmail: 'grace@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'grace1815');
    await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), 'grace1815');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please read the agreement and tick');
    await expect(canvas.getByRole('checkbox', { name: /I have read and agree/ })).toHaveFocus();
    await expect(canvas.queryByText('Please check the agreement')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A call on its way after a refusal: the button is busy and the server's message shows in the error line. */
export const Submitting: Story = {
  args: { submitting: true, error: 'This email is already registered', defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email is already registered');
  },
};
