/**
 * Helpers for this feature's stories only: a probe that shows which login panel the
 * app was asked for, waits that keep screenshots stable (covers drawn, toasts gone,
 * focus off the page), a pass-through MSW handler that records what was sent, and one
 * that answers a single endpoint with a given envelope.
 */
import { useAtomValue } from 'jotai';
import { within } from 'storybook/test';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { httpStatusFor } from '../../api/errors';
import type { SessionUser } from '../../api/types';
import { loginDialogAtom, tokenAtom, userAtom } from '../session';

export { imagesLoaded, toastShown } from '../../../.storybook/waits';

/** Shows what the app's login dialog would show: the panel asked for, or 'closed'. */
export function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output aria-label="Login dialog">Login dialog: {panel ?? 'closed'}</output>;
}

/** The probe's text; `hidden`, because an open dialog hides the page from assistive technology. */
export const loginDialogState = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });

/**
 * A story's `afterEach`: takes focus off the page before the screenshot. A focus ring is
 * painted only while the story's frame holds the browser's focus, which story files
 * running side by side take from each other, so a ring in a baseline would come and go.
 * The play functions assert where focus is; the pictures show the page without it.
 */
export function blurFocus() {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}

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
