/**
 * Tests that a picture is in the colours asked for (issue 20: a colourway's cover and
 * files). The picture is sampled as the palette analysis samples a design (128 × 128,
 * unsmoothed) and its dominant colours measured with the shop's own code.
 */
import sharp from 'sharp';
import { deltaE2000, hexToLab } from '../../src/domain/colour';
import { PALETTE_SIDE, paletteOfPixels } from '../../src/domain/palette';

/** For each of `wanted` ('#rrggbb'), the CIEDE2000 distance to the nearest dominant colour of `image`. */
export async function distanceToDominantColours(image: Buffer | Uint8Array, wanted: readonly string[]): Promise<number[]> {
  const raw = await sharp(image).removeAlpha().resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer();
  const dominant = paletteOfPixels(new Uint8Array(raw)).colours;
  return wanted.map((hex) => Math.min(...dominant.map((colour) => deltaE2000(colour, hexToLab(hex)))));
}
