/** The newsletter sign-up's rules (storefront §4, §5, §8). */
import { basicEmailPattern } from '../../domain/fieldPatterns';

/** Shown for an empty or malformed address; nothing is sent then. */
export const EMAIL_FORMAT_ERROR = 'Email format error';
/** Shown when the server accepted the address. */
export const SUBSCRIPTION_SUCCEEDED = 'Subscription succeeded';

/** What is wrong with an address typed into the newsletter box, or null when it may be sent. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  return value !== '' && basicEmailPattern.test(value) ? null : EMAIL_FORMAT_ERROR;
}
