/** A two-thumb range: `[low, high]`. */
export type Range = readonly [number, number];

/** The spec's price label: "$ min" to "$ max". */
export const formatPrice = (value: number): string => `$ ${value}`;
