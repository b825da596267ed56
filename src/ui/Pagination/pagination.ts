/**
 * Page arithmetic for `Pagination`. Pages are zero-based everywhere in code;
 * only the labels people see add one.
 */

/** The spec's rule: page count = Math.ceil(total / pageSize). Nothing to show gives 0 pages. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** A zero-based page number, or a gap marker (two kinds, so each has a stable React key). */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * How many items the row holds when pages are hidden: first, gap, three around the
 * current page, gap, last. Every layout has this length, so the row never changes width.
 */
const slots = 7;

/**
 * The page buttons to show for `page` (zero-based) of `count` pages: always the first and
 * the last page, the current page with its neighbours, and gaps for what is left out, e.g.
 * `1 … 4 5 6 … 20`. A gap never stands for a single page: that page is shown instead.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= 0) return [];
  const last = count - 1;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index);
  const current = Math.min(Math.max(Math.trunc(page), 0), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  // Near an end, the five pages at that end fill the row (1 2 3 4 5 … 20).
  if (current <= 3) return [...range(0, 4), 'end-ellipsis', last];
  if (current >= last - 3) return [0, 'start-ellipsis', ...range(last - 4, last)];
  return [0, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', last];
}
