/**
 * The session (storefront §3/§4): the login answer's `data` kept in local storage under
 * `token` and `user`, and the login dialog that several features open.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { SessionUser } from '../../api/types';

/** The spec's local-storage keys. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

const isSessionUser = (value: unknown): value is SessionUser => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['token', 'userName', 'email', 'companyName'].every((key) => typeof v[key] === 'string');
};

/**
 * JSON storage that validates what it reads back: a value another tab, an old version
 * or a person in devtools left behind is dropped instead of crashing the shop.
 */
function validatedStorage<T>(valid: (value: unknown) => value is T) {
  const json = createJSONStorage<T | null>(() => localStorage);
  return {
    ...json,
    getItem: (key: string, initialValue: T | null): T | null => {
      try {
        const value = json.getItem(key, initialValue);
        return valid(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
  };
}

/** Reads the stored token without React (the request helper's getter). */
export function readStoredToken(): string | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null');
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

const isToken = (value: unknown): value is string => typeof value === 'string' && value !== '';

// getOnInit: the first render of a page load already knows the session (no flash of
// 'Sign In' for a member); mounting re-reads, and other tabs' changes arrive by event.
export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, validatedStorage(isToken), { getOnInit: true });
export const userAtom = atomWithStorage<SessionUser | null>(USER_KEY, null, validatedStorage(isSessionUser), {
  getOnInit: true,
});

/** Logged in = a token and a user (§4: a code-200 answer without user logs out). */
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null);

/** Stores the login answer (token and user). */
export const signInAtom = atom(null, (_get, set, user: SessionUser) => {
  set(tokenAtom, user.token);
  set(userAtom, user);
});

/** Forgets token and user (logout, 200 without user). */
export const signOutAtom = atom(null, (_get, set) => {
  // RESET removes the keys instead of storing "null".
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});

/** The panel the login dialog shows, or null when it is closed. */
export type LoginPanel = 'signIn' | 'signUp' | 'forgot';
export const loginDialogAtom = atom<LoginPanel | null>(null);
