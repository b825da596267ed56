/**
 * The patterns the sign-in, sign-up, forgot-password, newsletter, invoice and contact
 * fields must match (storefront §5, account §5). The contract's schemas check requests
 * with them on the server and in the MSW world, and the shop's forms check with the same
 * objects before sending, so a form never sends what the server refuses. Here rather
 * than in src/api/schemas.ts so that the shop's forms do not pull zod into its bundle.
 */

/** Login email: the local part starts with a letter or digit and has at least 3 characters. */
export const loginEmailPattern = /^[A-Za-z0-9][A-Za-z0-9._%+-]{2,}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Login password: 6 to 16 letters, digits, underscore or hyphen. */
export const loginPasswordPattern = /^[A-Za-z0-9_-]{6,16}$/;
/** Verification code (forgot and register): 6 to 16 letters or digits. */
export const verificationCodePattern = /^[A-Za-z0-9]{6,16}$/;
/** New password (forgot): 6 to 16 letters, digits or hyphens. */
export const newPasswordPattern = /^[A-Za-z0-9-]{6,16}$/;
/** Register password (and a password change): letters and digits only, at least one of each, 6 to 16 long. */
export const registerPasswordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/;
/**
 * The address a code, a reset, a registration, the newsletter and an invoice take:
 * letters, digits, underscore, dot, hyphen, @, a domain ending of 2 to 6 characters.
 */
export const basicEmailPattern = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9]{2,6}$/;
/**
 * Contact form: a general email pattern, one bare address. The characters of a display
 * name or a list (`<>()[]\,;:"`) are refused: `x<someone@else.example>` would have the
 * back office's replies go to the bracketed address (issue 39).
 */
export const generalEmailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
