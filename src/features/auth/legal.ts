/**
 * The static pages the login dialog links to (route table, storefront §2). They open in
 * a new tab, so the dialog and what was typed into it stay where they are.
 */
export const TERMS_PATH = '/Terms';
export const PRIVACY_PATH = '/Privacy';
