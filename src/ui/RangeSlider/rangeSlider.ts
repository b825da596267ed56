/** A two-thumb range: `[low, high]`. */
export type Range = readonly [number, number];

/**
 * Whether the range covers everything from `min` to `max`. The spec drops the price
 * filter then: a slider spanning the whole range filters nothing.
 */
export function isFullRange([low, high]: Range, min: number, max: number): boolean {
  return Math.min(low, high) <= min && Math.max(low, high) >= max;
}

/** The spec's price label: "$ min" to "$ max". */
export const formatPrice = (value: number): string => `$ ${value}`;
