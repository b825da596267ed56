import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, type PageItem } from './pagination';

/** Items as people read them: 1-based numbers and "…" for gaps. */
const shown = (items: PageItem[]) => items.map((item) => (typeof item === 'number' ? String(item + 1) : '…')).join(' ');

describe('pageCount', () => {
  it('is Math.ceil(total / pageSize)', () => {
    expect(pageCount(1234, 100)).toBe(13);
    expect(pageCount(7, 3)).toBe(3);
  });
  it('gives 0 pages for nothing', () => {
    expect(pageCount(0, 100)).toBe(0);
  });
  it('fills pages exactly at a multiple of the page size', () => {
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(1200, 100)).toBe(12);
  });
  it('starts a new page one past a multiple', () => {
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(1201, 100)).toBe(13);
    expect(pageCount(1, 100)).toBe(1);
  });
  it('gives 0 pages for a page size that is not positive', () => {
    expect(pageCount(50, 0)).toBe(0);
    expect(pageCount(50, -10)).toBe(0);
  });
});

describe('pageItems', () => {
  it('lists no pages when there are none', () => {
    expect(pageItems(0, 0)).toEqual([]);
  });
  it('shows every page when up to seven fit', () => {
    expect(shown(pageItems(0, 1))).toBe('1');
    expect(shown(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });
  it('returns zero-based page numbers', () => {
    expect(pageItems(4, 20)).toEqual([0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 19]);
  });
  it('puts one gap at the end near the start', () => {
    expect(shown(pageItems(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageItems(2, 20))).toBe('1 2 3 4 5 … 20');
    // On page 4 a start gap would hide only page 2, so page 2 is shown instead.
    expect(shown(pageItems(3, 20))).toBe('1 2 3 4 5 … 20');
  });
  it('puts gaps on both sides in the middle', () => {
    expect(shown(pageItems(4, 20))).toBe('1 … 4 5 6 … 20');
    expect(shown(pageItems(9, 20))).toBe('1 … 9 10 11 … 20');
    expect(shown(pageItems(15, 20))).toBe('1 … 15 16 17 … 20');
    expect(shown(pageItems(6, 13))).toBe('1 … 6 7 8 … 13');
  });
  it('puts one gap at the start near the end', () => {
    expect(shown(pageItems(16, 20))).toBe('1 … 16 17 18 19 20');
    expect(shown(pageItems(19, 20))).toBe('1 … 16 17 18 19 20');
    expect(shown(pageItems(12, 13))).toBe('1 … 9 10 11 12 13');
  });
  it('needs a gap from eight pages on, and always keeps the first and last', () => {
    expect(shown(pageItems(0, 8))).toBe('1 2 3 4 5 … 8');
    expect(shown(pageItems(7, 8))).toBe('1 … 4 5 6 7 8');
  });
  it('treats a page out of range as the nearest end', () => {
    expect(shown(pageItems(-3, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageItems(99, 20))).toBe('1 … 16 17 18 19 20');
  });
  it('keeps the same number of items in every layout, so the row does not jump', () => {
    for (let page = 0; page < 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });
});
