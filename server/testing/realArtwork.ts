/**
 * Real artwork no one here drew, for tests (fixtures/real-artwork, its licences in
 * LICENCES.md there): eighteen items of the bench's tuning half in odd file kinds.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const REAL_ARTWORK_DIR = path.resolve(import.meta.dirname, 'fixtures/real-artwork');

/** The pictures' file names; `wholePictures` leaves out the bare repeat tiles (`-tile`). */
export function realArtworkNames({ wholePictures = false } = {}): string[] {
  return fs.readdirSync(REAL_ARTWORK_DIR).filter((name) => /\.(png|jpe?g|tif)$/.test(name) && !(wholePictures && name.includes('-tile')));
}

/**
 * A picture as a 640 px square cover: stretched, not cropped, so a seamless tile still
 * wraps without a seam. `onWhite` lays a transparent picture on white first, as the shop
 * shows it.
 */
export const realArtworkCover = (name: string, { onWhite = false } = {}) => {
  const picture = sharp(path.join(REAL_ARTWORK_DIR, name));
  return (onWhite ? picture.flatten({ background: '#ffffff' }) : picture).resize(640, 640, { fit: 'fill' }).png().toBuffer();
};
