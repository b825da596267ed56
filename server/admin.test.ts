import { openDatabase } from './db/client';
import { adminSuite } from './testing/adminSuite';

adminSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });
