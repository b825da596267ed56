import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Features/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { step: 'verify', onRequestCode: fn(async (_email: string) => false), onVerify: fn(), onReset: fn(), onSignIn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '5.92rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Step 1: asking for a code with an empty email says 'Email cannot be empty'; 'Next Step'
 * checks the code ('6 letters, digits') and then hands over the email and code.
 */
export const Verify: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Get verification code' }));
    await expect(email).toHaveAccessibleDescription('Email cannot be empty');
    await expect(args.onRequestCode).not.toHaveBeenCalled();

    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get verification code' }));
    await expect(args.onRequestCode).toHaveBeenCalledOnce();
    await expect(args.onRequestCode).toHaveBeenCalledWith('ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Step' }));
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAccessibleDescription('6 letters, digits');
    await expect(code).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();

    await userEvent.type(code, '56');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Step' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/**
 * Step 2: the new password (6 to 16 letters, digits or hyphens) and its confirmation
 * ('Inconsistent passwords' until they match); 'Confirm' hands over the new password.
 */
export const Reset: Story = {
  args: { step: 'reset', defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const password = canvas.getByLabelText('New password', { selector: 'input' });
    const confirmation = canvas.getByLabelText('Confirm password', { selector: 'input' });
    // Focus follows the step once the panel has appeared.
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.type(password, 'new_pass');
    await userEvent.type(confirmation, 'new-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(password).toHaveAccessibleDescription('6 to 16 letters, digits, and hyphens 6 to 16 letters, digits or hyphens');
    await expect(confirmation).toHaveAccessibleDescription('Inconsistent passwords');
    await expect(args.onReset).not.toHaveBeenCalled();

    await userEvent.clear(password);
    await userEvent.type(password, 'new-pass');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(args.onReset).toHaveBeenCalledWith({ password: 'new-pass' });
  },
};
