import { openDatabase } from './db/client';
import { startPostgres, type TestPostgres } from './testing/postgres';
import { holdsSuite } from './testing/holdsSuite';

// The same attack on a real PostgreSQL, where reservations of one member run on separate connections.
let postgres: TestPostgres | undefined;

holdsSuite({
  name: 'PostgreSQL',
  open: async () => {
    postgres = await startPostgres();
    return openDatabase({ dataDir: null, databaseUrl: postgres.url });
  },
  teardown: () => postgres?.stop(),
});
