/**
 * What a cart may hold (storefront §4, docs/architecture.md's cart calls): one line per design,
 * a licence the design offers, never a sold exclusive. The server's cart, the MSW
 * world's and the merge of a visitor's local cart after sign-in all ask `cartRefusal`,
 * so they refuse the same things with the same words.
 */
import { offersLicence, type Exclusivity, type LicenceType } from './licence';
import { designRefusals } from './refusals';

/** Every line holds one copy of its design (the spec's productNum is always 1). */
export const LINE_QUANTITY = 1;
/** The most lines a visitor's cart may send at once when it is merged after sign-in. */
export const MAX_MERGED_LINES = 200;

/** The refusals of the cart calls, word for word. */
export const cartMessages = {
  missing: designRefusals.missing.desc,
  sold: 'This exclusive design has been sold',
  exclusiveOnly: 'Exclusive designs are sold under the exclusive licence only',
  commercialOnly: 'imgType must be 4 or 5',
  notOffered: 'This licence is not offered for this design',
  duplicate: designRefusals.alreadyThere.desc,
  notInCart: 'This design is not in your cart',
} as const;

export interface CartRefusal {
  /** The envelope code: 404 unknown design, 409 sold or already held, 400 a licence not offered. */
  code: 400 | 404 | 409;
  desc: string;
  field?: 'imgType' | 'colourway';
}

/** What the cart needs to know of a design; null when there is no such design. */
export type CartDesign = Exclusivity & { sold: boolean };

/**
 * Why `design` cannot go into the cart under `licence`, or null when it can.
 * `inCart` says whether the cart already holds the design. A single save names the
 * licence the design needs; the merge of many lines says only that it is not offered.
 */
export function cartRefusal(
  design: CartDesign | null | undefined,
  licence: LicenceType,
  { inCart, wording = 'save' }: { inCart: boolean; wording?: 'save' | 'merge' },
): CartRefusal | null {
  if (!design) return { code: 404, desc: cartMessages.missing };
  if (design.sold) return { code: 409, desc: cartMessages.sold };
  if (!offersLicence(design, licence)) {
    const desc =
      wording === 'merge' ? cartMessages.notOffered : design.isBuyout === 1 ? cartMessages.exclusiveOnly : cartMessages.commercialOnly;
    return { code: 400, desc, field: 'imgType' };
  }
  if (inCart) return { code: 409, desc: cartMessages.duplicate };
  return null;
}

/** Why a line's licence cannot be changed to `licence`, or null when it can. */
export function licenceChangeRefusal(design: Exclusivity, licence: LicenceType): CartRefusal | null {
  return offersLicence(design, licence) ? null : { code: 400, desc: cartMessages.notOffered, field: 'imgType' };
}
