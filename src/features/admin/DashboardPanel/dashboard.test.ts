import { describe, expect, it } from 'vitest';
import { hasSales, periodSums, shortDay } from './dashboard';

describe('dashboard', () => {
  const days = [
    { date: '2026-11-20', orders: 2, revenue: 10.1 },
    { date: '2026-11-21', orders: 0, revenue: 0 },
    { date: '2026-11-22', orders: 1, revenue: 20.2 },
  ];
  it('sums a period without floating-point crumbs', () => {
    expect(periodSums(days)).toEqual({ orders: 3, revenue: 30.3 });
  });
  it('tells a period without sales', () => {
    expect(hasSales(days)).toBe(true);
    expect(hasSales(days.map((d) => ({ ...d, orders: 0, revenue: 0 })))).toBe(false);
  });
  it('writes a day short, in UTC', () => {
    expect(shortDay('2026-11-01')).toBe('Nov 1');
  });
});
