import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { alteredQuery, alterationClasses, type AlterationClass } from './alteredQueries';

type Rgb = [number, number, number];

const coverColours = { ground: '#f1e3c8', spot: '#c0392b', bar: '#1f5f8b', stripe: '#2e7d32' };
const colourwayColours = { ground: '#1d2b3a', spot: '#f4d03f', bar: '#e67e22', stripe: '#ecf0f1' };

const SIDE = 480;

/**
 * A seamless repeat: every shape that crosses an edge is drawn again across the opposite
 * one. Nothing in it is symmetric, so a rotation or mirror shows.
 */
function repeatSvg(colours: typeof coverColours): string {
  const copies = (shape: (dx: number, dy: number) => string) =>
    [-SIDE, 0, SIDE].flatMap((dx) => [-SIDE, 0, SIDE].map((dy) => shape(dx, dy))).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <rect width="${SIDE}" height="${SIDE}" fill="${colours.ground}"/>
    ${copies((dx, dy) => `<circle cx="${40 + dx}" cy="${60 + dy}" r="85" fill="${colours.spot}"/>`)}
    ${copies((dx, dy) => `<rect x="${250 + dx}" y="${120 + dy}" width="190" height="70" fill="${colours.bar}"/>`)}
    ${copies((dx, dy) => `<path d="M${dx} ${340 + dy} L${SIDE + dx} ${300 + dy} L${SIDE + dx} ${345 + dy} L${dx} ${385 + dy}Z" fill="${colours.stripe}"/>`)}
  </svg>`;
}

const hexToRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const palette = Object.values(coverColours).map(hexToRgb);

async function rgbOf(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  return { data, width: info.width, height: info.height };
}

/**
 * The mean colour of each cell of an n × n grid over the image. Plain averages: sharp's
 * resize to a few pixels depends on the input size more than JPEG noise does.
 */
async function blockMeans(image: Buffer, n: number): Promise<number[]> {
  const { data, width, height } = await rgbOf(image);
  const sums = new Float64Array(n * n * 3);
  const counts = new Float64Array(n * n);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = Math.floor((y * n) / height) * n + Math.floor((x * n) / width);
      counts[cell]! += 1;
      for (let c = 0; c < 3; c++) sums[cell * 3 + c]! += data[(y * width + x) * 3 + c]!;
    }
  return Array.from(sums, (sum, i) => sum / counts[Math.floor(i / 3)]!);
}

const pixelAt = (data: Buffer, i: number): Rgb => [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const fromPalette = (colour: Rgb) => Math.min(...palette.map((p) => distance(colour, p)));
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function meanColour(data: Buffer): Rgb {
  const sum: Rgb = [0, 0, 0];
  for (let i = 0; i < data.length; i++) sum[i % 3]! += data[i]!;
  return sum.map((s) => s / (data.length / 3)) as Rgb;
}

/** Mean absolute difference of two equally long lists of channel values, 0–255. */
function meanDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

let cover: Buffer;
let colourway: Buffer;

beforeAll(async () => {
  cover = await sharp(Buffer.from(repeatSvg(coverColours)))
    .png()
    .toBuffer();
  colourway = await sharp(Buffer.from(repeatSvg(colourwayColours)))
    .png()
    .toBuffer();
});

/** Output size: the long side's range, the short side's least, and whether it is square. */
const sizeBounds: Record<AlterationClass, { long: [number, number]; short?: [number, number]; square?: true }> = {
  photo: { long: [480, 800], short: [480, 800] },
  greyscale: { long: [SIDE, SIDE], square: true },
  faded: { long: [SIDE, SIDE], square: true },
  rotated: { long: [300, 640], square: true },
  mirrored: { long: [300, 640], square: true },
  fragment: { long: [200, 500] },
  rescaled: { long: [400, 800], square: true },
  recoloured: { long: [320, 640], square: true },
  cropped: { long: [300, 640] },
  resizedJpeg: { long: [160, 400], square: true },
};

describe('alteredQuery', () => {
  it.each(alterationClasses)('%s: the same seed gives the same bytes, another seed others', async (kind) => {
    const first = await alteredQuery(kind, { cover }, 11);
    const again = await alteredQuery(kind, { cover }, 11);
    const other = await alteredQuery(kind, { cover }, 12);
    expect(again.image.equals(first.image)).toBe(true);
    expect(again.detail).toBe(first.detail);
    expect(other.image.equals(first.image)).toBe(false);
  });

  it.each(alterationClasses)('%s: a flat RGB JPEG within its size bounds', async (kind) => {
    const bounds = sizeBounds[kind];
    for (const seed of [1, 2, 3]) {
      const { image, detail } = await alteredQuery(kind, { cover }, seed);
      const { format, width = 0, height = 0, channels, hasAlpha } = await sharp(image).metadata();
      expect({ format, channels, hasAlpha }, detail).toEqual({ format: 'jpeg', channels: 3, hasAlpha: false });
      const [long, short] = [Math.max(width, height), Math.min(width, height)];
      expect(long, detail).toBeGreaterThanOrEqual(bounds.long[0]);
      expect(long, detail).toBeLessThanOrEqual(bounds.long[1]);
      if (bounds.short) expect(short, detail).toBeGreaterThanOrEqual(bounds.short[0]);
      if (bounds.square) expect(short, detail).toBe(long);
    }
  });

  it('reads a WebP cover with transparency', async () => {
    const webp = await sharp(Buffer.from(repeatSvg(coverColours)))
      .ensureAlpha(0.5)
      .webp({ lossless: true })
      .toBuffer();
    const { image } = await alteredQuery('photo', { cover: webp }, 5);
    expect((await sharp(image).metadata()).channels).toBe(3);
  });

  it('greyscale has no colour left, with or without a change of contrast', async () => {
    const details: string[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const { image, detail } = await alteredQuery('greyscale', { cover }, seed);
      details.push(detail);
      const { data } = await rgbOf(image);
      let worst = 0;
      for (let i = 0; i < data.length; i += 3)
        worst = Math.max(
          worst,
          Math.abs(data[i]! - data[i + 1]!),
          Math.abs(data[i + 1]! - data[i + 2]!),
          Math.abs(data[i]! - data[i + 2]!),
        );
      expect(worst, detail).toBeLessThanOrEqual(2);
    }
    expect(details.some((d) => d.includes('contrast'))).toBe(true);
    expect(details.some((d) => !d.includes('contrast'))).toBe(true);
  });

  it('photo puts the swatch on a background of other colours, not just the cover resized', async () => {
    const coverCells = await blockMeans(cover, 16);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { image, detail } = await alteredQuery('photo', { cover }, seed);
      const { data, width, height } = await rgbOf(image);
      const ring = Math.round(Math.min(width, height) * 0.05);
      const border: number[] = [];
      const centre: number[] = [];
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const fromEdge = Math.min(x, y, width - 1 - x, height - 1 - y);
          const nearCentre = Math.abs(x - width / 2) < width * 0.15 && Math.abs(y - height / 2) < height * 0.15;
          if (fromEdge < ring) border.push(fromPalette(pixelAt(data, y * width + x)));
          else if (nearCentre) centre.push(fromPalette(pixelAt(data, y * width + x)));
        }
      // Light and white balance move every colour, the artwork's too: the swatch in the
      // centre is only nearer the palette than the border is.
      expect(median(border), detail).toBeGreaterThan(50);
      expect(median(centre), detail).toBeLessThan(median(border));
      expect(meanDifference(await blockMeans(image, 16), coverCells), detail).toBeGreaterThan(25);
    }
  });

  it('fragment covers 30–60% of the tile', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { detail } = await alteredQuery('fragment', { cover }, seed);
      const share = Number(/^fragment (\d+)% at \(0\.\d\d, 0\.\d\d\)/.exec(detail)?.[1]) / 100;
      expect(share, detail).toBeGreaterThanOrEqual(0.3);
      expect(share, detail).toBeLessThanOrEqual(0.6);
    }
  });

  it('rotated is the cover turned by the angle it reports', async () => {
    const original = await blockMeans(cover, 8);
    const seen = new Set<number>();
    for (let seed = 1; seen.size < 3 && seed <= 40; seed++) {
      const { image, detail } = await alteredQuery('rotated', { cover }, seed);
      const angle = Number(/^rotated (90|180|270)°/.exec(detail)?.[1]);
      if (seen.has(angle)) continue;
      seen.add(angle);
      const expected = await blockMeans(await sharp(cover).rotate(angle).png().toBuffer(), 8);
      const got = await blockMeans(image, 8);
      expect(meanDifference(got, expected), detail).toBeLessThan(3);
      // The test image is asymmetric enough for the comparison to mean something.
      expect(meanDifference(got, original), detail).toBeGreaterThan(30);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([90, 180, 270]);
  });

  it('recoloured uses the colourway when the design has one', async () => {
    const colourwayMean = meanColour((await rgbOf(colourway)).data);
    const coverMean = meanColour((await rgbOf(cover)).data);
    expect(distance(colourwayMean, coverMean)).toBeGreaterThan(100);
    for (const seed of [1, 2, 3]) {
      const { image, detail } = await alteredQuery('recoloured', { cover, colourway: async () => colourway }, seed);
      expect(detail).toContain('colourway');
      expect(distance(meanColour((await rgbOf(image)).data), colourwayMean), detail).toBeLessThan(6);
    }
  });

  it('recoloured without a colourway changes the colours but keeps light and dark', async () => {
    const luminance = (cells: number[]) =>
      Array.from({ length: cells.length / 3 }, (_, i) => 0.2126 * cells[i * 3]! + 0.7152 * cells[i * 3 + 1]! + 0.0722 * cells[i * 3 + 2]!);
    const correlation = (a: number[], b: number[]) => {
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const [meanA, meanB] = [mean(a), mean(b)];
      let [both, onlyA, onlyB] = [0, 0, 0];
      a.forEach((value, i) => {
        both += (value - meanA) * (b[i]! - meanB);
        onlyA += (value - meanA) ** 2;
        onlyB += (b[i]! - meanB) ** 2;
      });
      return both / Math.sqrt(onlyA * onlyB);
    };
    const original = await blockMeans(cover, 16);
    for (const seed of [1, 2, 3]) {
      const { image, detail } = await alteredQuery('recoloured', { cover }, seed);
      const got = await blockMeans(image, 16);
      expect(correlation(luminance(got), luminance(original)), detail).toBeGreaterThan(0.85);
      expect(meanDifference(got, original), detail).toBeGreaterThan(25);
    }
  });
});
