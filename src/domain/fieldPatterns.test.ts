import { describe, expect, it } from 'vitest';
import {
  basicEmailPattern,
  loginEmailPattern,
  loginPasswordPattern,
  registerPasswordPattern,
  verificationCodePattern,
} from './fieldPatterns';

describe('storefront §5 patterns', () => {
  it('login email: local part starts with a letter or digit and has at least 3 characters', () => {
    expect(loginEmailPattern.test('ada@example.com')).toBe(true);
    expect(loginEmailPattern.test('a1.b@example.com')).toBe(true);
    expect(loginEmailPattern.test('ab@example.com')).toBe(false);
    expect(loginEmailPattern.test('_ada@example.com')).toBe(false);
    expect(loginEmailPattern.test('ada@example')).toBe(false);
  });

  it('login password: 6 to 16 letters, digits, underscore or hyphen', () => {
    expect(loginPasswordPattern.test('abc_12-x')).toBe(true);
    expect(loginPasswordPattern.test('abc12')).toBe(false);
    expect(loginPasswordPattern.test('a'.repeat(17))).toBe(false);
    expect(loginPasswordPattern.test('abc 123')).toBe(false);
  });

  it('verification code: 6 to 16 letters or digits', () => {
    expect(verificationCodePattern.test('A1B2C3')).toBe(true);
    expect(verificationCodePattern.test('A1B2C')).toBe(false);
    expect(verificationCodePattern.test('A1B2C-')).toBe(false);
  });

  it('register password: letters and digits only, at least one of each, 6 to 16', () => {
    expect(registerPasswordPattern.test('abc123')).toBe(true);
    expect(registerPasswordPattern.test('abcdef')).toBe(false);
    expect(registerPasswordPattern.test('123456')).toBe(false);
    expect(registerPasswordPattern.test('abc-123')).toBe(false);
    expect(registerPasswordPattern.test('abc1234567890abcd')).toBe(false);
  });

  it('newsletter email: domain ending of 2 to 6 characters', () => {
    expect(basicEmailPattern.test('ada.l-x_1@mail.example.design')).toBe(true);
    expect(basicEmailPattern.test('ada@example.c')).toBe(false);
    expect(basicEmailPattern.test('ada@example.abcdefg')).toBe(false);
    expect(basicEmailPattern.test('ada+x@example.com')).toBe(false);
  });
});
