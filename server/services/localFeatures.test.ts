import sharp from 'sharp';
import { realArtworkCover, realArtworkNames } from '../testing/realArtwork';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { alteredQuery, type AlterationClass } from '../testing/alteredQueries';
import { UnreadableImage, uploadCornersOf, uploadSignatureOf } from './features';
import { createUploadSignatures } from './uploadSignatures';
import {
  agreement,
  decodeLocalFeatures,
  encodeLocalFeatures,
  localFeaturesOf,
  localQueryOf,
  type LocalFeatures,
  type LocalQuery,
} from './localFeatures';

/** Real artwork no one here drew: whole pictures, not the small repeat tiles. */
const pictures = realArtworkNames({ wholePictures: true });

const coverOf = realArtworkCover;

describe('local features (ORB corners, checked by turn and scale)', () => {
  const covers = new Map<string, Buffer>();
  const designs = new Map<string, LocalFeatures>();
  beforeAll(async () => {
    for (const name of pictures) {
      const cover = await coverOf(name);
      covers.set(name, cover);
      designs.set(name, await localFeaturesOf(cover));
    }
  });

  it('are kept and read back unchanged, and damaged bytes are refused', () => {
    const features = designs.get(pictures[0]!)!;
    const stored = encodeLocalFeatures(features);
    const read = decodeLocalFeatures(stored);
    expect(read.count).toBe(features.count);
    expect([...read.angles]).toEqual([...features.angles]);
    expect([...read.levels]).toEqual([...features.levels]);
    expect(Buffer.from(read.descriptors).equals(Buffer.from(features.descriptors))).toBe(true);
    expect(() => decodeLocalFeatures(stored.subarray(0, stored.length - 1))).toThrow('damaged');
  });

  /** For each picture, whether its altered copy agrees with it more than with every other picture. */
  async function ownFirst(kind: AlterationClass, seed: number) {
    const results: { name: string; own: number; bestOther: number }[] = [];
    for (const [k, name] of pictures.entries()) {
      const { image } = await alteredQuery(kind, { cover: covers.get(name)! }, seed + k);
      const query = await localQueryOf(image);
      const scores = pictures.map((other) => agreement(query, designs.get(other)!));
      results.push({ name, own: scores[k]!, bestOther: Math.max(...scores.filter((_, i) => i !== k)) });
    }
    return results;
  }

  // Measured on these 14 (seed 7): 12 of 14 either way. Two have no corners to speak of
  // (fine diagonal lines, a blurred texture): search leaves them to the signatures' order.
  it.each(['rotated', 'mirrored'] as const)('a %s copy agrees most with its own design', async (kind) => {
    const results = await ownFirst(kind, 7);
    const found = results.filter((r) => r.own > r.bestOther);
    expect(found.length, results.map((r) => `${r.name}: ${r.own} own, ${r.bestOther} best other`).join('\n')).toBeGreaterThanOrEqual(11);
    // A textured design's copy agrees clearly: not by a corner or two (matcaps are all
    // lit spheres, and agree with one another more).
    for (const r of results.filter((x) => /^PM-(normal|texture-three)/.test(x.name)))
      expect(r.own, r.name).toBeGreaterThan(5 * r.bestOther);
  });

  it('a fragment or crop of a textured design agrees with it, far more than with the rest', async () => {
    const results = [...(await ownFirst('cropped', 7)), ...(await ownFirst('fragment', 7))].filter((r) =>
      ['PM-normal-0000.png', 'PM-normal-0013.png', 'PM-texture-three.jpg'].includes(r.name),
    );
    for (const r of results) expect(r.own, r.name).toBeGreaterThan(4 * r.bestOther);
  });

  it('noise agrees with no design', async () => {
    const noise = Buffer.alloc(320 * 320 * 3);
    let state = 17;
    for (let i = 0; i < noise.length; i++) noise[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
    const query = await localQueryOf(
      await sharp(noise, { raw: { width: 320, height: 320, channels: 3 } })
        .png()
        .toBuffer(),
    );
    const own = await localQueryOf(covers.get('PM-normal-0013.png')!);
    const design = designs.get('PM-normal-0013.png')!;
    expect(agreement(query, design)).toBeLessThan(agreement(own, design) / 10);
  });

  it('the upload pool answers an upload’s signature and then its corners, the same as found in-thread; none for a search by colour', async () => {
    const uploads = createUploadSignatures();
    try {
      const photo = (await alteredQuery('photo', { cover: covers.get('PM-texture-three.jpg')! }, 5)).image;
      let cornersAskedFor: Promise<LocalQuery> | undefined;
      const pooled = await uploads.of(photo, { cornersStarted: (local) => (cornersAskedFor = local) });
      // Told before the signature came, so search can look them up meanwhile (catalogue.ts `lookUpCornersEarly`).
      expect(cornersAskedFor).toBe(pooled.local);
      const here = await uploadSignatureOf(photo);
      expect(Buffer.compare(pooled.print, here.print)).toBe(0);
      expect(pooled.features).toEqual(here.features);
      const corners = (await pooled.local)!;
      expect(corners.upright.count).toBeGreaterThan(0);
      expect(corners).toEqual(await uploadCornersOf(photo));
      const cornersStarted = vi.fn();
      expect((await uploads.of(photo, { corners: false, cornersStarted })).local).toBeUndefined();
      expect(cornersStarted).not.toHaveBeenCalled();
      // A picture that is none is refused from its signature, and its corners fail unheard.
      await expect(uploads.of(Buffer.from('not a picture'))).rejects.toBeInstanceOf(UnreadableImage);
    } finally {
      await uploads.close();
    }
  });

  it('the upload pool finds the same agreements off the answering thread, in the designs’ order', async () => {
    const uploads = createUploadSignatures();
    try {
      const query = (await (await uploads.of(covers.get('PM-normal-0013.png')!)).local)!;
      const stored = pictures.map((name) => encodeLocalFeatures(designs.get(name)!));
      const here = pictures.map((name) => agreement(query, designs.get(name)!));
      expect(await uploads.agreements(query, stored)).toEqual(here);
      // Its own cover agrees most, so the order above is not all zeros.
      expect(here.indexOf(Math.max(...here))).toBe(pictures.indexOf('PM-normal-0013.png'));
      expect(await uploads.agreements(query, stored.slice(0, 1))).toEqual(here.slice(0, 1));
      expect(await uploads.agreements(query, [])).toEqual([]);
    } finally {
      await uploads.close();
    }
  });
});
