/**
 * Where /blank forwards to (spec §2): a page that needs a member remembers itself
 * before the login dialog opens; after login the reload lands on /blank, which reads
 * the target once and forwards. Kept in sessionStorage: it belongs to this tab only.
 */
const KEY = 'returnTo';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, quota): the visitor simply lands on the home page.
  }
}

/** Reads and forgets the remembered target. */
export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
