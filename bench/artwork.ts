/**
 * `npm run artwork [-- --out DIR]`: real artwork that no one on this project drew, for
 * measuring image search on inputs its code was not shaped on (issue 40). Everything
 * comes from packages on the npm registry, fetched with the ordinary npm client at a
 * pinned version and checked against the registry's integrity hash:
 *
 * - `hero-patterns` 2.1.0: the 87 Hero Patterns (SVG repeat tiles), each rendered in one
 *   of six colourways at one of three scales, as a 1024 px repeat; one in four also as
 *   the bare tile at its own small size (what a studio often ships for a seamless repeat).
 * - `@pmndrs/assets` 1.7.0: its 29 normal maps (photographed surface textures, lilac and
 *   low in contrast), its 4 textures, and every fourth of its 284 matcaps (shaded spheres
 *   on near-uniform, often dark grounds: the hard case for a ranking that lets hubs win).
 *
 * The files are written in the kinds a studio's folder holds: PNG (8- and 16-bit,
 * palette, greyscale), JPEG (baseline, progressive, CMYK), TIFF and WebP, chosen per item
 * by a fixed rule. Each item belongs to a group (a pattern and all its renderings are one
 * group), and the set is split once, by the FNV-1a hash of the group's name, into a
 * tuning half and a held-out half: never tune on the held-out half. Each half is an
 * import folder (`designs.csv` and its images) for `npm run import` or the bench.
 *
 * Written to `.cache/artwork/` (not in git); made again only when missing or older than
 * this script's SET_VERSION.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** Bumped when the rendering or the split changes: a cached set of another version is made again. */
const SET_VERSION = 1;

export const DEFAULT_ARTWORK_DIR = path.resolve(import.meta.dirname, '..', '.cache', 'artwork');

export type Half = 'tuning' | 'held-out';

export interface ArtworkItem {
  /** The design's id in the shop once imported. */
  imgSn: string;
  /** All renderings of one source artwork share a group, and so a half. */
  group: string;
  half: Half;
  source: 'hero-patterns' | '@pmndrs/assets';
  kind: 'repeat' | 'tile' | 'normal map' | 'texture' | 'matcap';
  /** The file, relative to its half's folder. */
  file: string;
  format: string;
  isRepeat: boolean;
}

export interface ArtworkSet {
  dir: string;
  items: ArtworkItem[];
  /** An import folder per half. */
  folders: Record<Half, string>;
}

const packages = {
  'hero-patterns': {
    version: '2.1.0',
    integrity: 'sha512-cHob8+etbF3kl+ylmvFQORBdFx3njmFUv+JIbu4i+GVNvfCgvNkWolkBhYU9fE2cecx+DGxLSiSNq+F5NWJrTQ==',
    licence:
      'The package (code) is MIT, by Alec Lomas. The patterns are Hero Patterns by Steve Schoger, licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).',
  },
  '@pmndrs/assets': {
    version: '1.7.0',
    integrity: 'sha512-zHmKNS+3Jvu9K3zJBQfYQKT9Pn9IQt8s0q/eJC3CXKpWpyg6IBa+ivN9NgDn+fDT2AVjUh2YRZ//GXUueuAdCg==',
    licence: 'CC0-1.0 (public domain dedication), as the package declares for all its assets.',
  },
} as const;
type PackageName = keyof typeof packages;

/** FNV-1a, 32 bits: a fixed, documented rule for the split and the per-item choices. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The split: even hashes tune, odd hashes are held out. */
export const halfOf = (group: string): Half => (fnv1a(group) % 2 === 0 ? 'tuning' : 'held-out');

/** Downloads and unpacks a pinned package into `cache`, refusing a tarball whose integrity differs. */
function unpacked(name: PackageName, cache: string): string {
  const { version, integrity } = packages[name];
  const target = path.join(cache, `${name.replace('/', '__')}-${version}`);
  if (fs.existsSync(path.join(target, 'package.json'))) return target;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artwork-pack-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', scratch], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { filename: string }[];
    const tarball = path.join(scratch, packed[0]!.filename);
    const actual = `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (actual !== integrity) throw new Error(`${name}@${version}: integrity ${actual} is not the pinned ${integrity}`);
    fs.mkdirSync(target, { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', target, '--strip-components=1']);
    return target;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The image inside one of @pmndrs/assets' modules (`export default "data:image/webp;base64,…"`). */
function embeddedImage(file: string): Buffer {
  const match = /base64,([A-Za-z0-9+/=]+)/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} holds no base64 image`);
  return Buffer.from(match[1]!, 'base64');
}

/** Foreground and ground of the colourways a pattern is rendered in (a studio's usual pairs). */
const colourways = [
  ['#1f2a44', '#f4ecdc'],
  ['#ffffff', '#b5523b'],
  ['#23493a', '#cfe3d4'],
  ['#e8c547', '#2c2c34'],
  ['#7a3b69', '#f3d9e6'],
  ['#3a6ea5', '#dbe9f6'],
] as const;

/** The odd file kinds a studio's folder holds, each written by sharp as such. */
const fileKinds: { ext: string; format: string; write: (image: Sharp) => Sharp }[] = [
  { ext: 'png', format: 'PNG 8-bit', write: (i) => i.png() },
  { ext: 'png', format: 'PNG 16-bit', write: (i) => i.toColourspace('rgb16').png() },
  { ext: 'png', format: 'PNG palette', write: (i) => i.png({ palette: true, colours: 64 }) },
  { ext: 'png', format: 'PNG greyscale', write: (i) => i.greyscale().png() },
  { ext: 'jpg', format: 'JPEG baseline q85', write: (i) => i.jpeg({ quality: 85 }) },
  { ext: 'jpg', format: 'JPEG progressive q70', write: (i) => i.jpeg({ quality: 70, progressive: true }) },
  { ext: 'jpg', format: 'JPEG CMYK', write: (i) => i.toColourspace('cmyk').jpeg({ quality: 90 }) },
  { ext: 'tif', format: 'TIFF LZW', write: (i) => i.tiff({ compression: 'lzw' }) },
  { ext: 'webp', format: 'WebP', write: (i) => i.webp({ quality: 90 }) },
];
/** Greyscale only where the artwork is greyscale-safe: a greyscale copy of a coloured design is a different design. */
const colourKinds = fileKinds.filter((k) => k.format !== 'PNG greyscale');

/** The Hero Pattern's tile as an SVG string, drawn in `fg` on `bg` at `scale`, and its size. */
function heroTile(dataUrl: string, fg: string, bg: string, scale: number): { svg: string; width: number; height: number } {
  const encoded = /data:image\/svg\+xml,([^']+)'/.exec(dataUrl)![1]!;
  const svg = decodeURIComponent(encoded);
  const width = Number(/width="([\d.]+)"/.exec(svg)![1]);
  const height = Number(/height="([\d.]+)"/.exec(svg)![1]);
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? `0 0 ${width} ${height}`;
  const w = width * scale;
  const h = height * scale;
  return {
    width: w,
    height: h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><rect x="-1e4" y="-1e4" width="2e4" height="2e4" fill="${bg}"/>${inner.replaceAll(
      /fill="#[0-9a-fA-F]{3,6}"/g,
      `fill="${fg}"`,
    )}</svg>`,
  };
}

/** The tile repeated over a `side` px square: the pattern as a studio's cover would show it. */
function repeated(tile: { svg: string; width: number; height: number }, side: number): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(tile.svg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${side}" height="${side}"><defs><pattern id="p" width="${tile.width}" height="${tile.height}" patternUnits="userSpaceOnUse"><image width="${tile.width}" height="${tile.height}" xlink:href="${href}"/></pattern></defs><rect width="${side}" height="${side}" fill="url(#p)"/></svg>`;
}

interface Drawn extends Omit<ArtworkItem, 'half' | 'file' | 'format'> {
  image: Sharp;
  kinds: typeof fileKinds;
  label: string;
}

function* heroPatterns(dir: string): Generator<Drawn> {
  const require = createRequire(import.meta.url);
  const hero = require(path.join(dir, 'dist', 'hero-patterns.cjs.js')) as Record<string, (colour: string, opacity: number) => string>;
  for (const name of Object.keys(hero).sort()) {
    const choice = fnv1a(`hero:${name}`);
    const [fg, bg] = colourways[choice % colourways.length]!;
    const scale = [1, 2, 3][(choice >>> 8) % 3]!;
    const tile = heroTile(hero[name]!(fg, 1), fg, bg, scale);
    const group = `hero-patterns/${name}`;
    const label = name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
    yield {
      imgSn: `HP-${name}`,
      group,
      source: 'hero-patterns',
      kind: 'repeat',
      isRepeat: true,
      label,
      kinds: colourKinds,
      image: sharp(Buffer.from(repeated(tile, 1024))),
    };
    // One in four also as the bare repeat tile, at its own size (often under 100 px).
    if ((choice >>> 16) % 4 === 0) {
      const small = heroTile(hero[name]!(fg, 1), fg, bg, 1);
      yield {
        imgSn: `HP-${name}-tile`,
        group,
        source: 'hero-patterns',
        kind: 'tile',
        isRepeat: true,
        label: `${label} (tile)`,
        kinds: colourKinds.filter((k) => !k.format.startsWith('JPEG')),
        image: sharp(Buffer.from(small.svg)),
      };
    }
  }
}

/** What is taken of @pmndrs/assets: each folder's images, every `every`th of them. */
const pmndrsFolders = [
  { folder: 'normals', name: 'normal', kind: 'normal map', label: 'Surface', isRepeat: true, every: 1 },
  { folder: 'textures', name: 'texture', kind: 'texture', label: 'Texture', isRepeat: false, every: 1 },
  { folder: 'matcaps', name: 'matcap', kind: 'matcap', label: 'Matcap', isRepeat: false, every: 4 },
] as const;

function* pmndrsAssets(dir: string): Generator<Drawn> {
  for (const { folder, name, kind, label, isRepeat, every } of pmndrsFolders) {
    const modules = fs
      .readdirSync(path.join(dir, folder))
      .filter((f) => f.endsWith('.webp.js'))
      .sort();
    for (const [i, file] of modules.entries()) {
      if (i % every !== 0) continue;
      const stem = file.replace('.webp.js', '');
      yield {
        imgSn: `PM-${name}-${stem}`,
        group: `pmndrs/${folder}/${file}`,
        source: '@pmndrs/assets',
        kind,
        isRepeat,
        label: `${label} ${stem}`,
        kinds: colourKinds,
        image: sharp(embeddedImage(path.join(dir, folder, file))),
      };
    }
  }
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function licences(): string {
  return [
    '# Where this artwork comes from',
    '',
    'Made by `npm run artwork` (bench/artwork.ts) from packages on the npm registry, at pinned versions checked against their integrity hashes. None of it was drawn on this project, and no code here was shaped on it.',
    '',
    ...Object.entries(packages).map(([name, p]) => `- \`${name}\` ${p.version}: ${p.licence}`),
    '',
    'Split once, by the FNV-1a hash of each item group (a pattern and its renderings), into `tuning/` (even) and `held-out/` (odd). Never tune on `held-out/`.',
    '',
  ].join('\n');
}

/** The artwork set in `dir`, made (downloaded, rendered, split) when missing or of another version. */
export async function ensureArtwork(dir = DEFAULT_ARTWORK_DIR, log: (line: string) => void = console.log): Promise<ArtworkSet> {
  const manifestFile = path.join(dir, 'manifest.json');
  const folders: Record<Half, string> = { tuning: path.join(dir, 'tuning'), 'held-out': path.join(dir, 'held-out') };
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { version: number; items: ArtworkItem[] };
    if (manifest.version === SET_VERSION) return { dir, items: manifest.items, folders };
  }
  log(`Making the real-artwork set in ${dir} from ${Object.keys(packages).join(' and ')}…`);
  const cache = path.join(dir, 'packages');
  fs.mkdirSync(cache, { recursive: true });
  for (const folder of Object.values(folders)) {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
  }
  const drawn = [...heroPatterns(unpacked('hero-patterns', cache)), ...pmndrsAssets(unpacked('@pmndrs/assets', cache))];
  const items: ArtworkItem[] = [];
  const rows: Record<Half, string[]> = { tuning: [], 'held-out': [] };
  for (const d of drawn) {
    const half = halfOf(d.group);
    const fileKind = d.kinds[fnv1a(`format:${d.imgSn}`) % d.kinds.length]!;
    const file = `${d.imgSn}.${fileKind.ext}`;
    await fileKind.write(d.image).toFile(path.join(folders[half], file));
    items.push({
      imgSn: d.imgSn,
      group: d.group,
      half,
      source: d.source,
      kind: d.kind,
      file,
      format: fileKind.format,
      isRepeat: d.isRepeat,
    });
    const price = (20 + (fnv1a(`price:${d.imgSn}`) % 60)).toFixed(2);
    rows[half].push([file, d.imgSn, d.label, price, d.isRepeat ? 'yes' : 'no', `${d.kind}, ${d.source}`].map(csvCell).join(','));
  }
  for (const half of Object.keys(folders) as Half[])
    fs.writeFileSync(path.join(folders[half], 'designs.csv'), ['image,imgSn,label,price,isRepeat,tags', ...rows[half]].join('\n') + '\n');
  fs.writeFileSync(path.join(dir, 'LICENCES.md'), licences());
  fs.writeFileSync(manifestFile, JSON.stringify({ version: SET_VERSION, items }, null, 1));
  const count = (half: Half) => items.filter((i) => i.half === half).length;
  log(`  ${items.length} items: ${count('tuning')} to tune on, ${count('held-out')} held out`);
  return { dir, items, folders };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv.includes('--out') ? path.resolve(process.argv[process.argv.indexOf('--out') + 1]!) : DEFAULT_ARTWORK_DIR;
  const set = await ensureArtwork(out);
  const byKind = new Map<string, number>();
  for (const item of set.items) byKind.set(`${item.half} ${item.kind}`, (byKind.get(`${item.half} ${item.kind}`) ?? 0) + 1);
  console.table([...byKind].map(([key, n]) => ({ set: key, items: n })));
  console.log(`Import folders: ${set.folders.tuning} and ${set.folders['held-out']}`);
}
