/**
 * Licences and prices (storefront §4 "Licence choice", §9 "Cart licence pricing"): which
 * licences a design offers, which is chosen first, what each is called and what it
 * costs. The one copy of these rules: the shop, the MSW world and the server import it,
 * so the price a card shows, the cart line and the order line cannot disagree.
 */

import { formatDollars } from './numbers';

/**
 * Licence types of a cart line and an order line (storefront §4): 3 exclusive (buyout),
 * 4 commercial unlimited, 5 commercial, 1 personal (the spec's "another tier"). Not the
 * store's licence *filter*, which is `LicenceFilter` (0 or 3) though it travels under
 * the same wire name `imgType`.
 */
export type LicenceType = 1 | 3 | 4 | 5;

/**
 * Names shown to buyers (and printed on invoices). 3, 4 and 5 are the spec's; the spec
 * only calls 1 "another tier" — account §4 lists a personal (non-exclusive, flat JPEG)
 * licence, which is what a half-price tier is, so it is named after that.
 */
export const licenceNames: Record<LicenceType, string> = {
  3: 'Exclusive license',
  4: 'Commercial unlimited license',
  5: 'Commercial license',
  1: 'Personal license',
};

/** Every licence type the contract knows. */
export const licenceTypes: readonly LicenceType[] = [1, 3, 4, 5];

/** 1 means exclusive: sold once, under licence 3 only. */
export type Exclusivity = { isBuyout: number };
type LicenceSubject = Exclusivity & { isUse: number };
/** The two prices of a design: `price` for the commercial tiers, `priceOnce` for the buyout. */
export type Priced = { price: number; priceOnce: number };

/** Buyout (exclusive) designs offer only licence 3; the others offer 5 and 4 (commercial first). */
export function licenceOptions(design: Exclusivity): LicenceType[] {
  return design.isBuyout === 1 ? [3] : [5, 4];
}

/** Whether a design is sold under `licence` (what the cart and checkout accept). */
export const offersLicence = (design: Exclusivity, licence: LicenceType): boolean => licenceOptions(design).includes(licence);

/** The spec's default: 5 when isUse is above 0, else 3; always 3 for a buyout design. */
export function defaultLicence(design: LicenceSubject): LicenceType {
  if (design.isBuyout === 1) return 3;
  return design.isUse > 0 ? 5 : 3;
}

/**
 * The licence preselected in the detail. The spec's default, unless the design does
 * not offer it: a non-buyout design with isUse 0 would default to 3, which only buyout
 * designs sell (the server refuses it), so the first offered licence is taken instead.
 */
export function initialLicence(design: LicenceSubject): LicenceType {
  const preferred = defaultLicence(design);
  return offersLicence(design, preferred) ? preferred : licenceOptions(design)[0]!;
}

/**
 * The licence a stored line is shown and priced under: its own, or — for a line whose
 * licence the design does not offer (an old or hand-edited local cart) — the first the
 * design offers.
 */
export function offeredLicence(design: Exclusivity, licence: LicenceType): LicenceType {
  return offersLicence(design, licence) ? licence : licenceOptions(design)[0]!;
}

/**
 * Dollars to whole cents by the one rounding rule: half a cent up, immune to binary
 * fractions (1.005 → 101, where `Math.round(1.005 * 100)` gives 100). The payment
 * provider's unit, and how two amounts are compared.
 */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/**
 * The one rounding rule for money: to cents, half a cent up, immune to binary
 * fractions (1.005 → 1.01, 15.992000000000001 → 15.99).
 */
export function roundPrice(value: number): number {
  return toCents(value) / 100;
}

/** Price under a licence: 3 priceOnce; 5 price; 4 80% of price; 1 50% of price; in cents. */
export function licencePrice(design: Priced, licence: LicenceType): number {
  switch (licence) {
    case 3:
      return roundPrice(design.priceOnce);
    case 5:
      return roundPrice(design.price);
    case 4:
      return roundPrice(design.price * 0.8);
    case 1:
      return roundPrice(design.price * 0.5);
  }
}

/** The price a card and the price filter go by: exclusive designs sell at their buyout price. */
export const shownPrice = (design: Exclusivity & Priced): number => (design.isBuyout === 1 ? design.priceOnce : design.price);

/** How a bulk price change moves each price (the back office's "bulk price change"). */
export type PriceChange = 'percent' | 'add' | 'set';

/** A price after a bulk change, by the same rounding rule, never below a cent. */
export function changedPrice(before: number, change: PriceChange, value: number): number {
  const raw = change === 'percent' ? before * (1 + value / 100) : change === 'add' ? before + value : value;
  return Math.max(0.01, roundPrice(raw));
}

/** The sum of line prices, by the same rounding rule. */
export const totalPrice = (amounts: Iterable<number>): number => {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return roundPrice(sum);
};

/** '$124.80': prices are USD (the analytics currency too). */
export const formatPrice = (value: number): string => formatDollars(value);
