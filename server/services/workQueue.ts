/**
 * A small queue for expensive work anyone may ask for (decoding an image-search upload:
 * issue 39). At most `concurrency` jobs run at once; up to `waiting` more wait their turn
 * in arrival order; beyond that the job is refused at once (`QueueFull`) rather than
 * queued behind minutes of other people's pictures. On the shop's two cores one job at a
 * time leaves a core to answer everyone else: twelve parallel decodes took the store
 * page from 24 ms to 870 ms at p95 (bench/uploads.ts); `intervalMs` spaces the jobs out.
 */
export class QueueFull extends Error {
  constructor() {
    super('The work queue is full');
  }
}

export interface WorkQueue {
  /** Runs `job` when its turn comes; rejects with `QueueFull` at once when too many wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for their turn. */
  readonly waiting: number;
  /** True when a job asked now would be refused (QueueFull). */
  readonly full: boolean;
}

export function createWorkQueue({
  concurrency,
  waiting: maxWaiting,
  intervalMs = 0,
  now = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  concurrency: number;
  waiting: number;
  /**
   * At least this long between the starts of two jobs (the place is held meanwhile): a
   * bound on the share of the shop's time the work takes however long the queue. An
   * image search also runs its query on the thread that answers everyone (PGlite).
   */
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a whole number from 1, got ${concurrency}`);
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error(`waiting must be a whole number from 0, got ${maxWaiting}`);
  let running = 0;
  let lastStart = -Infinity;
  const queue: (() => void)[] = [];
  /** A finished job's place goes to the first waiting one, or is freed. */
  const next = () => {
    const waiter = queue.shift();
    if (waiter) waiter();
    else running--;
  };
  return {
    async run(job) {
      if (running >= concurrency) {
        if (queue.length >= maxWaiting) throw new QueueFull();
        // The finishing job hands its place over (running stays counted), so a job
        // arriving meanwhile cannot overtake the ones waiting.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else running++;
      try {
        // Booked before sleeping, so jobs started side by side are spaced out too.
        const start = Math.max(now(), lastStart + intervalMs);
        lastStart = start;
        if (start > now()) await sleep(start - now());
        return await job();
      } finally {
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get full() {
      return running >= concurrency && queue.length >= maxWaiting;
    },
  };
}
