/**
 * `npm run migrate`: brings the database of DATA_DIR or DATABASE_URL to the schema of
 * this build and exits, as a deploy's one step before the instances start. On
 * PostgreSQL the migrations run under an advisory lock (db/client.ts), so an instance
 * starting meanwhile waits for them instead of racing them.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, rowsOf } from '../db/client';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const [applied] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const where = database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir;
  console.log(`${where}: ${applied?.n ?? 0} migrations applied, schema current (${((performance.now() - started) / 1000).toFixed(1)} s).`);
} finally {
  await database.close();
}
