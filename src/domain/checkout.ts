/**
 * What a checkout may charge (issue 39, "Nothing held hostage"): every line at the price
 * and under a licence the design offers now, the price the shopper was shown, and no
 * more exclusives held unpaid than a buyer needs. The server's startPayment and the MSW
 * world's ask these same rules, so both refuse the same things with the same words.
 */
import {
  formatPrice,
  licenceNames,
  licencePrice,
  offersLicence,
  toCents,
  type Exclusivity,
  type LicenceType,
  type Priced,
} from './licence';

/**
 * How many exclusive designs one member may hold off sale while unpaid, over all their
 * pending orders. A buyer pays within minutes; without a limit, one member could take
 * every exclusive off sale by starting payments and never paying.
 */
export const MAX_UNPAID_EXCLUSIVES = 5;

/** How long, by default, a started payment holds its exclusives (HOLD_MINUTES on the server). */
export const DEFAULT_HOLD_MINUTES = 30;

/**
 * An order's number, as the shopper, the confirmation mail and the back office show it:
 * 'PM', the UTC day the order was placed (yyyymmdd) and its id padded to six digits —
 * PM20261118000501. The server numbers its orders so; the MSW world and its fixtures too.
 */
export const orderNumber = (placed: Date, id: number) =>
  `PM${placed.toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** A cart line as the checkout prices it. */
export interface ChargedLine extends Exclusivity, Priced {
  productId: number;
  imgSn: string;
  imgType: LicenceType;
  /** Sold, withdrawn or held by someone else's payment. */
  sold: boolean;
}

/** What the shopper's bag showed for a line when they pressed Pay. */
export interface SeenLine {
  productId: number;
  amount: number;
}

export interface CheckoutRefusal {
  code: 409;
  desc: string;
  /** The designs the refusal is about: the bag reloads and marks them. */
  productIds: number[];
}

const names = (lines: { imgSn: string }[]) => lines.map((l) => l.imgSn).join(', ');

export const checkoutMessages = {
  gone: (lines: { imgSn: string }[]) => `No longer available: ${names(lines)}`,
  licenceWithdrawn: (line: { imgSn: string; imgType: LicenceType }) =>
    `The ${licenceNames[line.imgType]} is no longer offered for ${line.imgSn}. Choose another license in your bag, then pay.`,
  priceChanged: (line: { imgSn: string }, amount: number) =>
    `The price of ${line.imgSn} is now ${formatPrice(amount)}. Your bag shows the new price: check it, then pay.`,
  notSeen: (lines: { imgSn: string }[]) => `Your bag changed since you opened it (${names(lines)}). Check it, then pay.`,
  tooManyHeld: (held: number) =>
    held > 0
      ? `You already hold ${held} exclusive design${held === 1 ? '' : 's'} in an unpaid order, and one member may hold at most ${MAX_UNPAID_EXCLUSIVES} unpaid. Pay for or cancel that order in My Orders first.`
      : `One order may hold at most ${MAX_UNPAID_EXCLUSIVES} exclusive designs while it is paid. Remove some from your bag and buy them in a second order.`,
  holdExpired: (minutes: number) =>
    `Your order held its designs for ${minutes} minutes and was not paid in time, so they went back on sale. Press Pay to start again.`,
  refundedLate: (lines: { imgSn: string }[]) =>
    `Your payment arrived after your order's hold ran out, and ${names(lines)} had been sold meanwhile. The whole payment has been refunded.`,
} as const;

/** What the back office is told when it ends an unpaid order's hold (adminHoldRelease). */
export const holdReleaseMessages = {
  released: 'Released: back on sale',
  notHeld: 'This order holds no designs: it was paid, cancelled or released already',
  paidMeanwhile: 'This order was paid meanwhile, so its designs are sold',
} as const;

/** A line's price under the licence it is on now. */
export const chargedAmount = (line: ChargedLine) => licencePrice(line, line.imgType);

/**
 * Why the cart cannot be charged as it is, or null when it can. `seen` is what the
 * shopper's bag showed; left out (an older client), the current prices are charged.
 */
export function checkoutRefusal(lines: readonly ChargedLine[], seen?: readonly SeenLine[]): CheckoutRefusal | null {
  const gone = lines.filter((l) => l.sold);
  if (gone.length) return { code: 409, desc: checkoutMessages.gone(gone), productIds: gone.map((l) => l.productId) };
  const withdrawn = lines.find((l) => !offersLicence(l, l.imgType));
  if (withdrawn) return { code: 409, desc: checkoutMessages.licenceWithdrawn(withdrawn), productIds: [withdrawn.productId] };
  if (!seen) return null;
  const shown = new Map(seen.map((l) => [l.productId, l.amount]));
  const unseen = lines.filter((l) => !shown.has(l.productId));
  if (unseen.length) return { code: 409, desc: checkoutMessages.notSeen(unseen), productIds: unseen.map((l) => l.productId) };
  const changed = lines.find((l) => toCents(shown.get(l.productId)!) !== toCents(chargedAmount(l)));
  if (changed) return { code: 409, desc: checkoutMessages.priceChanged(changed, chargedAmount(changed)), productIds: [changed.productId] };
  return null;
}

/** Whether taking `adding` more exclusives off sale keeps a member within the limit, given `held` already. */
export function holdRefusal(held: number, adding: number): CheckoutRefusal | null {
  if (adding === 0 || held + adding <= MAX_UNPAID_EXCLUSIVES) return null;
  return { code: 409, desc: checkoutMessages.tooManyHeld(held), productIds: [] };
}
