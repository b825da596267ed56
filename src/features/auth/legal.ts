/**
 * The static pages the login dialog links to (route table, storefront §2). They open in
 * a new tab, so the dialog and what was typed into it stay where they are.
 */
export const TERMS_PATH = '/Terms';
/** The licence agreement's own page (the spec's route table shows no path for it). */
export const LICENCE_PATH = '/License';
export const PRIVACY_PATH = '/Privacy';
