/**
 * Import folders for tests and the import benchmark: artwork that looks like a studio's
 * own (overlapping organic shapes in a palette, a repeat, photographic noise — nothing
 * from the seed's generator), written as PNG, JPEG or TIFF with a real dpi, plus
 * whatever spreadsheet a test wants beside it. Also the hostile files: a corrupt image
 * and a decompression bomb.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A small deterministic random source (mulberry32). `fill` puts the next `out.length`
 * draws into `out`, the same numbers as that many calls, for loops that take millions.
 */
export function seeded(seed: number): (() => number) & { fill: (out: Float64Array) => void } {
  // The state kept as a signed 32-bit integer: the same bits as unsigned, but a small
  // integer to the engine rather than a boxed number on every draw.
  let a = seed | 0;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const fill = (out: Float64Array) => {
    let state = a;
    for (let i = 0; i < out.length; i++) {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      out[i] = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    a = state;
  };
  return Object.assign(random, { fill });
}

export interface ArtworkOptions {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'tiff';
  dpi?: number;
  /** Strength of the photographic noise, 0 to 1. */
  noise?: number;
}

/** One artwork: a tile of blobs and strokes in a random palette, repeated, with sensor-like noise. */
export async function makeArtwork(seed: number, { width, height, format, dpi = 300, noise = 0.35 }: ArtworkOptions): Promise<Buffer> {
  const random = seeded(seed);
  const hue = Math.floor(random() * 360);
  const colour = (shift: number, light: number) => `hsl(${(hue + shift) % 360} ${40 + Math.floor(random() * 45)}% ${light}%)`;
  const tile = 256;
  const shapes: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = Math.floor(random() * tile);
    const y = Math.floor(random() * tile);
    const r = 10 + Math.floor(random() * 50);
    const fill = colour(Math.floor(random() * 120), 25 + Math.floor(random() * 55));
    // Each shape is drawn at its place and wrapped around the tile's edges: the tile repeats seamlessly.
    for (const dx of [-tile, 0, tile])
      for (const dy of [-tile, 0, tile])
        shapes.push(
          random() < 0.6
            ? `<ellipse cx="${x + dx}" cy="${y + dy}" rx="${r}" ry="${Math.floor(r * (0.4 + random()))}" fill="${fill}" transform="rotate(${Math.floor(random() * 180)} ${x + dx} ${y + dy})"/>`
            : `<path d="M${x + dx} ${y + dy} q ${r} ${-r} ${2 * r} 0 t ${2 * r} 0" stroke="${fill}" stroke-width="${3 + Math.floor(random() * 8)}" fill="none"/>`,
        );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><pattern id="p" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">
      <rect width="${tile}" height="${tile}" fill="${colour(180, 88)}"/>${shapes.join('')}</pattern></defs>
    <rect width="${width}" height="${height}" fill="url(#p)"/></svg>`;
  // Noise is drawn small and scaled up: grain like a scan's, at a fraction of the cost.
  const noiseSide = 512;
  const grain = Buffer.alloc(noiseSide * noiseSide * 3);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.floor(random() * 256);
  const noiseLayer = await sharp(grain, { raw: { width: noiseSide, height: noiseSide, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .ensureAlpha(noise * 0.5)
    .png({ compressionLevel: 0 })
    .toBuffer();
  let image = sharp(Buffer.from(svg), { limitInputPixels: false })
    .composite([{ input: noiseLayer, blend: 'overlay' }])
    .withMetadata({ density: dpi });
  image =
    format === 'png'
      ? image.png({ compressionLevel: 3 })
      : format === 'jpeg'
        ? image.jpeg({ quality: 88 })
        : image.tiff({ compression: 'lzw' });
  return image.toBuffer();
}

/** A file that claims to be a PNG but is cut off after its first bytes. */
export async function corruptImage(): Promise<Buffer> {
  const whole = await makeArtwork(7, { width: 200, height: 200, format: 'png' });
  return whole.subarray(0, 300);
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A decompression bomb: a few hundred bytes of PNG whose header claims `side` × `side` pixels. */
export function decompressionBomb(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes `files` (relative path → bytes or text) into `dir`. */
export async function writeFolder(dir: string, files: Record<string, Buffer | string>) {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, content);
  }
}
