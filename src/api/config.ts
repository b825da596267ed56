/**
 * What the app plugs into the contract. `src/api` knows nothing of React or jotai:
 * the app injects the token getter and the session callbacks once at start-up.
 */
export interface ApiConfig {
  /** Prefix of every path; empty means same origin (the spec's default). */
  baseUrl: string;
  /** Timeout of every call, in ms (spec: 60000). */
  timeoutMs: number;
  /** The current access token, or null when logged out. */
  getToken: () => string | null;
  /** Code 680: the token is invalid or expired; the app clears the stored token. */
  onTokenInvalid: () => void;
  /** Code 200 without `user` on a call that sent a token: the session ended. */
  onSessionEnded: () => void;
  /** Network failure or timeout: the app shows a message with the error. */
  onNetworkError: (error: Error) => void;
  /** The fetch to use (tests may inject one). */
  fetch: typeof fetch;
}

export const REQUEST_TIMEOUT_MS = 60_000;

const defaults = (): ApiConfig => ({
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => null,
  onTokenInvalid: () => {},
  onSessionEnded: () => {},
  onNetworkError: () => {},
  // Looked up at call time, so a fetch patched later (MSW in tests) is used.
  fetch: (...args) => globalThis.fetch(...args),
});

let current: ApiConfig = defaults();

/** Sets parts of the configuration; the rest keeps its value. */
export function configureApi(partial: Partial<ApiConfig>): void {
  current = { ...current, ...partial };
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  current = defaults();
}

export const apiConfig = (): ApiConfig => current;
