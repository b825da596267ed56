/**
 * Catalogue covers: the design's procedural artwork rendered by sharp into WebP at a
 * few widths, made on first request and kept in the file store at img/cover/ (the
 * 60-second first start cannot afford rendering thousands of images up front).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { coverWidths } from '../../src/api/covers';
import { checkColourway, colourwayColours } from '../../src/domain/colourway';
import { recolourPixels } from './colourways';
import type { FileStore } from './fileStore';

/**
 * Colourway covers kept in memory (not on disk: any shopper can ask for any colours, and
 * the browser and any CDN keep them for a year anyway). About 30 KB each.
 */
const COLOURWAY_COVERS_KEPT = 300;

export interface Art {
  motif: string;
  palette: string;
  artSeed: number;
  /** 'imported': drawn from the kept artwork (art/<id>.png in the file store) instead. */
  source?: string;
}

export function pickWidth(requested: number | undefined): number {
  if (!requested || !Number.isFinite(requested)) return 640;
  return coverWidths.find((w) => w >= requested) ?? coverWidths.at(-1)!;
}

/** A cover's bytes with the ETag its content gives it. */
const withEtag = (body: Buffer) => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` });

/** Where an imported design's kept artwork is (covers and signatures are redrawn from it). */
export const artKeyOf = (productId: number) => `art/${productId}.png`;

/** Where a design's cover of one width is kept. */
export const coverKeyOf = (productId: number, width: number) => `img/cover/${productId}-${width}.webp`;

export function createImageStore(files: FileStore) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function render(productId: number, art: Art, width: number): Promise<Buffer> {
    if (art.source === 'imported') {
      // The import wrote this design's covers; a missing one is redrawn from the kept artwork, at its own proportions.
      const artwork = await files.get(artKeyOf(productId));
      if (!artwork) throw new Error(`The kept artwork of imported design ${productId} (${artKeyOf(productId)}) is missing`);
      const kept = sharp(artwork);
      const { width: w = 1, height: h = 1 } = await kept.metadata();
      return kept
        .resize({ width, height: Math.round((width * h) / w), fit: 'fill' })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
    }
    const svg = patternSvg(art.motif as Motif, art.palette as PaletteName, createRandom(art.artSeed), 240);
    return sharp(Buffer.from(svg), { density: (72 * width) / 240 })
      .resize(width, width)
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  }

  /**
   * The WebP bytes of a cover, rendered once per width and kept; null for an unknown
   * design. `loadArt` is asked only when the cover is not kept yet, so serving a kept
   * cover never touches the database.
   */
  async function cover(
    productId: number,
    width: number,
    loadArt: () => Promise<Art | null>,
  ): Promise<{ body: Buffer; etag: string } | null> {
    const key = coverKeyOf(productId, width);
    let body = await files.get(key);
    if (!body) {
      // Two requests for the same new cover render it once (registered before any await).
      let pending = inFlight.get(key);
      if (!pending) {
        pending = loadArt().then(async (art) => {
          if (!art) return null;
          const bytes = await render(productId, art, width);
          await files.put(key, bytes);
          return bytes;
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => {});
      }
      body = await pending;
    }
    if (!body) return null;
    return withEtag(body);
  }

  const colourwayCovers = new Map<string, Promise<{ body: Buffer; etag: string } | null>>();

  /**
   * A cover in a colourway (a cart line, a moodboard item, an order line: issue 20),
   * drawn from the cover by the detail page's engine; null for an unknown design or a
   * colourway that does not fit its palette. Kept in memory by the cover it was drawn
   * from (its ETag): an imported design whose artwork is replaced — here or through
   * another instance of the shop — gets a new cover, and so new colourway covers.
   */
  async function colourwayCover(
    productId: number,
    width: number,
    colourway: string,
    loadArt: () => Promise<Art | null>,
    loadPalette: () => Promise<string[] | null>,
    /** Asked before drawing one not kept yet: throws to refuse (a per-address limit; a kept one is free). */
    allowDraw: () => Promise<void> = async () => {},
  ): Promise<{ body: Buffer; etag: string } | null> {
    const own = await cover(productId, width, loadArt);
    if (!own) return null;
    // Kept by how checkColourway reads it, so '1F3A5F' or ' 1f3a5f' is not a new drawing.
    const spelling = colourway.trim().toLowerCase();
    const key = `${productId}-${width}-${spelling}-${own.etag}`;
    let kept = colourwayCovers.get(key);
    if (!kept) {
      await allowDraw();
      // Another request may have started the same drawing meanwhile.
      kept = colourwayCovers.get(key);
    }
    if (kept) {
      // Most recently used last: the first key is the one to forget.
      colourwayCovers.delete(key);
      colourwayCovers.set(key, kept);
      return kept;
    }
    kept = (async () => {
      const palette = await loadPalette();
      const checked = palette && checkColourway(spelling, palette);
      if (!palette || !checked?.ok || !checked.colourway) return null;
      const { data, info } = await sharp(own.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      recolourPixels(data, info, palette, colourwayColours(checked.colourway));
      const body = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
      return withEtag(body);
    })();
    colourwayCovers.set(key, kept);
    // A failure is not kept: the next request tries again.
    kept.catch(() => colourwayCovers.delete(key));
    if (colourwayCovers.size > COLOURWAY_COVERS_KEPT) colourwayCovers.delete(colourwayCovers.keys().next().value!);
    return kept;
  }

  return { cover, colourwayCover };
}
