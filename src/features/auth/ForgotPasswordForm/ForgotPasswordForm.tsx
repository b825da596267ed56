import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { Inline } from '../../../ui/Inline/Inline';
import { Form, FormSubmit, useFormErrors } from '../../../ui/Form';
import { CodeField } from '../CodeField/CodeField';
import * as styles from '../authForm.css';
import { Text } from '../../../ui/Text/Text';
import {
  codeEmailError,
  codeError,
  confirmationError,
  newPasswordError,
  validateForgotReset,
  validateForgotVerify,
  type ForgotResetDraft,
  type ForgotVerifyDraft,
} from '../validation';

/** The two steps (storefront §4): email and code, then the new password. */
export type ForgotStep = 'verify' | 'reset';

export interface ForgotPasswordFormProps {
  /** Which step shows. The form keeps what was typed in the first while the second shows. */
  step: ForgotStep;
  /**
   * Emails a code to the address, which has already passed the email rule. Resolve
   * `true` when it was sent (the button then waits 60 seconds), `false` when not.
   */
  onRequestCode: (email: string) => Promise<boolean>;
  /** Step 1, 'Next Step': called with the email and code once both pass. */
  onVerify: (values: ForgotVerifyDraft) => void;
  /** Step 2, 'Confirm': called with the new password once it passes and the confirmation matches. */
  onReset: (values: { password: string }) => void;
  /** When the code button may be used again (epoch ms), if a code was sent shortly before. */
  codeWaitUntil?: number;
  /** A call is on its way: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** The server's message, shown in the error line under the button (storefront §8). */
  error?: string | null;
  /** Email to start with (what was typed on the sign-in panel). */
  defaultEmail?: string;
  /** 'Back to sign in'. */
  onSignIn: () => void;
  /** Move focus to the first field when the panel appears after a switch. */
  autoFocus?: boolean;
}

/**
 * The forgot-password panel. Step 1: email, emailed code and 'Next Step'; step 2: new
 * password, its confirmation and 'Confirm'.
 */
export function ForgotPasswordForm({
  step,
  onRequestCode,
  onVerify,
  onReset,
  codeWaitUntil,
  submitting = false,
  error,
  defaultEmail = '',
  onSignIn,
  autoFocus = false,
}: ForgotPasswordFormProps) {
  const [verify, setVerify] = useState<ForgotVerifyDraft>({ email: defaultEmail, code: '' });
  const [reset, setReset] = useState<ForgotResetDraft>({ password: '', confirmation: '' });
  const verifyForm = useFormErrors<keyof ForgotVerifyDraft>(['email', 'code']);
  const resetForm = useFormErrors<keyof ForgotResetDraft>(['password', 'confirmation']);

  useEffect(() => {
    if (autoFocus && step === 'verify') verifyForm.focus('email');
    // Only when the panel appears (when the dialog opens, the dialog focuses the first field).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Focus follows the step: the new password field once the code was accepted.
    if (step === 'reset') resetForm.focus('password');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const changeVerify = (field: keyof ForgotVerifyDraft, value: string) => {
    setVerify((current) => ({ ...current, [field]: value }));
    verifyForm.recheck({ [field]: (field === 'email' ? codeEmailError : codeError)(value) });
  };

  const changeReset = (field: keyof ForgotResetDraft, value: string) => {
    const next = { ...reset, [field]: value };
    setReset(next);
    // The confirmation follows the password too.
    resetForm.recheck({
      ...(field === 'password' ? { password: newPasswordError(next.password) } : {}),
      confirmation: confirmationError(next.password, next.confirmation),
    });
  };

  const requestCode = async (): Promise<boolean> => {
    const emailError = codeEmailError(verify.email);
    verifyForm.setError('email', emailError);
    if (emailError) {
      verifyForm.focus('email');
      return false;
    }
    return onRequestCode(verify.email.trim());
  };

  const submitVerify = () => {
    if (submitting) return;
    if (verifyForm.showErrors(validateForgotVerify(verify))) return;
    onVerify({ email: verify.email.trim(), code: verify.code.trim() });
  };

  const submitReset = () => {
    if (submitting) return;
    if (resetForm.showErrors(validateForgotReset(reset))) return;
    onReset({ password: reset.password });
  };

  const backLink = (
    <Inline as="p" gap="xs" align="center" justify="center" wrap>
      <Text size="md" tone="muted">
        Remembered it?
      </Text>
      <Button variant="text" size="sm" onClick={onSignIn}>
        Back to sign in
      </Button>
    </Inline>
  );

  if (step === 'reset') {
    return (
      <Form onSubmit={submitReset} aria-label="Set a new password">
        <Text as="p" size="md" leading="normal" tone="muted">
          Set a new password for{' '}
          <Text tone="text" weight="medium">
            {verify.email.trim()}
          </Text>
          .
        </Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={verify.email.trim()} readOnly hidden />
        <PasswordField
          ref={resetForm.fieldRef('password')}
          label="New password"
          name="password"
          autoComplete="new-password"
          hint="6 to 16 letters, digits or hyphens"
          value={reset.password}
          onChange={(event) => changeReset('password', event.target.value)}
          error={resetForm.errors.password}
        />
        <PasswordField
          ref={resetForm.fieldRef('confirmation')}
          label="Confirm password"
          name="confirmation"
          autoComplete="new-password"
          value={reset.confirmation}
          onChange={(event) => changeReset('confirmation', event.target.value)}
          error={resetForm.errors.confirmation}
        />
        <FormSubmit error={error} className={styles.submitBlock}>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Confirm
          </Button>
        </FormSubmit>
        {backLink}
      </Form>
    );
  }

  return (
    <Form onSubmit={submitVerify} aria-label="Verify your email">
      <TextField
        ref={verifyForm.fieldRef('email')}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={verify.email}
        onChange={(event) => changeVerify('email', event.target.value)}
        error={verifyForm.errors.email}
      />
      <CodeField
        ref={verifyForm.fieldRef('code')}
        value={verify.code}
        onChange={(value) => changeVerify('code', value)}
        error={verifyForm.errors.code}
        onRequestCode={requestCode}
        waitUntil={codeWaitUntil}
      />
      <FormSubmit error={error} className={styles.submitBlock}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Next Step
        </Button>
      </FormSubmit>
      {backLink}
    </Form>
  );
}
