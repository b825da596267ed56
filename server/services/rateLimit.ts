/**
 * Limits on the calls an attacker would hammer (sign-in and password changes, emailed
 * codes, sign-up, password reset, feedback and the newsletter), counted in the database so that they hold across every instance of the shop:
 * behind a proxy with two instances, the 21st code asked through one is refused by the
 * other too.
 *
 * The counting is rate-limiter-flexible's (fixed windows that start at a key's first
 * attempt, refusals with the time left), on its Drizzle store. The store's four
 * methods (`_upsert`, `_get`, `_delete`, `_getRateLimiterRes`, through which the library
 * talks to every store) are redone here with the same statements for one reason: the
 * library's read the wall clock, and the shop's clock is injectable (tests move it
 * forward instead of waiting 15 minutes). Expired rows are swept from the hits rather
 * than by the library's timer, which would outlive a closed database.
 */
import { isIPv6 } from 'node:net';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http';

export interface RateLimiter {
  /** Counts one attempt for `key`; resolves to the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
  /** Forgets `key`'s attempts (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
}

type Row = typeof rateLimits.$inferSelect;

/** Rows whose window ended longer ago than this are swept. */
const SWEEP_AFTER_MS = 60 * 60_000;
/** About one hit in this many sweeps the table, so it never needs a timer of its own. */
const SWEEP_EVERY = 500;

class RateLimiterDatabase extends RateLimiterDrizzle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    options: { keyPrefix: string; points: number; duration: number },
  ) {
    super({ ...options, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
  }

  /** One statement, so two instances counting the same key at once both count. */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const at = new Date(this.now());
    const expire = msDuration > 0 ? new Date(at.getTime() + msDuration) : null;
    const ended = sql`${rateLimits.expire} <= ${at.toISOString()}::timestamptz`;
    const nextExpire = sql`${expire?.toISOString() ?? null}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`CASE WHEN ${ended} THEN ${points} ELSE ${rateLimits.points} + ${points} END`,
              expire: sql`CASE WHEN ${ended} THEN ${nextExpire} ELSE ${rateLimits.expire} END`,
            },
      })
      .returning();
    if (Math.random() < 1 / SWEEP_EVERY) await this.sweep(at);
    return row!;
  }

  async _get(key: string): Promise<Row | null> {
    const at = new Date(this.now());
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), or(gt(rateLimits.expire, at), isNull(rateLimits.expire))))
      .limit(1);
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const gone = await this.db.delete(rateLimits).where(eq(rateLimits.key, key)).returning({ key: rateLimits.key });
    return gone.length > 0;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: Row): RateLimiterRes {
    const msBeforeNext = row.expire === null ? -1 : Math.max(row.expire.getTime() - this.now(), 0);
    return new RateLimiterRes(Math.max(this.points - row.points, 0), msBeforeNext, row.points, row.points === changedPoints);
  }

  private async sweep(at: Date) {
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(at.getTime() - SWEEP_AFTER_MS)));
  }
}

export function createRateLimiter(
  db: Db,
  {
    name,
    limit,
    windowMs,
    now = Date.now,
  }: {
    /** Keeps each limit's keys apart in the shared table ('login-account'). */
    name: string;
    limit: number;
    windowMs: number;
    now?: () => number;
  },
): RateLimiter {
  const limiter = new RateLimiterDatabase(db, now, { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        // The library refuses with a RateLimiterRes; anything else is the database's
        // error, which the error handler answers (a 503 when the database is away).
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

const waitText = (seconds: number) => (seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`);

/**
 * Counts one attempt for `key` and refuses it over the limit: 429 "Too many <what>,
 * please try again in <time left>". `what` is said in the shopper's words
 * ('sign-in attempts').
 */
export async function enforceLimit(limiter: RateLimiter, key: string, what: string): Promise<void> {
  const wait = await limiter.hit(key);
  if (wait > 0) throw new HttpError(429, `Too many ${what}, please try again in ${waitText(wait)}`);
}

/**
 * The key a per-address limit counts a client address under: an IPv4 address as it is
 * (an IPv4-mapped IPv6 one as its IPv4), an IPv6 address as its /64. One subscriber is
 * given a whole /64, so counting each of its 2^64 addresses apart would let one attacker
 * step round every per-address limit.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  // An embedded IPv4 (64:ff9b::198.51.100.1) stands for the last two groups.
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head = '', tail] = bare.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(8 - front.length - back.length, 0)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
