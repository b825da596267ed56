/**
 * Issue 39, finding 1: one back-office click (marking feedback handled) hung the whole
 * shop on the embedded database — a query through the outer handle waited for its own
 * transaction, and every later request waited behind it. These tests hold the two
 * guards that make that class of bug fail loudly instead (db/scope.ts, deadline.ts).
 */
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { SelfWaitingQuery } from './db/scope';
import { subscribers } from './db/schema';
import { DEADLINE_DESC, installRequestDeadline } from './deadline';

describe('a transaction on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
  });
  afterAll(() => database?.close());

  it('refuses at once a query sent through the outer handle from inside it, naming the statement', async () => {
    const { db } = database;
    const attempt = db.transaction(async (tx) => {
      await tx.insert(subscribers).values({ email: 'inside@example.com' });
      await db.select().from(subscribers).where(eq(subscribers.email, 'inside@example.com'));
    });
    // Drizzle wraps the driver's error; the refusal is its cause.
    const refused = await attempt.then(
      () => null,
      (error: unknown) => (error as { cause?: unknown }).cause,
    );
    expect(refused).toBeInstanceOf(SelfWaitingQuery);
    expect((refused as Error).message).toMatch(/^"select .* from "subscribers"/);
    // Rolled back, and the database answers the next caller.
    expect(await db.select().from(subscribers).where(eq(subscribers.email, 'inside@example.com'))).toEqual([]);
  });

  it('still lets other callers queue behind it and run once it ends', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(subscribers).values({ email: 'queued@example.com' });
      await held;
    });
    // Started outside the transaction: it waits for the connection, it is not refused.
    const outside = db.select({ n: count() }).from(subscribers).where(eq(subscribers.email, 'queued@example.com'));
    release();
    await transaction;
    expect((await outside)[0]!.n).toBe(1);
  });

  it('lets work the transaction started use the database once it has ended', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.insert(subscribers).values({ email: 'after@example.com' });
      later = new Promise((resolve) => setImmediate(resolve)).then(() => db.select().from(subscribers));
    });
    await expect(later).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ email: 'after@example.com' })]));
  });
});

describe('a request past its deadline', () => {
  let database: Database;
  let app: FastifyInstance;
  const logLines: { msg: string; step?: string; route?: string }[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    const { db } = database;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
        next();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    // A tiny deadline: the test waits for the 503, however late a busy machine sends it.
    installRequestDeadline(app, { deadlineMs: 200 });
    app.post('/stuck', async () => {
      await db.transaction(async (tx) => {
        await tx.insert(subscribers).values({ email: 'stuck@example.com' });
        // A step that never ends: a provider that never answers, a lock never released.
        await new Promise(() => {});
      });
      return { code: 200 };
    });
    app.get('/count', async () => ({ n: (await db.select({ n: count() }).from(subscribers))[0]!.n }));
    app.get('/slow-without-database', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { code: 200 };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is answered 503, its transaction is rolled back, and the shop goes on answering', async () => {
    const stuck = await app.inject({ method: 'POST', url: '/stuck' });
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({ code: 503, desc: DEADLINE_DESC });
    const counted = await app.inject({ method: 'GET', url: '/count' });
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toEqual({ n: 0 });
    const line = logLines.find((l) => l.route === 'POST /stuck');
    expect(line?.msg).toMatch(/POST \/stuck held the database past its 200 ms deadline/);
    expect(line?.step).toMatch(/^insert into "subscribers"/);
  });

  it('leaves alone a slow request that never touched the database', async () => {
    const slow = await app.inject({ method: 'GET', url: '/slow-without-database' });
    expect(slow.statusCode).toBe(200);
  });
});
