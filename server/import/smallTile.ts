/**
 * How a small repeat tile is shown. A studio often ships a seamless repeat as the bare
 * tile: a few pixels to a few hundred a side. Stretched to a 960 px cover it became one
 * tile magnified up to 300×, blurred, with a band along two edges where the resize ran
 * out of pixels — nothing like the fabric. Instead the tile is magnified by a whole
 * factor with nearest-neighbour sampling (crisp, no blur) until a tile is big enough to
 * read, and repeated in whole tiles until no cover has to magnify it again. The kept
 * artwork, every cover and the similar-image signature are made from this view, so a
 * shopper's photo of the fabric is compared with the pattern as it repeats.
 */
import { REPEATED_TILE_BELOW, coverWidths } from '../../src/api/covers';
import type { RawPixels } from '../services/features';

/** The widest cover: the shown repeat is at least this wide, so no cover magnifies it. */
const WIDEST_COVER = coverWidths.at(-1)!;

/**
 * A small tile is magnified until its longer side reaches at least half of this (and at
 * most this): 128 px of 960 is 85 px in the 640 px cover and about 40 CSS px in a store
 * card — a motif a shopper can see, with a dozen repeats around it.
 */
export const SHOWN_TILE_SIDE = 128;

export interface RepeatView {
  /** Whole-number magnification of the tile (1: its own pixels). */
  scale: number;
  /** Tiles across and down. */
  across: number;
  down: number;
}

/**
 * Tiles longer than this many times their width (or wider than tall) are shown as they
 * are: repeated as often down as across (below) a 1 × 400 px stripe would make a picture
 * of hundreds of megapixels.
 */
export const MAX_REPEATED_TILE_RATIO = 4;

/** How a tile of this size is shown; null when it is shown as it is. */
export function repeatViewOf(width: number, height: number): RepeatView | null {
  const longer = Math.max(width, height);
  if (longer >= REPEATED_TILE_BELOW || width < 1 || height < 1) return null;
  if (longer / Math.min(width, height) > MAX_REPEATED_TILE_RATIO) return null;
  const scale = Math.max(1, Math.floor(SHOWN_TILE_SIDE / longer));
  // The same count both ways keeps the design's own proportions, which the store's cards
  // and the detail page lay out their image boxes by (its width and height in pixels).
  const across = Math.ceil(WIDEST_COVER / (width * scale));
  return { scale, across, down: across };
}

/**
 * The tile as the shop shows it (see the top of this file): the same pixels when it is
 * large enough or not a repeat, else magnified and repeated in whole tiles.
 */
export function shownArtwork(tile: RawPixels, isRepeat: boolean): RawPixels {
  const view = isRepeat ? repeatViewOf(tile.width, tile.height) : null;
  if (!view) return tile;
  const { scale, across, down } = view;
  const { channels } = tile;
  const width = tile.width * scale * across;
  const height = tile.height * scale * down;
  const data = Buffer.alloc(width * height * channels);
  // One row of the shown picture for each row of the tile, then copied to every row it covers.
  const rowBytes = width * channels;
  for (let ty = 0; ty < tile.height; ty++) {
    const first = ty * scale * rowBytes;
    for (let x = 0; x < width; x++) {
      const from = (ty * tile.width + (Math.floor(x / scale) % tile.width)) * channels;
      tile.data.copy(data, first + x * channels, from, from + channels);
    }
    for (let r = 1; r < scale; r++) data.copyWithin(first + r * rowBytes, first, first + rowBytes);
  }
  const cellBytes = tile.height * scale * rowBytes;
  for (let d = 1; d < down; d++) data.copyWithin(d * cellBytes, 0, cellBytes);
  return { data, width, height, channels };
}
