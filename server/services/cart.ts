/**
 * The member's server cart (storefront §4 licence rules, §9 prices). The line price is
 * always computed from the design's current prices; checkout fixes it on the order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { linePrice } from '../../src/patterns/catalogue';
import type { CartLine, CartMergeResult, CartSummary, LicenceType } from '../../src/api/types';
import type { Db } from '../db/client';
import { cartLines, designs } from '../db/schema';
import { HttpError } from '../http';

/** Exclusive designs sell only under licence 3; the others under 4 or 5. */
export const licenceAllowed = (isBuyout: number, imgType: LicenceType) => (isBuyout ? imgType === 3 : imgType === 4 || imgType === 5);

const SOLD = 'This exclusive design has been sold';
const NOT_OFFERED = 'This licence is not offered for this design';
const NOT_IN_CART = 'This design is not in your cart';

export const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function createCart(db: Db, { coverOf }: { coverOf: (productId: number) => string }) {
  async function designFacts(productId: number) {
    const [design] = await db
      .select({ id: designs.id, isBuyout: designs.isBuyout, sold: designs.sold })
      .from(designs)
      .where(eq(designs.id, productId));
    return design ?? null;
  }

  return {
    async save(memberId: number, productId: number, imgType: LicenceType) {
      const design = await designFacts(productId);
      if (!design) throw new HttpError(404, 'This design does not exist');
      if (design.sold) throw new HttpError(409, SOLD);
      if (!licenceAllowed(design.isBuyout, imgType))
        throw new HttpError(
          400,
          design.isBuyout ? 'Exclusive designs are sold under the exclusive licence only' : 'imgType must be 4 or 5',
          {
            field: 'imgType',
          },
        );
      const added = await db.insert(cartLines).values({ memberId, productId, imgType }).onConflictDoNothing().returning();
      if (added.length === 0) throw new HttpError(409, 'Product exist');
    },

    /** The visitor's local cart, merged after login: what cannot be added is skipped and said why. */
    async saveAll(memberId: number, orderList: { productId: number; imgType: LicenceType }[]): Promise<CartMergeResult> {
      const ids = [...new Set(orderList.map((l) => l.productId))];
      const found = ids.length
        ? await db.select({ id: designs.id, isBuyout: designs.isBuyout, sold: designs.sold }).from(designs).where(inArray(designs.id, ids))
        : [];
      const byId = new Map(found.map((d) => [d.id, d]));
      const result: CartMergeResult = { added: [], skipped: [] };
      for (const line of orderList) {
        const design = byId.get(line.productId);
        const reason = !design
          ? 'This design does not exist'
          : design.sold
            ? SOLD
            : !licenceAllowed(design.isBuyout, line.imgType)
              ? NOT_OFFERED
              : null;
        if (reason) {
          result.skipped.push({ productId: line.productId, reason });
          continue;
        }
        const added = await db
          .insert(cartLines)
          .values({ memberId, productId: line.productId, imgType: line.imgType })
          .onConflictDoNothing()
          .returning();
        if (added.length) result.added.push(line.productId);
        else result.skipped.push({ productId: line.productId, reason: 'Product exist' });
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
          sold: designs.sold,
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
        linePrice: linePrice(r, r.imgType as LicenceType),
        available: !r.sold,
      }));
      const total = roundMoney(lines.filter((l) => l.available).reduce((sum, l) => sum + l.linePrice, 0));
      return { aaData: lines, iTotalRecords: lines.length, total };
    },

    async remove(memberId: number, productId: number) {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)))
        .returning();
      if (removed.length === 0) throw new HttpError(404, NOT_IN_CART);
    },

    async update(memberId: number, productId: number, imgType: LicenceType) {
      const [line] = await db
        .select({ isBuyout: designs.isBuyout })
        .from(cartLines)
        .innerJoin(designs, eq(designs.id, cartLines.productId))
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
      if (!line) throw new HttpError(404, NOT_IN_CART);
      if (!licenceAllowed(line.isBuyout, imgType)) throw new HttpError(400, NOT_OFFERED, { field: 'imgType' });
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
