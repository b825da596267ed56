import { queryOptions } from '@tanstack/react-query';
import { adminHolds } from '../../../api/admin';
import type { HeldExclusive } from '../../../api/types';
import { adminKey } from '../admin.queries';

/** The held list's key. */
export const adminHoldsKey = [...adminKey, 'holds'] as const;

/** Exclusive designs unpaid orders hold off sale now, the hold ending soonest first (GET /api/admin/holds). */
export const heldExclusivesQuery = () =>
  queryOptions({
    queryKey: adminHoldsKey,
    queryFn: async ({ signal }) => (await adminHolds({ signal })).data ?? [],
  });

/**
 * What releasing a hold makes stale: the held list, the audit log (hold.release), the
 * designs list (they are on sale again) and the orders.
 */
export const holdReleaseKeys = [adminHoldsKey, [...adminKey, 'audit'], [...adminKey, 'designs'], [...adminKey, 'orders']] as const;

/** One unpaid order and the exclusives it holds. */
export interface HeldOrder {
  orderNo: string;
  holder: string;
  heldSince: string;
  minutesLeft: number;
  designs: string[];
}

/** The held designs by order, in the list's order (the hold ending soonest first). */
export function heldOrders(held: readonly HeldExclusive[]): HeldOrder[] {
  const byOrder = new Map<string, HeldOrder>();
  for (const h of held) {
    const order = byOrder.get(h.orderNo);
    if (order) order.designs.push(h.imgSn);
    else
      byOrder.set(h.orderNo, {
        orderNo: h.orderNo,
        holder: h.holder,
        heldSince: h.heldSince,
        minutesLeft: h.minutesLeft,
        designs: [h.imgSn],
      });
  }
  return [...byOrder.values()];
}

/** '12 min left'; 0 means the hold ends at the next sweep. */
export const timeLeft = (minutes: number) => (minutes > 0 ? `${minutes} min left` : 'Ending now');
