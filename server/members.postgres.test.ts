import { openDatabase } from './db/client';
import { memberSuite } from './testing/memberSuite';
import { startPostgres, type TestPostgres } from './testing/postgres';

let postgres: TestPostgres | undefined;

memberSuite({
  name: 'PostgreSQL',
  open: async () => {
    postgres = await startPostgres();
    return openDatabase({ dataDir: null, databaseUrl: postgres.url });
  },
  teardown: () => postgres?.stop(),
});
