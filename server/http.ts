/**
 * The envelope of docs/architecture.md on the server side: every /api answer is
 * `{ code, desc, data?, user? }`, the HTTP status mirrors the code's class, and a
 * refusal is a thrown `HttpError` that one error handler turns into its envelope. Input
 * is validated before a handler runs, from the contract's schemas (server/contract.ts).
 */
import type { Envelope } from '../src/api/types';
import type { Refusal } from '../src/domain/refusals';

export class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly desc: string,
    readonly data?: unknown,
    /** Sent with the refusal (Retry-After on a 429 or 503: when a client may try again). */
    readonly headers?: Record<string, string>,
  ) {
    super(desc);
  }
}

/**
 * The error of a refusal the mocks answer too (src/domain/refusals.ts); its field, if
 * it names one, goes in `data` unless the caller sends other data.
 */
export const refusalError = (refusal: Refusal, data: unknown = refusal.field ? { field: refusal.field } : undefined) =>
  new HttpError(refusal.code, refusal.desc, data);

/** "30 seconds" or "4 minutes": how long to wait, in words. */
export const waitText = (seconds: number) => (seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`);

/** The 429 of a per-address limit: what was too many, when to try again, and Retry-After saying so to programs. */
export const tooMany = (what: string, seconds: number) =>
  new HttpError(429, `Too many ${what}, please try again in ${waitText(seconds)}`, undefined, { 'retry-after': String(seconds) });

export function envelope<T>(data?: T, desc = 'Operation succeeded'): Envelope<T> {
  return data === undefined ? { code: 200, desc } : { code: 200, desc, data };
}
