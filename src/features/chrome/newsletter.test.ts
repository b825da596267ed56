import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_ERROR, newsletterEmailError } from './newsletter';

describe('newsletterEmailError', () => {
  it.each(['ada@example.com', 'first.last@studio.co.uk', 'a_b-c@mail-box.design', '  ada@example.com  ', 'x@y.museum'])(
    'accepts %s',
    (email) => {
      expect(newsletterEmailError(email)).toBeNull();
    },
  );

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no @', 'ada.example.com'],
    ['no domain ending', 'ada@example'],
    ['a one-letter ending', 'ada@example.c'],
    ['a seven-letter ending', 'ada@example.abcdefg'],
    ['a plus sign', 'ada+news@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['two @', 'ada@@example.com'],
  ])('refuses %s with the spec message', (_case, email) => {
    expect(newsletterEmailError(email)).toBe(EMAIL_FORMAT_ERROR);
  });
});
