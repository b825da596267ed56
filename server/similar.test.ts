import { openDatabase } from './db/client';
import { similarSuite } from './testing/similarSuite';

similarSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });
