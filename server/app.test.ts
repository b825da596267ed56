import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './db/client';
import { isSeeded, seedCatalogue } from './seed/seed';
import { refreshImageSignatures, signaturesAreCurrent } from './services/imageSignatures';
import { storefrontSuite } from './testing/storefrontSuite';

storefrontSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });

describe('the embedded database', () => {
  it('keeps its catalogue across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir, databaseUrl: null });
      expect(await isSeeded(first.db)).toBe(false);
      await seedCatalogue(first.db, { designs: 20 });
      await first.close();
      const again = await openDatabase({ dataDir: dir, databaseUrl: null });
      expect(await isSeeded(again.db)).toBe(true);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('can open before its similar-image signatures exist, and computes them afterwards', async () => {
    const database = await openDatabase({ dataDir: null, databaseUrl: null });
    try {
      await seedCatalogue(database.db, { designs: 20, signatures: 'later' });
      const missing = async () =>
        (await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM designs WHERE features IS NULL OR print IS NULL`))[0]!
          .n;
      expect(await missing()).toBe(20);
      expect(await signaturesAreCurrent(database.db)).toBe(false);
      expect(await refreshImageSignatures(database.db)).toBe(20);
      expect(await missing()).toBe(0);
      expect(await signaturesAreCurrent(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
