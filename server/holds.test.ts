import { openDatabase } from './db/client';
import { holdsSuite } from './testing/holdsSuite';

holdsSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });
