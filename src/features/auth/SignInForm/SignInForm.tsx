import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { Inline } from '../../../ui/Inline/Inline';
import { Form, FormSubmit, useFormErrors } from '../../../ui/Form';
import * as styles from '../authForm.css';
import { Text } from '../../../ui/Text/Text';
import { loginEmailError, loginPasswordError, validateSignIn, type SignInDraft } from '../validation';

/** What the sign-in form sends: the login call's `account` (the email) and `password`. */
export interface SignInValues {
  account: string;
  password: string;
}

export interface SignInFormProps {
  /** Called with the values once no field shows an error (storefront §5). */
  onSubmit: (values: SignInValues) => void;
  /** A call is on its way: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** The server's message, shown in the error line under the button (storefront §8). */
  error?: string | null;
  /** Email to start with, e.g. the one an account was just created for. */
  defaultEmail?: string;
  /** A success note above the form ('Your account has been created…'). */
  notice?: string | null;
  /** 'Forgot password?': called with the email typed so far, so the next panel can keep it. */
  onForgotPassword: (email: string) => void;
  /** 'Sign Up': switch to the sign-up panel. */
  onSignUp: () => void;
  /**
   * Move focus into the form when it appears (after a switch from another panel; when
   * the dialog opens, the dialog itself focuses the first field). Focuses the password
   * when the email is already filled in.
   */
  autoFocus?: boolean;
}

type Field = keyof SignInDraft;
const fieldRule: Record<Field, (value: string) => string | null> = {
  email: loginEmailError,
  password: loginPasswordError,
};

/** The sign-in panel: email, password, 'Forgot password?', Sign In and a way to sign up. */
export function SignInForm({
  onSubmit,
  submitting = false,
  error,
  defaultEmail = '',
  notice,
  onForgotPassword,
  onSignUp,
  autoFocus = false,
}: SignInFormProps) {
  const [draft, setDraft] = useState<SignInDraft>({ email: defaultEmail, password: '' });
  const form = useFormErrors<Field>(['email', 'password']);

  useEffect(() => {
    if (!autoFocus) return;
    form.focus(defaultEmail ? 'password' : 'email');
    // Only when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field that shows an error is checked again as the person types, so the
    // message goes away as soon as the value is right.
    form.recheck({ [field]: fieldRule[field](value) });
  };

  const handleSubmit = () => {
    if (submitting) return;
    if (form.showErrors(validateSignIn(draft))) return;
    onSubmit({ account: draft.email.trim(), password: draft.password });
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Sign in">
      <Text as="p" role="status" size="sm" tone="success" leading="normal" className={styles.note}>
        {notice ?? ''}
      </Text>
      <TextField
        ref={form.fieldRef('email')}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={draft.email}
        onChange={(event) => change('email', event.target.value)}
        error={form.errors.email}
      />
      <PasswordField
        ref={form.fieldRef('password')}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={draft.password}
        onChange={(event) => change('password', event.target.value)}
        error={form.errors.password}
      />
      <Inline gap="xs" align="center" justify="end" wrap className={styles.linkRow}>
        <Button variant="text" size="sm" onClick={() => onForgotPassword(draft.email.trim())}>
          Forgot password?
        </Button>
      </Inline>
      <FormSubmit error={error} className={styles.submitBlock}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Sign In
        </Button>
      </FormSubmit>
      <Inline as="p" gap="xs" align="center" justify="center" wrap>
        <Text size="md" tone="muted">
          New here?
        </Text>
        <Button variant="text" size="sm" onClick={onSignUp}>
          Sign Up
        </Button>
      </Inline>
    </Form>
  );
}
