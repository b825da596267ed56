/** A picture's pixels, as a canvas's ImageData holds them (RGBA, straight alpha). */
export interface PicturePixels {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The picture at `src` (same-origin, or its pixels cannot be read) drawn `size` device px
 * wide, or at its own width if that is smaller, its aspect kept. Rejects if it does not
 * load or cannot be read.
 */
export async function readPicture(src: string, size: number): Promise<PicturePixels> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const naturalWidth = image.naturalWidth || size;
  const width = Math.min(size, naturalWidth);
  const height = Math.max(1, Math.round((width * (image.naturalHeight || naturalWidth)) / naturalWidth));
  const reader = document.createElement('canvas');
  reader.width = width;
  reader.height = height;
  const context = reader.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.drawImage(image, 0, 0, width, height);
  return { pixels: context.getImageData(0, 0, width, height).data, width, height };
}
