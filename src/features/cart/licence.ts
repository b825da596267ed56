/**
 * Licences of a design (storefront §4 "Licence choice", §9 "Cart licence pricing"):
 * which a design offers, which is chosen first, what each is called and costs.
 */
import type { LicenceType, ProductDetail } from '../../api/types';

/**
 * Names shown to buyers. 3, 4 and 5 are the spec's; the spec only calls 1 "another
 * tier" — account §4 lists a personal (non-exclusive, flat JPEG) licence, which is
 * what a half-price tier is, so it is named after that.
 */
export const licenceNames: Record<LicenceType, string> = {
  3: 'Exclusive license',
  4: 'Commercial unlimited license',
  5: 'Commercial license',
  1: 'Personal license',
};

type LicenceSubject = Pick<ProductDetail, 'isBuyout' | 'isUse'>;
type Priced = Pick<ProductDetail, 'price' | 'priceOnce'>;

/** Buyout (exclusive) designs offer only licence 3; the others offer 5 and 4 (commercial first). */
export function licenceOptions(design: Pick<ProductDetail, 'isBuyout'>): LicenceType[] {
  return design.isBuyout === 1 ? [3] : [5, 4];
}

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
  const offered = licenceOptions(design);
  return offered.includes(preferred) ? preferred : offered[0]!;
}

/** Rounds to cents, immune to binary fractions (1.005 → 1.01, 15.992000000000001 → 15.99). */
export function roundPrice(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$124.80': prices are USD (the analytics currency too). */
export const formatPrice = (value: number): string => usd.format(value);
