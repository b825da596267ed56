import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { motifs, patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import path from 'node:path';
import { alteredQuery, photographOf } from '../testing/alteredQueries';
import { REAL_ARTWORK_DIR } from '../testing/realArtwork';
import {
  boundaryMapDistance,
  printDistance,
  printDistancesFrom,
  signatureOf,
  structureOfPrint,
  swatchBox,
  turnsAndMirrors,
  uploadSignatureOf,
} from './features';

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

  // Real artwork no one here drew (fixtures/real-artwork, LICENCES.md there), repeated
  // finely across the cover as a studio's small tiles are, printed 2×2 on a small swatch:
  // seen small the repeat is an even colour, and a blurred edge had let the table's fill
  // run into it and take the whole swatch for table (no box, so the table was searched).
  it('is cut to the swatch when the pattern is a fine repeat that reads as an even colour', async () => {
    const folder = REAL_ARTWORK_DIR;
    const missed: string[] = [];
    for (const name of ['HP-tinyCheckers.png', 'HP-pixelDots.png', 'HP-graphPaper-tile.png', 'HP-signal-tile.png']) {
      const tile = await sharp(path.join(folder, name)).resize({ width: 40 }).png().toBuffer();
      const fine = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#ffffff' } })
        .composite([{ input: tile, tile: true, left: 0, top: 0 }])
        .png()
        .toBuffer();
      for (const seed of [1, 2, 3]) {
        const photo = await photographOf(fine, seed, { tiles: 2 });
        if (!(await swatchBox(photo.image))) missed.push(`${name}: ${photo.detail}`);
      }
    }
    expect(missed).toEqual([]);
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
      const closestStructure = Math.min(...variants.structures.map((v) => distance(v, changed.structure)));
      expect(closestStructure, name).toBeLessThan(0.1);
    }
    const turned = await signatureOf(await sharp(picture).rotate(90).png().toBuffer());
    expect(distance(variants.features[0]!, turned.features)).toBeGreaterThan(0.05);
  });

  it('is as far from a stored print, way by way, when measured in bulk as one pair at a time', async () => {
    const { prints } = turnsAndMirrors(await signatureOf(await cover('Leaf', 7)));
    const fromUpload = printDistancesFrom(prints);
    for (const [motif, seed] of [
      ['Leaf', 7],
      ['Leaf', 8],
      [motifs[3]!, 3],
    ] as const) {
      const stored = (await signatureOf(await cover(motif, seed))).print;
      const bulk = fromUpload(stored);
      expect(bulk).toHaveLength(prints.length);
      for (const [k, print] of prints.entries()) expect(bulk[k]).toBeCloseTo(printDistance(print, stored), 9);
    }
    // The same picture upright is no distance at all; a print of another size is no match.
    expect(fromUpload(prints[0]!)[0]).toBeCloseTo(0, 9);
    expect(fromUpload(new Uint8Array(16))).toEqual(prints.map(() => Infinity));
  });

  it('gives up on a stored print once it is further than the limit of that way, and is exact below it', async () => {
    const { prints } = turnsAndMirrors(await signatureOf(await cover('Leaf', 7)));
    const exact = printDistancesFrom(prints);
    const stored = [prints[0]!, (await signatureOf(await cover('Leaf', 8))).print, (await signatureOf(await cover(motifs[3]!, 3))).print];
    for (const print of stored) {
      const distances = exact(print);
      // A limit just above each distance keeps it; one just below gives it up.
      const above = printDistancesFrom(prints, { within: distances.map((d) => d + 0.01) })(print);
      for (const [k, d] of distances.entries()) expect(above[k]).toBeCloseTo(d, 9);
      const below = printDistancesFrom(prints, { within: distances.map((d) => d - 0.01) })(print);
      expect(below.filter((d, k) => distances[k]! >= 0.01)).toEqual(distances.filter((d) => d >= 0.01).map(() => Infinity));
    }
  });
});

describe('the structure of a picture', () => {
  it('stays when the colours go: greyscale, faded or darkened copies keep it', async () => {
    for (const [i, motif] of motifs.entries()) {
      const picture = await cover(motif, 40 + i);
      const own = await signatureOf(picture);
      const other = await signatureOf(await cover(motifs[(i + 3) % motifs.length]!, 90 + i));
      for (const [name, edit] of Object.entries({
        greyscale: (s: Sharp) => s.greyscale().toColourspace('srgb'),
        faded: (s: Sharp) => s.modulate({ saturation: 0.3 }).linear(0.6, 60),
        darkened: (s: Sharp) => s.linear(0.7, 0),
      })) {
        const changed = await signatureOf(await edit(sharp(picture)).jpeg({ quality: 80 }).toBuffer());
        const label = `${motif} ${name}`;
        // Closer to its own picture than any other design's structure is.
        expect(distance(changed.structure, own.structure), label).toBeLessThan(distance(changed.structure, other.structure) / 2);
        // Two unrelated arrangements are about √2 apart.
        expect(distance(changed.structure, own.structure), label).toBeLessThan(0.5);
      }
    }
  });

  it('is the ranks of the print, centred and of unit length; equal blocks share a rank', () => {
    const print = new Uint8Array(32 * 32);
    // Left half dark, right half light: two ranks only.
    for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) print[y * 32 + x] = x < 16 ? 20 : 200;
    const structure = structureOfPrint(print);
    expect(structure).toHaveLength(64);
    expect(Math.hypot(...structure)).toBeCloseTo(1, 6);
    expect(structure.reduce((sum, v) => sum + v, 0)).toBeCloseTo(0, 6);
    expect(new Set(structure.map((v) => v.toFixed(6))).size).toBe(2);
    // Any brightness curve that keeps the order keeps the structure.
    expect(structureOfPrint(print.map((v) => Math.round(255 * (v / 255) ** 2.2)))).toEqual(structure);
  });
});

describe('a photo taken under a camera’s white balance', () => {
  // Real artwork (server/testing/fixtures/real-artwork): the issue-40 photos that missed
  // were those whose camera had warmed or cooled the print's colours.
  const artworkCover = (file: string) => sharp(path.join(REAL_ARTWORK_DIR, file)).resize(640, 640, { fit: 'cover' }).png().toBuffer();

  it('carries the swatch’s colours as they were before a warm camera shifted them', async () => {
    for (const file of ['PM-matcap-0056.jpg', 'PM-normal-0004.jpg', 'HP-signal-tile.png', 'HP-autumn-tile.png']) {
      const cover = await artworkCover(file);
      const design = await signatureOf(cover);
      const photo = await photographOf(cover, 7, { tiles: 1, tiltDegrees: 4, whiteBalance: [1.15, 1, 0.85] });
      const upload = await uploadSignatureOf(photo.image, { corners: false });
      expect(upload.rebalanced, `${file}: ${photo.detail}`).toHaveLength(4);
      const asPhotographed = distance(upload.features, design.features);
      const nearestUndone = Math.min(...upload.rebalanced!.map((features) => distance(features, design.features)));
      // Measured: 0.25 against 0.68, 0.16 against 0.78, 0.18 against 0.71, 0.16 against 0.79.
      expect(nearestUndone, `${file}: ${photo.detail}`).toBeLessThan(asPhotographed / 2);
    }
  });

  it('keeps the colours it was given when it is not a photo of a swatch', async () => {
    const upload = await uploadSignatureOf(await artworkCover('PM-normal-0004.jpg'), { corners: false });
    expect(upload.whole).toBeUndefined();
    expect(upload.rebalanced).toBeUndefined();
  });
});

describe('an upload as a phone saves it', () => {
  it('is measured upright when it was saved sideways with an orientation tag, the whole picture as well as the swatch', async () => {
    for (const [motif, seed] of [
      [motifs[2]!, 2],
      [motifs[5]!, 5],
    ] as const) {
      const upright = await cover(motif, seed);
      const photo = (await alteredQuery('photo', { cover: upright }, seed)).image;
      for (const picture of [upright, photo]) {
        // A camera held sideways stores its pixels turned and says how to show them (orientation 6: turn 90° clockwise).
        const sideways = await sharp(picture).rotate(270).withMetadata({ orientation: 6 }).webp({ lossless: true }).toBuffer();
        expect((await sharp(sideways).metadata()).orientation).toBe(6);
        const [asShown, asStored] = await Promise.all([
          uploadSignatureOf(picture, { corners: false }),
          uploadSignatureOf(sideways, { corners: false }),
        ]);
        expect(Buffer.compare(asStored.print, asShown.print), `${motif} ${seed}`).toBe(0);
        expect(distance(asStored.features, asShown.features)).toBeLessThan(1e-9);
        expect(asStored.whole && Buffer.compare(asStored.whole.print, asShown.whole!.print)).toBe(asShown.whole ? 0 : undefined);
      }
    }
  });
});

describe('where the colours of a picture meet', () => {
  const colourway = (motif: Motif, seed: number, palette: PaletteName) =>
    sharp(Buffer.from(patternSvg(motif, palette, createRandom(seed), 240)), { density: 192 })
      .resize(640, 640)
      .jpeg({ quality: 80 })
      .toBuffer();

  it('stays when the design is drawn in another palette, where light and dark swap', async () => {
    // Midnight Ink's ground is dark where Citrus Pop's is light: the structure turns over.
    let vectorNearer = 0;
    for (const [i, motif] of motifs.entries()) {
      const own = await signatureOf(await cover(motif, 40 + i));
      const recoloured = await signatureOf(await colourway(motif, 40 + i, 'Midnight Ink'));
      const other = await signatureOf(await colourway(motifs[(i + 3) % motifs.length]!, 90 + i, 'Midnight Ink'));
      const label = `${motif} in Midnight Ink`;
      expect(boundaryMapDistance(recoloured.boundaryMap, own.boundaryMap), label).toBeLessThan(
        boundaryMapDistance(recoloured.boundaryMap, other.boundaryMap),
      );
      if (distance(recoloured.boundary, own.boundary) < distance(recoloured.boundary, other.boundary)) vectorNearer++;
    }
    // The coarse vector only finds candidates, and a thin wave's lines, moved by a pixel
    // at 4×4 blocks, read as unrelated there (measured: 9 of 10; the map holds for all).
    expect(vectorNearer).toBeGreaterThanOrEqual(8);
  });

  it('is a centred vector of unit length, and a plain picture has no boundaries', async () => {
    const { boundary, boundaryMap } = await signatureOf(await cover('Dot', 7));
    expect(boundary).toHaveLength(256);
    expect(Math.hypot(...boundary)).toBeCloseTo(1, 6);
    expect(boundary.reduce((sum, v) => sum + v, 0)).toBeCloseTo(0, 6);
    expect(boundaryMap).toHaveLength(32 * 32);
    const plain = await signatureOf(
      await sharp({ create: { width: 200, height: 200, channels: 3, background: '#8a6' } })
        .png()
        .toBuffer(),
    );
    expect(plain.boundaryMap.every((v) => v === 0)).toBe(true);
    expect(boundaryMapDistance(plain.boundaryMap, boundaryMap)).toBe(1);
    expect(boundaryMapDistance(boundaryMap, boundaryMap)).toBeCloseTo(0, 9);
  });
});
