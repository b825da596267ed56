import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { AgreementCheckbox } from '../../../ui/AgreementCheckbox/AgreementCheckbox';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { Text } from '../../../ui/Text/Text';
import { TextField } from '../../../ui/TextField/TextField';
import { Inline } from '../../../ui/Inline/Inline';
import { Form, FormSubmit, useFormErrors } from '../../../ui/Form';
import { CodeField } from '../CodeField/CodeField';
import { LICENCE_PATH } from '../legal';
import * as styles from '../authForm.css';
import {
  authMessages,
  codeError,
  confirmationError,
  registerEmailError,
  registerPasswordError,
  validateSignUp,
  type SignUpDraft,
} from '../validation';

/** What the sign-up form sends (the call adds the empty `inviteCode`). */
export interface SignUpValues {
  email: string;
  code: string;
  password: string;
}

export interface SignUpFormProps {
  /** Called with the values once every field passes and the agreement is ticked. */
  onSubmit: (values: SignUpValues) => void;
  /**
   * Emails a code to the address, which has already passed the email rule. Resolve
   * `true` when it was sent (the button then waits 60 seconds), `false` when not.
   */
  onRequestCode: (email: string) => Promise<boolean>;
  /** When the code button may be used again (epoch ms), if a code was sent shortly before. */
  codeWaitUntil?: number;
  /** A call is on its way: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** The server's message, shown in the error line under the button (storefront §8). */
  error?: string | null;
  /** Email to start with. */
  defaultEmail?: string;
  /** 'Sign In': switch to the sign-in panel. */
  onSignIn: () => void;
  /** Move focus to the first field when the panel appears after a switch. */
  autoFocus?: boolean;
}

type Field = keyof SignUpDraft;

/**
 * The sign-up panel: email, emailed code with its 60-second button, password,
 * confirmation and the licence agreement tick.
 *
 * The spec has two agreement messages. Pressing Sign Up without the tick puts 'Please
 * read the agreement and tick' in the form's error line (where the form's other
 * refusals appear); taking the tick away again says 'Please check the agreement' right
 * under the checkbox. The two never show at once.
 */
export function SignUpForm({
  onSubmit,
  onRequestCode,
  codeWaitUntil,
  submitting = false,
  error,
  defaultEmail = '',
  onSignIn,
  autoFocus = false,
}: SignUpFormProps) {
  const [draft, setDraft] = useState<SignUpDraft>({ email: defaultEmail, code: '', password: '', confirmation: '' });
  // The agreement tick is last in the focus order; its refusal is shown on its own.
  const form = useFormErrors<Field | 'agreement'>(['email', 'code', 'password', 'confirmation', 'agreement']);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (autoFocus) form.focus('email');
    // Only when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ruleOf = (field: Field, next: SignUpDraft): string | null => {
    switch (field) {
      case 'email':
        return registerEmailError(next.email);
      case 'code':
        return codeError(next.code);
      case 'password':
        return registerPasswordError(next.password);
      case 'confirmation':
        return confirmationError(next.password, next.confirmation);
    }
  };

  const change = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Fields that show an error are checked again as the person types; the confirmation
    // follows the password too.
    form.recheck({ [field]: ruleOf(field, next), ...(field === 'password' ? { confirmation: ruleOf('confirmation', next) } : {}) });
  };

  const requestCode = async (): Promise<boolean> => {
    const emailError = registerEmailError(draft.email);
    form.setError('email', emailError);
    if (emailError) {
      form.focus('email');
      return false;
    }
    return onRequestCode(draft.email.trim());
  };

  const changeAgreement = (checked: boolean) => {
    setAgreed(checked);
    setAgreementError(checked ? null : authMessages.agreementUnchecked);
    if (checked) setFormError(null);
  };

  const handleSubmit = () => {
    if (submitting) return;
    setAgreementError(null);
    setFormError(agreed ? null : authMessages.agreementRequired);
    if (form.showErrors(validateSignUp(draft), { agreement: !agreed })) return;
    onSubmit({ email: draft.email.trim(), code: draft.code.trim(), password: draft.password });
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Sign up">
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
      <CodeField
        ref={form.fieldRef('code')}
        value={draft.code}
        onChange={(value) => change('code', value)}
        error={form.errors.code}
        onRequestCode={requestCode}
        waitUntil={codeWaitUntil}
      />
      <PasswordField
        ref={form.fieldRef('password')}
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="6 to 16 letters and digits, with at least one of each"
        value={draft.password}
        onChange={(event) => change('password', event.target.value)}
        error={form.errors.password}
      />
      <PasswordField
        ref={form.fieldRef('confirmation')}
        label="Confirm password"
        name="confirmation"
        autoComplete="new-password"
        value={draft.confirmation}
        onChange={(event) => change('confirmation', event.target.value)}
        error={form.errors.confirmation}
      />
      <AgreementCheckbox
        ref={form.fieldRef('agreement')}
        lead="I have read and agree to the"
        document="License Agreement"
        href={LICENCE_PATH}
        checked={agreed}
        onCheckedChange={changeAgreement}
        error={agreementError}
      />
      <FormSubmit error={formError ?? error} className={styles.submitBlock}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Sign Up
        </Button>
      </FormSubmit>
      <Inline as="p" gap="xs" align="center" justify="center" wrap>
        <Text size="md" tone="muted">
          Already have an account?
        </Text>
        <Button variant="text" size="sm" onClick={onSignIn}>
          Sign In
        </Button>
      </Inline>
    </Form>
  );
}
