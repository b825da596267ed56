/**
 * Helpers for this feature's stories only: a probe showing which login panel the app
 * was asked for, request recorders, and waits that keep screenshots stable.
 */
import { useAtomValue } from 'jotai';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { within } from 'storybook/test';
import { httpStatusFor } from '../../api/errors';
import { loginDialogAtom } from '../session';

export { imagesLoaded, toastShown } from '../../../.storybook/waits';

/** Shows what the app's login dialog would show: the panel asked for, or 'closed'. */
export function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output aria-label="Login dialog">Login dialog: {panel ?? 'closed'}</output>;
}

/** The probe's text; `hidden`, because an open dialog hides the page from assistive technology. */
export const loginDialogState = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });

/** Bodies (POST) or query parameters (GET) sent to one endpoint; the next handler answers. */
export function recordCalls(method: 'get' | 'post', path: string): { handler: HttpHandler; calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  const handler = http[method](`*${path}`, async ({ request }) => {
    if (method === 'post') calls.push((await request.clone().json()) as Record<string, unknown>);
    else calls.push(Object.fromEntries(new URL(request.url).searchParams));
  });
  return { handler, calls };
}

/** Answers one endpoint with a non-200 envelope, as the server would. */
export const refuseWith = (method: 'get' | 'post', path: string, code: number, desc: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, desc }, { status: httpStatusFor(code) }));
