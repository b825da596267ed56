import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { isLoggedInAtom, readStoredToken, signInAtom, signOutAtom, tokenAtom, userAtom } from './session.atoms';

// The unit project runs in node: a Map-backed local storage stands in for the browser's.
const memory = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (i) => [...memory.keys()][i] ?? null,
  get length() {
    return memory.size;
  },
};

const ada = { token: 't-ada', userName: 'ada', email: 'ada@example.com', companyName: 'ada prints' };

describe('session atoms', () => {
  beforeEach(() => memory.clear());

  it('keeps the login answer under the spec keys token and user', () => {
    const store = createStore();
    store.set(signInAtom, ada);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(readStoredToken()).toBe('t-ada');
    expect(JSON.parse(memory.get('user')!)).toEqual(ada);
    // A new page load (fresh store) reads the session back once the atom is in use.
    const next = createStore();
    next.sub(userAtom, () => {});
    expect(next.get(userAtom)).toEqual(ada);
  });

  it('sign-out clears both keys', () => {
    const store = createStore();
    store.set(signInAtom, ada);
    store.set(signOutAtom);
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(memory.has('token')).toBe(false);
    expect(memory.has('user')).toBe(false);
  });

  it('a token without a user is not a session', () => {
    const store = createStore();
    store.set(tokenAtom, 'orphan');
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('drops a stored user that is not a session user, and unreadable JSON', () => {
    memory.set('user', JSON.stringify({ email: 'x@example.com' }));
    memory.set('token', '{not json');
    const store = createStore();
    store.sub(userAtom, () => {});
    store.sub(tokenAtom, () => {});
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(readStoredToken()).toBeNull();
  });
});
