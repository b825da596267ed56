/**
 * The envelope of DESIGN.md on the server side: every /api answer is
 * `{ code, desc, data?, user? }`, the HTTP status mirrors the code's class, and a
 * refusal is a thrown `HttpError` that one error handler turns into its envelope.
 */
import type { ZodType } from 'zod';
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

/** Validates input with a contract schema; a refusal is 400 whose desc says what is wrong and data names the field. */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw new HttpError(400, issue.message, { field });
}
