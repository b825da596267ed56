/**
 * Payments go through a `PaymentGateway`, so a real provider replaces the built-in
 * test gateway without touching checkout. The test gateway behaves like a provider's
 * sandbox: test card 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined,
 * an expired card is declined, and a charge repeated with the same idempotency key
 * answers the first charge instead of charging again.
 */
import { randomBytes } from 'node:crypto';

export interface Card {
  /** Digits only. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  amount: number;
  currency: 'USD';
  card: Card;
  idempotencyKey: string;
  description: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: string };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const DECLINED_TEST_CARD = '4000000000000002';

/** The card has expired when its month is over. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth <= now.getTime();
}

export function createTestGateway({ now = () => new Date() }: { now?: () => Date } = {}): PaymentGateway & {
  charges: Map<string, ChargeRequest>;
} {
  const byKey = new Map<string, ChargeResult>();
  const charges = new Map<string, ChargeRequest>();
  return {
    charges,
    async charge(request) {
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous;
      let result: ChargeResult;
      if (request.card.number === DECLINED_TEST_CARD) result = { ok: false, reason: 'Your card was declined. Try another card.' };
      else if (cardExpired(request.card.expiry, now())) result = { ok: false, reason: 'Your card has expired. Try another card.' };
      else {
        const reference = `test_ch_${randomBytes(9).toString('base64url')}`;
        charges.set(reference, request);
        result = { ok: true, reference };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
  };
}
