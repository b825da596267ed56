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

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder (null on PostgreSQL or in memory): the shop cannot outlive its removal. */
  dir: string | null;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Opens (and migrates) the database. `dataDir: null` keeps PGlite in memory (tests). */
export async function openDatabase(options: { dataDir: string | null; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    // HNSW returns at most ef_search rows; similar-image search wants 100.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c hnsw.ef_search=200' });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    await keepSearchVisible(db as unknown as Db);
    return { db: db as unknown as Db, kind: 'postgres', dir: null, close: () => pool.end() };
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
    const client = await PGlite.create(dir, { extensions: { vector } });
    // HNSW returns at most ef_search rows; similar-image search wants 100.
    await client.exec('SET hnsw.ef_search = 200');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await keepSearchVisible(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dir: dir ?? null,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
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
