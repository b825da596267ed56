/**
 * Checkout, orders, invoices and downloads (docs/architecture.md: ours where the spec is silent).
 *
 * Checkout takes the caller's server cart in three steps, so that no sale is lost or
 * made twice, and the shop never sees a card (docs/adr/010-payments.md):
 * 1. start (`startPayment`): reserve, in one transaction, a pending order (status P)
 *    with the lines priced now and every exclusive on it taken off sale — of concurrent
 *    checkouts holding one exclusive, exactly one gets it; the others are told it is no
 *    longer available — then start the provider's payment for its total under the
 *    order's key, and keep the payment's reference on the order. The browser gets the
 *    payment's client secret and confirms it with the provider, card and all;
 * 2. the browser sends the reference (`checkout`), or the provider's webhook arrives
 *    (`paymentEvent`): the server asks the provider for the payment's status itself;
 * 3. complete (one transaction): status Y, the paid lines leave the cart — only a
 *    pending order is completed, so a second confirmation (the browser and the webhook,
 *    a retry, a replayed webhook) changes nothing and mails nothing.
 * A declined payment is cancelled at the provider and undoes step 1: no order is left.
 * A retry with the same client key finds the order: a paid one is answered again, a
 * pending one gets the same payment again.
 *
 * Nothing is held hostage (issue 39): a pending order holds its exclusives for
 * `holdMinutes` (HOLD_MINUTES, 30); `expireHolds` then cancels its payment at the
 * provider and puts them back on sale (status X, kept so that a late payment finds it).
 * A payment that succeeds after its hold ran out completes the order when its designs
 * are still free, else it is refunded whole — never sold twice. A member holds at most
 * MAX_UNPAID_EXCLUSIVES unpaid, and every line is charged at the price and under a
 * licence the design offers now, the price the shopper's bag showed
 * (src/domain/checkout.ts).
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { CheckoutResult, InvoiceDetails, LicenceType, Order, Paged, PaymentStart } from '../../src/api/types';
import { containsPattern, type Db } from '../db/client';
import { cartLines, designs, members, offSale, orderLines, orders } from '../db/schema';
import { HttpError, refusalError } from '../http';
import type { Catalogue } from './catalogue';
import type { FileStore } from './fileStore';
import { pricedCartLines } from './cart';
import { renderInvoice, storeInvoice } from './invoices';
import { escapeHtml, type MailMessage, type Mailer } from './mail';
import type { PaymentEvent, PaymentProvider, PaymentStatus } from './payments';
import type { UrlSigner } from './signedUrls';

/** A paid order line as its download links see it. */
export interface DownloadableLine {
  productId: number;
  /** The colours bought; the files are drawn in them ('' the design's own). */
  colourway: string;
  refunded: boolean;
  /** The file an operator attached instead of the design's own, if any. */
  replacement: { path: string; name: string } | null;
}
import { formatPrice, toCents, totalPrice } from '../../src/domain/licence';
import {
  chargedAmount,
  checkoutMessages,
  checkoutRefusal,
  holdRefusal,
  holdReleaseMessages,
  DEFAULT_HOLD_MINUTES,
  orderNumber,
  type SeenLine,
} from '../../src/domain/checkout';
import { colourwayCover } from '../../src/api/covers';
import { colourwayLabel } from '../../src/domain/colourway';
import { downloadRefusals } from '../../src/domain/download';
import { checkoutRefusals, designRefusals, orderRefusals } from '../../src/domain/refusals';
import { parseSpecDate, specDate } from './dates';

/** The mail telling a buyer their order is paid: each line, its colourway and price, and the total. */
export function paidOrderMail(
  order: { orderNo: string; total: number },
  lines: { imgSn: string; colourway: string; amount: number }[],
): Omit<MailMessage, 'to'> {
  const named = (l: (typeof lines)[number]) => (l.colourway ? `${l.imgSn}, ${colourwayLabel(l.colourway)}` : l.imgSn);
  const rows = lines.map((l) => `${named(l)}  ${formatPrice(l.amount)}`);
  return {
    subject: `Your order ${order.orderNo} is paid`,
    text: `Thank you for your order ${order.orderNo}.\n\n${rows.join('\n')}\n\nTotal: ${formatPrice(order.total)}\n\nDownload your files from My Order: /personalCenter/orderForm`,
    html: `<p>Thank you for your order <strong>${escapeHtml(order.orderNo)}</strong>.</p><table>${lines
      .map((l) => `<tr><td>${escapeHtml(named(l))}</td><td style="text-align:right">${formatPrice(l.amount)}</td></tr>`)
      .join(
        '',
      )}</table><p>Total: <strong>${formatPrice(order.total)}</strong></p><p><a href="/personalCenter/orderForm">Download your files from My Order</a></p>`,
  };
}

export interface OrdersOptions {
  catalogue: Catalogue;
  provider: PaymentProvider;
  mailer: Mailer;
  signer: UrlSigner;
  /** Where invoices are kept. */
  files: FileStore;
  now?: () => Date;
  log?: { error: (object: unknown, message: string) => void; warn?: (object: unknown, message: string) => void };
  /** How long a started payment holds its exclusives off sale (HOLD_MINUTES). */
  holdMinutes?: number;
}

export interface CheckoutInput {
  idempotencyKey: string;
  /** The provider's reference of the payment `startPayment` answered. */
  reference: string;
}

/** A paid order whose payment the provider reports for another amount or currency is not recorded. */
const MISMATCH = 'The payment does not match the order, so it was not recorded. Please contact us.';

/** Rolls back a late completion whose exclusives were sold meanwhile. */
class SoldMeanwhile extends Error {}

/** A held exclusive as the back office lists it (dates as dates; the route writes them). */
export interface HeldRow {
  productId: number;
  imgSn: string;
  orderNo: string;
  holder: string;
  heldSince: Date;
  holdUntil: Date;
}

export function createOrders(
  db: Db,
  { catalogue, provider, mailer, signer, files, now = () => new Date(), log, holdMinutes = DEFAULT_HOLD_MINUTES }: OrdersOptions,
) {
  const holdMs = holdMinutes * 60_000;
  async function linesOf(orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return db
      .select({
        orderId: orderLines.orderId,
        productId: orderLines.productId,
        imgType: orderLines.imgType,
        productNum: orderLines.productNum,
        colourway: orderLines.colourway,
        amount: orderLines.amount,
        imgSn: designs.imgSn,
        format: designs.format,
        imgSize: designs.imgSize,
        refundedAt: orderLines.refundedAt,
        replacementName: orderLines.replacementName,
      })
      .from(orderLines)
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
  }

  const result = (order: typeof orders.$inferSelect): CheckoutResult => ({ orderId: order.id, orderNo: order.orderNo, total: order.total });

  /** Step 1: the pending order and its exclusives, or a refusal that changed nothing. */
  async function reserve(memberId: number, idempotencyKey: string, seen: SeenLine[] | undefined) {
    return db.transaction(async (tx) => {
      // One reservation of a member at a time (PostgreSQL; PGlite is one connection):
      // two payments started at once must not both pass the limit of held exclusives.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      // A parallel request with this key may have reserved — even paid, emptying the
      // cart — since the caller last looked: that one answers, not 'Your cart is empty'.
      const [taken] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
      if (taken) return null;
      const cart = (await pricedCartLines(tx, memberId)).map((l) => ({ ...l, imgType: l.imgType as LicenceType }));
      if (cart.length === 0) throw refusalError(checkoutRefusals.emptyCart);
      const refusal = checkoutRefusal(cart, seen) ?? holdRefusal(await heldBy(tx, memberId), cart.filter((l) => l.isBuyout === 1).length);
      if (refusal)
        throw new HttpError(refusal.code, refusal.desc, refusal.productIds.length ? { productIds: refusal.productIds } : undefined);
      const priced = cart.map((l) => ({ ...l, amount: chargedAmount(l) }));
      const total = totalPrice(priced.map((l) => l.amount));
      const at = now();
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: `pending-${memberId}-${idempotencyKey}`,
          memberId,
          status: 'P',
          total,
          idempotencyKey,
          createdAt: at,
          holdUntil: new Date(at.getTime() + holdMs),
        })
        .onConflictDoNothing()
        .returning();
      // The same key is being (or was) checked out by a parallel request: that one answers.
      if (!order) return null;
      const orderNo = orderNumber(now(), order.id);
      await tx.update(orders).set({ orderNo }).where(eq(orders.id, order.id));
      await tx.insert(orderLines).values(
        priced.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          imgType: l.imgType,
          productNum: l.productNum,
          colourway: l.colourway,
          amount: l.amount,
        })),
      );
      for (const line of priced)
        if (line.isBuyout && !(await catalogue.claimExclusive(line.productId, tx)))
          throw new HttpError(409, checkoutMessages.gone([line]), { productIds: [line.productId] });
      return { ...order, orderNo, lines: priced };
    });
  }

  /** The exclusives a member's pending orders hold off sale now. */
  async function heldBy(tx: Db, memberId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.memberId, memberId), eq(orders.status, 'P'), eq(orderLines.imgType, 3), gt(orders.holdUntil, now())));
    return Number(row?.n ?? 0);
  }

  async function findByKey(memberId: number, idempotencyKey: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
    return order ?? null;
  }

  /**
   * The provider's idempotency key is the order's, not the client's: clients choose
   * their keys, and two members sending the same one must never share a payment. A
   * retry of one checkout reuses its pending order, so it gets the same payment.
   */
  async function startAtProvider(order: { id: number; orderNo: string; total: number }) {
    return provider.start({
      amount: order.total,
      currency: 'USD',
      idempotencyKey: `order-${order.id}`,
      description: `Order ${order.orderNo}`,
      orderId: order.id,
    });
  }

  /** Undoes a reservation whose payment failed: the exclusives go back on sale. */
  async function release(orderId: number) {
    await db.transaction(async (tx) => {
      const lines = await tx
        .select({ productId: orderLines.productId, isBuyout: designs.isBuyout })
        .from(orderLines)
        .innerJoin(designs, eq(designs.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId));
      for (const line of lines) if (line.isBuyout) await catalogue.returnToSale(line.productId, tx);
      await tx.delete(orders).where(and(eq(orders.id, orderId), eq(orders.status, 'P')));
    });
  }

  async function complete(memberId: number, orderId: number, reference: string, last4: string | null) {
    return db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({ status: 'Y', paidAt: now(), paymentRef: reference, cardLast4: last4 })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'P')))
        .returning();
      const bought = await tx.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
      await tx.delete(cartLines).where(
        and(
          eq(cartLines.memberId, memberId),
          inArray(
            cartLines.productId,
            bought.map((b) => b.productId),
          ),
        ),
      );
      return paid ?? null;
    });
  }

  /**
   * Asks the provider how the order's payment stands and acts on it: succeeded (for the
   * order's amount and currency) completes the order and mails the buyer once;
   * declined cancels the payment and releases the order.
   */
  async function settle(order: typeof orders.$inferSelect) {
    const status = await provider.confirm(order.paymentRef!);
    if (status.status === 'succeeded') {
      if (toCents(status.amount) !== toCents(order.total) || status.currency !== 'USD') {
        log?.error({ orderId: order.id, reference: order.paymentRef, paid: status }, 'a payment does not match its order');
        throw new HttpError(409, MISMATCH);
      }
      const paid = await complete(order.memberId, order.id, order.paymentRef!, status.last4);
      if (paid) await mailConfirmation(paid.id).catch((error: unknown) => log?.error({ err: error }, 'order confirmation not sent'));
      // Its hold ran out while the provider was asked: the late path decides.
      else if ((await statusOf(order.id)) === 'X') await settleLate({ ...order, status: 'X' }, status);
    } else if (status.status === 'declined') {
      await provider.cancel(order.paymentRef!);
      await release(order.id);
    }
    return status;
  }

  async function statusOf(orderId: number) {
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return row?.status ?? null;
  }

  /**
   * A payment that succeeded after its order's hold ran out (status X): the order is
   * completed when every exclusive on it is still free — taken off sale again in the
   * same transaction — else the whole payment is refunded and the lines marked so.
   * Never sold twice, never paid for nothing. Repeats change nothing: a completed order
   * is no longer X, and the refund's key is the order's.
   */
  async function settleLate(
    order: typeof orders.$inferSelect,
    status: Extract<PaymentStatus, { status: 'succeeded' }>,
  ): Promise<'completed' | 'refunded' | 'nothing'> {
    if (toCents(status.amount) !== toCents(order.total) || status.currency !== 'USD') {
      log?.error({ orderId: order.id, reference: order.paymentRef, paid: status }, 'a late payment does not match its order');
      throw new HttpError(409, MISMATCH);
    }
    const lines = await db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        imgType: orderLines.imgType,
        imgSn: designs.imgSn,
        refundedAt: orderLines.refundedAt,
      })
      .from(orderLines)
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id));
    if (lines.some((l) => l.refundedAt)) return 'nothing';
    const soldMeanwhile: typeof lines = [];
    const paid = await db
      .transaction(async (tx) => {
        for (const line of lines) if (line.imgType === 3 && !(await catalogue.claimExclusive(line.productId, tx))) soldMeanwhile.push(line);
        // Undo the claims of this transaction: nothing of the order is sold.
        if (soldMeanwhile.length) throw new SoldMeanwhile();
        const [done] = await tx
          .update(orders)
          .set({ status: 'Y', paidAt: now(), paymentRef: order.paymentRef, cardLast4: status.last4 })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'X')))
          .returning();
        if (done)
          await tx.delete(cartLines).where(
            and(
              eq(cartLines.memberId, order.memberId),
              inArray(
                cartLines.productId,
                lines.map((l) => l.productId),
              ),
            ),
          );
        return done ?? null;
      })
      .catch((error: unknown) => {
        if (error instanceof SoldMeanwhile) return null;
        throw error;
      });
    if (paid) {
      log?.warn?.({ orderId: order.id }, 'a payment arrived after its hold ran out; its designs were still free, so the order is paid');
      await mailConfirmation(paid.id).catch((error: unknown) => log?.error({ err: error }, 'order confirmation not sent'));
      return 'completed';
    }
    if (!soldMeanwhile.length) return 'nothing';
    const refund = await provider.refund({
      reference: order.paymentRef!,
      amount: order.total,
      idempotencyKey: `late-order-${order.id}`,
      reason: checkoutMessages.refundedLate(soldMeanwhile),
    });
    if (!refund.ok) {
      log?.error({ orderId: order.id, reason: refund.reason }, 'a late payment could not be refunded');
      throw new HttpError(503, 'The payment provider is not answering. Please try again in a moment.');
    }
    await db
      .update(orderLines)
      .set({ refundedAt: now() })
      .where(and(eq(orderLines.orderId, order.id), isNull(orderLines.refundedAt)));
    return 'refunded';
  }

  /**
   * Ends the hold of one pending order: its payment is cancelled at the provider and
   * asked again — a card confirmed in the same moment wins, and the order is completed —
   * then the order becomes X and its exclusives go back on sale. Its client key is
   * freed, so the shopper's next Pay starts afresh. False when it was settled otherwise.
   */
  async function endHold(order: typeof orders.$inferSelect): Promise<'released' | 'completed' | 'kept'> {
    if (order.paymentRef) {
      try {
        await provider.cancel(order.paymentRef);
        const status = await provider.confirm(order.paymentRef);
        if (status.status === 'succeeded') {
          await settle(order);
          return 'completed';
        }
      } catch (error) {
        // The provider is away: keep the hold until the next sweep can ask it.
        log?.error({ err: error, orderId: order.id }, 'a hold could not be ended: the payment provider did not answer');
        return 'kept';
      }
    }
    const released = await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(orders)
        .set({ status: 'X', idempotencyKey: `expired-${order.id}-${order.idempotencyKey}`.slice(0, 200) })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'P')))
        .returning({ id: orders.id });
      if (!ended) return false;
      const lines = await tx
        .select({ productId: orderLines.productId })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.imgType, 3)));
      for (const line of lines) await catalogue.returnToSale(line.productId, tx);
      return true;
    });
    return released ? 'released' : 'kept';
  }

  async function mailConfirmation(orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [buyer] = await db.select({ email: members.email }).from(members).where(eq(members.id, order!.memberId));
    await mailer.send({ to: buyer!.email, ...paidOrderMail(order!, await linesOf([orderId])) });
  }

  /** Exclusives held off sale by unpaid orders now, the hold ending soonest first. */
  async function heldExclusives(): Promise<HeldRow[]> {
    const rows = await db
      .select({
        productId: orderLines.productId,
        imgSn: designs.imgSn,
        orderNo: orders.orderNo,
        holder: members.email,
        heldSince: orders.createdAt,
        holdUntil: orders.holdUntil,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(and(eq(orders.status, 'P'), eq(orderLines.imgType, 3)))
      .orderBy(asc(orders.holdUntil), asc(orderLines.id));
    return rows.map((r) => ({ ...r, holdUntil: r.holdUntil ?? new Date(r.heldSince.getTime() + holdMs) }));
  }

  /**
   * An order of this member whose hold ran out, found by its payment: its client key was
   * freed, so the browser coming back late finds it only this way (paid late, or not).
   */
  async function expiredByReference(memberId: number, reference: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberId),
          eq(orders.paymentRef, reference),
          inArray(orders.status, ['X', 'Y']),
          sql`${orders.idempotencyKey} LIKE 'expired-%'`,
        ),
      );
    return order ?? null;
  }

  /** The browser came back for an order whose hold ran out: paid late, refunded, or too late to pay. */
  async function checkoutLate(order: typeof orders.$inferSelect): Promise<CheckoutResult> {
    const status = await provider.confirm(order.paymentRef!);
    if (status.status !== 'succeeded') throw new HttpError(409, checkoutMessages.holdExpired(holdMinutes));
    const late = await settleLate(order, status);
    if (late === 'completed') return result({ ...order, status: 'Y' });
    const gone = await db
      .select({ imgSn: designs.imgSn })
      .from(orderLines)
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.imgType, 3)));
    throw new HttpError(409, checkoutMessages.refundedLate(gone));
  }

  return {
    /**
     * Ends every hold that ran out (a timer in app.ts; the held list asks first too).
     * Safe beside other shop processes: each order ends once, whoever gets there first.
     */
    async expireHolds(): Promise<{ released: number; completed: number }> {
      const due = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'P'), lte(orders.holdUntil, now())))
        .orderBy(asc(orders.holdUntil))
        .limit(100);
      let released = 0;
      let completed = 0;
      for (const order of due) {
        const ended = await endHold(order);
        if (ended === 'released') released++;
        if (ended === 'completed') completed++;
      }
      return { released, completed };
    },

    heldExclusives,

    /**
     * An operator ends one unpaid order's hold now (its designs go back on sale). A
     * payment that succeeded meanwhile completes the order instead: then 409.
     */
    async releaseHold(orderNo: string): Promise<HeldRow[]> {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      if (!order || order.status !== 'P') throw new HttpError(404, holdReleaseMessages.notHeld, { field: 'orderNo' });
      const held = (await heldExclusives()).filter((h) => h.orderNo === orderNo);
      const ended = await endHold(order);
      if (ended === 'completed') throw new HttpError(409, holdReleaseMessages.paidMeanwhile);
      if (ended === 'kept') throw new HttpError(503, 'The payment provider is not answering. Please try again in a moment.');
      return held;
    },

    /**
     * Step 1: the pending order of this key (made now, or the one made before) and its
     * payment at the provider, for the browser to confirm with the card.
     */
    async startPayment(memberId: number, { idempotencyKey, lines }: { idempotencyKey: string; lines?: SeenLine[] }): Promise<PaymentStart> {
      let order: typeof orders.$inferSelect | null = await findByKey(memberId, idempotencyKey);
      // A retry after the hold ran out (or just at its end) starts a new order.
      if (order?.status === 'P' && order.holdUntil && order.holdUntil <= now() && (await endHold(order)) === 'released') order = null;
      let reservedNow = false;
      if (!order) {
        const reserved = await reserve(memberId, idempotencyKey, lines);
        if (reserved) {
          order = (await findByKey(memberId, idempotencyKey))!;
          reservedNow = true;
        } else {
          // A parallel request with the same key reserved first: go on with its order.
          for (let i = 0; i < 50 && !order; i++) {
            order = await findByKey(memberId, idempotencyKey);
            if (!order) await new Promise((r) => setTimeout(r, 100));
          }
          if (!order) throw refusalError(checkoutRefusals.stillProcessing);
        }
      }
      if (order.status === 'Y') return { ...result(order), reference: order.paymentRef ?? '', clientSecret: '', paid: true };
      let started;
      try {
        started = await startAtProvider(order);
      } catch (error) {
        log?.error({ err: error }, 'the payment provider did not start a payment');
        if (reservedNow) await release(order.id);
        throw new HttpError(503, 'The payment provider is not answering. Please try again in a moment.');
      }
      if (order.paymentRef !== started.reference)
        await db
          .update(orders)
          .set({ paymentRef: started.reference })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'P')));
      return { ...result(order), reference: started.reference, clientSecret: started.clientSecret, paid: false };
    },

    /**
     * Steps 2 and 3 for the browser that confirmed the payment with the provider: the
     * provider's own status decides. Paid: the order (the same one however often this
     * is asked). Declined: no order is left, and the provider's reason is the answer.
     */
    async checkout(memberId: number, { idempotencyKey, reference }: CheckoutInput): Promise<CheckoutResult> {
      const order = (await findByKey(memberId, idempotencyKey)) ?? (await expiredByReference(memberId, reference));
      if (!order || order.paymentRef !== reference) throw refusalError(checkoutRefusals.notYourPayment);
      if (order.status === 'Y') return result(order);
      if (order.status === 'X') return checkoutLate(order);
      const outcome = await settle(order);
      if (outcome.status === 'declined') throw new HttpError(402, outcome.reason);
      if (outcome.status === 'pending') throw refusalError(checkoutRefusals.stillProcessing);
      const [now_] = await db.select().from(orders).where(eq(orders.id, order.id));
      // Expired while the provider was asked: settle already took the late path.
      return now_!.status === 'Y' ? result(now_!) : checkoutLate(now_!);
    },

    /**
     * A provider's webhook, its signature already verified: a succeeded payment
     * completes its pending order (the browser may never have come back), a cancelled
     * one releases it. Anything else — an unknown payment, an order already settled —
     * changes nothing, so a replayed or duplicated event changes nothing either.
     */
    async paymentEvent(event: PaymentEvent): Promise<'completed' | 'released' | 'declined' | 'pending' | 'nothing'> {
      if (event.kind === 'other' || !event.reference) return 'nothing';
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.paymentRef, event.reference), inArray(orders.status, ['P', 'X'])));
      if (!order) return 'nothing';
      if (order.status === 'X') {
        if (event.kind !== 'succeeded') return 'nothing';
        const status = await provider.confirm(order.paymentRef!);
        if (status.status !== 'succeeded') return 'nothing';
        const late = await settleLate(order, status);
        return late === 'refunded' ? 'released' : late;
      }
      if (event.kind === 'canceled') {
        await release(order.id);
        return 'released';
      }
      const outcome = await settle(order);
      return outcome.status === 'succeeded' ? 'completed' : outcome.status;
    },

    async page(
      memberId: number,
      query: { dayAgo: '' | number; orderNo: string; datePayRange: string; status: string; iDisplayStart: number; iDisplayLength: number },
    ): Promise<Paged<Order>> {
      const statuses = query.status
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s === 'P' || s === 'Y');
      const where: SQL[] = [eq(orders.memberId, memberId), inArray(orders.status, statuses.length ? statuses : ['Y'])];
      if (query.orderNo) where.push(ilike(orders.orderNo, containsPattern(query.orderNo)));
      if (query.dayAgo !== '') where.push(gte(orders.createdAt, new Date(now().getTime() - Number(query.dayAgo) * 86_400_000)));
      if (query.datePayRange) {
        const [start, end] = query.datePayRange.slice(1, -1).split(',');
        if (start) where.push(gte(orders.createdAt, parseSpecDate(start)));
        if (end) where.push(lte(orders.createdAt, parseSpecDate(end)));
      }
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(condition)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(query.iDisplayStart * query.iDisplayLength)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(orders).where(condition),
      ]);
      const lines = await linesOf(rows.map((o) => o.id));
      return {
        aaData: rows.map((o) => ({
          id: o.id,
          orderNo: o.orderNo,
          dateCreate: specDate(o.createdAt),
          invoice: o.invoicePath,
          orderList: lines
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              productId: l.productId,
              imgSn: l.imgSn,
              productCover: colourwayCover(catalogue.coverOf(l.productId), l.colourway),
              format: l.format,
              imgSize: l.imgSize,
              mode: 'RGB',
              productNum: l.productNum,
              orderAmount: l.amount,
              imgType: l.imgType as LicenceType,
              refunded: l.refundedAt ? 1 : 0,
              replacementName: l.replacementName,
              colourway: l.colourway,
            })),
        })),
        iTotalRecords: Number(total?.n ?? 0),
      };
    },

    /** Only the owner's unpaid orders can be cancelled (their exclusives go back on sale, their payment is ended). */
    async cancel(memberId: number, orderNo: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
      if (!order) throw refusalError(orderRefusals.missing);
      if (order.status !== 'P') throw refusalError(orderRefusals.paidCannotBeCancelled);
      if (order.paymentRef) {
        // The provider may have taken the money while the browser never came back: then
        // the order is paid, not cancelled. Otherwise its payment ends before the order.
        const outcome = await settle(order);
        if (outcome.status === 'succeeded') throw refusalError(orderRefusals.paidCannotBeCancelled);
        if (outcome.status === 'declined') return;
        await provider.cancel(order.paymentRef);
      }
      await release(order.id);
    },

    /** The invoice PDF's path: made on the first request with the buyer's details, the same afterwards. */
    async invoice(memberId: number, details: InvoiceDetails): Promise<string> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, details.id), eq(orders.memberId, memberId), eq(orders.status, 'Y')));
      if (!order) throw refusalError(orderRefusals.missing);
      if (order.invoicePath) return order.invoicePath;
      const lines = await linesOf([order.id]);
      const { id: _id, ...buyer } = details;
      const pdf = await renderInvoice(
        {
          orderNo: order.orderNo,
          paidAt: order.paidAt ?? order.createdAt,
          total: order.total,
          lines: lines.map((l) => ({ imgSn: l.imgSn, imgType: l.imgType as LicenceType, amount: l.amount, colourway: l.colourway })),
        },
        buyer,
      );
      const stored = await storeInvoice(files, order.id, pdf);
      // Two requests at once keep the first invoice; the other answers that one.
      const [kept] = await db
        .update(orders)
        .set({ invoicePath: stored, invoiceDetails: buyer })
        .where(and(eq(orders.id, order.id), eq(orders.invoicePath, '')))
        .returning();
      if (kept) return stored;
      const [again] = await db.select({ invoicePath: orders.invoicePath }).from(orders).where(eq(orders.id, order.id));
      return again!.invoicePath;
    },

    /**
     * A short-lived signed link to a design's files, for its buyers only: the newest
     * paid, not refunded line's (in `colourway` when given) — its replacement file when
     * an operator attached one.
     */
    async downloadUrl(memberId: number, productId: number, colourway?: string): Promise<string> {
      const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, productId));
      if (!design) throw refusalError(designRefusals.missing);
      const bought = await db
        .select({ id: orderLines.id, refundedAt: orderLines.refundedAt, replacementPath: orderLines.replacementPath })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.memberId, memberId),
            eq(orders.status, 'Y'),
            eq(orderLines.productId, productId),
            colourway === undefined ? undefined : eq(orderLines.colourway, colourway),
          ),
        )
        .orderBy(desc(orderLines.id));
      const line = bought.find((l) => !l.refundedAt);
      if (!line) throw new HttpError(403, bought.length ? downloadRefusals.refunded : downloadRefusals.notBought);
      await db
        .update(orderLines)
        .set({ downloads: sql`${orderLines.downloads} + 1` })
        .where(eq(orderLines.id, line.id));
      return line.replacementPath ? signer.signReplacement(line.id) : signer.sign(productId, line.id);
    },

    /**
     * What a signed download link of an order line may serve now: checked on every
     * download, so a link handed out before a refund stops working at the refund.
     */
    async downloadableLine(lineId: number): Promise<DownloadableLine | null> {
      const [line] = await db
        .select({
          productId: orderLines.productId,
          colourway: orderLines.colourway,
          refundedAt: orderLines.refundedAt,
          path: orderLines.replacementPath,
          name: orderLines.replacementName,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.id, lineId), eq(orders.status, 'Y')));
      if (!line) return null;
      return {
        productId: line.productId,
        colourway: line.colourway,
        refunded: line.refundedAt !== null,
        replacement: line.path && line.name ? { path: line.path, name: line.name } : null,
      };
    },

    /** Best sellers from real sales (paid lines), most sold first. */
    async bestSellingIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ productId: orderLines.productId, n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(designs, eq(designs.id, orderLines.productId))
        .where(and(eq(orders.status, 'Y'), not(offSale), isNull(orderLines.refundedAt)))
        .groupBy(orderLines.productId)
        .orderBy(desc(count()), asc(orderLines.productId))
        .limit(limit);
      return rows.map((r) => r.productId);
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
