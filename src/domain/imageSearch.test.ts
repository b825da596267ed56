import { describe, expect, it } from 'vitest';
import { imageSearchStillMeasuring, imageSearchWarmingUp, measuredPercent, measuringOrder, type MeasuredDesign } from './imageSearch';
import { STORE_PAGE_SIZE, storeOrderCompare } from './search';

describe('the words of search by image while the shop measures its designs', () => {
  it('refuses with how far along it is when none is measured', () => {
    expect(imageSearchWarmingUp(0, 5000)).toBe(
      'Search by image is getting ready: 0 of 5,000 designs measured (0%). Please try again in a minute.',
    );
  });

  it('answers with a note saying where the results come from once some are', () => {
    expect(imageSearchStillMeasuring(1234, 5000)).toBe(
      'Search by image is still getting ready: 1,234 of 5,000 designs measured (24%). These results come from those; try again in a minute for all of them.',
    );
  });

  it('says 100% only once every design is measured', () => {
    expect(measuredPercent({ done: 4999, total: 5000 })).toBe(99);
    expect(measuredPercent({ done: 5000, total: 5000 })).toBe(100);
    expect(measuredPercent({ done: 0, total: 0 })).toBe(0);
  });
});

/** A catalogue whose three store orders differ: popularity falls with a stride, creation order runs backwards to ids. */
const catalogue = (count: number, offSale: (id: number) => boolean = () => false): MeasuredDesign[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 1001 + i,
    popularity: (i * 7919) % count,
    sort: count - i,
    onSale: !offSale(1001 + i),
  }));

const storePage = (designs: MeasuredDesign[], order: keyof typeof storeOrderCompare, page: number) =>
  designs
    .filter((d) => d.onSale)
    .sort(storeOrderCompare[order])
    .slice(page * STORE_PAGE_SIZE, (page + 1) * STORE_PAGE_SIZE)
    .map((d) => d.id);

describe('measuringOrder', () => {
  const designs = catalogue(1000, (id) => id % 10 === 0);
  const order = measuringOrder(designs, 3);

  it('measures every design once', () => {
    expect(order).toHaveLength(designs.length);
    expect(new Set(order).size).toBe(designs.length);
  });

  it('starts with the first page of the store’s default order, the one most shoppers see', () => {
    expect(order.slice(0, STORE_PAGE_SIZE)).toEqual(storePage(designs, 'recommend', 0));
  });

  it('has the first page of every order measured before any second page, and the first three pages before the rest', () => {
    const placeOf = new Map(order.map((id, i) => [id, i]));
    const lastOf = (ids: number[]) => Math.max(...ids.map((id) => placeOf.get(id)!));
    const firstPages = (['recommend', 'newest', 'oldest'] as const).map((o) => storePage(designs, o, 0));
    const secondPage = storePage(designs, 'recommend', 1).filter((id) => !firstPages.flat().includes(id));
    expect(Math.max(...firstPages.map(lastOf))).toBeLessThan(Math.min(...secondPage.map((id) => placeOf.get(id)!)));
    const threePages = new Set(
      (['recommend', 'newest', 'oldest'] as const).flatMap((o) => [0, 1, 2].flatMap((p) => storePage(designs, o, p))),
    );
    expect(new Set(order.slice(0, threePages.size))).toEqual(threePages);
  });

  it('leaves the designs the store does not show to the end', () => {
    const hidden = designs.filter((d) => !d.onSale).map((d) => d.id);
    expect(new Set(order.slice(-hidden.length))).toEqual(new Set(hidden));
  });
});
