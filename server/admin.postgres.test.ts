import { openDatabase } from './db/client';
import { startPostgres, type TestPostgres } from './testing/postgres';
import { adminSuite } from './testing/adminSuite';

// The same back office on a real PostgreSQL 15, started for this file.
let postgres: TestPostgres | undefined;

adminSuite({
  name: 'PostgreSQL',
  open: async () => {
    postgres = await startPostgres();
    return openDatabase({ dataDir: null, databaseUrl: postgres.url });
  },
  teardown: () => postgres?.stop(),
});
