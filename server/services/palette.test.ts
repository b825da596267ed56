import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab } from '../../src/domain/colour';
import { signatureOf } from './features';
import { PALETTE_SIDE, paletteColumn, paletteFromColumn, paletteOfPixels } from './palette';

// Half cream ground, a navy band over 30%, and rust discs (antialiased edges, about 24%).
const drawn = { cream: '#f3ecdc', navy: '#1f3a5f', rust: '#b7410e' };
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="600" height="600" fill="${drawn.cream}"/>
  <rect y="300" width="600" height="180" fill="${drawn.navy}"/>
  ${[60, 180, 300, 420, 540].map((x) => `<circle cx="${x}" cy="150" r="52" fill="${drawn.rust}"/><circle cx="${x}" cy="540" r="52" fill="${drawn.rust}"/>`).join('')}
</svg>`;

async function paletteOf(image: Buffer) {
  const pixels = await sharp(image).removeAlpha().resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer();
  return paletteOfPixels(pixels);
}

function expectDrawnColours(palette: Awaited<ReturnType<typeof paletteOf>>, tolerance: number) {
  expect(palette.count).toBe(3);
  const [first, second, third] = palette.colours;
  expect(deltaE2000(first!, hexToLab(drawn.cream))).toBeLessThan(tolerance);
  expect(deltaE2000(second!, hexToLab(drawn.navy))).toBeLessThan(tolerance);
  expect(deltaE2000(third!, hexToLab(drawn.rust))).toBeLessThan(tolerance);
  expect(first!.share).toBeCloseTo(0.47, 1);
  expect(second!.share).toBeCloseTo(0.3, 1);
  expect(third!.share).toBeCloseTo(0.24, 1);
}

describe('a design’s palette', () => {
  it('finds the three colours a flat print is drawn in, with their shares, and not the blends along their edges', async () => {
    expectDrawnColours(await paletteOf(await sharp(Buffer.from(svg)).png().toBuffer()), 1);
  });

  it('finds the same three in a small, blurred, noisy JPEG of it', async () => {
    const { data, info } = await sharp(Buffer.from(svg)).resize(300).blur(1.5).raw().toBuffer({ resolveWithObject: true });
    let seed = 3;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      data[i] = Math.max(0, Math.min(255, data[i]! + ((seed % 9) - 4)));
    }
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: 60 })
      .toBuffer();
    expectDrawnColours(await paletteOf(jpeg), 4);
  });

  it('is part of an image’s signature and survives the stored column', async () => {
    const { palette } = await signatureOf(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(palette.count).toBe(3);
    const back = paletteFromColumn(Float32Array.from(paletteColumn(palette)) as unknown as number[]);
    expect(back.map((c) => c.hex)).toEqual(palette.colours.map((c) => c.hex));
  });
});
