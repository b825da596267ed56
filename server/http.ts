/**
 * The envelope of DESIGN.md on the server side: every /api answer is
 * `{ code, desc, data?, user? }`, the HTTP status mirrors the code's class, and a
 * refusal is a thrown `HttpError` that one error handler turns into its envelope. Input
 * is validated before a handler runs, from the contract's schemas (server/contract.ts).
 */
import type { Envelope } from '../src/api/types';

export class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly desc: string,
    readonly data?: unknown,
  ) {
    super(desc);
  }
}

export function envelope<T>(data?: T, desc = 'Operation succeeded'): Envelope<T> {
  return data === undefined ? { code: 200, desc } : { code: 200, desc, data };
}
