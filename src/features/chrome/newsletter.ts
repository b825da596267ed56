/** The newsletter sign-up's rules (storefront §4, §5, §8). */

/** Shown for an empty or malformed address; nothing is sent then. */
export const EMAIL_FORMAT_ERROR = 'Email format error';
/** Shown when the server accepted the address. */
export const SUBSCRIPTION_SUCCEEDED = 'Subscription succeeded';

/**
 * The spec's basic pattern: letters, digits, underscore, dot and hyphen, an @, and a
 * domain whose ending has 2 to 6 characters. The same rule as the contract's
 * `basicEmailPattern` (the unit test holds them together); restated here because
 * importing it would pull zod into the shop's bundle.
 */
export const newsletterEmailPattern = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9]{2,6}$/;

/** What is wrong with an address typed into the newsletter box, or null when it may be sent. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  return value !== '' && newsletterEmailPattern.test(value) ? null : EMAIL_FORMAT_ERROR;
}
