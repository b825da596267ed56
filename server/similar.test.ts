import { openDatabase } from './db/client';
import { startPostgres, type TestPostgres } from './testing/postgres';
import { similarSuite } from './testing/similarSuite';

let postgres: TestPostgres | undefined;

similarSuite([
  { name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) },
  {
    name: 'PostgreSQL',
    open: async () => {
      postgres = await startPostgres();
      return openDatabase({ dataDir: null, databaseUrl: postgres.url });
    },
    teardown: () => postgres?.stop(),
  },
]);
