/**
 * Bounds on the expensive work anonymous callers can ask for (issue 39, finding 7): a
 * new colourway cover costs 0.2–0.3 s of drawing, an image-search upload of a large
 * picture up to a second of decoding, for a request of a few hundred bytes or kilobytes.
 * server/README.md ("Limits on expensive work") says what a shopper sees at each.
 */
import type { WorkQueue } from './services/workQueue';

const MINUTE = 60_000;

export interface Limit {
  /** Calls allowed per address in one window… */
  limit: number;
  /** …which starts at the address's first call. */
  windowMs: number;
}

export interface ExpensiveWork {
  /** Image searches per address: each upload that gets as far as being decoded counts. */
  imageSearchPerAddress: Limit;
  /** Colourway covers not drawn yet, per address; a cover drawn already is served free. */
  newColourwaysPerAddress: Limit;
  /**
   * Image searches (decode and query) at once, how many more may wait their turn, and
   * the least time between the starts of two (IMAGE_SEARCH_CONCURRENCY, IMAGE_SEARCH_QUEUE,
   * IMAGE_SEARCH_INTERVAL_MS).
   */
  imageSearchQueue: { concurrency: number; waiting: number; intervalMs: number };
  /** The queue itself (tests hold its place); made from imageSearchQueue when left out. */
  imageSearch?: WorkQueue;
}

export const EXPENSIVE_WORK_DEFAULTS: ExpensiveWork = {
  // A shopper trying photo after photo of a fabric does a few a minute.
  imageSearchPerAddress: { limit: 30, windowMs: 10 * MINUTE },
  // A cart, a moodboard and order lines in colourways: a cover per line and width.
  newColourwaysPerAddress: { limit: 120, windowMs: 10 * MINUTE },
  // One at a time leaves the second of the shop's two cores to everyone else. A search's
  // query (50–100 ms on PGlite) runs on the thread that answers every other call, so
  // searches back to back still slowed the store page 6–7× at p95; two seconds apart
  // (measured in a worker thread, from a working copy) 1.1–1.2× in the last two runs,
  // up to 2.6× on a machine this busy before the worker (bench/uploads.ts: 12 clients
  // uploading 36-megapixel pictures).
  // Four waiting is about ten seconds' wait at worst; beyond that a shopper is told to
  // try again. On PostgreSQL or a larger machine, IMAGE_SEARCH_INTERVAL_MS may be lower.
  imageSearchQueue: { concurrency: 1, waiting: 4, intervalMs: 2000 },
};

/** For tests of what image search finds (hundreds of searches from one address): no limit, no pause, no refusal. */
export const UNBOUNDED_IMAGE_SEARCH: Partial<ExpensiveWork> = {
  imageSearchPerAddress: { limit: 1_000_000, windowMs: MINUTE },
  imageSearchQueue: { concurrency: 1, waiting: 1_000, intervalMs: 0 },
};
