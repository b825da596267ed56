/**
 * Cover images: `/img/cover/<productId>.webp` (the `cover` of a card), square, rendered
 * by the server at a few widths and chosen with `?w=`. The app offers them as a srcset
 * so a browser fetches the smallest file that stays sharp in the box it draws.
 */

/**
 * Widths a cover is rendered at; the server answers `?w=n` with the smallest that is ≥ n.
 * 480 is for phones: a two-column grid or a carousel slide at 1.75–2 device pixels
 * needs 330–450 px, and the 640 px file is nearly twice the bytes.
 */
export const coverWidths = [320, 480, 640, 960] as const;

/**
 * A seamless repeat tile whose longer side is under this many pixels is shown repeated
 * (server/import/smallTile.ts): the widest cover would magnify it more than twice.
 */
export const REPEATED_TILE_BELOW = coverWidths.at(-1)! / 2;

/**
 * The cover drawn in a colourway (src/domain/colourway.ts; '' is the design's own, the
 * cover itself): the server recolours it with the detail page's engine.
 */
export function colourwayCover(cover: string, colourway: string | undefined): string {
  if (!colourway) return cover;
  return `${cover}${cover.includes('?') ? '&' : '?'}cw=${colourway}`;
}

/** `srcset` for a cover URL: each rendered width, described by its width. */
export function coverSrcSet(cover: string): string {
  const separator = cover.includes('?') ? '&' : '?';
  return coverWidths.map((width) => `${cover}${separator}w=${width} ${width}w`).join(', ');
}

/**
 * `srcset` for an image URL that may be a cover (a banner's image is whatever URL the
 * operator typed): the cover's widths, or undefined for any other image, which is
 * served as it is.
 */
export function srcSetIfCover(url: string): string | undefined {
  return /^(?:https?:\/\/[^/]+)?\/img\/cover\/\d+\.webp(?:\?[^#]*)?$/.test(url) ? coverSrcSet(url) : undefined;
}

/**
 * `srcSet` and `sizes` for an `<Image>` that may show a cover, drawn no wider than
 * `sizes` says: the cover's widths when `url` is one, nothing otherwise (any other URL
 * is served as it is, and `sizes` means nothing without a `srcset`).
 */
export function coverSources(url: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = url ? srcSetIfCover(url) : undefined;
  return srcSet ? { srcSet, sizes } : {};
}

/**
 * `sizes` of a thumbnail (a cart line, an order line, a table row, a folder's mosaic):
 * never wider than this, so even a 2× screen takes the smallest file.
 */
export const thumbnailSizes = '160px';

/**
 * `sizes` for a square cover that fills (object-fit: cover) a box of `width` × `height`
 * CSS px: the square must be as wide as the box's longer side.
 */
export function coverSizes(width: number, height: number): string {
  return `${Math.ceil(Math.max(width, height))}px`;
}
