/*
 * Kept apart from content.ts: the app's route table imports these paths up front, and
 * must not bring the pages' copy (offices, company facts) into the first-load bundle.
 */
/**
 * The routes of the static pages (route table of account-and-pages §2). The first path
 * of a page is the one to link to; the others are aliases that show the same page.
 * The licence agreement's path is not in the route table: `/License` is ours.
 */
export const contentPaths = {
  contact: ['/ContactUS', '/contact'],
  about: ['/AboutUS', '/about', '/us'],
  thank: ['/thank'],
  privacy: ['/Privacy'],
  terms: ['/Terms'],
  returns: ['/Returns'],
  comparisons: ['/Comparisons'],
  faq: ['/faq'],
  licenceAgreement: ['/License'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ContentPageName = keyof typeof contentPaths;

/** The path to link to for a static page. */
export const pathOf = (page: ContentPageName): string => contentPaths[page][0];
