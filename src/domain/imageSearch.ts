import { formatNumber } from './numbers';

/**
 * Search by image before every design's signature is measured (the first minutes of a
 * new shop): the server refuses with 503 and these words, the store shows them with the
 * progress, and the MSW world says the same.
 */
export function imageSearchWarmingUp(done: number, total: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return `Search by image is getting ready: ${formatNumber(done)} of ${formatNumber(total)} designs measured (${percent}%). Please try again in a minute.`;
}

/** The largest picture search by image takes, in megabytes of 1024 × 1024 bytes. */
export const MAX_IMAGE_SEARCH_MB = 10;
/** The same in bytes: the store checks a picture before sending it, the server and the MSW world refuse a larger one. */
export const MAX_IMAGE_SEARCH_BYTES = MAX_IMAGE_SEARCH_MB * 1024 * 1024;
/** The refusal (413) of a picture over that limit. */
export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_SEARCH_MB} MB`;

/** The `data` of that refusal. */
export interface ImageSearchProgress {
  ready: false;
  done: number;
  total: number;
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
