/**
 * The member's server cart (storefront §4 licence rules, §9 prices). The line price is
 * always computed from the design's current prices; checkout fixes it on the order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CartLine, CartMergeResult, CartSummary, LicenceType } from '../../src/api/types';
import { cartMessages, cartRefusal, licenceChangeRefusal, type CartRefusal } from '../../src/domain/cart';
import { licencePrice, totalPrice } from '../../src/domain/licence';
import type { Db } from '../db/client';
import { cartLines, designs, offSale } from '../db/schema';
import { HttpError } from '../http';

const refusalError = (refusal: CartRefusal) =>
  new HttpError(refusal.code, refusal.desc, refusal.field ? { field: refusal.field } : undefined);

export function createCart(db: Db, { coverOf }: { coverOf: (productId: number) => string }) {
  async function designFacts(productId: number) {
    const [design] = await db
      .select({ id: designs.id, isBuyout: designs.isBuyout, sold: offSale })
      .from(designs)
      .where(eq(designs.id, productId));
    return design ?? null;
  }

  return {
    async save(memberId: number, productId: number, imgType: LicenceType) {
      // Whether the cart holds it already is the insert's answer (two tabs may add at once).
      const refusal = cartRefusal(await designFacts(productId), imgType, { inCart: false });
      if (refusal) throw refusalError(refusal);
      const added = await db.insert(cartLines).values({ memberId, productId, imgType }).onConflictDoNothing().returning();
      if (added.length === 0) throw new HttpError(409, cartMessages.duplicate);
    },

    /** The visitor's local cart, merged after login: what cannot be added is skipped and said why. */
    async saveAll(memberId: number, orderList: { productId: number; imgType: LicenceType }[]): Promise<CartMergeResult> {
      const ids = [...new Set(orderList.map((l) => l.productId))];
      const found = ids.length
        ? await db.select({ id: designs.id, isBuyout: designs.isBuyout, sold: offSale }).from(designs).where(inArray(designs.id, ids))
        : [];
      const byId = new Map(found.map((d) => [d.id, d]));
      const refusals = orderList.map((line) => cartRefusal(byId.get(line.productId), line.imgType, { inCart: false, wording: 'merge' }));
      const accepted = orderList.filter((_, i) => !refusals[i]);
      // One statement for the whole list (a visitor's cart holds up to 200 lines): a line
      // the cart holds already, or one repeated in the list, is not inserted (the first
      // of a repeated design is), so what was added is what the insert returns.
      const inserted = accepted.length
        ? await db
            .insert(cartLines)
            .values(accepted.map((line) => ({ memberId, productId: line.productId, imgType: line.imgType })))
            .onConflictDoNothing()
            .returning({ productId: cartLines.productId })
        : [];
      const fresh = new Set(inserted.map((row) => row.productId));
      const result: CartMergeResult = { added: [], skipped: [] };
      for (const [i, line] of orderList.entries()) {
        const refusal = refusals[i];
        if (refusal) result.skipped.push({ productId: line.productId, reason: refusal.desc });
        else if (fresh.delete(line.productId)) result.added.push(line.productId);
        else result.skipped.push({ productId: line.productId, reason: cartMessages.duplicate });
      }
      return result;
    },

    async list(memberId: number): Promise<CartSummary> {
      const rows = await db
        .select({
          productId: cartLines.productId,
          imgType: cartLines.imgType,
          productNum: cartLines.productNum,
          imgSn: designs.imgSn,
          price: designs.price,
          priceOnce: designs.priceOnce,
          isBuyout: designs.isBuyout,
          sold: offSale,
        })
        .from(cartLines)
        .innerJoin(designs, eq(designs.id, cartLines.productId))
        .where(eq(cartLines.memberId, memberId))
        .orderBy(asc(cartLines.createdAt), asc(cartLines.productId));
      const lines: CartLine[] = rows.map((r) => ({
        productId: r.productId,
        imgType: r.imgType as LicenceType,
        productNum: r.productNum,
        imgSn: r.imgSn,
        cover: coverOf(r.productId),
        price: r.price,
        priceOnce: r.priceOnce,
        isBuyout: r.isBuyout as 0 | 1,
        linePrice: licencePrice(r, r.imgType as LicenceType),
        available: !r.sold,
      }));
      const total = totalPrice(lines.filter((l) => l.available).map((l) => l.linePrice));
      return { aaData: lines, iTotalRecords: lines.length, total };
    },

    async remove(memberId: number, productId: number) {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)))
        .returning();
      if (removed.length === 0) throw new HttpError(404, cartMessages.notInCart);
    },

    async update(memberId: number, productId: number, imgType: LicenceType) {
      const [line] = await db
        .select({ isBuyout: designs.isBuyout })
        .from(cartLines)
        .innerJoin(designs, eq(designs.id, cartLines.productId))
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
      if (!line) throw new HttpError(404, cartMessages.notInCart);
      const refusal = licenceChangeRefusal(line, imgType);
      if (refusal) throw refusalError(refusal);
      await db
        .update(cartLines)
        .set({ imgType })
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
    },

    async holds(memberId: number, productId: number): Promise<boolean> {
      const [line] = await db
        .select({ productId: cartLines.productId })
        .from(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
      return Boolean(line);
    },
  };
}

export type Cart = ReturnType<typeof createCart>;
