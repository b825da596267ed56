import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button/Button';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { CodeField } from '../CodeField/CodeField';
import * as styles from '../authForm.css';
import {
  codeEmailError,
  codeError,
  confirmationError,
  hasErrors,
  newPasswordError,
  validateForgotReset,
  validateForgotVerify,
  type ForgotResetDraft,
  type ForgotVerifyDraft,
  type FormErrors,
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
  const [verifyErrors, setVerifyErrors] = useState<FormErrors<keyof ForgotVerifyDraft>>({});
  const [resetErrors, setResetErrors] = useState<FormErrors<keyof ForgotResetDraft>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus && step === 'verify') emailRef.current?.focus();
    // Only when the panel appears (when the dialog opens, the dialog focuses the first field).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Focus follows the step: the new password field once the code was accepted.
    if (step === 'reset') passwordRef.current?.focus();
  }, [step]);

  const changeVerify = (field: keyof ForgotVerifyDraft, value: string) => {
    setVerify((current) => ({ ...current, [field]: value }));
    if (verifyErrors[field]) {
      const rule = field === 'email' ? codeEmailError : codeError;
      setVerifyErrors((current) => ({ ...current, [field]: rule(value) ?? undefined }));
    }
  };

  const changeReset = (field: keyof ForgotResetDraft, value: string) => {
    const next = { ...reset, [field]: value };
    setReset(next);
    setResetErrors((current) => {
      const updated = { ...current };
      if (current.password && field === 'password') updated.password = newPasswordError(next.password) ?? undefined;
      if (current.confirmation) updated.confirmation = confirmationError(next.password, next.confirmation) ?? undefined;
      return updated;
    });
  };

  const requestCode = async (): Promise<boolean> => {
    const emailError = codeEmailError(verify.email);
    setVerifyErrors((current) => ({ ...current, email: emailError ?? undefined }));
    if (emailError) {
      emailRef.current?.focus();
      return false;
    }
    return onRequestCode(verify.email.trim());
  };

  const submitVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForgotVerify(verify);
    setVerifyErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.code) codeRef.current?.focus();
    if (hasErrors(found)) return;
    onVerify({ email: verify.email.trim(), code: verify.code.trim() });
  };

  const submitReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForgotReset(reset);
    setResetErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirmation) confirmationRef.current?.focus();
    if (hasErrors(found)) return;
    onReset({ password: reset.password });
  };

  const errorLine = (
    <p role="alert" className={styles.errorLine}>
      {error ?? ''}
    </p>
  );
  const backLink = (
    <Inline as="p" gap="xs" align="center" justify="center" wrap className={styles.switchRow}>
      Remembered it?
      <Button variant="text" size="sm" onClick={onSignIn}>
        Back to sign in
      </Button>
    </Inline>
  );

  if (step === 'reset') {
    return (
      <form noValidate onSubmit={submitReset} className={styles.form} aria-label="Set a new password">
        <p className={styles.lead}>
          Set a new password for <span className={styles.strong}>{verify.email.trim()}</span>.
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={verify.email.trim()} readOnly hidden />
        <PasswordField
          ref={passwordRef}
          label="New password"
          name="password"
          autoComplete="new-password"
          hint="6 to 16 letters, digits or hyphens"
          value={reset.password}
          onChange={(event) => changeReset('password', event.target.value)}
          error={resetErrors.password}
        />
        <PasswordField
          ref={confirmationRef}
          label="Confirm password"
          name="confirmation"
          autoComplete="new-password"
          value={reset.confirmation}
          onChange={(event) => changeReset('confirmation', event.target.value)}
          error={resetErrors.confirmation}
        />
        <Stack gap="sm" className={styles.submitBlock}>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Confirm
          </Button>
          {errorLine}
        </Stack>
        {backLink}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitVerify} className={styles.form} aria-label="Verify your email">
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={verify.email}
        onChange={(event) => changeVerify('email', event.target.value)}
        error={verifyErrors.email}
      />
      <CodeField
        ref={codeRef}
        value={verify.code}
        onChange={(value) => changeVerify('code', value)}
        error={verifyErrors.code}
        onRequestCode={requestCode}
        waitUntil={codeWaitUntil}
      />
      <Stack gap="sm" className={styles.submitBlock}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Next Step
        </Button>
        {errorLine}
      </Stack>
      {backLink}
    </form>
  );
}
