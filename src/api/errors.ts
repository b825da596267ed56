/** The server answered with an envelope whose code is not 200. */
export class ApiError extends Error {
  readonly code: number;
  readonly desc: string;
  readonly data: unknown;
  constructor(code: number, desc: string, data?: unknown) {
    super(desc || `Request failed with code ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.desc = desc;
    this.data = data;
  }
}

/** The request never got an answer: the network failed, or it timed out. */
export class NetworkError extends Error {
  readonly reason: 'network' | 'timeout';
  override readonly cause: unknown;
  constructor(reason: 'network' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'The server took too long to answer.' : 'The server could not be reached.');
    this.name = 'NetworkError';
    this.reason = reason;
    this.cause = cause;
  }
}

/** Codes the server uses (docs/architecture.md). */
export const codes = {
  ok: 200,
  invalid: 400,
  notLoggedIn: 601,
  notYours: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  tokenInvalid: 680,
  serverError: 500,
} as const;

/** True when the error means "sign in first" (storefront §8: 601 and 680). */
export const isAuthError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === codes.notLoggedIn || error.code === codes.tokenInvalid);

/** The HTTP status that mirrors an envelope code's class (docs/architecture.md): 601 and 680 are 401. */
export function httpStatusFor(code: number): number {
  if (code === codes.ok) return 200;
  if (code === codes.notLoggedIn || code === codes.tokenInvalid) return 401;
  if (code >= 400 && code < 600) return code;
  return 400;
}
