/**
 * The test suites' catalogue. Every suite seeds the first N generated designs, and the
 * unit project runs a worker's files in one module graph (`isolate: false`): this cache
 * lives as long as the worker, so each design's image signature (about 65 ms, several
 * times that on a busy machine) is computed once per worker instead of once per suite
 * and database leg (issue 19: "repeated seeds"). It starts with the signatures the
 * unit project's global set-up measured for the whole run (signatureFile.ts).
 */
import type { Db } from '../db/client';
import { seedCatalogue } from '../seed/seed';
import { refreshImageSignatures, type SignatureCache } from '../services/imageSignatures';
import { readSignatureFile } from './signatureFile';

// Starts with the run's shared signatures (signatureFile.ts), when the global set-up wrote them.
const signatureCache: SignatureCache = readSignatureFile();

/** Seeds `designs` generated designs with their signatures, as `npm run seed` does, reusing signatures computed before. */
export const seedTestCatalogue = (db: Db, designs: number) => seedCatalogue(db, { designs, signatureCache });

/**
 * Brings the signatures up to date as the server does after an upgrade, reusing the
 * ones computed before in this worker (the seed's, for the same artwork). The
 * computation itself is tested where the artwork is new to the worker (app.test.ts).
 */
export const refreshTestSignatures = (db: Db) => refreshImageSignatures(db, { signatureCache });
