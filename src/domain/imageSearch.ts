/**
 * Search by image before every design's signature is measured (the first minutes of a
 * new shop): the server refuses with 503 and these words, the store shows them with the
 * progress, and the MSW world says the same.
 */
export function imageSearchWarmingUp(done: number, total: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return `Search by image is getting ready: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} designs measured (${percent}%). Please try again in a minute.`;
}

/** The `data` of that refusal. */
export interface ImageSearchProgress {
  ready: false;
  done: number;
  total: number;
}
