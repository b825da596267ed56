/**
 * `npm run import -- FOLDER`: imports a folder of artwork and its designs.csv (or
 * designs.json) into the catalogue of DATA_DIR or DATABASE_URL (server/import), its files
 * into DATA_DIR or the bucket STORAGE names. A
 * progress bar with the rate and time left; a report of every refused line at the end,
 * and of every row imported with a warning (artwork that prints very small); exit status
 * 0 when every row went in (warnings or not), 1 when some were refused, 2 when nothing could.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { DatabaseInUse, openDatabase } from '../db/client';
import { ImportFolderError, importFolder } from '../import/importer';
import { progressLine } from '../import/progress';
import { createImportPool } from '../import/pool';
import { commandLine, createAudit } from '../services/audit';
import { fileStoreFor } from '../services/s3Store';

const folder = process.argv[2];
if (!folder || folder.startsWith('-')) {
  console.error('Usage: npm run import -- FOLDER   (a folder of images and a designs.csv or designs.json)');
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  console.error(error instanceof DatabaseInUse ? error.message : `The database could not be opened: ${(error as Error).message}`);
  process.exit(2);
}
const pool = createImportPool();
const controller = new AbortController();
// Ctrl-C stops after the rows in flight; running the same command again resumes.
process.once('SIGINT', () => {
  process.stdout.write('\nStopping after the designs in progress… (run the same command again to resume)\n');
  controller.abort();
});
const tty = process.stdout.isTTY;
let lastLine = 0;
let lastText = '';
let status = 0;
try {
  console.log(`Importing ${path.resolve(folder)} into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}…`);
  const report = await importFolder(folder, {
    db: database.db,
    dataDir: config.dataDir,
    files: fileStoreFor(config.fileStorage, config.dataDir),
    prepare: pool.prepare,
    audit: createAudit(database.db),
    actor: commandLine,
    signal: controller.signal,
    onProgress: (p) => {
      const now = Date.now();
      // A terminal redraws one line; a log file gets a line every two seconds and the last.
      if (tty) process.stdout.write(`\r${progressLine(p)}`);
      else if ((now - lastLine > 2000 || p.done === p.total) && progressLine(p) !== lastText) {
        lastLine = now;
        lastText = progressLine(p);
        process.stdout.write(`${lastText}\n`);
      }
    },
  });
  if (tty) process.stdout.write('\n');
  console.log(
    `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${new Set(report.refused.map((r) => r.line)).size} refused, in ${report.seconds} s.`,
  );
  if (report.ignoredHeaders.length) console.log(`Columns not used: ${report.ignoredHeaders.join(', ')}`);
  for (const problem of report.refused) console.log(`  line ${problem.line}, ${problem.field}: ${problem.message}`);
  if (report.warnings.length) console.log(`Imported with a warning (${new Set(report.warnings.map((w) => w.line)).size}):`);
  for (const warning of report.warnings) console.log(`  line ${warning.line}, ${warning.field}: warning: ${warning.message}`);
  if (report.interrupted) console.log('Stopped before the end: run the same command again to carry on.');
  status = report.refused.length || report.interrupted ? 1 : 0;
} catch (error) {
  console.error(error instanceof ImportFolderError ? error.message : `The import failed: ${(error as Error).stack}`);
  status = 2;
} finally {
  await pool.close();
  await database.close();
}
process.exit(status);
