import { afterAll, describe, expect, it } from 'vitest';
import { generateDesigns } from '../../src/patterns/catalogue';
import { signatureOf } from './features';
import { signaturesOf } from './imageSignatures';
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
