import { openDatabase } from './db/client';
import { memberSuite } from './testing/memberSuite';

memberSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });
