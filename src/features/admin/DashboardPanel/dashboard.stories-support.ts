/**
 * For the dashboard's stories only: a busy, fixed Dashboard (the fixture world has a
 * handful of orders, too few to show what the charts look like on a real day's work).
 */
import type { Dashboard, SalesDay, TopDesign } from '../../../api/adminTypes';
import { coverPath } from '../../../patterns/catalogue';

const DAY = 86_400_000;
/** The fixture world's today (mocks/fixtures/members fixtureNow). */
const END = Date.UTC(2026, 10, 22);

/** `count` days ending 2026-11-22, with orders and revenue in a repeating, uneven pattern. */
export function sampleDays(count: number): SalesDay[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(END - (count - 1 - i) * DAY).toISOString().slice(0, 10);
    const orders = [2, 0, 1, 3, 1, 4, 2, 0, 5, 2, 1, 3][i % 12]!;
    return { date, orders, revenue: orders * (38 + ((i * 13) % 29)) };
  });
}

const design = (productId: number, sold: number, revenue: number): TopDesign => ({
  productId,
  imgSn: `PT-${String(productId).padStart(5, '0')}`,
  cover: coverPath(productId),
  sold,
  revenue,
});

export const sampleTop: TopDesign[] = [
  design(1013, 9, 432),
  design(1003, 7, 336),
  design(1021, 6, 312),
  design(1008, 5, 720),
  design(1030, 4, 188),
  design(1042, 3, 141),
  design(1017, 2, 96),
  design(1050, 1, 52),
];

export const sampleTotals: Dashboard['totals'] = {
  orders: 1284,
  revenue: 61_320.5,
  refunded: 412,
  designsOnSale: 318,
  openFeedback: 2,
  subscribers: 4,
};

/** A busy period of `days` days. */
export const sampleDashboard = (days: number): Dashboard => ({ days: sampleDays(days), top: sampleTop, totals: sampleTotals });

/** A period without a single sale (the running totals stay). */
export const quietDashboard = (days: number): Dashboard => ({
  days: sampleDays(days).map((day) => ({ ...day, orders: 0, revenue: 0 })),
  top: [],
  totals: { ...sampleTotals, orders: 0, revenue: 0, refunded: 0 },
});

/**
 * Recharts measures text in a hidden span it appends to <body>, where the visual check
 * would take it for a portal and capture the whole page instead of the story. Called at
 * the end of a chart story's play, once nothing is drawn any more.
 */
export function dropMeasurementSpan() {
  document.getElementById('recharts_measurement_span')?.remove();
}
