import { apiConfig } from './config';
import { ApiError, codes, NetworkError } from './errors';
import { loadingCounter } from './loading';
import type { Envelope } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Count this call in the global loading indicator. */
  loading?: boolean;
  /** Runs on network failure or timeout, after the app's error sink. */
  onError?: (error: NetworkError) => void;
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Gives up after this long instead of the app's default (a folder upload may take minutes). */
  timeoutMs?: number;
}

/** A successful answer: the envelope, with its message (`desc`, or `msg`) as `message`. */
export interface ApiResult<T> {
  data: T;
  message: string;
  user: Envelope['user'];
  envelope: Envelope<T>;
}

type Payload = object | undefined;

/** Query string of GET and DELETE calls; arrays repeat the key, empty values are left out. */
export function toQuery(payload: Payload): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function authHeaders(): Record<string, string> {
  const token = apiConfig().getToken();
  return token ? { 'access-token': token } : {};
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return (await response.json()) as Envelope<T>;
    } catch {
      // fall through: a body that claims JSON but is not
    }
  }
  // Not our envelope (a proxy's error page, an empty 502…): report the HTTP status.
  return { code: response.ok ? codes.serverError : response.status, desc: 'server error!' };
}

/**
 * Sends one call and applies the spec's envelope rules (storefront §7, docs/architecture.md):
 * code 200 resolves; 680 clears the token, then rejects; 200 without `user` on a call
 * that carried a token ends the session, then resolves; any other code rejects with an
 * `ApiError`; network failure or timeout goes to the app's error sink and `onError`,
 * then rejects with a `NetworkError`.
 */
export async function send<T>(
  method: Method,
  path: string,
  payload?: Payload,
  options: RequestOptions = {},
  body?: BodyInit,
): Promise<ApiResult<T>> {
  const config = apiConfig();
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  const sentToken = 'access-token' in headers;
  const hasJsonBody = (method === 'POST' || method === 'PUT') && body === undefined;
  if (hasJsonBody) headers['content-type'] = 'application/json';
  const url = config.baseUrl + path + (method === 'GET' || method === 'DELETE' ? toQuery(payload) : '');

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  if (options.loading) loadingCounter.start();

  let response: Response;
  try {
    response = await config.fetch(url, {
      method,
      headers,
      body: body ?? (hasJsonBody ? JSON.stringify(payload ?? {}) : undefined),
      credentials: 'omit',
      signal,
    });
  } catch (cause) {
    // A caller's own abort is not a failure to report.
    if (options.signal?.aborted) throw cause;
    const error = new NetworkError(timeout.signal.aborted ? 'timeout' : 'network', cause);
    config.onNetworkError(error);
    options.onError?.(error);
    throw error;
  } finally {
    clearTimeout(timer);
    if (options.loading) loadingCounter.stop();
  }

  const envelope = await readEnvelope<T>(response);
  const message = envelope.desc ?? envelope.msg ?? '';
  if (envelope.code === codes.tokenInvalid) {
    config.onTokenInvalid();
    throw new ApiError(envelope.code, message, envelope.data);
  }
  if (envelope.code !== codes.ok) throw new ApiError(envelope.code, message, envelope.data);
  if (sentToken && !envelope.user) config.onSessionEnded();
  return { data: envelope.data as T, message, user: envelope.user, envelope };
}

export const get = <T>(path: string, query?: Payload, options?: RequestOptions) => send<T>('GET', path, query, options);
export const del = <T>(path: string, query?: Payload, options?: RequestOptions) => send<T>('DELETE', path, query, options);
export const post = <T>(path: string, body?: Payload, options?: RequestOptions) => send<T>('POST', path, body, options);
export const put = <T>(path: string, body?: Payload, options?: RequestOptions) => send<T>('PUT', path, body, options);

/** Multipart upload with the token header (similar-image search). */
export function upload<T>(
  path: string,
  file: Blob,
  fields: Record<string, string> = {},
  options?: RequestOptions & { fieldName?: string; fileName?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(options?.fieldName ?? 'file', file, options?.fileName ?? (file instanceof File ? file.name : 'upload'));
  return send<T>('POST', path, undefined, options, form);
}

/** A multipart form with the token header (the back office's folder import and file replacement). */
export const sendForm = <T>(path: string, form: FormData, options?: RequestOptions) => send<T>('POST', path, undefined, options, form);

/**
 * A file the API answers instead of an envelope (the subscribers' CSV), with the token
 * header. A refusal still comes as the envelope: it rejects with its ApiError.
 */
export async function fetchFile(path: string, query?: Payload, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const config = apiConfig();
  let response: Response;
  try {
    response = await config.fetch(config.baseUrl + path + toQuery(query), {
      headers: authHeaders(),
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new NetworkError('network', cause);
    config.onNetworkError(error);
    options.onError?.(error);
    throw error;
  }
  if ((response.headers.get('content-type') ?? '').includes('json') || !response.ok) {
    const envelope = await readEnvelope<unknown>(response);
    if (envelope.code === codes.tokenInvalid) config.onTokenInvalid();
    throw new ApiError(
      envelope.code === codes.ok ? codes.serverError : envelope.code,
      envelope.desc ?? envelope.msg ?? 'server error!',
      envelope.data,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'download';
  return { blob: await response.blob(), fileName };
}
