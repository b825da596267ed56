/**
 * `npm start`: opens the database (migrating it), seeds the catalogue on first start,
 * and serves the shop, the API and the images on one port.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseInUse, DatabaseUnreachable, openDatabase, type Database } from './db/client';
import { isSeeded, progressBar, seedCatalogue } from './seed/seed';
import { createCoverWarmer } from './services/coverWarming';
import { refreshImageSignatures, refreshLocalFeatures } from './services/imageSignatures';
import { createUploadSignatures } from './services/uploadSignatures';
import { createMailer } from './services/mail';
import { fileStoreFor } from './services/s3Store';
import { createStripeProvider } from './services/stripe';
import { carryOldLedger } from './services/testGatewayLedger';
import { createShutdown, EXIT } from './shutdown';

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  // One line saying what to do (PostgreSQL not reachable, PGlite open elsewhere), not a
  // stack; a supervisor restarts the shop, and the next start tries again.
  const known = error instanceof DatabaseUnreachable || error instanceof DatabaseInUse;
  console.error(known ? error.message : `The database could not be opened: ${(error as Error).message}`);
  process.exit(EXIT.cannotStart);
}
if (!(await isSeeded(database.db))) {
  console.log(
    `First start: seeding ${config.seedDesigns.toLocaleString('en')} designs into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}…`,
  );
  await seedCatalogue(database.db, { designs: config.seedDesigns, onProgress: progressBar(), signatures: 'later' });
}
if (config.payments.provider === 'test') {
  // A shop upgraded from before issue 21: its test charges stay refundable.
  const carried = await carryOldLedger(database.db, config.dataDir);
  if (carried) {
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const leftOut = carried.skipped ? `, ${count(carried.skipped, 'line that was', 'lines that were')} no outcome left out` : '';
    console.log(
      `The test gateway's old ledger is in the database now: ${count(carried.payments, 'charge', 'charges')} and ` +
        `${count(carried.refunds, 'refund', 'refunds')} carried${leftOut}; the file is kept as ${carried.keptAs}.`,
    );
  }
}
// Covers, design files, invoices and replacement files: DATA_DIR, or the bucket every shop process shares.
const files = fileStoreFor(config.fileStorage, config.dataDir);
const app = await buildApp({
  db: database.db,
  dataDir: config.dataDir,
  files,
  imageBaseUrl: config.imageBaseUrl,
  distDir: config.distDir,
  serverBuildDir: config.serverBuildDir,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  requestDeadlineMs: config.requestDeadlineMs,
  holdMinutes: config.holdMinutes,
  fileUrlSecret: config.fileUrlSecret,
  mailer: createMailer({ outboxDir: config.mailOutbox, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  pinterestApiBase: config.pinterestApiBase,
  pinterestAdmins: config.pinterestAdmins,
  pinterestAccessToken: config.pinterestAccessToken,
  // The built-in test gateway unless PAYMENTS=stripe (docs/adr/010-payments.md).
  payments: config.payments.provider === 'stripe' ? createStripeProvider(config.payments) : undefined,
  databaseDir: database.dir,
  expensiveWork: { imageSearchQueue: config.imageSearchQueue },
});

// SIGTERM / SIGINT: in-flight requests finish within SHUTDOWN_GRACE_MS, then the process
// exits whatever still runs (shutdown.ts). `on`, not `once`: a second signal exits at once.
const shutdown = createShutdown({ app, closeDatabase: database.close, graceMs: config.shutdownGraceMs });
process.on('SIGINT', shutdown.onSignal);
process.on('SIGTERM', shutdown.onSignal);
if (database.dir) {
  // PGlite's files live in DATA_DIR: if the folder goes, the process says so and exits
  // rather than answer from files that no longer exist. Looked at before every request
  // and once a second, so an idle shop notices too.
  app.storage.onLost(shutdown.onStorageLost);
  app.storage.watch(1000);
  // PGlite after a PANIC (a full disk, for one) would hang on its next query: it takes
  // none (db/client.ts) and the shop stops the same way, telling what the PANIC was about.
  database.onStopped((why, error) => {
    void app.storage.classify(error).then((fault) => shutdown.onDatabaseStopped(why, fault ?? 'database'));
  });
}

// The first screens' covers and the mega-menu's categories are made while the shop is
// quiet (services/coverWarming.ts); a stop waits for the cover being drawn, then the
// database closes.
const coverWarmer = createCoverWarmer({
  api: async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}`);
    return (response.json() as { data: T }).data;
  },
  images: app.images,
  artOf: (productId) => app.catalogue.artOf(productId),
  categories: () => app.catalogue.typeTree(),
  inFlight: () => app.lifecycle.inFlight(),
  stopping: () => app.lifecycle.stopping() !== null,
});
app.addHook('onClose', () => coverWarmer.stop());

await app.listen({ port: config.port, host: config.host });
console.log(`The shop is open at http://localhost:${config.port}`);

void coverWarmer
  .start((warmed) => {
    if (warmed.finished && warmed.drawn > 0)
      console.log(`The first screens' covers are ready (${warmed.drawn.toLocaleString('en')} drawn).`);
  })
  .catch((error: unknown) => {
    // A stop mid-way answers the warmer's own calls 503: nothing to report then.
    if (!app.lifecycle.stopping()) app.log.error({ err: error }, "the first screens' covers not drawn in advance");
  });

// The store's search index is read into memory now rather than on the first search.
void app.catalogue.warmSearchIndex();

// Folders a stopped server left half shared to Pinterest carry on.
void app.sharing.resume({ watch: true }).catch((error: unknown) => app.log.error({ err: error }, 'Pinterest sharing not resumed'));

// Similar-image signatures are computed in the background, the shop open meanwhile: on
// the first start (the seed leaves them for later) and for a catalogue seeded by an
// older version of the code.
// Then each design's corners, which search checks its shortlist with once they are there.
void refreshImageSignatures(database.db, { files })
  .then((count) => count > 0 && console.log(`Similar-image search is ready (${count.toLocaleString('en')} designs measured).`))
  .catch((error: unknown) => app.log.error({ err: error }, 'similar-image signatures not recomputed'))
  .then(async () => {
    // On a worker thread of their own, gone when they are measured.
    const cornerThread = createUploadSignatures();
    try {
      const count = await refreshLocalFeatures(database.db, { files, measure: cornerThread.artworkCorners });
      if (count > 0) console.log(`Search by image checks corners now (${count.toLocaleString('en')} designs measured).`);
    } finally {
      await cornerThread.close();
    }
    // Every design's corners filed now, rather than on the first search by image.
    await app.catalogue.warmCornerIndex();
  })
  .catch((error: unknown) => app.log.error({ err: error }, 'local features not measured'));
