/** Where the header's controls go (storefront §2 "Global chrome"), as pure functions. */
import type { SessionUser } from '../../api/types';
import { storeUrl } from '../../domain/storeUrl';

/** The store searched for a text: `/store?q=<text>`, or the whole store for empty text. */
export const storeSearchPath = (text: string): string => storeUrl({ q: text });

/** The store filtered by one word of the type tree (a mega-menu click). */
export const storeWordPath = (wordId: number): string => storeUrl({ ids: [wordId] });

/** The store with its image drop area open (the store page reads `upload=1`). */
export const IMAGE_SEARCH_PATH = storeUrl({}, { imageSearch: true });

/**
 * The avatar's letter: the first letter of the company name in upper case (spec), else
 * of the email, else '?' for a session that carries neither.
 */
export function avatarInitial(user: Pick<SessionUser, 'companyName' | 'email'> | null | undefined): string {
  const source = user?.companyName?.trim() || user?.email?.trim() || '';
  // Array.from keeps a letter outside the basic plane (an emoji, a CJK extension) whole.
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : '?';
}
