/**
 * The heavy part of importing one design, run in a worker thread (server/import/pool.ts)
 * so both cores work and the shop's own thread stays free to answer: read the artwork
 * once under a pixel limit, make the covers at the shop's widths, the kept artwork copy
 * the covers and signatures can be redrawn from, the similar-image signature, and the
 * zip of the files the buyer downloads. Nothing here touches the database.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import sharp from 'sharp';
import { coverWidths } from '../../src/api/covers';
import { DEFAULT_IMPORT_DPI } from '../../src/domain/printSize';
import { importRowProblems } from '../../src/domain/importRow';
import { signatureColumns, signatureOfPixels, type RawPixels, type SignatureColumnsFromThread } from '../services/features';
import { encodeLocalFeatures, greyForLocalFeatures, localFeaturesOf } from '../services/localFeatures';
import { shownArtwork } from './smallTile';

/**
 * Largest artwork an import decodes, in pixels: a 100 × 100 cm print at 300 dpi is
 * 139 megapixels, so genuine files reach far above a photo's size; a decompression bomb
 * (a tiny file claiming billions of pixels) is refused from its header, before decoding.
 */
export const MAX_IMPORT_PIXELS = 400_000_000;
/** Longest side of the kept artwork copy (covers go up to 960 px); a small repeat tile shown repeated may be larger (smallTile.ts). */
export const ART_SIDE = 1024;

export interface PrepareTask {
  /** The import folder (absolute). */
  folder: string;
  /** The artwork and the buyer's files, relative to the folder. */
  image: string;
  sourceFiles: string[];
  /** The row's dpi, else the image's own. */
  dpi: number | null;
  /** The row says the artwork is a seamless repeat: a small tile is shown repeated (smallTile.ts). */
  isRepeat: boolean;
  /** The pattern id the files inside the zip are named after (may be provisional). */
  fileStem: string;
  /** Where the zip is written (absolute); the caller moves it into place. */
  zipPath: string;
}

export interface Prepared {
  /** SHA-256 of the artwork's bytes: the same picture imported again is the same design. */
  contentHash: string;
  width: number;
  height: number;
  dpi: number;
  /** The artwork's format as sharp names it ('png', 'jpeg', 'tiff', 'svg'…). */
  format: string;
  covers: { width: number; bytes: Uint8Array }[];
  /** PNG of the artwork as shown: at most ART_SIDE a side, or a small repeat tile repeated. */
  art: Uint8Array;
  /** Its signature for search by image, palette included, as the designs table stores it. */
  signature: SignatureColumnsFromThread;
  /** Its corners for search by image, as stored (services/localFeatures.ts `encodeLocalFeatures`). */
  localFeatures: Uint8Array;
  /** The buyer's files as named in the zip, and the zip's size. */
  files: string[];
  zipBytes: number;
}

/** A refusal of one row, naming the field it is about. */
export class RowRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const compressedAlready = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.zip', '.gz', '.7z', '.rar', '.mp4', '.pdf', '.ai', '.avif']);

async function readInside(folder: string, relative: string, field: string, what: string): Promise<{ file: string; size: number }> {
  const file = path.join(folder, relative);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new RowRefusal(field, importRowProblems.notInFolder(what, relative));
  return { file, size: stat.size };
}

/**
 * fflate checksums every byte in JavaScript (about 55 ms for a 10 MB PNG, a tenth of the
 * import's time for a design stored as it is); Node's zlib.crc32 does it natively. fflate
 * keeps its running checksum in the entry's `c` ({ p(chunk), d() }): replaced only when it
 * is there and zlib.crc32 exists, otherwise fflate's own stays. The import test checks
 * every entry's checksum against zlib's.
 */
function checksumNatively(item: ZipPassThrough | ZipDeflate) {
  const entry = item as unknown as { c?: { p?: unknown; d?: unknown } };
  if (typeof zlib.crc32 !== 'function' || typeof entry.c?.p !== 'function' || typeof entry.c.d !== 'function') return;
  let value = 0;
  entry.c = {
    p: (chunk: Uint8Array) => {
      value = zlib.crc32(chunk, value);
    },
    d: () => value,
  };
}

/** Streams the buyer's files into a zip: stored as they are when already compressed, deflated otherwise. */
async function writeZip(entries: { name: string; file?: string; text?: string }[], zipPath: string): Promise<number> {
  await fs.promises.mkdir(path.dirname(zipPath), { recursive: true });
  const partial = `${zipPath}.partial`;
  const out = fs.createWriteStream(partial);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  for (const entry of entries) {
    if (entry.text !== undefined) {
      const item = new ZipDeflate(entry.name, { level: 9 });
      zip.add(item);
      item.push(strToU8(entry.text), true);
      continue;
    }
    const store = compressedAlready.has(path.extname(entry.name).toLowerCase());
    const item = store ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 1 });
    checksumNatively(item);
    zip.add(item);
    for await (const chunk of fs.createReadStream(entry.file!) as AsyncIterable<Buffer>) {
      item.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      // fflate compresses as it is fed: wait for the disk rather than hold a large file in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    item.push(new Uint8Array(0), true);
  }
  zip.end();
  await finished;
  if (failure) throw failure;
  await fs.promises.rename(partial, zipPath);
  return (await fs.promises.stat(zipPath)).size;
}

export async function prepareDesign(task: PrepareTask): Promise<Prepared> {
  const { file: imageFile } = await readInside(task.folder, task.image, 'image', 'image');
  const bytes = await fs.promises.readFile(imageFile);
  const contentHash = createHash('sha256').update(bytes).digest('hex');

  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new RowRefusal('image', `image '${task.image}' could not be read: it is not an image, or it is damaged`);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new RowRefusal('image', `image '${task.image}' has no size: it is damaged or empty`);
  if (width * height > MAX_IMPORT_PIXELS)
    throw new RowRefusal(
      'image',
      `image '${task.image}' claims ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels, more than the ${(MAX_IMPORT_PIXELS / 1e6).toFixed(0)} megapixels an import decodes`,
    );
  const isSvg = meta.format === 'svg';
  // An SVG has no pixels of its own: it is measured at print resolution.
  const dpi =
    task.dpi ??
    (isSvg
      ? DEFAULT_IMPORT_DPI
      : meta.density && meta.density >= 30 && meta.density <= 2400 && meta.density !== 72
        ? Math.round(meta.density)
        : DEFAULT_IMPORT_DPI);
  const pixelWidth = isSvg ? Math.round((width * dpi) / 72) : width;
  const pixelHeight = isSvg ? Math.round((height * dpi) / 72) : height;

  let pixels: RawPixels;
  try {
    // The one decode: the artwork, upright, in sRGB, no larger than the covers need
    // (a JPEG is shrunk while it is read). Everything below is made from these pixels.
    const density = isSvg ? Math.min(2400, (72 * ART_SIDE) / Math.max(width, height)) : undefined;
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_IMPORT_PIXELS,
      failOn: 'error',
      animated: false,
      density,
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: ART_SIDE, height: ART_SIDE, fit: 'inside', withoutEnlargement: !isSvg })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw new RowRefusal('image', `image '${task.image}' could not be decoded: ${(error as Error).message.split('\n')[0]}`);
  }

  // What the shop shows, keeps and measures: a small repeat tile repeated, the rest as decoded.
  const shown = shownArtwork(pixels, task.isRepeat);
  const fromPixels = () => sharp(shown.data, { raw: { width: shown.width, height: shown.height, channels: shown.channels } });
  const [art, covers, signature, local] = await Promise.all([
    // The kept copy is read back only to redraw a cover or a signature: fast to write beats small.
    fromPixels().png({ compressionLevel: 1 }).toBuffer(),
    Promise.all(
      coverWidths.map(async (coverWidth) => ({
        width: coverWidth,
        bytes: new Uint8Array(
          await fromPixels()
            .resize({ width: coverWidth, height: Math.round((coverWidth * shown.height) / shown.width), fit: 'fill' })
            .webp({ quality: 82, effort: 4 })
            .toBuffer(),
        ),
      })),
    ),
    signatureOfPixels(shown),
    greyForLocalFeatures(fromPixels()).then(localFeaturesOf),
  ]);

  const sources = await Promise.all(task.sourceFiles.map((relative) => readInside(task.folder, relative, 'sourceFiles', 'source file')));
  const entries = (sources.length ? sources : [{ file: imageFile }]).map(({ file }, i) => {
    const relative = sources.length ? task.sourceFiles[i]! : task.image;
    return { name: relative.split('/').join('/'), file };
  });
  const readme = [
    `Pattern ${task.fileStem}`,
    '',
    ...entries.map((e) => `${e.name}`),
    '',
    isSvg
      ? 'Vector artwork: it scales to any print size without loss.'
      : `Artwork: ${pixelWidth} × ${pixelHeight} px at ${dpi} dpi (${((pixelWidth / dpi) * 2.54).toFixed(1)} × ${((pixelHeight / dpi) * 2.54).toFixed(1)} cm).`,
    '',
    'Use is governed by the licence bought with this file (see the License Agreement).',
  ].join('\n');
  const zipBytes = await writeZip([...entries, { name: 'README.txt', text: readme }], task.zipPath);

  return {
    contentHash,
    width: pixelWidth,
    height: pixelHeight,
    dpi,
    format: meta.format ?? path.extname(task.image).slice(1),
    covers,
    art: new Uint8Array(art),
    signature: signatureColumns(signature),
    localFeatures: new Uint8Array(encodeLocalFeatures(local)),
    files: entries.map((e) => e.name),
    zipBytes,
  };
}
