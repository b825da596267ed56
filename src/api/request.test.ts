import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, resetApiConfig } from './config';
import { ApiError, NetworkError } from './errors';
import { loadingCounter } from './loading';
import { del, get, post, put, toQuery, upload } from './request';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  // The unit project shares one module graph between files: leave no stub or short timeout behind.
  resetApiConfig();
});

const member = { email: 'ada@example.com', userName: 'ada', companyName: 'Ada Prints', orderNum: 2 };
let session: {
  onTokenInvalid: ReturnType<typeof vi.fn<() => void>>;
  onSessionEnded: ReturnType<typeof vi.fn<() => void>>;
  onNetworkError: ReturnType<typeof vi.fn<(error: Error) => void>>;
};
let token: string | null;

beforeEach(() => {
  resetApiConfig();
  token = null;
  session = { onTokenInvalid: vi.fn<() => void>(), onSessionEnded: vi.fn<() => void>(), onNetworkError: vi.fn<(error: Error) => void>() };
  configureApi({ baseUrl: 'http://shop.test', getToken: () => token, ...session });
});

describe('methods, bodies and queries', () => {
  it('sends GET payloads as query parameters and no body', async () => {
    let seen: { url: string; body: string } | undefined;
    server.use(
      http.get('http://shop.test/api/member/getEmailCode', async ({ request }) => {
        seen = { url: request.url, body: await request.text() };
        return HttpResponse.json({ code: 200, desc: 'sent' });
      }),
    );
    const result = await get('/api/member/getEmailCode', { email: 'ada@example.com', skip: undefined });
    expect(seen?.url).toBe('http://shop.test/api/member/getEmailCode?email=ada%40example.com');
    expect(seen?.body).toBe('');
    expect(result.message).toBe('sent');
  });

  it('sends DELETE payloads as query parameters', async () => {
    let url = '';
    server.use(http.delete('http://shop.test/api/thing', ({ request }) => ((url = request.url), HttpResponse.json({ code: 200 }))));
    await del('/api/thing', { id: 4 });
    expect(url).toBe('http://shop.test/api/thing?id=4');
  });

  it('sends POST and PUT payloads as a JSON body', async () => {
    const bodies: unknown[] = [];
    const types: (string | null)[] = [];
    const answer = async ({ request }: { request: Request }) => {
      types.push(request.headers.get('content-type'));
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, data: { ok: true } });
    };
    server.use(http.post('http://shop.test/api/product/selectById', answer), http.put('http://shop.test/api/thing', answer));
    const result = await post<{ ok: boolean }>('/api/product/selectById', { productId: 7 });
    await put('/api/thing', { a: [1, 2] });
    expect(bodies).toEqual([{ productId: 7 }, { a: [1, 2] }]);
    expect(types).toEqual(['application/json', 'application/json']);
    expect(result.data).toEqual({ ok: true });
  });

  it('repeats array keys in a query and leaves out empty values', () => {
    expect(toQuery({ ids: [1, 2], q: 'rose', none: null })).toBe('?ids=1&ids=2&q=rose');
    expect(toQuery({})).toBe('');
    expect(toQuery(undefined)).toBe('');
  });

  it('sends no cookies (credentials omitted)', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json({ code: 200 }));
    configureApi({ fetch: fetchSpy });
    await get('/api/product/home');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it('uses the same origin when no base URL is configured', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json({ code: 200 }));
    resetApiConfig();
    configureApi({ fetch: fetchSpy });
    await get('/api/product/home');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/product/home');
  });
});

describe('access token header', () => {
  it('is sent when the app has a token', async () => {
    token = 'tok-123';
    let header: string | null = null;
    server.use(
      http.get('http://shop.test/api/member/getMemberInfo', ({ request }) => {
        header = request.headers.get('access-token');
        return HttpResponse.json({ code: 200, data: { pinterestAdmin: 1 }, user: member });
      }),
    );
    await get('/api/member/getMemberInfo');
    expect(header).toBe('tok-123');
  });

  it('is absent when logged out', async () => {
    let has = true;
    server.use(
      http.get(
        'http://shop.test/api/product/home',
        ({ request }) => ((has = request.headers.has('access-token')), HttpResponse.json({ code: 200 })),
      ),
    );
    await get('/api/product/home');
    expect(has).toBe(false);
  });
});

describe('envelope rules', () => {
  it('reads the message from desc, or from msg', async () => {
    server.use(
      http.post('http://shop.test/a', () => HttpResponse.json({ code: 200, desc: 'Operation succeeded' })),
      http.post('http://shop.test/b', () => HttpResponse.json({ code: 200, msg: 'modify successfully' })),
    );
    expect((await post('/a')).message).toBe('Operation succeeded');
    expect((await post('/b')).message).toBe('modify successfully');
  });

  it('code 680 clears the token and rejects', async () => {
    token = 'expired';
    server.use(http.post('http://shop.test/api/cart/save', () => HttpResponse.json({ code: 680, desc: 'Token expired' }, { status: 401 })));
    const error = await post('/api/cart/save', { productId: 1, imgType: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 680, desc: 'Token expired' });
    expect(session.onTokenInvalid).toHaveBeenCalledOnce();
    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it('code 200 without user on a call that sent a token ends the session, and still resolves', async () => {
    token = 'stale';
    server.use(http.get('http://shop.test/api/product/home', () => HttpResponse.json({ code: 200, data: [] })));
    const result = await get('/api/product/home');
    expect(result.data).toEqual([]);
    expect(session.onSessionEnded).toHaveBeenCalledOnce();
  });

  it('code 200 with user keeps the session', async () => {
    token = 'good';
    server.use(http.get('http://shop.test/api/product/home', () => HttpResponse.json({ code: 200, data: [], user: member })));
    const result = await get('/api/product/home');
    expect(result.user).toEqual(member);
    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it('code 200 without user on a call without a token is an ordinary success', async () => {
    server.use(http.get('http://shop.test/api/product/home', () => HttpResponse.json({ code: 200, data: [] })));
    await get('/api/product/home');
    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it.each([
    [601, 'Please log in', 401],
    [409, 'Product exist', 409],
    [400, 'email: Email format error', 400],
    [500, 'Server error', 500],
  ])('code %i reaches the caller as a typed error with its desc', async (code, desc, status) => {
    server.use(http.post('http://shop.test/x', () => HttpResponse.json({ code, desc }, { status })));
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, desc, message: desc });
    expect(session.onTokenInvalid).not.toHaveBeenCalled();
  });

  it('a non-JSON error page becomes an ApiError with the HTTP status', async () => {
    server.use(
      http.get(
        'http://shop.test/y',
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(get('/y')).rejects.toMatchObject({ code: 502 });
  });
});

describe('network failure and timeout', () => {
  it('reports a network failure to the error sink and the call’s onError, then rejects', async () => {
    server.use(http.get('http://shop.test/api/product/home', () => HttpResponse.error()));
    const onError = vi.fn();
    const error = await get('/api/product/home', undefined, { onError }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'network' });
    expect(session.onNetworkError).toHaveBeenCalledWith(error);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('aborts after the timeout (60000 ms by default) and reports it as a timeout', async () => {
    configureApi({ timeoutMs: 50 });
    server.use(
      http.get('http://shop.test/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const error = await get('/slow').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
    expect(session.onNetworkError).toHaveBeenCalledOnce();
  });

  it('uses the spec’s 60 s timeout unless configured', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./config');
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });

  it('a caller’s own abort is not reported as a failure', async () => {
    server.use(http.get('http://shop.test/slow', async () => (await delay(1000), HttpResponse.json({ code: 200 }))));
    const controller = new AbortController();
    const pending = get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(session.onNetworkError).not.toHaveBeenCalled();
  });
});

describe('loading indicator', () => {
  it('counts calls made with loading while they are in flight', async () => {
    server.use(http.get('http://shop.test/z', async () => (await delay(20), HttpResponse.json({ code: 200 }))));
    const seen: number[] = [];
    const stop = loadingCounter.subscribe((count) => seen.push(count));
    const a = get('/z', undefined, { loading: true });
    const b = get('/z', undefined, { loading: true });
    const c = get('/z');
    await Promise.all([a, b, c]);
    stop();
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(loadingCounter.count).toBe(0);
  });

  it('stops counting a call that failed', async () => {
    server.use(http.get('http://shop.test/z', () => HttpResponse.error()));
    await get('/z', undefined, { loading: true }).catch(() => {});
    expect(loadingCounter.count).toBe(0);
  });
});

describe('upload', () => {
  it('sends the image as multipart with the token header', async () => {
    token = 'tok-9';
    let seen: { header: string | null; type: string | null; file: File | null } | undefined;
    server.use(
      http.post('http://shop.test/api/product/selectAlike', async ({ request }) => {
        const form = await request.formData();
        seen = {
          header: request.headers.get('access-token'),
          type: request.headers.get('content-type'),
          file: form.get('file') as File | null,
        };
        return HttpResponse.json({ code: 200, data: [], user: member });
      }),
    );
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'rose.png', { type: 'image/png' });
    await upload('/api/product/selectAlike', image);
    expect(seen?.header).toBe('tok-9');
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.file?.name).toBe('rose.png');
    expect(seen?.file?.size).toBe(4);
  });
});
