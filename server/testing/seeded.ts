/**
 * The test suites' catalogue. Every suite seeds the first N generated designs, and the
 * unit project runs a worker's files in one module graph (`isolate: false`): this cache
 * lives as long as the worker, so each design's image signature (about 13 ms, several
 * times that on a busy machine) is computed once per worker instead of once per suite
 * and database leg (issue 19: "repeated seeds").
 */
import type { Db } from '../db/client';
import { seedCatalogue } from '../seed/seed';
import type { ImageSignature } from '../services/features';

const signatureCache = new Map<string, ImageSignature>();

/** Seeds `designs` generated designs with their signatures, as `npm run seed` does, reusing signatures computed before. */
export const seedTestCatalogue = (db: Db, designs: number) => seedCatalogue(db, { designs, signatureCache });
