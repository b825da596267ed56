/**
 * A small in-memory sliding-window limiter for the calls an attacker would hammer
 * (login, emailed codes, password reset). One process serves the shop, so memory is
 * the right place; a restart forgets, which only ever helps a real person.
 */
export interface RateLimiter {
  /** Counts one attempt for `key`; returns seconds to wait when over the limit, else 0. */
  hit(key: string): number;
  reset(key: string): void;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    hit(key) {
      const t = now();
      const recent = (attempts.get(key) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return Math.ceil((recent[0]! + windowMs - t) / 1000);
      }
      recent.push(t);
      attempts.set(key, recent);
      // Forget idle keys now and then, so the map cannot grow without bound.
      if (attempts.size > 10_000) for (const [k, v] of attempts) if (v.every((at) => t - at >= windowMs)) attempts.delete(k);
      return 0;
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
