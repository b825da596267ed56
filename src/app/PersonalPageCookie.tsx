import { createStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { localCartCountAtom } from '../features/cart';
import { isLoggedInAtom } from '../features/session';

/**
 * The cookie that tells the server this shopper's pages are their own (signed in, or a
 * cart kept in this browser), so it sends the plain page instead of rendering the
 * anonymous first screen (ADR 007, server/firstScreen.ts). It carries no data.
 */
export const PERSONAL_COOKIE = 'pm_personal';

/** Whether this browser holds the shopper's own state, read as the app's atoms read it (from storage). */
export function hasPersonalState(): boolean {
  const store = createStore();
  return store.get(isLoggedInAtom) || store.get(localCartCountAtom) > 0;
}

export function writePersonalCookie(personal: boolean) {
  document.cookie = personal
    ? `${PERSONAL_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${PERSONAL_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Keeps the cookie in step with the session and the cart while the app runs. */
export function PersonalPageCookie() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const localLines = useAtomValue(localCartCountAtom);
  const personal = loggedIn || localLines > 0;
  useEffect(() => writePersonalCookie(personal), [personal]);
  return null;
}
