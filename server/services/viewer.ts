/**
 * What a card or a detail says relative to the caller (spec §3): how many of their
 * folders hold the design (`hasCollection`, `collectionId`) and whether it is in their
 * cart or bought (`isBuy` 1 / 2). Visitors see zeros.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CartState, ProductCard, ProductDetail } from '../../src/api/types';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import type { Cart } from './cart';
import type { Favourites } from './favourites';

export function createViewer(db: Db, { cart, favourites }: { cart: Cart; favourites: Favourites }) {
  /** Bought and not refunded: its files are the member's to download. */
  async function purchased(memberId: number, productId: number): Promise<boolean> {
    const [line] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.memberId, memberId), eq(orders.status, 'Y'), eq(orderLines.productId, productId), isNull(orderLines.refundedAt)))
      .limit(1);
    return Boolean(line);
  }

  return {
    purchased,

    async cards<T extends ProductCard>(memberId: number | null, cards: T[]): Promise<T[]> {
      if (memberId === null || cards.length === 0) return cards;
      const held = await favourites.collections(
        memberId,
        cards.map((c) => c.productId),
      );
      return cards.map((c) => {
        const mine = held.get(c.productId);
        return mine ? { ...c, collectionId: mine.collectionId, hasCollection: mine.hasCollection } : c;
      });
    },

    async detail(memberId: number | null, detail: ProductDetail): Promise<ProductDetail> {
      if (memberId === null) return detail;
      const [held, bought, inCart] = await Promise.all([
        favourites.collections(memberId, [detail.productId]),
        purchased(memberId, detail.productId),
        cart.holds(memberId, detail.productId),
      ]);
      const isBuy: CartState = bought ? 2 : inCart ? 1 : 0;
      return { ...detail, isBuy, hasCollection: held.get(detail.productId)?.hasCollection ?? 0 };
    },
  };
}

export type Viewer = ReturnType<typeof createViewer>;
