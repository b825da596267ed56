import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { patternSvg, type Motif } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { alteredQuery } from '../testing/alteredQueries';
import { realArtworkCover, realArtworkNames } from '../testing/realArtwork';
import { REPEAT_DIMS, REPEAT_SIDE, repeatDescriptor } from './repeat';

const n = REPEAT_SIDE;

/** Dots a fifth of the repeat across on a lattice with basis (a, b), in analysis pixels. */
function dots(a: [number, number], b: [number, number]): Uint8Array {
  const radius = 0.2 * Math.hypot(...a);
  const grey = new Uint8Array(n * n);
  const det = a[0] * b[1] - a[1] * b[0];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      // The pixel in lattice coordinates, folded into one cell around its nearest point.
      const u = (x * b[1] - y * b[0]) / det;
      const v = (y * a[0] - x * a[1]) / det;
      const [du, dv] = [u - Math.round(u), v - Math.round(v)];
      const dx = du * a[0] + dv * b[0];
      const dy = du * a[1] + dv * b[1];
      grey[y * n + x] = Math.hypot(dx, dy) < radius ? 30 : 220;
    }
  return grey;
}

const length = (v: [number, number]) => Math.hypot(...v);
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));

async function descriptorOf(image: Buffer) {
  const grey = await sharp(image).resize(n, n, { fit: 'cover' }).greyscale().raw().toBuffer();
  return repeatDescriptor(grey);
}

const cover = (motif: Motif, seed: number) =>
  sharp(Buffer.from(patternSvg(motif, 'Citrus Pop', createRandom(seed), 240)), { density: 192 })
    .resize(640, 640)
    .png()
    .toBuffer();

describe('the repeat of a pattern', () => {
  it('finds the lattice of dots: its shortest vectors, square or turned', () => {
    const square = repeatDescriptor(dots([32, 0], [0, 32])).lattice;
    expect(square).not.toBeNull();
    for (const v of square!) expect(length(v)).toBeCloseTo(32, 0);
    const angle = Math.PI / 6;
    const turned = repeatDescriptor(
      dots([40 * Math.cos(angle), 40 * Math.sin(angle)], [-40 * Math.sin(angle), 40 * Math.cos(angle)]),
    ).lattice;
    expect(turned).not.toBeNull();
    for (const v of turned!) {
      expect(length(v)).toBeCloseTo(40, 0);
      // Along the turned axes, not the picture's.
      const along = Math.abs(Math.atan2(v[1], v[0])) % (Math.PI / 2);
      expect(Math.min(Math.abs(along - angle), Math.abs(along - (Math.PI / 2 - angle)))).toBeLessThan(0.05);
    }
  });

  it('reads the same cell at any scale and way up: dots 32 apart and 20 apart, turned, give one descriptor', () => {
    const big = repeatDescriptor(dots([32, 0], [0, 32])).cell;
    expect(big).toHaveLength(REPEAT_DIMS);
    const small = repeatDescriptor(dots([0, 20], [20, 0])).cell;
    const lines = new Uint8Array(n * n).map((_, i) => (Math.floor(i / n) % 16 < 4 ? 30 : 220));
    const striped = repeatDescriptor(lines).cell;
    // The dots at another scale are much nearer each other than to stripes.
    expect(distance(big, small)).toBeLessThan(distance(big, striped) / 3);
  });

  it('has no lattice in noise: the picture is its own cell', () => {
    const random = createRandom(5);
    const noise = new Uint8Array(n * n).map(() => random.int(0, 255));
    expect(repeatDescriptor(noise).lattice).toBeNull();
  });

  it('finds most designs from the repeat at another scale and from a fragment, nearer than other motifs', async () => {
    const motifsTried: Motif[] = ['Geometric', 'Dot', 'Leaf', 'Paisley'];
    const own = await Promise.all(motifsTried.map(async (motif, i) => (await descriptorOf(await cover(motif, 3 + i))).cell));
    const misses: string[] = [];
    for (const [i, motif] of motifsTried.entries()) {
      const source = { cover: await cover(motif, 3 + i) };
      for (const kind of ['rescaled', 'fragment'] as const)
        for (const seed of [11, 12, 13]) {
          const query = await alteredQuery(kind, source, seed + i);
          const found = (await descriptorOf(query.image)).cell;
          const nearest = own.map((cell) => distance(found, cell));
          if (nearest.indexOf(Math.min(...nearest)) !== i) misses.push(`${motif} ${query.detail}`);
        }
    }
    // Measured: 18 of 24. All six misses are the turned Leaf, whose fragments and tiled
    // copies settle on a longer repeat than its cover does (issue 17's note); chance is 6.
    expect(24 - misses.length, misses.join('; ')).toBeGreaterThanOrEqual(17);
  });

  // Real artwork no one here drew (fixtures/real-artwork, LICENCES.md there): most of it is
  // one tile with no repeat inside it, which a shopper may upload repeated 2×2 to 4×4. The
  // tiled copy's harmonics sit at its lattice; the tile's own must be read at whole cycles
  // per picture to be the same numbers (issue 40).
  it('describes a tile with no repeat inside it as its copy repeated 2×2 to 4×4 is described', async () => {
    const names = realArtworkNames();
    const covers = await Promise.all(names.map((name) => realArtworkCover(name, { onWhite: true })));
    const own = await Promise.all(covers.map(async (image) => (await descriptorOf(image)).cell));
    const misses: string[] = [];
    let tried = 0;
    for (const [i, image] of covers.entries())
      for (const seed of [21, 22, 23]) {
        const query = await alteredQuery('rescaled', { cover: image }, seed + i);
        const found = (await descriptorOf(query.image)).cell;
        const nearest = own.map((cell) => distance(found, cell));
        tried += 1;
        if (nearest.indexOf(Math.min(...nearest)) !== i) misses.push(`${names[i]} ${query.detail}`);
      }
    // Measured: 27 of 54 (chance is 3). Read windowed, as before, the tile's cell was nearest
    // for 9. Ten of the 18 covers repeat within themselves, and those are read at their
    // lattice either way: their misses are where the copy settles on another lattice.
    expect(tried - misses.length, misses.join('; ')).toBeGreaterThanOrEqual(24);
  });
});
