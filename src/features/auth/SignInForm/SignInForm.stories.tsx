import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Features/Auth/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(), onForgotPassword: fn(), onSignUp: fn() },
  decorators: [
    (Story) => (
      // The width of the login dialog's body.
      <div style={{ maxWidth: '5.92rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Filled in and sent: onSubmit gets the login call's account (the email, trimmed) and
 * password. 'Forgot password?' hands over the email typed so far; 'Sign Up' asks for the
 * sign-up panel.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' ada@example.com ');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ account: 'ada@example.com', password: 'abc123' });

    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
  },
};

/** Back from sign-up: the note says what happened, the email is filled in and focus waits in the password. */
export const WithNotice: Story = {
  args: {
    defaultEmail: 'grace@example.com',
    notice: 'Your account has been created. Sign in with your email and password.',
    autoFocus: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account has been created. Sign in with your email and password.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
    await waitFor(() => expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus());
  },
};

/**
 * A call on its way after a refusal: the button is busy, more presses send nothing, and
 * the server's message stays in the error line under the button.
 */
export const Submitting: Story = {
  args: { submitting: true, error: 'Incorrect email or password', defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'abc123{Enter}');
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password');
  },
};
