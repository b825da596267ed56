import { openDatabase } from './db/client';
import { operatorContractSuite } from './testing/operatorContractSuite';

operatorContractSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });
