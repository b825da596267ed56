/**
 * en-US number formatting for the pages' first screens: counts ('3,000'), decimals
 * ('84.67') and dollars ('$124.80'), exactly as `Intl.NumberFormat('en-US')` writes them
 * (numbers.test.ts compares the two).
 *
 * Why not Intl itself: a page's first number formatted with Intl (or `toLocaleString`)
 * loads the browser's locale data, 40–100 ms of main thread measured in Chromium — four
 * times that on the slowed phone CPU Lighthouse measures with — and the store, the
 * detail and the home page all show prices before anything else happens. What does not
 * fit this simple form (not finite, huge, or with many decimals) still goes to Intl.
 */

/** Beyond this doubles have no cents left: Intl writes those. */
const PLAIN_LIMIT = 1e15;
/** More decimals than the shop ever writes: Intl writes those. */
const MAX_PLAIN_DECIMALS = 6;

let intlUsd: Intl.NumberFormat | undefined;

/** '1234567' → '1,234,567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Adds one to a string of decimal digits: '0999' → '1000', '99' → '100'. */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index--;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

/**
 * `value` with at most `fractionDigits` decimals, thousands grouped. Rounded as Intl
 * rounds: half away from zero on the number's shortest decimal form (0.015 is '0.015',
 * so '0.02'; `toFixed` would round the double's binary value, 0.01499…, down).
 * `keepZeros` writes all the decimals ('12.50'); otherwise trailing zeros go ('12.5', '100').
 */
function plain(value: number, fractionDigits: number, keepZeros: boolean): string {
  // Below 1e-6 the shortest form has an exponent; at three decimals or fewer it is zero anyway.
  const shortest = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value));
  const [whole = '0', fraction = ''] = shortest.split('.');
  let kept = (fraction + '0'.repeat(fractionDigits)).slice(0, fractionDigits);
  let integer = whole;
  if (fraction.length > fractionDigits && fraction[fractionDigits]! >= '5') {
    const rounded = increment(integer + kept);
    integer = rounded.slice(0, rounded.length - fractionDigits);
    kept = rounded.slice(rounded.length - fractionDigits);
  }
  const decimals = keepZeros ? kept : kept.replace(/0+$/, '');
  return grouped(integer) + (decimals ? `.${decimals}` : '');
}

/** Negative, as Intl sees it: minus zero too. */
const negative = (value: number) => value < 0 || Object.is(value, -0);

/** '3,000', '84.67', '1.5': at most `maximumFractionDigits` decimals (Intl's default is 3), no trailing zeros. */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_LIMIT || maximumFractionDigits > MAX_PLAIN_DECIMALS) {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
  }
  const text = plain(value, maximumFractionDigits, false);
  return negative(value) ? `-${text}` : text;
}

/** '$124.80', '-$3.00', '$12,000.00': US dollars with cents. */
export function formatDollars(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_LIMIT) {
    intlUsd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return intlUsd.format(value);
  }
  return `${negative(value) ? '-' : ''}$${plain(value, 2, true)}`;
}
