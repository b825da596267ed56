/**
 * Helpers for this feature's stories: a pass-through MSW handler that records what the
 * picker sends, and one that answers a single endpoint with a given envelope.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { httpStatusFor } from '../../api/errors';
import type { SessionUser } from '../../api/types';
import { tokenAtom, userAtom } from '../session';

/** Bodies sent to one endpoint; the handler records and lets the next handler answer. */
export function recordBodies(path: string): { handler: HttpHandler; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const handler = http.post(`*${path}`, async ({ request }) => {
    bodies.push(await request.clone().json());
  });
  return { handler, bodies };
}

/** Answers one endpoint with a non-200 envelope, as the server would (HTTP status mirrors the code). */
export const refuseWith = (path: string, code: number, desc: string) =>
  http.post(`*${path}`, () => HttpResponse.json({ code, desc }, { status: httpStatusFor(code) }));

/**
 * Story parameters that start logged in as a fixture member. The same as the session's
 * `loggedInAs`, which lint keeps out of reach (it is not exported from its index.ts).
 */
export const signedInAs = (user: SessionUser) =>
  [
    [tokenAtom, user.token],
    [userAtom, user],
  ] as const;
