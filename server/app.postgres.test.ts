import { openDatabase } from './db/client';
import { startPostgres, type TestPostgres } from './testing/postgres';
import { storefrontSuite } from './testing/storefrontSuite';

// The same suite on a real PostgreSQL 15 with pgvector, started for this file.
// `npm test` installs both first (scripts/ensure-postgres.sh), so this leg always runs.
let postgres: TestPostgres | undefined;

storefrontSuite({
  name: 'PostgreSQL',
  open: async () => {
    postgres = await startPostgres();
    return openDatabase({ dataDir: null, databaseUrl: postgres.url });
  },
  teardown: () => postgres?.stop(),
});
