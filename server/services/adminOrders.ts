/**
 * Orders in the back office: find them (order number, the buyer's email, dates), see
 * their lines, payments and downloads, refund a line through the payment provider, and
 * attach a replacement file to a line (the Returns Policy's promise for a defective
 * file). A refunded line's files are no longer offered to the buyer; a line with a
 * replacement offers the replacement instead of the design's own files.
 *
 * A refunded exclusive stays off sale unless the operator asks for it back
 * (`returnToSale`): the buyer has had the files, and whether the design may be sold
 * exclusively again is the studio's call, made knowingly, and audited.
 */
import { colourwayCover } from '../../src/api/covers';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrdersSchema, adminRefundSchema } from '../../src/api/schemas';
import type { AdminOrder, LicenceType, Paged } from '../../src/api/types';
import { totalPrice } from '../../src/domain/licence';
import { orderRefusals, refundRefusal, replacementRefusal } from '../../src/domain/refusals';
import { containsPattern, type Db } from '../db/client';
import { designs, members, orderLines, orders } from '../db/schema';
import { HttpError, refusalError } from '../http';
import type { Actor, Audit } from './audit';
import type { Catalogue } from './catalogue';
import { specDate } from './dates';
import type { FileStore } from './fileStore';
import type { PaymentProvider } from './payments';

type OrdersQuery = z.output<typeof adminOrdersSchema>;
type RefundRequest = z.output<typeof adminRefundSchema>;

/** Largest replacement file: a layered source of a large print runs to a few gigabytes at most. */
export const MAX_REPLACEMENT_BYTES = 2 * 1024 ** 3;

export function createAdminOrders(
  db: Db,
  { audit, provider, catalogue, files }: { audit: Audit; provider: PaymentProvider; catalogue: Catalogue; files: FileStore },
) {
  async function ordersById(ids: number[]): Promise<AdminOrder[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ order: orders, email: members.email })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(inArray(orders.id, ids));
    const lines = await db
      .select({ line: orderLines, imgSn: designs.imgSn })
      .from(orderLines)
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id));
    const byId = new Map(rows.map((r) => [r.order.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const mine = lines.filter((l) => l.line.orderId === id);
      return [
        {
          id,
          orderNo: row.order.orderNo,
          email: row.email,
          status: row.order.status as AdminOrder['status'],
          total: row.order.total,
          refunded: totalPrice(mine.filter((l) => l.line.refundedAt).map((l) => l.line.amount)),
          dateCreate: specDate(row.order.createdAt),
          datePaid: row.order.paidAt ? specDate(row.order.paidAt) : null,
          paymentRef: row.order.paymentRef,
          cardLast4: row.order.cardLast4,
          lines: mine.map(({ line, imgSn }) => ({
            lineId: line.id,
            productId: line.productId,
            imgSn,
            cover: colourwayCover(catalogue.coverOf(line.productId), line.colourway),
            imgType: line.imgType as LicenceType,
            amount: line.amount,
            refundedAt: line.refundedAt ? specDate(line.refundedAt) : null,
            refundReason: line.refundReason,
            replacementName: line.replacementName,
            downloads: line.downloads,
            colourway: line.colourway,
          })),
        },
      ];
    });
  }

  async function lineWithOrder(lineId: number) {
    const [found] = await db
      .select({ line: orderLines, order: orders, imgSn: designs.imgSn, isBuyout: designs.isBuyout })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(designs, eq(designs.id, orderLines.productId))
      .where(eq(orderLines.id, lineId));
    if (!found) throw refusalError(orderRefusals.lineMissing);
    return found;
  }

  return {
    async page(query: OrdersQuery): Promise<Paged<AdminOrder>> {
      const where: SQL[] = [];
      if (query.orderNo) where.push(ilike(orders.orderNo, containsPattern(query.orderNo)));
      if (query.email) where.push(ilike(members.email, containsPattern(query.email.toLowerCase())));
      if (query.dateFrom) where.push(gte(orders.createdAt, new Date(`${query.dateFrom}T00:00:00Z`)));
      if (query.dateTo) where.push(lt(orders.createdAt, new Date(new Date(`${query.dateTo}T00:00:00Z`).getTime() + 86_400_000)));
      const condition = where.length ? and(...where) : undefined;
      const [ids, [total]] = await Promise.all([
        db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(members, eq(members.id, orders.memberId))
          .where(condition)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(query.iDisplayStart)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(condition),
      ]);
      return { aaData: await ordersById(ids.map((r) => r.id)), iTotalRecords: Number(total?.n ?? 0) };
    },

    /**
     * Gives the line's amount back through the payment provider, under a key of the line:
     * a retry (a crash after the provider answered) gets the same refund, never a second.
     */
    async refund(actor: Actor, { lineId, reason, returnToSale }: RefundRequest): Promise<AdminOrder> {
      const { line, order, imgSn, isBuyout } = await lineWithOrder(lineId);
      // Paid means the provider holds the payment: a refund goes back through it.
      const paid = order.status === 'Y' && !!order.paymentRef;
      const refusal = refundRefusal(
        { paid, refundedOn: line.refundedAt && specDate(line.refundedAt), exclusive: !!isBuyout },
        returnToSale,
      );
      if (refusal) throw refusalError(refusal);
      const result = await provider.refund({
        reference: order.paymentRef!,
        amount: line.amount,
        idempotencyKey: `refund-line-${line.id}`,
        reason,
      });
      if (!result.ok) throw new HttpError(402, `The payment provider refused the refund: ${result.reason}`);
      await db.transaction(async (tx) => {
        await tx
          .update(orderLines)
          .set({ refundedAt: new Date(), refundRef: result.reference, refundReason: reason })
          .where(eq(orderLines.id, line.id));
        if (returnToSale) await catalogue.returnToSale(line.productId, tx);
        await audit.record(
          actor,
          {
            action: 'order.refund',
            target: `order ${order.orderNo}, line ${imgSn}`,
            before: { refunded: false },
            after: {
              refunded: true,
              amount: line.amount,
              reference: result.reference,
              reason,
              ...(isBuyout ? { backOnSale: returnToSale } : {}),
            },
          },
          tx,
        );
      });
      return (await ordersById([order.id]))[0]!;
    },

    /** Keeps the uploaded file for the line; the buyer's next download of the design is this file. */
    async replaceFile(
      actor: Actor,
      lineId: number,
      file: { filename: string; stream: Readable; truncated: () => boolean },
    ): Promise<AdminOrder> {
      const { line, order, imgSn } = await lineWithOrder(lineId);
      const refusal = replacementRefusal({ paid: order.status === 'Y', refunded: !!line.refundedAt });
      if (refusal) throw refusalError(refusal);
      const name =
        path
          .basename(file.filename)
          .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
          .slice(0, 120)
          // A name of dots alone would not be a file's name.
          .replace(/^\.+$/, '') || 'replacement';
      const key = `replacements/${line.id}-${randomBytes(6).toString('hex')}/${name}`;
      // A file cut at the size limit fails its own upload, so nothing of it is kept.
      const whole = async function* () {
        for await (const chunk of file.stream as AsyncIterable<Buffer>) yield chunk;
        if (file.truncated()) throw new HttpError(413, `The file is larger than ${MAX_REPLACEMENT_BYTES / 1024 ** 3} GB`);
      };
      const bytes = await files.putStream(key, Readable.from(whole()));
      await db.transaction(async (tx) => {
        await tx.update(orderLines).set({ replacementPath: key, replacementName: name }).where(eq(orderLines.id, line.id));
        await audit.record(
          actor,
          {
            action: 'order.replaceFile',
            target: `order ${order.orderNo}, line ${imgSn}`,
            before: { replacement: line.replacementName },
            after: { replacement: name, bytes },
          },
          tx,
        );
      });
      return (await ordersById([order.id]))[0]!;
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
