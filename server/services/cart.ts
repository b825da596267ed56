/**
 * The member's server cart (storefront §4 licence rules, §9 prices). The line price is
 * always computed from the design's current prices; checkout fixes it on the order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { colourwayCover } from '../../src/api/covers';
import type { CartLine, CartMergeResult, CartSummary, LicenceType } from '../../src/api/types';
import { cartMessages, cartRefusal, licenceChangeRefusal, type CartRefusal } from '../../src/domain/cart';
import { checkColourway } from '../../src/domain/colourway';
import { licencePrice, offersLicence, totalPrice } from '../../src/domain/licence';
import type { Db } from '../db/client';
import { cartLines, designs, offSale } from '../db/schema';
import { HttpError, refusalError } from '../http';
import { paletteHexes } from './palette';

/** The colourway a line may carry for a design with these measured colours, or the refusal. */
function colourwayFor(colourway: string, colours: number[] | null): { colourway: string } | CartRefusal {
  const checked = checkColourway(colourway, paletteHexes(colours));
  return checked.ok ? { colourway: checked.colourway } : { code: 400, desc: checked.desc, field: 'colourway' };
}

const isRefusal = (value: { colourway: string } | CartRefusal): value is CartRefusal => 'code' in value;

/**
 * A member's cart lines with what prices them, oldest first. The cart page's lines and
 * the checkout's charge read these same rows (the checkout inside its transaction).
 */
export function pricedCartLines(db: Db, memberId: number) {
  return db
    .select({
      productId: cartLines.productId,
      imgType: cartLines.imgType,
      productNum: cartLines.productNum,
      colourway: cartLines.colourway,
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
}

export function createCart(db: Db, { coverOf }: { coverOf: (productId: number) => string }) {
  async function designFacts(productId: number) {
    const [design] = await db
      .select({ id: designs.id, isBuyout: designs.isBuyout, sold: offSale, colours: designs.colours })
      .from(designs)
      .where(eq(designs.id, productId));
    return design ?? null;
  }

  return {
    async save(memberId: number, productId: number, imgType: LicenceType, colourway = '') {
      // Whether the cart holds it already is the insert's answer (two tabs may add at once).
      const design = await designFacts(productId);
      const refusal = cartRefusal(design, imgType, { inCart: false });
      if (refusal) throw refusalError(refusal);
      const colours = colourwayFor(colourway, design!.colours);
      if (isRefusal(colours)) throw refusalError(colours);
      const added = await db
        .insert(cartLines)
        .values({ memberId, productId, imgType, colourway: colours.colourway })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw new HttpError(409, cartMessages.duplicate);
    },

    /** The visitor's local cart, merged after login: what cannot be added is skipped and said why. */
    async saveAll(
      memberId: number,
      orderList: { productId: number; imgType: LicenceType; colourway?: string }[],
    ): Promise<CartMergeResult> {
      const ids = [...new Set(orderList.map((l) => l.productId))];
      const found = ids.length
        ? await db
            .select({ id: designs.id, isBuyout: designs.isBuyout, sold: offSale, colours: designs.colours })
            .from(designs)
            .where(inArray(designs.id, ids))
        : [];
      const byId = new Map(found.map((d) => [d.id, d]));
      const colourways = orderList.map((line) => {
        const design = byId.get(line.productId);
        return design ? colourwayFor(line.colourway ?? '', design.colours) : { colourway: '' };
      });
      const refusals = orderList.map((line, i) => {
        const colours = colourways[i]!;
        return (
          cartRefusal(byId.get(line.productId), line.imgType, { inCart: false, wording: 'merge' }) ?? (isRefusal(colours) ? colours : null)
        );
      });
      const accepted = orderList.flatMap((line, i) => {
        const colours = colourways[i]!;
        return refusals[i] || isRefusal(colours) ? [] : [{ ...line, colourway: colours.colourway }];
      });
      // One statement for the whole list (a visitor's cart holds up to 200 lines): a line
      // the cart holds already, or one repeated in the list, is not inserted (the first
      // of a repeated design is), so what was added is what the insert returns.
      const inserted = accepted.length
        ? await db
            .insert(cartLines)
            .values(accepted.map((line) => ({ memberId, productId: line.productId, imgType: line.imgType, colourway: line.colourway })))
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
      const rows = await pricedCartLines(db, memberId);
      const lines: CartLine[] = rows.map((r) => ({
        productId: r.productId,
        imgType: r.imgType as LicenceType,
        productNum: r.productNum,
        imgSn: r.imgSn,
        cover: colourwayCover(coverOf(r.productId), r.colourway),
        colourway: r.colourway,
        price: r.price,
        priceOnce: r.priceOnce,
        isBuyout: r.isBuyout as 0 | 1,
        linePrice: licencePrice(r, r.imgType as LicenceType),
        available: !r.sold,
        licenceOffered: offersLicence(r, r.imgType as LicenceType),
      }));
      const total = totalPrice(lines.filter((l) => l.available && l.licenceOffered).map((l) => l.linePrice));
      return { aaData: lines, iTotalRecords: lines.length, total };
    },

    async remove(memberId: number, productId: number) {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)))
        .returning();
      if (removed.length === 0) throw new HttpError(404, cartMessages.notInCart);
    },

    /** The line's licence, and its colours when `colourway` is given. */
    async update(memberId: number, productId: number, imgType: LicenceType, colourway?: string) {
      const [line] = await db
        .select({ isBuyout: designs.isBuyout, colours: designs.colours })
        .from(cartLines)
        .innerJoin(designs, eq(designs.id, cartLines.productId))
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
      if (!line) throw new HttpError(404, cartMessages.notInCart);
      const refusal = licenceChangeRefusal(line, imgType);
      if (refusal) throw refusalError(refusal);
      const colours = colourway === undefined ? null : colourwayFor(colourway, line.colours);
      if (colours && isRefusal(colours)) throw refusalError(colours);
      await db
        .update(cartLines)
        .set(colours ? { imgType, colourway: colours.colourway } : { imgType })
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
