/**
 * Print size of a design (storefront §2 detail, §9): the master file's pixels at 300 and
 * 600 dpi, in centimetres (2.54 cm per inch).
 */

import { formatNumber } from '../../domain/numbers';
import { pixelsToCm } from '../../domain/printSize';

export { CM_PER_INCH, pixelsToCm } from '../../domain/printSize';

/** The resolutions the detail shows print sizes at. */
export const printDpis = [300, 600] as const;
export type PrintDpi = (typeof printDpis)[number];

/**
 * '84.67 × 84.67 cm': at most two decimals, and none when they are zero ('100 × 100 cm'
 * rather than '99.9998 × 99.9998 cm' or '100.00 × 100.00 cm'). Null without a usable
 * pixel size.
 */
export function formatPrintSize(widthPx: number, heightPx: number, dpi: number): string | null {
  const usable = (n: number) => Number.isFinite(n) && n > 0;
  if (!usable(widthPx) || !usable(heightPx) || !usable(dpi)) return null;
  return `${formatNumber(pixelsToCm(widthPx, dpi), 2)} × ${formatNumber(pixelsToCm(heightPx, dpi), 2)} cm`;
}
