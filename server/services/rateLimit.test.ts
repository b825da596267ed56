/**
 * The rate limits' counting in the database (issue 21). The same table serves every
 * instance: across instances on PostgreSQL, see server/migrations.postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { addressKey, createRateLimiter } from './rateLimit';

const MINUTE = 60_000;

describe('rate limits counted in the database', () => {
  let database: Database;
  /**
   * The limits' clock, held still: the countdowns below are exact seconds, and a real
   * clock moves between the window's first hit and the refusal (a slow second on a busy
   * machine showed 3599 for 3600). Tests move it forward instead of waiting.
   */
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses the attempt after the limit with the seconds left, and lets one through once the window ends', async () => {
    const codes = createRateLimiter(database.db, { name: 'codes', limit: 3, windowMs: 60 * MINUTE, now });
    for (let i = 0; i < 3; i++) expect(await codes.hit('10.0.0.1')).toBe(0);
    expect(await codes.hit('10.0.0.1')).toBe(3600);
    clock += 20 * MINUTE;
    // Refused attempts do not push the window's end further.
    expect(await codes.hit('10.0.0.1')).toBe(2400);
    // The window ends 60 minutes after its first attempt, to the millisecond: a new one starts.
    clock += 40 * MINUTE;
    expect(await codes.hit('10.0.0.1')).toBe(0);
  });

  it('counts each key and each limit apart', async () => {
    const byAccount = createRateLimiter(database.db, { name: 'account', limit: 1, windowMs: MINUTE, now });
    const byAddress = createRateLimiter(database.db, { name: 'address', limit: 1, windowMs: MINUTE, now });
    expect(await byAccount.hit('a@example.com')).toBe(0);
    expect(await byAccount.hit('b@example.com')).toBe(0);
    expect(await byAddress.hit('a@example.com')).toBe(0);
    expect(await byAccount.hit('a@example.com')).toBeGreaterThan(0);
  });

  it('forgets a key on reset (a successful sign-in clears its failures)', async () => {
    const logins = createRateLimiter(database.db, { name: 'logins', limit: 2, windowMs: 15 * MINUTE, now });
    await logins.hit('c@example.com');
    await logins.hit('c@example.com');
    expect(await logins.hit('c@example.com')).toBeGreaterThan(0);
    await logins.reset('c@example.com');
    expect(await logins.hit('c@example.com')).toBe(0);
  });

  it('lets exactly the limit through when attempts arrive together', async () => {
    const burst = createRateLimiter(database.db, { name: 'burst', limit: 20, windowMs: MINUTE, now });
    const waits = await Promise.all(Array.from({ length: 30 }, () => burst.hit('10.0.0.2')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(20);
  });

  it('keeps its counts in the rate_limits table, where another instance reads them', async () => {
    const here = createRateLimiter(database.db, { name: 'shared', limit: 2, windowMs: MINUTE, now });
    const there = createRateLimiter(database.db, { name: 'shared', limit: 2, windowMs: MINUTE, now });
    await here.hit('10.0.0.3');
    await there.hit('10.0.0.3');
    expect(await here.hit('10.0.0.3')).toBeGreaterThan(0);
    const rows = await database.db.select().from(rateLimits);
    expect(rows.find((row) => row.key === 'shared:10.0.0.3')).toMatchObject({ points: 3 });
  });
});

describe('the address a per-address limit counts', () => {
  it('counts an IPv4 address as it is, and an IPv6 one as its /64 (one subscriber holds a whole /64)', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:2::')).not.toBe(addressKey('2001:db8:1:3::'));
  });
});
