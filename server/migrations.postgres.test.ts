/**
 * Several instances of the shop starting at once on one fresh PostgreSQL (issue 21):
 * the migrations run once, under an advisory lock, and every instance opens; then the
 * rate limits, counted in the database, hold across the instances.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, openDatabase, rowsOf, type Database } from './db/client';
import { createRateLimiter } from './services/rateLimit';
import { startPostgres, type TestPostgres } from './testing/postgres';

const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('migrations on PostgreSQL', () => {
  let postgres: TestPostgres;
  const opened: Database[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    postgres?.stop();
  });

  it('runs once when four instances start together on a fresh database, and every instance opens', async () => {
    opened.push(...(await Promise.all([1, 2, 3, 4].map(() => openDatabase({ dataDir: null, databaseUrl: postgres.url })))));
    const [applied] = await rowsOf<{ n: number }>(opened[0]!.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(applied!.n).toBe(journal.entries.length);
    // The lock is let go: a later start does not wait for it.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS free', [MIGRATION_LOCK]);
      expect(rows[0]!.free).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('counts a rate limit once across the instances: of 40 attempts at once, spread over four, 20 get through', async () => {
    // The verification-code limit: 20 an hour per address.
    const limiters = opened.map((instance) => createRateLimiter(instance.db, { name: 'codes-address', limit: 20, windowMs: 3600_000 }));
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % limiters.length]!.hit('203.0.113.7')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(20);
    for (const limiter of limiters) expect(await limiter.hit('203.0.113.7')).toBeGreaterThan(3500);
    // Another address is not held back by it, on any instance.
    expect(await limiters[3]!.hit('203.0.113.8')).toBe(0);
  });
});
