/**
 * Catalogue covers: the design's procedural artwork rendered by sharp into WebP at a
 * few widths and kept in the file store at img/cover/. The first start cannot afford
 * rendering thousands of images up front: the covers of the first screens are drawn in
 * the background after it (coverWarming.ts), and any other on first request.
 *
 * A cover a shopper asks for before it is kept is drawn as a draft: the same picture at
 * the same quality, encoded with less effort (about half the time, 3-6 % more bytes),
 * and kept at once so every instance serves it; the full encoding replaces it later
 * (`keep`, from the warmer, while the shop is quiet).
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

/** The kept encoding: libwebp's default effort, the smallest file for its quality. */
const FULL_EFFORT = 4;
/**
 * A draft's encoding (measured on the seeded artwork, one thread, 480 px: 40 ms at
 * effort 4, 17 ms at 2, for 19.1 vs 20.0 KB). Effort 0 is no faster and a third bigger.
 */
const DRAFT_EFFORT = 2;
const QUALITY = 82;

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

/** A cover to keep at one width. */
export interface CoverAt {
  productId: number;
  width: number;
}

export type ImageStore = ReturnType<typeof createImageStore>;

export function createImageStore(files: FileStore) {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  /**
   * Keys of covers kept as drafts by this process, oldest first, until the full encoding
   * replaces them. Not itself kept: after a restart a draft stays what it is, which looks
   * the same and is a few percent bigger.
   */
  const drafts = new Map<string, CoverAt>();
  const draftListeners = new Set<() => void>();

  async function render(productId: number, art: Art, width: number, effort: number): Promise<Buffer> {
    if (art.source === 'imported') {
      // The import wrote this design's covers; a missing one is redrawn from the kept artwork, at its own proportions.
      const artwork = await files.get(artKeyOf(productId));
      if (!artwork) throw new Error(`The kept artwork of imported design ${productId} (${artKeyOf(productId)}) is missing`);
      const kept = sharp(artwork);
      const { width: w = 1, height: h = 1 } = await kept.metadata();
      return kept
        .resize({ width, height: Math.round((width * h) / w), fit: 'fill' })
        .webp({ quality: QUALITY, effort })
        .toBuffer();
    }
    const svg = patternSvg(art.motif as Motif, art.palette as PaletteName, createRandom(art.artSeed), 240);
    return sharp(Buffer.from(svg), { density: (72 * width) / 240 })
      .resize(width, width)
      .webp({ quality: QUALITY, effort })
      .toBuffer();
  }

  /** Renders and keeps one cover; two callers for the same key render it once (registered before any await). */
  function drawOnce(key: string, draw: () => Promise<Buffer | null>): Promise<Buffer | null> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = draw();
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key)).catch(() => {});
    }
    return pending;
  }

  /**
   * The WebP bytes of a cover, rendered once per width and kept; null for an unknown
   * design. `loadArt` is asked only when the cover is not kept yet, so serving a kept
   * cover never touches the database. `draft`: a cover not kept yet is drawn as a draft
   * (quicker, a little bigger), which `keep` later replaces.
   */
  async function cover(
    productId: number,
    width: number,
    loadArt: () => Promise<Art | null>,
    { draft = false }: { draft?: boolean } = {},
  ): Promise<{ body: Buffer; etag: string } | null> {
    const key = coverKeyOf(productId, width);
    const body =
      (await files.get(key)) ??
      (await drawOnce(key, async () => {
        const art = await loadArt();
        if (!art) return null;
        const bytes = await render(productId, art, width, draft ? DRAFT_EFFORT : FULL_EFFORT);
        await files.put(key, bytes);
        if (draft) {
          drafts.set(key, { productId, width });
          for (const listener of draftListeners) listener();
        }
        return bytes;
      }));
    if (!body) return null;
    return withEtag(body);
  }

  /**
   * Makes sure the full encoding of a cover is kept: 'kept' when it already was, 'drawn'
   * when it was drawn now (or a draft replaced), 'unknown' for a design that does not
   * exist. What the warmer calls; a shopper's request for the same cover meanwhile
   * shares the drawing.
   */
  async function keep(productId: number, width: number, loadArt: () => Promise<Art | null>): Promise<'kept' | 'drawn' | 'unknown'> {
    const key = coverKeyOf(productId, width);
    for (;;) {
      // A shopper's drawing of it may be under way (a draft, say): wait for it, then look again.
      await inFlight.get(key)?.catch(() => null);
      if (!drafts.has(key) && (await files.size(key)) !== null) return 'kept';
      // Started by a shopper while the store was asked: theirs first.
      if (inFlight.has(key)) continue;
      const drawn = await drawOnce(key, async () => {
        const art = await loadArt();
        if (!art) return null;
        const bytes = await render(productId, art, width, FULL_EFFORT);
        await files.put(key, bytes);
        drafts.delete(key);
        return bytes;
      });
      return drawn ? 'drawn' : 'unknown';
    }
  }

  /** The covers this process kept as drafts, oldest first, whose full encoding is still to come. */
  const draftsToReplace = (): CoverAt[] => [...drafts.values()];

  /** Calls `listener` whenever a draft is kept; answers how to stop. */
  function onDraft(listener: () => void): () => void {
    draftListeners.add(listener);
    return () => draftListeners.delete(listener);
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
        .webp({ quality: QUALITY, effort: FULL_EFFORT })
        .toBuffer();
      return withEtag(body);
    })();
    colourwayCovers.set(key, kept);
    // A failure is not kept: the next request tries again.
    kept.catch(() => colourwayCovers.delete(key));
    if (colourwayCovers.size > COLOURWAY_COVERS_KEPT) colourwayCovers.delete(colourwayCovers.keys().next().value!);
    return kept;
  }

  return { cover, keep, draftsToReplace, onDraft, colourwayCover };
}
