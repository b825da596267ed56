import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { motifs, patternSvg, type Motif } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { alteredQuery } from '../testing/alteredQueries';
import { printDistance, signatureOf, swatchBox, turnsAndMirrors } from './features';

const cover = (motif: Motif, seed: number) =>
  sharp(Buffer.from(patternSvg(motif, 'Citrus Pop', createRandom(seed), 240)), { density: 192 })
    .resize(640, 640)
    .png()
    .toBuffer();

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));

describe('a photo of a printed swatch', () => {
  it('is cut to the swatch: the box lies inside it, away from the background', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const photo = await alteredQuery('photo', { cover: await cover(motifs[seed]!, seed) }, seed);
      const box = await swatchBox(photo.image);
      const { width = 0, height = 0 } = await sharp(photo.image).metadata();
      expect(box, photo.detail).not.toBeNull();
      // Smaller than the picture (the background is left out), larger than a speck.
      expect((box!.width * box!.height) / (width * height), photo.detail).toBeLessThan(0.7);
      expect((box!.width * box!.height) / (width * height), photo.detail).toBeGreaterThan(0.05);
    }
  });

  it('is never cut when the picture is all pattern: a cover, a crop, a small copy', async () => {
    for (const [i, motif] of motifs.entries()) {
      for (const seed of [11, 12, 13]) {
        const whole = await cover(motif, seed + i * 10);
        expect(await swatchBox(whole), `${motif} ${seed}`).toBeNull();
        const crop = await sharp(whole).extract({ left: 100, top: 60, width: 400, height: 500 }).jpeg({ quality: 70 }).toBuffer();
        expect(await swatchBox(crop), `${motif} ${seed} cropped`).toBeNull();
      }
    }
  });
});

describe('a signature turned and mirrored', () => {
  it('holds the signature of the picture turned by 90°, 180° or 270° and mirrored, computed from the pixels', async () => {
    const picture = await cover('Leaf', 7);
    const variants = turnsAndMirrors(await signatureOf(picture));
    for (const [name, edit] of Object.entries({
      'turned 90°': (s: Sharp) => s.rotate(90),
      'turned 180°': (s: Sharp) => s.rotate(180),
      'turned 270°': (s: Sharp) => s.rotate(270),
      mirrored: (s: Sharp) => s.flop(),
      flipped: (s: Sharp) => s.flip(),
      'mirrored and turned': (s: Sharp) => s.flop().rotate(90),
    })) {
      const changed = await signatureOf(await edit(sharp(picture)).png().toBuffer());
      const nearest = Math.min(...variants.features.map((v) => distance(v, changed.features)));
      // The upright vector alone is much further: the variants are what make it match.
      expect(nearest, name).toBeLessThan(0.02);
      const closestPrint = Math.min(...variants.prints.map((p) => printDistance(p, changed.print)));
      expect(closestPrint, name).toBeLessThan(3);
    }
    const turned = await signatureOf(await sharp(picture).rotate(90).png().toBuffer());
    expect(distance(variants.features[0]!, turned.features)).toBeGreaterThan(0.05);
  });
});
