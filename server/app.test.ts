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

  it('can open before its similar-image signatures exist, answers an image search from the designs measured so far, and measures the rest', async () => {
    const database = await openDatabase({ dataDir: null, databaseUrl: null });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-signatures-'));
    try {
      await seedCatalogue(database.db, { designs: 20, signatures: 'later' });
      const measuredIds = async () =>
        (
          await rowsOf<{ id: number }>(
            database.db,
            sql`SELECT id FROM designs WHERE features IS NOT NULL AND print IS NOT NULL ORDER BY id`,
          )
        ).map((row) => row.id);
      expect(await measuredIds()).toEqual([]);
      expect(await signaturesAreCurrent(database.db)).toBe(false);

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
        return {
          status: response.statusCode,
          body: response.json<{ code: number; desc: string; data: { productId: number }[]; measuring?: unknown }>(),
        };
      };
      // Before any design is measured there is nothing to answer from: it says so, and how far along. Never an empty list.
      expect(await searchAlike()).toEqual({
        status: 503,
        body: {
          code: 503,
          desc: 'Search by image is getting ready: 0 of 20 designs measured (0%). Please try again in a minute.',
          data: { ready: false, done: 0, total: 20 },
        },
      });

      // A server stopped after its first batch of 5: the store's first page, in its default order, came first.
      const stop = new AbortController();
      await expect(
        refreshImageSignatures(database.db, { batch: 5, signal: stop.signal, onProgress: () => stop.abort() }),
      ).rejects.toThrow();
      const firstMeasured = await measuredIds();
      const storeFirst = await app.inject({
        method: 'POST',
        url: '/api/product/selectPage',
        payload: { iDisplayStart: 0, iDisplayLength: 5 },
      });
      expect(firstMeasured).toEqual(
        storeFirst
          .json<{ data: { aaData: { productId: number }[] } }>()
          .data.aaData.map((card) => card.productId)
          .sort((a, b) => a - b),
      );

      // Meanwhile an upload is answered from those 5, with a note saying how far along the shop is.
      const meanwhile = await searchAlike();
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.body).toMatchObject({
        code: 200,
        desc: 'Search by image is still getting ready: 5 of 20 designs measured (25%). These results come from those; try again in a minute for all of them.',
        measuring: { done: 5, total: 20 },
      });
      const found = meanwhile.body.data.map((card) => card.productId);
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((id) => !firstMeasured.includes(id))).toEqual([]);

      // The next start carries on with the other 15, and then every design is searched, without a note.
      expect(await refreshImageSignatures(database.db)).toBe(15);
      expect(await measuredIds()).toHaveLength(20);
      expect(await signaturesAreCurrent(database.db)).toBe(true);
      const ready = await searchAlike();
      expect(ready.status).toBe(200);
      expect(ready.body.data).toHaveLength(20);
      expect(ready.body.desc).toBe('Operation succeeded');
      expect(ready.body).not.toHaveProperty('measuring');
      await app.close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
