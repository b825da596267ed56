/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. One Drizzle schema and the same migrations serve both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { abortTransactionsOnRequestAbort, refuseSelfWait, scopeLogger } from './scope';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder (null on PostgreSQL or in memory): the shop cannot outlive its removal. */
  dir: string | null;
  close: () => Promise<void>;
  /**
   * Hears, once, that the embedded database stopped taking queries (a PANIC, see
   * `refuseQueriesAfterPanic`): why, in words for the log, and the error that stopped it.
   * Never on PostgreSQL, whose server restarts its own backends.
   */
  onStopped: (listener: (why: string, error: unknown) => void) => void;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * The key of the advisory lock that PostgreSQL migrations run under (issue 21): several
 * instances of the shop on one database start at once, and two migrators racing would
 * both try to create the same tables. The first to take the lock migrates; the others
 * wait for it, then find nothing left to do.
 */
export const MIGRATION_LOCK = 'pattern-marketplace:migrations';

/** Runs the migrations on one connection of `pool` holding MIGRATION_LOCK. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens (and migrates) the database. `dataDir: null` keeps PGlite in memory (tests). */
export async function openDatabase(options: { dataDir: string | null; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A server that does not answer a connection (a host gone, a firewall dropping
      // packets) fails the request after 5 s (a 503, storage.ts) instead of holding it
      // for the operating system's TCP timeout, minutes.
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    // A connection resting in the pool that PostgreSQL closes (a restart, a failover, an
    // idle timeout) is reported here; with no listener Node ends the process on it.
    // The pool drops the connection and opens a fresh one for the next query, so
    // there is nothing to do but say so: requests meanwhile answer 503 (storage.ts).
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`));
    const db = drizzlePg({ client: pool, schema, logger: scopeLogger });
    abortTransactionsOnRequestAbort(db);
    try {
      await migrateOnce(pool);
      await keepSearchVisible(db as unknown as Db);
    } catch (error) {
      await pool.end().catch(() => {});
      throw unreachable(error, options.databaseUrl) ?? error;
    }
    return { db: db as unknown as Db, kind: 'postgres', dir: null, close: () => pool.end(), onStopped: () => {} };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = dir
      ? await PGlite.create(dir, { extensions: { vector } })
      : await PGlite.create({ extensions: { vector }, loadDataDir: await migratedInMemory() });
    const panic = refuseQueriesAfterPanic(client, options.dataDir);
    refuseSelfWait(client);
    const db = drizzlePglite({ client, schema, logger: scopeLogger });
    abortTransactionsOnRequestAbort(db);
    await migratePglite(db, { migrationsFolder });
    await keepSearchVisible(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dir: dir ?? null,
      close: async () => {
        // After a PANIC there is nothing to close cleanly, and closing is one more query
        // (the protocol's Terminate) that PGlite would spin on.
        if (!panic.stopped()) await client.close();
        unlock();
      },
      onStopped: panic.onStopped,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

let migratedTemplate: Promise<Blob> | null = null;

/**
 * An in-memory database (the tests open dozens) starts as a copy of one this process
 * created and migrated once: loading the copy takes about 0.4 s, where PGlite's initdb and
 * every migration took 1.5 s each time. The migrations still run on the copy (nothing to
 * do) so it is checked like any other database.
 */
function migratedInMemory(): Promise<Blob> {
  migratedTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: { vector } });
    try {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })().catch((error: unknown) => {
    migratedTemplate = null;
    throw error;
  });
  return migratedTemplate;
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool's ten). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/** PostgreSQL could not be reached when the shop opened it. */
export class DatabaseUnreachable extends Error {
  override readonly name = 'DatabaseUnreachable';
}

/**
 * An error of opening PostgreSQL that says it is not there (refused, unknown host, no
 * answer, shutting down or starting up) as a DatabaseUnreachable whose message names
 * the server — host, port and database, never the URL, which may hold a password —
 * or null for any other error (a failed migration keeps its own words).
 */
function unreachable(error: unknown, databaseUrl: string): DatabaseUnreachable | null {
  // The driver's error, under Drizzle's 'Failed query' (the migration's first query met it).
  let driver = error;
  while ((driver as { cause?: unknown } | null)?.cause) driver = (driver as { cause: unknown }).cause;
  const { code, message } = driver as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(driver);
  const network =
    typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT)$/.test(code);
  const server = typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P'));
  // node-postgres's own words for a connection that timed out or was cut while opening.
  if (!network && !server && !/timeout exceeded when trying to connect|Connection terminated/i.test(text)) return null;
  let where = 'the DATABASE_URL server';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || '5432'}${url.pathname.length > 1 ? ` (database ${url.pathname.slice(1)})` : ''}`;
  } catch {
    // An unparsable URL: pg would have said so in its own words, kept below.
  }
  return new DatabaseUnreachable(
    `PostgreSQL at ${where} could not be reached: ${typeof code === 'string' && !text.includes(code) ? `${code}, ` : ''}${text}. ` +
      'Is it running, and is DATABASE_URL right? The shop needs its database to start.',
    { cause: error },
  );
}

/** The embedded database stopped taking queries: every query after the PANIC gets one, naming why. */
export class DatabaseStopped extends Error {
  override readonly name = 'DatabaseStopped';
}

/**
 * PostgreSQL answers PANIC (or FATAL) when its process cannot go on — a write-ahead log
 * file it could not write because the disk is full, for one. A PostgreSQL server then
 * restarts its backends and replays the log; PGlite, the same engine inside this very
 * process, cannot: its next query spins at full CPU forever, and since PGlite runs on
 * the event loop, every request, /api/health and the shutdown deadline hang with it
 * (seen with DATA_DIR full: 'could not write to file "pg_wal/xlogtemp.NN"').
 *
 * So the first PANIC stops it: from then on no query reaches PGlite — each gets a
 * DatabaseStopped caused by the PANIC (a 503 in storage.ts) — and the listeners
 * (main.ts: stop the shop, exit 2) hear it once. Nothing acknowledged is lost: each
 * acknowledged write is in the write-ahead log, replayed at the next start.
 *
 * The queries are refused where they would enter PGlite's engine (`execProtocol`,
 * `execProtocolStream`: every query, exec and transaction goes through one of them),
 * and the PANIC is noticed there too, before PGlite's query lock lets the next query in.
 */
function refuseQueriesAfterPanic(client: PGlite, dataDir: string | null) {
  let stoppedBy: DatabaseStopped | null = null;
  const listeners: ((why: string, error: unknown) => void)[] = [];

  const notice = (error: unknown) => {
    const { severity, message } = error as { severity?: unknown; message?: unknown };
    if (stoppedBy || (severity !== 'PANIC' && severity !== 'FATAL')) return;
    const why =
      `The embedded database stopped: PostgreSQL reported ${severity} "${String(message)}"${dataDir ? ` in ${path.resolve(dataDir)}` : ''}. ` +
      'A PostgreSQL server would restart itself here; PGlite cannot, and its next query would hang the shop, so it takes no more. ' +
      'Nothing acknowledged is lost (it is in the write-ahead log): free space on that disk or fix it, and start the shop again.';
    stoppedBy = new DatabaseStopped(why, { cause: error });
    for (const listener of listeners) listener(why, error);
  };
  const guard = <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async function guarded(...args: Args): Promise<Result> {
      if (stoppedBy) throw stoppedBy;
      try {
        return await run(...args);
      } catch (error) {
        notice(error);
        throw error;
      }
    };
  client.execProtocol = guard(client.execProtocol.bind(client));
  client.execProtocolStream = guard(client.execProtocolStream.bind(client));

  return {
    stopped: () => stoppedBy !== null,
    onStopped: (listener: (why: string, error: unknown) => void) => void listeners.push(listener),
  };
}

/** The embedded database is open in another process: only one may open it at a time. */
export class DatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}, probably the shop). ` +
        'PGlite lets one process open it at a time: stop that process first, use the back office (/admin) while the shop runs, ' +
        'or run the shop on PostgreSQL (DATABASE_URL), where any number of processes may connect.',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process opening the same files (a CLI
 * while the shop runs) would corrupt them. A lock file holds the opener's pid; a lock
 * left by a process that died (a crash, SIGKILL) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number }).pid) || 0;
      } catch {
        // A lock cut off mid-write: its writer died before it could hold anything.
      }
      if (holder && holder !== process.pid && alive(holder)) throw new DatabaseInUse(dataDir, holder);
      if (holder === process.pid) throw new DatabaseInUse(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir} for the embedded database`);
}

/**
 * Store counts and deep pages read design_search's indexes without its table only
 * where the visibility map marks pages all-visible, and only VACUUM sets it. PGlite has
 * no autovacuum, and a migration that filled the table cannot vacuum (it runs in a
 * transaction): so at start, when more than a tenth of the table's pages are not
 * marked, vacuum it (about a second at 100,000 designs; usually nothing to do).
 */
async function keepSearchVisible(db: Db): Promise<void> {
  const [stats] = await rowsOf<{ pages: number; visible: number }>(
    db,
    sql`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'design_search'`,
  );
  const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM design_search LIMIT 1) one`);
  // relpages is 0 until the first VACUUM or ANALYZE: a table with rows but no stats needs one too.
  const stale = n > 0 && (Number(stats?.pages ?? 0) === 0 || Number(stats?.visible ?? 0) < Number(stats?.pages ?? 0) * 0.9);
  if (stale) await db.execute(sql`VACUUM (ANALYZE) design_search`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A LIKE pattern matching `text` anywhere, taken literally ('_' and '%' are letters to a shopper). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
