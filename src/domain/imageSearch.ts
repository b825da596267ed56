import { formatNumber } from './numbers';
import { sortValues, STORE_PAGE_SIZE, storeOrderCompare, storeOrderOf, type StoreOrderKey } from './search';

/** How far the shop has come measuring its designs for search by image (its first minutes). */
export interface MeasuringProgress {
  done: number;
  total: number;
}

/** The share measured, in whole percent rounded down: 100 only once every design is. */
export const measuredPercent = ({ done, total }: MeasuringProgress) => (total > 0 ? Math.floor((done / total) * 100) : 0);
const measured = (progress: MeasuringProgress) =>
  `${formatNumber(progress.done)} of ${formatNumber(progress.total)} designs measured (${measuredPercent(progress)}%)`;

/**
 * Search by image before any design's signature is measured (the first seconds of a new
 * shop): there is nothing to answer from, so the server refuses with 503 and these
 * words, the store shows them, and the MSW world says the same.
 */
export function imageSearchWarmingUp(done: number, total: number): string {
  return `Search by image is getting ready: ${measured({ done, total })}. Please try again in a minute.`;
}

/**
 * Search by image while the shop is still measuring its designs, some measured: the
 * answer holds the nearest of those, and says so (the envelope's `desc`, and the note the
 * store shows above the results), so a shopper knows why a design may be missing.
 */
export function imageSearchStillMeasuring(done: number, total: number): string {
  return `Search by image is still getting ready: ${measured({ done, total })}. These results come from those; try again in a minute for all of them.`;
}

/**
 * The store's first pages measured first: how many pages of each of the store's orders
 * come before the rest of the catalogue. Three pages of three orders are 900 designs,
 * a third of the seeded 3,000: the pages shoppers see first, measured in the first
 * seconds, so a picture of a design they saw there finds it.
 */
export const FIRST_PAGES_MEASURED = 3;

/** What the measuring order reads of a design: its place in the store's orders, and whether the store shows it. */
export interface MeasuredDesign extends StoreOrderKey {
  onSale: boolean;
}

/**
 * The order the server measures its designs in for search by image (and the MSW world
 * pretends to): the store's first pages first — the first page in the default order,
 * then the first page in each other order, then the second pages, up to
 * FIRST_PAGES_MEASURED — then every other design in the default order, designs off sale
 * last (the store does not show them; an old order's "More like this" still might).
 * Returns ids, each once.
 */
export function measuringOrder(designs: readonly MeasuredDesign[], firstPages = FIRST_PAGES_MEASURED): number[] {
  // The default order ('' sorts: recommend) first: most shoppers never change it.
  const orders = [...new Set(sortValues.map(storeOrderOf))];
  const onSale = designs.filter((d) => d.onSale);
  const byOrder = orders.map((order) => [...onSale].sort(storeOrderCompare[order]));
  const ids = new Set<number>();
  for (let page = 0; page < firstPages; page++)
    for (const sorted of byOrder) for (const d of sorted.slice(page * STORE_PAGE_SIZE, (page + 1) * STORE_PAGE_SIZE)) ids.add(d.id);
  for (const d of byOrder[0]!) ids.add(d.id);
  for (const d of [...designs].filter((d) => !d.onSale).sort(storeOrderCompare[orders[0]!])) ids.add(d.id);
  return [...ids];
}

/** The largest picture search by image takes, in megabytes of 1024 × 1024 bytes. */
export const MAX_IMAGE_SEARCH_MB = 10;
/** The same in bytes: the store checks a picture before sending it, the server and the MSW world refuse a larger one. */
export const MAX_IMAGE_SEARCH_BYTES = MAX_IMAGE_SEARCH_MB * 1024 * 1024;
/** The refusal (413) of a picture over that limit. */
export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_SEARCH_MB} MB`;

/** The `data` of the refusal while no design is measured yet (imageSearchWarmingUp). */
export interface ImageSearchProgress extends MeasuringProgress {
  ready: false;
}

/**
 * What a shopper searching by image is after: the same pattern in any colourway (the
 * default), or the same colours in any pattern. Sent as the upload's `intent` field.
 */
export const imageSearchIntents = ['pattern', 'colours'] as const;
export type ImageSearchIntent = (typeof imageSearchIntents)[number];

/** The intent's choice in the image-search panel, and what its results say. */
export const imageSearchIntentLabels: Record<ImageSearchIntent, { choice: string; results: string }> = {
  pattern: { choice: 'Same pattern', results: 'Designs with the same pattern, in any colours' },
  colours: { choice: 'Same colours', results: 'Designs in the same colours, any pattern' },
};

/** The intent an upload's field names; anything else is the default, 'pattern'. */
export const readImageSearchIntent = (value: unknown): ImageSearchIntent => (value === 'colours' ? 'colours' : 'pattern');
