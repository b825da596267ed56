import { isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDesigns } from '../../src/patterns/catalogue';
import { openDatabase } from '../db/client';
import { designs } from '../db/schema';
import { seedTestCatalogue } from '../testing/seeded';
import { signatureOf } from './features';
import { refreshLocalFeatures, signaturesOf } from './imageSignatures';
import { createUploadSignatures } from './uploadSignatures';

describe('a catalogue design’s signature measured on a worker thread', () => {
  const threads = createUploadSignatures();
  afterAll(() => threads.close());

  it('is the one this thread measures: the refresh’s signatures compare with an upload’s as the seed’s do', async () => {
    const designs = generateDesigns(6).map((d) => ({
      motif: d.motif,
      palette: d.palette,
      artSeed: d.artSeed,
      source: 'generated' as const,
    }));
    const here = await signaturesOf(designs, undefined, (artwork, options) => signatureOf(artwork, options));
    const there = await signaturesOf(designs, undefined, threads.artworkSignature);
    expect(there).toEqual(here);
    // A Buffer again, as the database driver writes a bytea from.
    expect(there.every((signature) => Buffer.isBuffer(signature.print))).toBe(true);
  });
});

describe('measuring the catalogue’s corners several at a time', () => {
  it('measures every design once, no more at once than asked, and stores what each measuring gave', async () => {
    const database = await openDatabase({ dataDir: null, databaseUrl: null });
    try {
      await seedTestCatalogue(database.db, 7);
      let running = 0;
      let started = 0;
      let mostAtOnce = 0;
      const measured: Buffer[] = [];
      const waiting: (() => void)[] = [];
      // A stand-in for the worker thread that finishes nothing until three are measuring at
      // once (or the last design has started): with fewer at once it never would.
      const measure = async (artwork: Buffer) => {
        started++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (running >= 3 || started === 7) waiting.splice(0).forEach((release) => release());
        });
        running--;
        measured.push(artwork);
        return Buffer.from([measured.length]);
      };
      expect(await refreshLocalFeatures(database.db, { measure, inFlight: 3 })).toBe(7);
      expect(mostAtOnce).toBe(3);
      expect(new Set(measured.map((artwork) => artwork.toString('base64'))).size).toBe(7);
      const stored = await database.db.select({ corners: designs.localFeatures }).from(designs).where(isNotNull(designs.localFeatures));
      expect(stored.map(({ corners }) => corners![0]).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      // Nothing is left to measure.
      expect(await refreshLocalFeatures(database.db, { measure, inFlight: 3 })).toBe(0);
    } finally {
      await database.close();
    }
  });
});
