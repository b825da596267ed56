import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { isSeeded, seedCatalogue } from './seed/seed';
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
});
