/**
 * The dominant colours of a shopper's picture, measured in the browser the way the server
 * measures a design (src/domain/palette.ts), so "the colours of your picture" can filter
 * the store without another upload.
 */
import type { PaletteColour } from '../../domain/colour';
import { PALETTE_SIDE, paletteOfPixels } from '../../domain/palette';

/** The palette of RGBA pixels (a canvas's ImageData), most covering first; transparency is dropped, as the server does. */
export function coloursOfRgba(rgba: ArrayLike<number>): PaletteColour[] {
  const samples = Math.floor(rgba.length / 4);
  const rgb = new Uint8Array(samples * 3);
  for (let i = 0; i < samples; i++) {
    rgb[i * 3] = rgba[i * 4]!;
    rgb[i * 3 + 1] = rgba[i * 4 + 1]!;
    rgb[i * 3 + 2] = rgba[i * 4 + 2]!;
  }
  return paletteOfPixels(rgb).colours.map(({ hex, share }) => ({ hex, share }));
}

/**
 * The colours of a picture, most covering first; [] when the browser cannot decode it (the
 * image search itself still runs, the server says what it thinks of the file). Sampled at
 * PALETTE_SIDE × PALETTE_SIDE without smoothing, as the server samples: a flat print keeps
 * no blends of its edges as colours of its own.
 */
export async function coloursOfPicture(file: Blob): Promise<PaletteColour[]> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = PALETTE_SIDE;
    canvas.height = PALETTE_SIDE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    context.imageSmoothingEnabled = false;
    context.drawImage(bitmap, 0, 0, PALETTE_SIDE, PALETTE_SIDE);
    return coloursOfRgba(context.getImageData(0, 0, PALETTE_SIDE, PALETTE_SIDE).data);
  } catch {
    return [];
  } finally {
    bitmap?.close();
  }
}
