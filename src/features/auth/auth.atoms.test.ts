import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, codeCooldownAtom, secondsLeft } from './auth.atoms';

describe('secondsLeft', () => {
  it('is 0 when no code was sent', () => expect(secondsLeft(undefined, 1_000)).toBe(0));
  it('rounds a part second up, so the button never shows 0s while still waiting', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });
  it('is 0 once the wait is over', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('codeCooldownAtom', () => {
  it('waits the spec’s 60 seconds per purpose, independently', () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    const store = createStore();
    store.set(codeCooldownAtom, 'signUp', 1_000);
    expect(store.get(codeCooldownAtom)).toEqual({ signUp: 61_000 });
    store.set(codeCooldownAtom, 'forgot', 5_000);
    expect(store.get(codeCooldownAtom)).toEqual({ signUp: 61_000, forgot: 65_000 });
    expect(secondsLeft(store.get(codeCooldownAtom).signUp, 31_000)).toBe(30);
  });
});
