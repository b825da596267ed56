/**
 * The back office's dashboard: paid orders and revenue per day (refunds taken off),
 * the best-selling designs of the period, and the shop's running totals.
 */
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Dashboard } from '../../src/api/types';
import { roundPrice } from '../../src/domain/licence';
import { rowsOf, type Db } from '../db/client';
import { designSearch, designs, orderLines, orders, subscribers } from '../db/schema';

export function createDashboard(
  db: Db,
  {
    coverOf,
    openFeedback,
    now = () => new Date(),
  }: { coverOf: (productId: number) => string; openFeedback: () => Promise<number>; now?: () => Date },
) {
  return {
    async summary(days: number): Promise<Dashboard> {
      const end = now();
      const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - (days - 1)));
      const perDay = await rowsOf<{ day: string; orders: number; revenue: string }>(
        db,
        sql`SELECT to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                   count(DISTINCT o.id)::int AS orders,
                   COALESCE(sum(l.amount) FILTER (WHERE l.refunded_at IS NULL), 0)::text AS revenue
            FROM orders o JOIN order_lines l ON l.order_id = o.id
            WHERE o.status = 'Y' AND o.paid_at >= ${start}
            GROUP BY 1 ORDER BY 1`,
      );
      const byDay = new Map(perDay.map((d) => [d.day, d]));
      const dayList = Array.from({ length: days }, (_, i) => {
        const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        const row = byDay.get(date);
        return { date, orders: Number(row?.orders ?? 0), revenue: roundPrice(Number(row?.revenue ?? 0)) };
      });
      const top = await db
        .select({
          productId: orderLines.productId,
          imgSn: designs.imgSn,
          sold: count(),
          revenue: sql<string>`sum(${orderLines.amount})::text`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(designs, eq(designs.id, orderLines.productId))
        .where(and(eq(orders.status, 'Y'), isNull(orderLines.refundedAt), gte(orders.paidAt, start)))
        .groupBy(orderLines.productId, designs.imgSn)
        .orderBy(desc(count()), desc(sql`sum(${orderLines.amount})`))
        .limit(10);
      const [totals] = await rowsOf<{ orders: number; revenue: string; refunded: string }>(
        db,
        sql`SELECT count(DISTINCT o.id)::int AS orders,
                   COALESCE(sum(l.amount) FILTER (WHERE l.refunded_at IS NULL), 0)::text AS revenue,
                   COALESCE(sum(l.amount) FILTER (WHERE l.refunded_at IS NOT NULL), 0)::text AS refunded
            FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.status = 'Y'`,
      );
      const [[onSale], [subscribed], open] = await Promise.all([
        db.select({ n: count() }).from(designSearch),
        db.select({ n: count() }).from(subscribers),
        openFeedback(),
      ]);
      return {
        days: dayList,
        top: top.map((t) => ({
          productId: t.productId,
          imgSn: t.imgSn,
          cover: coverOf(t.productId),
          sold: Number(t.sold),
          revenue: roundPrice(Number(t.revenue)),
        })),
        totals: {
          orders: Number(totals?.orders ?? 0),
          revenue: roundPrice(Number(totals?.revenue ?? 0)),
          refunded: roundPrice(Number(totals?.refunded ?? 0)),
          designsOnSale: Number(onSale?.n ?? 0),
          openFeedback: open,
          subscribers: Number(subscribed?.n ?? 0),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboard>;
