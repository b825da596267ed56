import { describe, expect, it } from 'vitest';
import {
  attemptKey,
  cardBrand,
  cardNumberError,
  checkoutMessages,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  newIdempotencyKey,
  passesLuhn,
  paymentReturnOf,
  paymentReturnUrl,
  toPayment,
  validateCard,
} from './checkout';

const now = new Date('2026-11-22T12:00:00Z');

describe('card brand', () => {
  it('knows Visa, Mastercard (both series) and American Express by their first digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('3400')).toBe('amex');
  });
  it('is unknown for other numbers and while too few digits tell', () => {
    expect(cardBrand('6011 1111 1111 1117')).toBeNull();
    expect(cardBrand('2')).toBeNull();
    expect(cardBrand('2720')).toBe('mastercard');
    expect(cardBrand('2721')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});

describe('Luhn check', () => {
  it('passes the test cards and fails a mistyped digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('formatting', () => {
  it('groups card numbers by four, American Express 4-6-5, and drops extra digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });
  it('puts the slash in the expiry once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
  it('keeps three digits of the code, four on American Express', () => {
    expect(formatCvc('12345', 'visa')).toBe('123');
    expect(formatCvc('1a2345', 'amex')).toBe('1234');
  });
});

describe('validation', () => {
  it('card number: empty, not valid (Luhn or length), or a brand the shop does not take', () => {
    expect(cardNumberError('')).toBe(checkoutMessages.cardNumberEmpty);
    expect(cardNumberError('4242 4242 4242 4241')).toBe(checkoutMessages.cardNumberInvalid);
    expect(cardNumberError('4242 4242 4242')).toBe(checkoutMessages.cardNumberInvalid);
    expect(cardNumberError('6011 1111 1111 1117')).toBe(checkoutMessages.cardBrand);
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('3782 822463 10005')).toBeNull();
  });
  it('expiry: MM/YY, this month or later', () => {
    expect(expiryError('13/30', now)).toBe(checkoutMessages.expiryFormat);
    expect(expiryError('1/30', now)).toBe(checkoutMessages.expiryFormat);
    expect(expiryError('10/26', now)).toBe(checkoutMessages.expired);
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('01/27', now)).toBeNull();
  });
  it('security code: three digits, four on American Express', () => {
    expect(cvcError('12', '4242424242424242')).toBe('Enter the 3-digit security code');
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('123', '378282246310005')).toBe('Enter the 4-digit security code');
  });
  it('reports every field at once, and nothing for a good card', () => {
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      cardNumber: 'Enter the card number',
      expiry: 'Enter the expiry date as MM/YY',
      cvc: 'Enter the 3-digit security code',
      name: 'Enter the name on the card',
    });
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' }, now)).toEqual({});
  });
  it('sends digits only and the trimmed name', () => {
    expect(toPayment({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: ' Ada ' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Ada',
    });
  });
});

describe('idempotency key', () => {
  const card = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada' };
  it('is new and unguessable each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
  it('stays for a retry with the same card, and changes with the card', () => {
    let n = 0;
    const makeKey = () => `key-${++n}`;
    const first = attemptKey(null, card, makeKey);
    expect(first.key).toBe('key-1');
    expect(attemptKey(first, { ...card }, makeKey)).toBe(first);
    expect(attemptKey(first, { ...card, cardNumber: '5555555555554444' }, makeKey).key).toBe('key-2');
  });
});

describe('the way back from the bank’s page', () => {
  it('returns to this page with the attempt’s key, dropping an earlier return’s parameters', () => {
    const url = new URL(
      paymentReturnUrl('https://shop.example/shoppingcar?from=menu&payment_intent=pi_old&redirect_status=failed', 'checkout-abc'),
    );
    expect(url.pathname).toBe('/shoppingcar');
    expect([...url.searchParams]).toEqual([
      ['from', 'menu'],
      ['checkout-attempt', 'checkout-abc'],
    ]);
  });

  it('reads the key and Stripe’s reference when both came back, and nothing otherwise', () => {
    const back =
      '?checkout-attempt=checkout-abc&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded';
    expect(paymentReturnOf(back)).toEqual({ key: 'checkout-abc', reference: 'pi_123' });
    expect(paymentReturnOf('?payment_intent=pi_123')).toBeNull();
    expect(paymentReturnOf('?checkout-attempt=checkout-abc')).toBeNull();
    expect(paymentReturnOf('')).toBeNull();
  });
});
