import { openDatabase } from './db/client';
import { startPostgres, type TestPostgres } from './testing/postgres';
import { operatorContractSuite } from './testing/operatorContractSuite';

// The same back office contract on a real PostgreSQL 15, started for this file.
let postgres: TestPostgres | undefined;

operatorContractSuite({
  name: 'PostgreSQL',
  open: async () => {
    postgres = await startPostgres();
    return openDatabase({ dataDir: null, databaseUrl: postgres.url });
  },
  teardown: () => postgres?.stop(),
});
