/**
 * The cart page's lines, the same for a member's server cart and a visitor's local
 * cart: what a line shows, the licences it may change to, its price and the total.
 */
import { colourwayCover } from '../../api/covers';
import type { CartLine, CartSummary, LicenceType, LocalCartLine, ProductDetail } from '../../api/types';
import { licencePrice, offeredLicence, offersLicence, totalPrice } from '../../domain/licence';

/** The facts of a design that price it and limit its licences. */
type PricedDesign = Pick<CartLine, 'productId' | 'imgSn' | 'cover' | 'price' | 'priceOnce' | 'isBuyout'>;

/** A line whose design is known: shown with its licence and price. */
export interface ReadyCartLine extends PricedDesign {
  status: 'ready';
  imgType: LicenceType;
  /** Price under `imgType` (storefront §9). */
  linePrice: number;
  /** False when the design can no longer be bought (an exclusive sold meanwhile): shown, not counted. */
  available: boolean;
  /**
   * False when the design no longer offers the line's licence (made exclusive after it
   * went into the bag, issue 39): shown with the licences it offers now, not counted,
   * and no checkout until the buyer picks one.
   */
  licenceOffered: boolean;
  /** The colours it is bought in (src/domain/colourway.ts); '' its own. `cover` shows them. */
  colourway: string;
}

/** A visitor's line whose design is still being fetched. */
export interface LoadingCartLine {
  status: 'loading';
  productId: number;
  imgType: LicenceType;
}

/** A visitor's line whose design could not be fetched (gone from the shop, or the call failed). */
export interface MissingCartLine {
  status: 'missing';
  productId: number;
  imgType: LicenceType;
  /** Why, in words for the buyer. */
  reason: string;
}

export type CartPageLine = ReadyCartLine | LoadingCartLine | MissingCartLine;

/** A member's line as the server prices it: the server charges exactly this. */
export function fromServerLine(line: CartLine): ReadyCartLine {
  return {
    status: 'ready',
    productId: line.productId,
    imgSn: line.imgSn,
    cover: line.cover,
    price: line.price,
    priceOnce: line.priceOnce,
    isBuyout: line.isBuyout,
    imgType: line.imgType,
    linePrice: line.linePrice,
    available: line.available,
    licenceOffered: line.licenceOffered,
    colourway: line.colourway,
  };
}

/** A visitor's line, priced from the design's detail by the spec's constants. */
export function fromDetail(line: LocalCartLine, detail: ProductDetail): ReadyCartLine {
  const imgType = offeredLicence(detail, line.imgType);
  return {
    status: 'ready',
    productId: detail.productId,
    imgSn: detail.imgSn,
    cover: colourwayCover(detail.cover, line.colourway),
    price: detail.price,
    priceOnce: detail.priceOnce,
    isBuyout: detail.isBuyout,
    imgType,
    linePrice: licencePrice(detail, imgType),
    available: detail.isSold !== 1,
    // A visitor's line is shown under a licence the design offers (offeredLicence).
    licenceOffered: true,
    colourway: line.colourway ?? '',
  };
}

/** A line that can be paid for as it stands: known, on sale, under a licence its design offers. */
export const isPayable = (line: CartPageLine): line is ReadyCartLine => line.status === 'ready' && line.available && line.licenceOffered;

/**
 * The total of the lines that can be paid for; lines still loading, gone, or under a
 * licence no longer offered count nothing (as the server's total).
 */
export function cartTotal(lines: readonly CartPageLine[]): number {
  return totalPrice(lines.filter(isPayable).map((line) => line.linePrice));
}

/**
 * The server cart as it will be once a licence change lands: the line's licence and
 * price, and the total, by the same rules the server applies. Shown at once, so the
 * price follows the select without waiting for the round trip.
 */
export function withLicence(summary: CartSummary, productId: number, imgType: LicenceType): CartSummary {
  const aaData = summary.aaData.map((line) =>
    line.productId === productId
      ? { ...line, imgType, linePrice: licencePrice(line, imgType), licenceOffered: offersLicence(line, imgType) }
      : line,
  );
  return { ...summary, aaData, total: cartTotal(aaData.map(fromServerLine)) };
}

/** '1 design', '3 designs'. */
export const designCount = (count: number) => `${count} ${count === 1 ? 'design' : 'designs'}`;
