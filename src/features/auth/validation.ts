/**
 * The rules of the sign-in, sign-up and forgot-password forms (storefront §5) and their
 * messages, character for character. The patterns are the contract's
 * (src/domain/fieldPatterns.ts), so a form never sends what the server refuses.
 */
import {
  basicEmailPattern,
  loginEmailPattern,
  loginPasswordPattern,
  newPasswordPattern,
  registerPasswordPattern,
  verificationCodePattern,
} from '../../domain/fieldPatterns';

/** The spec's messages (storefront §5, §8). */
export const authMessages = {
  emailFormat: 'Email format error',
  emailEmpty: 'Email cannot be empty',
  loginPassword: '6 to 16 letters, digits, and hyphens',
  code: '6 letters, digits',
  // The forgot form's new password has no message of its own in the spec; the server
  // refuses it with the login password's message, so the form says the same.
  newPassword: '6 to 16 letters, digits, and hyphens',
  inconsistentPasswords: 'Inconsistent passwords',
  registerPassword: 'The password can only contain 6-18 characters including letters, numbers and hyphens',
  /** Under the agreement checkbox when it is unticked again. */
  agreementUnchecked: 'Please check the agreement',
  /** In the form's error line when Sign Up is pressed without the tick. */
  agreementRequired: 'Please read the agreement and tick',
} as const;

/** A message, or null when the value passes. */
export type FieldError = string | null;

/**
 * Login email. Optional (spec): an empty field shows no error; the server then answers
 * with its own 'Email format error' in the form's error line.
 */
export function loginEmailError(email: string): FieldError {
  const value = email.trim();
  if (value === '') return null;
  return loginEmailPattern.test(value) ? null : authMessages.emailFormat;
}

export const loginPasswordError = (password: string): FieldError =>
  loginPasswordPattern.test(password) ? null : authMessages.loginPassword;

/** The email a code is asked for (forgot password): empty, or not an address the server takes. */
export function codeEmailError(email: string): FieldError {
  const value = email.trim();
  if (value === '') return authMessages.emailEmpty;
  return basicEmailPattern.test(value) ? null : authMessages.emailFormat;
}

/**
 * The email of a new account. Besides what the server takes, it must pass the login
 * rule: an address the sign-in form refuses (e.g. 'ab@x.com', local part under 3
 * characters) would make an account its owner could never sign in to.
 */
export function registerEmailError(email: string): FieldError {
  const error = codeEmailError(email);
  if (error) return error;
  return loginEmailPattern.test(email.trim()) ? null : authMessages.emailFormat;
}

export const codeError = (code: string): FieldError => (verificationCodePattern.test(code.trim()) ? null : authMessages.code);

export const newPasswordError = (password: string): FieldError => (newPasswordPattern.test(password) ? null : authMessages.newPassword);

export const registerPasswordError = (password: string): FieldError =>
  registerPasswordPattern.test(password) ? null : authMessages.registerPassword;

/** The confirmation must equal the password. */
export const confirmationError = (password: string, confirmation: string): FieldError =>
  password === confirmation ? null : authMessages.inconsistentPasswords;

/** Field errors of a form: only the fields that show one. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

function collect<Field extends string>(checks: Record<Field, FieldError>): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

export interface SignInDraft {
  email: string;
  password: string;
}
export const validateSignIn = (draft: SignInDraft): FormErrors<keyof SignInDraft> =>
  collect({ email: loginEmailError(draft.email), password: loginPasswordError(draft.password) });

export interface SignUpDraft {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}
/** The text fields of the sign-up form; the agreement tick is checked on its own. */
export const validateSignUp = (draft: SignUpDraft): FormErrors<keyof SignUpDraft> =>
  collect({
    email: registerEmailError(draft.email),
    code: codeError(draft.code),
    password: registerPasswordError(draft.password),
    confirmation: confirmationError(draft.password, draft.confirmation),
  });

export interface ForgotVerifyDraft {
  email: string;
  code: string;
}
export const validateForgotVerify = (draft: ForgotVerifyDraft): FormErrors<keyof ForgotVerifyDraft> =>
  collect({ email: codeEmailError(draft.email), code: codeError(draft.code) });

export interface ForgotResetDraft {
  password: string;
  confirmation: string;
}
export const validateForgotReset = (draft: ForgotResetDraft): FormErrors<keyof ForgotResetDraft> =>
  collect({ password: newPasswordError(draft.password), confirmation: confirmationError(draft.password, draft.confirmation) });
