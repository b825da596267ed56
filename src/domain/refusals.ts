/**
 * The refusals the server and the MSW world both answer with: the envelope code and the
 * words, and the field when the refusal is about one. Stories and end-to-end tests
 * assert these words, so they are written once here; the server throws them
 * (`refusalError` in server/http.ts), the mocks `refuse` them (mocks/handlers/route.ts),
 * and scripts/copiedRefusals.test.ts fails when either writes one out again.
 */

export interface Refusal {
  code: number;
  desc: string;
  /** The input the refusal is about, sent as the envelope's `data.field`. */
  field?: string;
}

/** Entries are checked as refusals but keep their literal types. */
const refusals = <T extends Record<string, Refusal | ((...args: never[]) => Refusal)>>(group: T) => group;

/** Sign-up, sign-in, codes and passwords. */
export const authRefusals = refusals({
  // The same words whether the account exists or not: sign-in tells no one who is a customer.
  // No field: naming the email or the password would say which one was wrong.
  wrongPassword: { code: 400, desc: 'Incorrect email or password' },
  wrongCode: { code: 400, desc: 'The verification code is wrong or has expired', field: 'code' },
  noAccount: { code: 404, desc: 'No account uses this email', field: 'email' },
  alreadyRegistered: { code: 409, desc: 'This email is already registered', field: 'email' },
  resetLinkExpired: { code: 400, desc: 'The reset link has expired, please ask for a new code', field: 'resetPwdToken' },
  wrongOldPassword: { code: 400, desc: 'The old password is wrong', field: 'oldPassword' },
  // Changing the password: the email typed is not the signed-in member's.
  notYourEmail: { code: 400, desc: 'This is not the email of your account', field: 'email' },
});

/** A design asked for by id, and one a cart or folder already holds. */
export const designRefusals = refusals({
  missing: { code: 404, desc: 'This design does not exist' },
  // The legacy API's words for "already there", kept because clients match them.
  alreadyThere: { code: 409, desc: 'Product exist' },
});

/** Paying for the cart. */
export const checkoutRefusals = refusals({
  emptyCart: { code: 400, desc: 'Your cart is empty' },
  notYourPayment: { code: 404, desc: 'This payment is not one of your orders. Press Pay to try again.', field: 'reference' },
  stillProcessing: { code: 409, desc: 'This payment is still being processed, please look at your orders' },
});

/** A member's orders, and the back office's refunds and replacement files. */
export const orderRefusals = refusals({
  missing: { code: 404, desc: 'This order does not exist' },
  paidCannotBeCancelled: { code: 409, desc: 'A paid order cannot be cancelled' },
  lineMissing: { code: 404, desc: 'This order line does not exist', field: 'lineId' },
  replacementNotMultipart: { code: 400, desc: 'file: upload the replacement as multipart/form-data', field: 'file' },
  replacementLineFirst: { code: 400, desc: 'lineId must be a number, sent before the file', field: 'lineId' },
  replacementMissing: { code: 400, desc: 'file: choose the replacement file', field: 'file' },
});

/** What a line to refund needs to know of itself and its order. */
export interface RefundableLine {
  /** The order was paid (and the provider holds the payment to refund). */
  paid: boolean;
  /** When the line was refunded (a spec date), or null. */
  refundedOn: string | null;
  exclusive: boolean;
}

/**
 * Why a line cannot be refunded, or null when it can: only a paid order's line, only
 * once, and only an exclusive design can go back on sale (a standard one never left it).
 */
export function refundRefusal(line: RefundableLine, returnToSale: boolean): Refusal | null {
  if (!line.paid) return { code: 409, desc: 'Only a paid order can be refunded' };
  if (line.refundedOn) return { code: 409, desc: `This line was refunded on ${line.refundedOn}` };
  if (returnToSale && !line.exclusive) return { code: 400, desc: 'returnToSale is for exclusive designs only', field: 'returnToSale' };
  return null;
}

/**
 * Why a line cannot take a replacement file, or null when it can: the file is what its
 * buyer downloads next, so only a paid line that was not refunded.
 */
export function replacementRefusal(line: { paid: boolean; refunded: boolean }): Refusal | null {
  if (!line.paid) return { code: 409, desc: 'Only a paid order’s lines can have a replacement file' };
  if (line.refunded) return { code: 409, desc: 'This line was refunded: its buyer no longer downloads it' };
  return null;
}

/** Folders of saved designs, and sharing one to Pinterest. */
export const folderRefusals = refusals({
  // Another member's folder gets these words too: nothing is revealed.
  missing: { code: 404, desc: 'This folder does not exist' },
  designNotInFolder: { code: 404, desc: 'This design is not in the folder' },
  sharingNotEnabled: { code: 403, desc: 'Sharing is not enabled for this account' },
});

/** The back office's design list: edits, sale status and bulk prices. */
export const adminDesignRefusals = refusals({
  soldOffSale: { code: 409, desc: 'This exclusive was sold: it is off sale already' },
  soldCannotReturn: { code: 409, desc: 'A sold exclusive cannot go back on sale' },
  // At most five ids: the rest would only lengthen the message.
  noSuchDesigns: (ids: readonly number[]) => ({ code: 404, desc: `No such design: ${ids.slice(0, 5).join(', ')}`, field: 'productIds' }),
});

/** The words an import's report gives a row whose exclusive design has no buyout price. */
export const BUYOUT_PRICE_NEEDED = 'priceOnce (the buyout price) is needed for an exclusive design';

/**
 * Why a design's licence cannot change as asked, or null when it can: a sold exclusive
 * stays exclusive (its buyer bought the sole right), and an exclusive needs a buyout price.
 */
export function designLicenceRefusal(
  design: { sold: boolean; isBuyout: 0 | 1; priceOnce: number },
  change: { isBuyout?: 0 | 1; priceOnce?: number },
): Refusal | null {
  if (design.sold && change.isBuyout !== undefined && change.isBuyout !== design.isBuyout)
    return { code: 409, desc: 'A sold exclusive stays exclusive: its licence cannot change', field: 'isBuyout' };
  if ((change.isBuyout ?? design.isBuyout) === 1 && !((change.priceOnce ?? design.priceOnce) > 0))
    return { code: 400, desc: BUYOUT_PRICE_NEEDED, field: 'priceOnce' };
  return null;
}

/** How many finished imports the shop remembers; an older job id is refused. */
export const KEPT_IMPORT_JOBS = 20;

/** Starting an import from a folder's files, and asking after one. */
export const importRefusals = refusals({
  notMultipart: { code: 400, desc: 'files: upload the folder’s files as multipart/form-data', field: 'files' },
  noFiles: { code: 400, desc: 'files: choose a designs.csv and the images it names', field: 'files' },
  noSuchJob: { code: 404, desc: `No such import: the shop keeps the last ${KEPT_IMPORT_JOBS}`, field: 'jobId' },
});

/** The home page's banners and the pinned Best Sellers. */
export const curationRefusals = refusals({
  missing: { code: 404, desc: 'This banner does not exist', field: 'id' },
  notADesign: (productId: number) => ({ code: 400, desc: `productId ${productId} is not a design of the shop`, field: 'productId' }),
  noSuchPinned: (ids: readonly number[]) => ({ code: 400, desc: `productIds: no such design ${ids.join(', ')}`, field: 'productIds' }),
});

/** The back office's inbox of shoppers' messages. */
export const inboxRefusals = refusals({
  missing: { code: 404, desc: 'This message does not exist', field: 'id' },
});
