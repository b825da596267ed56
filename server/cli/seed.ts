/**
 * `npm run seed -- --designs N`: (re)seeds the catalogue of DATA_DIR or DATABASE_URL.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { progressBar, seedCatalogue } from '../seed/seed';

const flag = process.argv.indexOf('--designs');
const config = loadConfig();
const count = flag >= 0 ? Number(process.argv[flag + 1]) : config.seedDesigns;
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--designs must be a whole number between 1 and 1,000,000');
  process.exit(1);
}
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
console.log(`Seeding ${count.toLocaleString('en')} designs…`);
const started = performance.now();
await seedCatalogue(database.db, { designs: count, onProgress: progressBar() });
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
