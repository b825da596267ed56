import { describe, expect, it } from 'vitest';
import { hexToRgb } from '../../domain/colour';
import { PALETTE_SIDE } from '../../domain/palette';
import { coloursOfPicture, coloursOfRgba } from './pictureColours';

/** A PALETTE_SIDE-square picture as a canvas's RGBA pixels: rows of flat colours, top to bottom, each `rows` tall. */
function flatBands(bands: readonly { hex: string; rows: number }[], alpha = 255): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(PALETTE_SIDE * PALETTE_SIDE * 4);
  let row = 0;
  for (const { hex, rows } of bands) {
    const [r, g, b] = hexToRgb(hex);
    for (let y = row; y < row + rows; y++) for (let x = 0; x < PALETTE_SIDE; x++) pixels.set([r, g, b, alpha], (y * PALETTE_SIDE + x) * 4);
    row += rows;
  }
  return pixels;
}

describe('the colours of a picture', () => {
  it('finds the flat colours a picture is drawn in, exactly, most covering first, with their shares', () => {
    const pixels = flatBands([
      { hex: '#588b8b', rows: 32 },
      { hex: '#f4e9dc', rows: 80 },
      { hex: '#2d3047', rows: 16 },
    ]);
    expect(coloursOfRgba(pixels)).toEqual([
      { hex: '#f4e9dc', share: 80 / 128 },
      { hex: '#588b8b', share: 32 / 128 },
      { hex: '#2d3047', share: 16 / 128 },
    ]);
  });

  it('reads four channels a pixel and leaves the alpha out (it is not a colour)', () => {
    const half = flatBands(
      [
        { hex: '#c8553d', rows: 64 },
        { hex: '#1f3a5f', rows: 64 },
      ],
      128,
    );
    expect(coloursOfRgba(half).map((colour) => colour.hex)).toEqual(['#c8553d', '#1f3a5f']);
  });

  it('has no colours for no pixels', () => {
    expect(coloursOfRgba(new Uint8ClampedArray(0))).toEqual([]);
  });

  it('has no colours for a picture that cannot be decoded (here: no createImageBitmap at all), rather than failing', async () => {
    await expect(coloursOfPicture(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }))).resolves.toEqual([]);
  });
});
