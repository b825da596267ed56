/**
 * Payments go through a `PaymentGateway`, so a real provider replaces the built-in
 * test gateway without touching checkout. The test gateway behaves like a provider's
 * sandbox: test card 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined,
 * an expired card is declined, and a charge repeated with the same idempotency key
 * answers the first charge instead of charging again. Refunds give back part or all of
 * a charge, never more than was charged, and are idempotent the same way.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export interface RefundRequest {
  /** The charge's reference, as `charge` answered it. */
  chargeReference: string;
  amount: number;
  /** A retry with the same key answers the first refund instead of refunding again. */
  idempotencyKey: string;
  reason: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back part or all of a charge (an operator's refund of a defective line). */
  refund(request: RefundRequest): Promise<RefundResult>;
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

/** One outcome the test gateway gave, as its ledger keeps it. */
interface LedgerEntry {
  /** Absent on lines written before refunds existed: those are charges. */
  kind?: 'charge' | 'refund';
  key: string;
  result: ChargeResult | RefundResult;
  amount: number;
  /** For a refund: the charge it gives back from. */
  charge?: string;
  at: string;
}

/**
 * The test gateway. With `ledgerFile` it keeps every outcome in a file, one JSON line
 * each, written before it answers, and reads it back at start: like a provider it
 * remembers idempotency keys across restarts of the shop (a crash between charging and
 * recording the order must not let the retry charge again), and the ledger shows what
 * was charged.
 */
export function createTestGateway({
  now = () => new Date(),
  ledgerFile,
}: { now?: () => Date; ledgerFile?: string } = {}): PaymentGateway & {
  charges: Map<string, ChargeRequest>;
} {
  const byKey = new Map<string, ChargeResult | RefundResult>();
  const charges = new Map<string, ChargeRequest>();
  /** What each charge was, and how much of it has been given back. */
  const charged = new Map<string, { amount: number; refunded: number }>();
  const remember = (entry: LedgerEntry) => {
    byKey.set(entry.key, entry.result);
    if (!entry.result.ok) return;
    if (entry.kind === 'refund') {
      const from = charged.get(entry.charge!);
      if (from) from.refunded = Math.round((from.refunded + entry.amount) * 100) / 100;
    } else charged.set(entry.result.reference, { amount: entry.amount, refunded: 0 });
  };
  if (ledgerFile && fs.existsSync(ledgerFile)) {
    const content = fs.readFileSync(ledgerFile, 'utf8');
    for (const entry of parseLedger(content)) remember(entry);
    // End the cut-off line, so the next entry starts a line of its own.
    if (content.length > 0 && !content.endsWith('\n')) fs.appendFileSync(ledgerFile, '\n');
  }
  const record = (entry: LedgerEntry) => {
    if (!ledgerFile) return;
    fs.mkdirSync(path.dirname(ledgerFile), { recursive: true });
    fs.appendFileSync(ledgerFile, `${JSON.stringify(entry)}\n`);
  };
  return {
    charges,
    async charge(request) {
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous as ChargeResult;
      let result: ChargeResult;
      if (request.card.number === DECLINED_TEST_CARD) result = { ok: false, reason: 'Your card was declined. Try another card.' };
      else if (cardExpired(request.card.expiry, now())) result = { ok: false, reason: 'Your card has expired. Try another card.' };
      else {
        const reference = `test_ch_${randomBytes(9).toString('base64url')}`;
        charges.set(reference, request);
        result = { ok: true, reference };
      }
      const entry: LedgerEntry = { kind: 'charge', key: request.idempotencyKey, result, amount: request.amount, at: now().toISOString() };
      record(entry);
      remember(entry);
      return result;
    },
    async refund(request) {
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous as RefundResult;
      const from = charged.get(request.chargeReference);
      let result: RefundResult;
      if (!from) result = { ok: false, reason: 'The payment provider does not know this charge' };
      else if (request.amount <= 0 || Math.round((from.refunded + request.amount) * 100) > Math.round(from.amount * 100))
        result = { ok: false, reason: 'The refund is more than what is left of the charge' };
      else result = { ok: true, reference: `test_re_${randomBytes(9).toString('base64url')}` };
      const entry: LedgerEntry = {
        kind: 'refund',
        key: request.idempotencyKey,
        result,
        amount: request.amount,
        charge: request.chargeReference,
        at: now().toISOString(),
      };
      record(entry);
      remember(entry);
      return result;
    },
  };
}

/** The charges a test gateway's ledger file holds (tests, and a look at what was charged). */
export function readLedger(ledgerFile: string): LedgerEntry[] {
  return fs.existsSync(ledgerFile) ? parseLedger(fs.readFileSync(ledgerFile, 'utf8')) : [];
}

/** The whole lines of a ledger; a line cut off by a crash was never answered, so its charge did not happen. */
function parseLedger(content: string): LedgerEntry[] {
  return content.split('\n').flatMap((line) => {
    try {
      return line.trim() ? [JSON.parse(line) as LedgerEntry] : [];
    } catch {
      return [];
    }
  });
}
