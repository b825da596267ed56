import type { SalesDay } from '../../../api/adminTypes';
import { formatPrice, totalPrice } from '../../../domain/licence';

/** Orders and revenue summed over the days of a period. */
export function periodSums(days: SalesDay[]): { orders: number; revenue: number } {
  return { orders: days.reduce((sum, day) => sum + day.orders, 0), revenue: totalPrice(days.map((day) => day.revenue)) };
}

/** A period with no paid order has nothing to chart. */
export const hasSales = (days: SalesDay[]) => days.some((day) => day.orders > 0 || day.revenue > 0);

/** '$1,240.00'. */
export const money = formatPrice;

/** '2026-11-18' → 'Nov 18' (the dates are UTC days; formatted in UTC so every machine shows the same). */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
