/**
 * For stories: record what a page sent to one endpoint, or answer it with a refusal.
 * Put the recorder's handler first in a story's list; it records and lets the next
 * handler answer.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { httpStatusFor } from '../../src/api/errors';

/** Bodies (POST, JSON or the names of a multipart form's parts) or query parameters (GET) sent to one endpoint. */
export function recordCalls(method: 'get' | 'post', path: string): { handler: HttpHandler; calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  const handler = http[method](`*${path}`, async ({ request }) => {
    if (method === 'get') calls.push(Object.fromEntries(new URL(request.url).searchParams));
    else if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.clone().formData();
      calls.push(
        Object.fromEntries([...form.keys()].map((key) => [key, form.getAll(key).map((v) => (typeof v === 'string' ? v : v.name))])),
      );
    } else calls.push((await request.clone().json()) as Record<string, unknown>);
  });
  return { handler, calls };
}

/** Answers one endpoint with a non-200 envelope, as the server would. */
export const refuseWith = (method: 'get' | 'post', path: string, code: number, desc: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, desc }, { status: httpStatusFor(code) }));
