import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './db/client';
import { isSeeded, seedCatalogue } from './seed/seed';
import { refreshImageSignatures, signaturesAreCurrent } from './services/imageSignatures';
import { storefrontSuite } from './testing/storefrontSuite';
import { buildApp } from './app';

storefrontSuite({ name: 'PGlite', open: () => openDatabase({ dataDir: null, databaseUrl: null }) });

describe('the embedded database', () => {
  it('keeps its catalogue across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir, databaseUrl: null });
      expect(await isSeeded(first.db)).toBe(false);
      // The catalogue is what must survive; its image signatures are another test's.
      await seedCatalogue(first.db, { designs: 20, signatures: 'later' });
      await first.close();
      const again = await openDatabase({ dataDir: dir, databaseUrl: null });
      expect(await isSeeded(again.db)).toBe(true);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two openings of a database on disk take 7 s alone, and over 60 s beside the story
    // files on 2 cores: the unit project's limit (vite.config.ts) only catches a hang.
  });

  it('can open before its similar-image signatures exist, says so to an image search, and computes them afterwards', async () => {
    const database = await openDatabase({ dataDir: null, databaseUrl: null });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-signatures-'));
    try {
      await seedCatalogue(database.db, { designs: 20, signatures: 'later' });
      const missing = async () =>
        (await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM designs WHERE features IS NULL OR print IS NULL`))[0]!
          .n;
      expect(await missing()).toBe(20);
      expect(await signaturesAreCurrent(database.db)).toBe(false);

      // Meanwhile search by image says it is getting ready, and how far along: never an empty list.
      const app = await buildApp({ db: database.db, dataDir });
      const searchAlike = async () => {
        const upload = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8553d' } })
          .png()
          .toBuffer();
        const response = await app.inject({
          method: 'POST',
          url: '/api/product/selectAlike',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          payload: Buffer.concat([
            Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="swatch.png"\r\nContent-Type: image/png\r\n\r\n'),
            upload,
            Buffer.from('\r\n--b--\r\n'),
          ]),
        });
        return { status: response.statusCode, body: response.json<{ code: number; desc: string; data: unknown }>() };
      };
      expect(await searchAlike()).toEqual({
        status: 503,
        body: {
          code: 503,
          desc: 'Search by image is getting ready: 0 of 20 designs measured (0%). Please try again in a minute.',
          data: { ready: false, done: 0, total: 20 },
        },
      });
      expect(await refreshImageSignatures(database.db)).toBe(20);
      expect(await missing()).toBe(0);
      expect(await signaturesAreCurrent(database.db)).toBe(true);
      const ready = await searchAlike();
      expect(ready.status).toBe(200);
      expect(ready.body.data).toHaveLength(20);
      await app.close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
