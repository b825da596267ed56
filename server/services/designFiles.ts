/**
 * A design's downloadable file: a zip of the vector SVG master (sized in centimetres
 * for print at 300 dpi), a 300 dpi PNG raster and a short read-me. Made on the first
 * request and kept in the file store at files/<id>.zip, so a catalogue of 100,000
 * designs costs nothing until someone buys.
 *
 * The raster is capped at 30 × 30 cm (3,543 px a side): rendering a 100 cm design at
 * 300 dpi is 139 megapixels and would hold a 2-core server for many seconds per
 * download. The SVG master scales to the full stated size without loss.
 *
 * A colourway (issue 20) is a zip of its own, kept beside the design's, made on its
 * first download with the engine of the detail page's preview (./colourways.ts): a
 * generated design's SVG with its colours swapped and the raster drawn from it; an
 * imported design's largest raster image, recoloured pixel by pixel (its layered
 * source files cannot be recoloured, so they are not repeated in the colourway's zip).
 */
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { colourwayColours, colourwayLabel } from '../../src/domain/colourway';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { recolourPixels, recolourSvg } from './colourways';
import type { FileStore } from './fileStore';
import { artKeyOf } from './images';
import { paletteHexes } from './palette';

export const RASTER_DPI = 300;
/** 30 cm at 300 dpi. */
export const MAX_RASTER_SIDE = Math.round((30 / 2.54) * RASTER_DPI);

export interface DesignFileFacts {
  id: number;
  imgSn: string;
  motif: string;
  palette: string;
  artSeed: number;
  imgWidth: number;
  imgHeight: number;
  format: string;
  /** 'imported' designs have their zip made at import time; only generated ones are drawn here. */
  source?: string;
  /** The measured palette (designs.colours) a colourway is drawn over. */
  colours?: number[] | null;
}

/** The colours of a colourway drawn over the design's measured palette. */
function recolouring(d: DesignFileFacts, colourway: string) {
  const palette = paletteHexes(d.colours);
  const colours = colourwayColours(colourway);
  if (palette.length === 0 || palette.length !== colours.length)
    throw new Error(`Colourway '${colourway}' does not fit the ${palette.length} colours of design ${d.id}`);
  return { palette, colours };
}

const cm = (px: number) => ((px / RASTER_DPI) * 2.54).toFixed(2);

/** The SVG master: the artwork with the design's aspect ratio and print size. */
export function masterSvg(d: DesignFileFacts): string {
  const unitsHigh = Math.round((240 * d.imgHeight) / d.imgWidth);
  const svg = patternSvg(d.motif as Motif, d.palette as PaletteName, createRandom(d.artSeed), 240, unitsHigh);
  // Only the root element's size changes: the viewBox keeps the drawing's own units.
  return svg.replace(/width="240" height="\d+"/, `width="${cm(d.imgWidth)}cm" height="${cm(d.imgHeight)}cm"`);
}

export function rasterSize(d: Pick<DesignFileFacts, 'imgWidth' | 'imgHeight'>): { width: number; height: number } {
  const scale = Math.min(1, MAX_RASTER_SIDE / Math.max(d.imgWidth, d.imgHeight));
  return { width: Math.round(d.imgWidth * scale), height: Math.round(d.imgHeight * scale) };
}

async function buildZip(d: DesignFileFacts, colourway = ''): Promise<Uint8Array> {
  let svg = masterSvg(d);
  if (colourway) {
    const { palette, colours } = recolouring(d, colourway);
    svg = recolourSvg(svg, palette, colours);
  }
  const name = colourway ? `${d.imgSn}-colourway` : d.imgSn;
  const { width, height } = rasterSize(d);
  // The master is sized in cm: at this density librsvg draws it `width` pixels wide.
  const png = await sharp(Buffer.from(svg), { density: (RASTER_DPI * width) / d.imgWidth })
    .resize(width, height)
    // The artwork is opaque: no alpha channel to carry.
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .withMetadata({ density: RASTER_DPI })
    .toBuffer();
  const readme = [
    `Pattern ${d.imgSn}${colourway ? `, ${colourwayLabel(colourway)}` : ''}`,
    '',
    `${name}.svg — vector master, ${cm(d.imgWidth)} × ${cm(d.imgHeight)} cm at print size; scales without loss.`,
    `${name}-300dpi.png — raster, ${width} × ${height} px at ${RASTER_DPI} dpi (${cm(width)} × ${cm(height)} cm).`,
    `Listed formats: ${d.format}.`,
    '',
    'Use is governed by the licence bought with this file (see the License Agreement).',
  ].join('\n');
  // PNG is compressed already: store it; deflate the text files.
  return zipSync({
    [`${name}.svg`]: [strToU8(svg), { level: 9 }],
    [`${name}-300dpi.png`]: [new Uint8Array(png), { level: 0 }],
    'README.txt': [strToU8(readme), { level: 9 }],
  });
}

const RASTER_ENTRY = /\.(png|jpe?g|tiff?|webp)$/i;

/**
 * An imported design's colourway: its largest raster image (from the zip the import
 * made), else the shop's copy of its artwork, recoloured at its own pixels up to the
 * raster cap.
 */
async function buildImportedColourwayZip(d: DesignFileFacts, colourway: string, files: FileStore): Promise<Uint8Array> {
  const { palette, colours } = recolouring(d, colourway);
  const designZip = await files.get(designZipKey(d.id));
  if (!designZip) throw new Error(`The files of imported design ${d.id} (${designZipKey(d.id)}) are missing`);
  const entries = unzipSync(new Uint8Array(designZip), { filter: (file) => RASTER_ENTRY.test(file.name) });
  const largest = Object.entries(entries).sort(([, a], [, b]) => b.length - a.length)[0];
  const source = largest ? Buffer.from(largest[1]) : await files.get(artKeyOf(d.id));
  if (!source) throw new Error(`The kept artwork of imported design ${d.id} (${artKeyOf(d.id)}) is missing`);
  const image = sharp(source).rotate();
  const { width = 1, height = 1, density } = await image.metadata();
  const scale = Math.min(1, MAX_RASTER_SIDE / Math.max(width, height));
  const { data, info } = await image
    .resize(Math.round(width * scale), Math.round(height * scale))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  recolourPixels(data, info, palette, colours);
  const dpi = density ?? RASTER_DPI;
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 6 })
    .withMetadata({ density: dpi })
    .toBuffer();
  const name = `${d.imgSn}-colourway.png`;
  const readme = [
    `Pattern ${d.imgSn}, ${colourwayLabel(colourway)}`,
    '',
    `${name} — raster, ${info.width} × ${info.height} px at ${dpi} dpi, drawn from ${largest ? largest[0] : 'the shop’s copy of the artwork'}.`,
    'Layered source files (PSD, AI) are in the design’s own colours only: they are not repeated here.',
    '',
    'Use is governed by the licence bought with this file (see the License Agreement).',
  ].join('\n');
  return zipSync({ [name]: [new Uint8Array(png), { level: 0 }], 'README.txt': [strToU8(readme), { level: 9 }] });
}

/** Where a design's own zip is kept: made here for a generated design, by the import for an imported one. */
export const designZipKey = (productId: number) => `files/${productId}.zip`;

export function createDesignFileStore(files: FileStore) {
  const inFlight = new Map<string, Promise<string | null>>();

  /**
   * The key of the design's zip — in `colourway` when one is given — made on first
   * request and kept; null for an unknown design. `loadFacts` is asked only when the
   * file is not kept yet.
   */
  async function fileFor(productId: number, loadFacts: () => Promise<DesignFileFacts | null>, colourway = ''): Promise<string | null> {
    const key = colourway ? `files/${productId}-${colourway.replace(/,/g, '-')}.zip` : designZipKey(productId);
    if ((await files.size(key)) !== null) return key;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = loadFacts().then(async (facts) => {
        if (!facts) return null;
        let bytes: Uint8Array;
        if (facts.source !== 'imported') bytes = await buildZip(facts, colourway);
        // An imported design's own zip is the operator's files, made by the import: nothing to draw.
        else if (!colourway) return null;
        else bytes = await buildImportedColourwayZip(facts, colourway, files);
        // Kept whole or not at all (FileStore.put): a crash mid-write never leaves a
        // truncated zip that later downloads would serve.
        await files.put(key, bytes);
        return key;
      });
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key)).catch(() => {});
    }
    return pending;
  }

  return { fileFor };
}
