import { describe, expect, it } from 'vitest';
import {
  authMessages,
  codeEmailError,
  codeError,
  confirmationError,
  hasErrors,
  loginEmailError,
  loginPasswordError,
  newPasswordError,
  registerEmailError,
  registerPasswordError,
  validateForgotReset,
  validateForgotVerify,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('the spec messages', () => {
  it('are reproduced character for character', () => {
    expect(authMessages).toEqual({
      emailFormat: 'Email format error',
      emailEmpty: 'Email cannot be empty',
      loginPassword: '6 to 16 letters, digits, and hyphens',
      code: '6 letters, digits',
      newPassword: '6 to 16 letters, digits, and hyphens',
      inconsistentPasswords: 'Inconsistent passwords',
      registerPassword: 'The password can only contain 6-18 characters including letters, numbers and hyphens',
      agreementUnchecked: 'Please check the agreement',
      agreementRequired: 'Please read the agreement and tick',
    });
  });
});

describe('loginEmailError', () => {
  it.each(['ada@example.com', 'abc@x.io', '1bc@example.com', 'first.last@studio.co.uk', 'a+b@example.com', '  ada@example.com  '])(
    'accepts %s',
    (email) => expect(loginEmailError(email)).toBeNull(),
  );

  it('is optional: an empty or blank field shows no error', () => {
    expect(loginEmailError('')).toBeNull();
    expect(loginEmailError('   ')).toBeNull();
  });

  it.each([
    ['a local part of 2 characters', 'ab@example.com'],
    ['a local part starting with a dot', '.abc@example.com'],
    ['a local part starting with a hyphen', '-abc@example.com'],
    ['a local part starting with an underscore', '_abc@example.com'],
    ['no @', 'ada.example.com'],
    ['no domain ending', 'ada@example'],
    ['a one-letter ending', 'ada@example.c'],
    ['a digit ending', 'ada@example.12'],
    ['a space inside', 'ada lovelace@example.com'],
    ['two @', 'ada@@example.com'],
  ])('refuses %s', (_case, email) => expect(loginEmailError(email)).toBe('Email format error'));
});

describe('loginPasswordError', () => {
  it.each(['abc123', 'abcdef', '123456', 'a_b-c1', 'abcdefghijklmnop'])('accepts %s', (password) =>
    expect(loginPasswordError(password)).toBeNull(),
  );

  it.each([
    ['empty', ''],
    ['5 characters', 'abc12'],
    ['17 characters', 'abcdefghijklmnopq'],
    ['a space', 'abc 123'],
    ['a symbol', 'abc123!'],
    ['a non-ASCII letter', 'abcdé1'],
  ])('refuses %s', (_case, password) => expect(loginPasswordError(password)).toBe('6 to 16 letters, digits, and hyphens'));
});

describe('codeEmailError (asking for a code)', () => {
  it('says an empty email cannot be empty', () => {
    expect(codeEmailError('')).toBe('Email cannot be empty');
    expect(codeEmailError('  ')).toBe('Email cannot be empty');
  });

  it.each(['ada@example', 'ada.example.com', 'ada+x@example.com', 'ada@example.abcdefg'])('says %s has a format error', (email) =>
    expect(codeEmailError(email)).toBe('Email format error'),
  );

  it.each(['ada@example.com', 'ab@x.io', ' fresh@example.com '])('accepts %s', (email) => expect(codeEmailError(email)).toBeNull());
});

describe('registerEmailError', () => {
  it('says an empty email cannot be empty', () => expect(registerEmailError('')).toBe('Email cannot be empty'));

  it('refuses an address the sign-in form would refuse (local part under 3 characters)', () => {
    expect(registerEmailError('ab@x.io')).toBe('Email format error');
    expect(registerEmailError('abc@x.io')).toBeNull();
  });

  it('refuses an address the server would refuse', () => {
    expect(registerEmailError('ada+shop@example.com')).toBe('Email format error');
  });
});

describe('codeError', () => {
  it.each(['123456', 'abcDEF', 'a1b2c3d4e5f6g7h8', ' 123456 '])('accepts %s', (code) => expect(codeError(code)).toBeNull());

  it.each([
    ['empty', ''],
    ['5 characters', '12345'],
    ['17 characters', '12345678901234567'],
    ['a hyphen', '123-456'],
    ['an underscore', '123_456'],
  ])('refuses %s', (_case, code) => expect(codeError(code)).toBe('6 letters, digits'));
});

describe('newPasswordError (forgot)', () => {
  it.each(['abc123', 'abc-123', '------', 'ABCDEFGHIJKLMNOP'])('accepts %s', (password) => expect(newPasswordError(password)).toBeNull());

  it.each([
    ['5 characters', 'abc12'],
    ['17 characters', 'abcdefghijklmnopq'],
    ['an underscore', 'abc_123'],
    ['a space', 'abc 123'],
  ])('refuses %s', (_case, password) => expect(newPasswordError(password)).toBe('6 to 16 letters, digits, and hyphens'));
});

describe('registerPasswordError', () => {
  it.each(['abc123', '1abcde', 'A1B2C3D4E5F6G7H8'])('accepts %s', (password) => expect(registerPasswordError(password)).toBeNull());

  it.each([
    ['letters only', 'abcdef'],
    ['digits only', '123456'],
    ['5 characters', 'abc12'],
    ['17 characters', 'abcdefgh123456789'],
    ['a hyphen', 'abc-123'],
    ['an underscore', 'abc_123'],
  ])('refuses %s', (_case, password) =>
    expect(registerPasswordError(password)).toBe('The password can only contain 6-18 characters including letters, numbers and hyphens'),
  );
});

describe('confirmationError', () => {
  it('passes when both are equal', () => expect(confirmationError('abc123', 'abc123')).toBeNull());
  it.each([
    ['different', 'abc124'],
    ['empty', ''],
    ['a different case', 'ABC123'],
  ])('says %s is inconsistent', (_case, confirmation) => expect(confirmationError('abc123', confirmation)).toBe('Inconsistent passwords'));
});

describe('form validators', () => {
  it('sign-in: only the fields that show an error', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'abc123' })).toEqual({});
    expect(validateSignIn({ email: '', password: 'abc123' })).toEqual({});
    expect(validateSignIn({ email: 'ab@example.com', password: '' })).toEqual({
      email: 'Email format error',
      password: '6 to 16 letters, digits, and hyphens',
    });
  });

  it('sign-up', () => {
    expect(validateSignUp({ email: 'fresh2@example.com', code: '123456', password: 'abc123', confirmation: 'abc123' })).toEqual({});
    expect(validateSignUp({ email: '', code: '', password: 'abcdef', confirmation: 'abcdeg' })).toEqual({
      email: 'Email cannot be empty',
      code: '6 letters, digits',
      password: 'The password can only contain 6-18 characters including letters, numbers and hyphens',
      confirmation: 'Inconsistent passwords',
    });
  });

  it('forgot, step 1', () => {
    expect(validateForgotVerify({ email: 'ada@example.com', code: '123456' })).toEqual({});
    expect(validateForgotVerify({ email: 'ada', code: '12' })).toEqual({ email: 'Email format error', code: '6 letters, digits' });
  });

  it('forgot, step 2', () => {
    expect(validateForgotReset({ password: 'new-pass1', confirmation: 'new-pass1' })).toEqual({});
    expect(validateForgotReset({ password: 'abc', confirmation: 'abd' })).toEqual({
      password: '6 to 16 letters, digits, and hyphens',
      confirmation: 'Inconsistent passwords',
    });
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: 'Email format error' })).toBe(true);
  });
});
