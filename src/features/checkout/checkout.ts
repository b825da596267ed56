/**
 * The card form's rules (ours: the spec leaves the checkout open; docs/architecture.md names a
 * test gateway): card brands, the Luhn check, input formatting, validation messages,
 * and the idempotency key that lets a payment be retried without charging twice. The
 * card itself goes to the payment provider only, never to the shop's /api
 * (docs/adr/010-payments.md).
 */
import type { TestGatewayCard } from '../../api/testGateway';

/**
 * The licence agreement page, opened in a new tab from the agreement's tick. The spec's
 * route table gives it no path; this is the one the static pages are to serve it at.
 */
export const LICENCE_AGREEMENT_PATH = '/License';

/** The brands the shop takes, as the brand icons show them. */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** The order the brand icons are shown in. */
export const acceptedBrands: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

/** Messages of the form. The agreement's is the spec's (storefront §5). */
export const checkoutMessages = {
  agreement: 'Please read the agreement and tick',
  cardNumberEmpty: 'Enter the card number',
  cardNumberInvalid: 'This card number is not valid',
  cardBrand: 'We accept Visa, Mastercard and American Express',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: (digits: number) => `Enter the ${digits}-digit security code`,
  name: 'Enter the name on the card',
  /** The answer never arrived: whether the card was charged is unknown, and the same key makes a retry safe. */
  unconfirmed: 'We could not confirm your payment. Press Pay again: you will not be charged twice.',
  /** The same, back from the bank's page, where there is no Pay to press. */
  returnUnconfirmed: 'We could not confirm your payment yet. Try again: you will not be charged twice.',
} as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The brand a card number belongs to, from its first digits; null while unknown. */
export function cardBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  const first2 = Number(digits.slice(0, 2));
  if (digits.length >= 2 && first2 >= 51 && first2 <= 55) return 'mastercard';
  // Mastercard's 2-series: 2221 to 2720.
  const first4 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
  return null;
}

/** The lengths a brand's numbers have. */
const brandLengths: Record<CardBrand, readonly number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15] };

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** '4242424242424242' → '4242 4242 4242 4242'; American Express in 4-6-5 groups. Extra digits are dropped. */
export function formatCardNumber(input: string): string {
  const brand = cardBrand(input);
  const digits = digitsOf(input).slice(0, brand === 'amex' ? 15 : 19);
  if (brand === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' → '12/34' as the person types. The slash comes with the third digit, not the
 * second, so Backspace after the month is never undone by the formatting.
 */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** How many digits the security code has: four on American Express, three on the others. */
export const cvcLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

export const formatCvc = (input: string, brand: CardBrand | null) => digitsOf(input).slice(0, cvcLength(brand));

/** What the card form holds. */
export interface CardDraft {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardDraft;
export type CardErrors = Partial<Record<CardField, string>>;

export function cardNumberError(number: string): string | null {
  const digits = digitsOf(number);
  if (digits.length === 0) return checkoutMessages.cardNumberEmpty;
  const brand = cardBrand(digits);
  if (!passesLuhn(digits) || (brand ? !brandLengths[brand].includes(digits.length) : digits.length < 12 || digits.length > 19)) {
    return checkoutMessages.cardNumberInvalid;
  }
  if (!brand) return checkoutMessages.cardBrand;
  return null;
}

/** MM/YY, and not before the current month (a card is valid to the end of its month). */
export function expiryError(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return checkoutMessages.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  return year * 12 + month < current ? checkoutMessages.expired : null;
}

export function cvcError(cvc: string, cardNumber: string): string | null {
  const length = cvcLength(cardBrand(cardNumber));
  return new RegExp(`^\\d{${length}}$`).test(cvc) ? null : checkoutMessages.cvc(length);
}

export const nameError = (name: string): string | null => (name.trim() ? null : checkoutMessages.name);

/** The rule of one field. */
export function cardFieldError(field: CardField, draft: CardDraft, now: Date): string | null {
  switch (field) {
    case 'cardNumber':
      return cardNumberError(draft.cardNumber);
    case 'expiry':
      return expiryError(draft.expiry, now);
    case 'cvc':
      return cvcError(draft.cvc, draft.cardNumber);
    case 'name':
      return nameError(draft.name);
  }
}

export const cardFields: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/** Every field's error; empty when the card can be sent. */
export function validateCard(draft: CardDraft, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of cardFields) {
    const error = cardFieldError(field, draft, now);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The card details as the form hands them over: digits only, the name trimmed. */
export interface PaymentDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The card as the test gateway takes it (it goes there, and nowhere else). */
export const toGatewayCard = ({ cardNumber, expiry, cvc, name }: PaymentDetails): TestGatewayCard => ({
  number: cardNumber,
  expiry,
  cvc,
  name,
});

export const toPayment = (draft: CardDraft): PaymentDetails => ({
  cardNumber: digitsOf(draft.cardNumber),
  expiry: draft.expiry.trim(),
  cvc: draft.cvc,
  name: draft.name.trim(),
});

/**
 * A fresh idempotency key: 128 random bits. `crypto.getRandomValues`, not
 * `randomUUID`, because the latter exists only on secure (https or localhost) pages.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One payment attempt: the same card details keep the same key, so pressing Pay again
 * after a lost answer cannot charge twice; other details are a new attempt with a new
 * key (a declined card replaced by another).
 */
export function attemptKey(previous: { payment: string; key: string } | null, payment: PaymentDetails, makeKey = newIdempotencyKey) {
  const fingerprint = JSON.stringify(payment);
  return previous && previous.payment === fingerprint ? previous : { payment: fingerprint, key: makeKey() };
}

/**
 * The payment's way back from a bank's own page (3-D Secure): Stripe.js sends the buyer
 * there and back to the return address, adding `payment_intent` (the payment's
 * reference), `payment_intent_client_secret` and `redirect_status`. The shop adds the
 * attempt's idempotency key, so the page it comes back to can finish the same checkout
 * (or find the order the provider's webhook already recorded) instead of leaving the
 * buyer on a cart with no answer.
 */
export const PAYMENT_RETURN_ATTEMPT = 'checkout-attempt';
const providerReturnParams = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** A payment the buyer comes back to from the bank's page. */
export interface PaymentReturn {
  /** The attempt's idempotency key, as the checkout was started with. */
  key: string;
  /** The provider's reference of the payment. */
  reference: string;
}

/** The address the bank's page returns to: this page, with the attempt's key (and none of an earlier return's). */
export function paymentReturnUrl(href: string, key: string): string {
  const url = new URL(href);
  for (const name of providerReturnParams) url.searchParams.delete(name);
  url.searchParams.set(PAYMENT_RETURN_ATTEMPT, key);
  return url.toString();
}

/** The payment a page's query string comes back with, or null when it is not a return from the bank. */
export function paymentReturnOf(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const key = params.get(PAYMENT_RETURN_ATTEMPT);
  const reference = params.get('payment_intent');
  return key && reference ? { key, reference } : null;
}
