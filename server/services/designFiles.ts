/**
 * A design's downloadable file: a zip of the vector SVG master (sized in centimetres
 * for print at 300 dpi), a 300 dpi PNG raster and a short read-me. Made on the first
 * request and kept under DATA_DIR/files, so a catalogue of 100,000 designs costs
 * nothing until someone buys.
 *
 * The raster is capped at 30 × 30 cm (3,543 px a side): rendering a 100 cm design at
 * 300 dpi is 139 megapixels and would hold a 2-core server for many seconds per
 * download. The SVG master scales to the full stated size without loss.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';

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

async function buildZip(d: DesignFileFacts): Promise<Uint8Array> {
  const svg = masterSvg(d);
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
    `Pattern ${d.imgSn}`,
    '',
    `${d.imgSn}.svg — vector master, ${cm(d.imgWidth)} × ${cm(d.imgHeight)} cm at print size; scales without loss.`,
    `${d.imgSn}-300dpi.png — raster, ${width} × ${height} px at ${RASTER_DPI} dpi (${cm(width)} × ${cm(height)} cm).`,
    `Listed formats: ${d.format}.`,
    '',
    'Use is governed by the licence bought with this file (see the License Agreement).',
  ].join('\n');
  // PNG is compressed already: store it; deflate the text files.
  return zipSync({
    [`${d.imgSn}.svg`]: [strToU8(svg), { level: 9 }],
    [`${d.imgSn}-300dpi.png`]: [new Uint8Array(png), { level: 0 }],
    'README.txt': [strToU8(readme), { level: 9 }],
  });
}

export function createDesignFileStore(dataDir: string) {
  const dir = path.join(dataDir, 'files');
  const inFlight = new Map<number, Promise<string | null>>();

  /**
   * The path of the design's zip, made on first request and kept; null for an unknown
   * design. `loadFacts` is asked only when the file is not on disk yet.
   */
  async function fileFor(productId: number, loadFacts: () => Promise<DesignFileFacts | null>): Promise<string | null> {
    const file = path.join(dir, `${productId}.zip`);
    try {
      await fs.access(file);
      return file;
    } catch {
      // made below
    }
    let pending = inFlight.get(productId);
    if (!pending) {
      pending = loadFacts().then(async (facts) => {
        // An imported design's zip is the operator's files, made by the import: nothing to draw.
        if (!facts || facts.source === 'imported') return null;
        const bytes = await buildZip(facts);
        await fs.mkdir(dir, { recursive: true });
        // Written under a temporary name and renamed: a crash mid-write never leaves a
        // truncated zip that later downloads would serve.
        const partial = `${file}.${process.pid}.partial`;
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
        return file;
      });
      inFlight.set(productId, pending);
      void pending.finally(() => inFlight.delete(productId)).catch(() => {});
    }
    return pending;
  }

  return { fileFor };
}
