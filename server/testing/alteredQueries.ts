/**
 * Altered queries for measuring similar-image search on what real uploads look like: a
 * shopper rarely uploads a design's exact cover, but a phone photo of a printed swatch, a
 * greyscale or faded copy, a rotated or mirrored scan, a fragment, the repeat at another
 * scale, another colourway, a crop or a small recompressed copy. Every parameter comes
 * from a seeded random source, so one seed gives one byte-identical image and a figure
 * measured on these queries can be reproduced.
 */
import sharp, { type Sharp } from 'sharp';
import { seeded } from './importFolder';

export const alterationClasses = [
  'photo',
  'greyscale',
  'faded',
  'rotated',
  'mirrored',
  'fragment',
  'rescaled',
  'recoloured',
  'cropped',
  'resizedJpeg',
] as const;
export type AlterationClass = (typeof alterationClasses)[number];

export interface QuerySource {
  /** The design's cover: a square image (PNG or WebP), any side ≥ 320 px. The artwork is a seamless repeat tile. */
  cover: Buffer;
  /** The same pattern in another colourway, same size as the cover, when the design can draw one (optional). */
  colourway?: () => Promise<Buffer>;
}

export interface AlteredQuery {
  image: Buffer;
  /** What was done, for reports: e.g. 'rotated 90°', 'fragment 42% at (0.31, 0.77)'. */
  detail: string;
}

/** 8-bit RGB, row after row. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

type Draw = ReturnType<typeof drawsFrom>;

function drawsFrom(seed: number) {
  const random = seeded(seed);
  let uniforms = new Float64Array(0);
  return {
    between: (low: number, high: number) => low + (high - low) * random(),
    integer: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
    pick: <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!,
    chance: (probability: number) => random() < probability,
    /** Mean 0, deviation 1: the sum of three uniforms is close enough to normal for noise, and cheap. */
    normal: () => (random() + random() + random() - 1.5) * 2,
    /** `out` filled with the next `out.length` normal() draws, in order: for noise over every pixel. */
    normals: (out: Float64Array) => {
      if (uniforms.length < 3 * out.length) uniforms = new Float64Array(3 * out.length);
      const three = uniforms.subarray(0, 3 * out.length);
      random.fill(three);
      for (let i = 0, j = 0; i < out.length; i++, j += 3) out[i] = (three[j]! + three[j + 1]! + three[j + 2]! - 1.5) * 2;
    },
  };
}

async function rgbOf(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const pipelineOf = ({ data, width, height }: Pixels) => sharp(data, { raw: { width, height, channels: 3 } });

const jpeg = (image: Sharp, quality: number) => image.jpeg({ quality }).toBuffer();

/** A transparent cover is seen on white, as the shop shows it. */
const decoded = (image: Buffer) => rgbOf(sharp(image).flatten({ background: '#ffffff' }));

/** Width and height with the longer side `long`, keeping the aspect ratio. */
function withLongSide(width: number, height: number, long: number) {
  return width >= height
    ? { width: long, height: Math.max(1, Math.round((long * height) / width)) }
    : { width: Math.max(1, Math.round((long * width) / height)), height: long };
}

const resized = (pixels: Pixels, width: number, height: number) => pipelineOf(pixels).resize(width, height, { fit: 'fill' });

/**
 * The cover no larger than `side`: tiling a large cover N×N before shrinking it would
 * decode far more pixels than the result keeps.
 */
async function atMost(cover: Pixels, side: number): Promise<Pixels> {
  return cover.width <= side ? cover : rgbOf(resized(cover, side, side));
}

/**
 * A `width` × `height` window of the endless repeat of `tile`, its corner at (left, top):
 * the artwork is seamless, so a window may run across the tile's edge.
 */
function repeatWindow(tile: Pixels, left: number, top: number, width: number, height: number): Pixels {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sourceRow = ((top + y) % tile.height) * tile.width;
    for (let x = 0; x < width;) {
      const sourceX = (left + x) % tile.width;
      // Copied in runs up to the tile's edge: pixel by pixel is slow on a 2×2 or 4×4 repeat.
      const run = Math.min(width - x, tile.width - sourceX);
      tile.data.copy(data, (y * width + x) * 3, (sourceRow + sourceX) * 3, (sourceRow + sourceX + run) * 3);
      x += run;
    }
  }
  return { data, width, height };
}

const tiled = (tile: Pixels, n: number) => repeatWindow(tile, 0, 0, tile.width * n, tile.height * n);

const percent = (share: number) => `${Math.round(share * 100)}%`;

// ─── The photograph of a printed swatch ─────────────────────────────────────────────

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

/**
 * The 3×3 homography (row-major, last entry 1) taking each of four `from` points to its
 * `to` point: the 8 × 8 linear system solved by Gaussian elimination.
 */
function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let column = 0; column < 8; column++) {
    // Partial pivoting: pixel coordinates and their products differ by orders of magnitude.
    let pivot = column;
    for (let row = column + 1; row < 8; row++) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const pivotRow = rows[column]!;
    if (Math.abs(pivotRow[column]!) < 1e-12) throw new Error('the four points do not define a homography');
    for (let row = 0; row < 8; row++) {
      if (row === column) continue;
      const target = rows[row]!;
      const factor = target[column]! / pivotRow[column]!;
      if (factor === 0) continue;
      for (let k = column; k < 9; k++) target[k]! -= factor * pivotRow[k]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/**
 * Where the swatch's corners land in a photograph taken by a camera of focal length
 * `focal` (pixels) from `focal` away, with the swatch tilted by `tilt` about an in-plane
 * axis at `axisAngle` and turned by `roll`: a real tilt projected, so the corner
 * displacements are those a tilt of that many degrees gives. Centred on (0, 0).
 */
function projectedCorners(side: number, tilt: number, axisAngle: number, roll: number, focal: number): Point[] {
  const [kx, ky] = [Math.cos(axisAngle), Math.sin(axisAngle)];
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const half = side / 2;
  const flat: Point[] = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ];
  return flat.map(([fx, fy]) => {
    const x0 = fx * Math.cos(roll) - fy * Math.sin(roll);
    const y0 = fx * Math.sin(roll) + fy * Math.cos(roll);
    // Rodrigues' rotation about the axis (kx, ky, 0) of the point (x0, y0, 0).
    const along = kx * x0 + ky * y0;
    const x = x0 * cos + kx * along * (1 - cos);
    const y = y0 * cos + ky * along * (1 - cos);
    const z = (kx * y0 - ky * x0) * sin;
    const depth = focal + z;
    return [(focal * x) / depth, (focal * y) / depth] as const;
  });
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * A table or cloth under the swatch: a plain colour that stands apart from the artwork's
 * (a swatch is photographed where it can be seen), low-frequency blotches of light and
 * dye, sometimes a weave, and fine grain. Floating-point RGB.
 */
function tableBackground(width: number, height: number, draw: Draw, artworkColours: readonly Rgb[]): Float32Array {
  const candidates = Array.from({ length: 4 }, () => hslToRgb(draw.between(0, 360), draw.between(0.05, 0.45), draw.between(0.2, 0.85)));
  const apart = (colour: Rgb) => Math.min(...artworkColours.map((c) => distance(colour, c)));
  const base = candidates.reduce((best, colour) => (apart(colour) > apart(best) ? colour : best));

  const cellsAcross = draw.integer(3, 6);
  const cellsDown = Math.max(2, Math.round((cellsAcross * height) / width));
  const blotchStrength = draw.between(0.04, 0.12);
  const blotches = Array.from({ length: (cellsAcross + 1) * (cellsDown + 1) }, () => 1 + blotchStrength * draw.normal());
  const weave = draw.chance(0.5) ? { strength: draw.between(0.02, 0.06), period: draw.integer(3, 6) } : undefined;
  const grain = draw.between(2, 7);

  // Smoothstep between grid nodes: blotches without the creases of plain bilinear.
  const smooth = (t: number) => t * t * (3 - 2 * t);
  // Each pixel's cell and weight along one axis, in typed arrays: read once per pixel.
  const cellsOf = (length: number, cells: number) => {
    const index = new Int32Array(length);
    const weight = new Float64Array(length);
    for (let p = 0; p < length; p++) {
      const scaled = Math.min(((p + 0.5) / length) * cells, cells - 1e-9);
      index[p] = Math.floor(scaled);
      weight[p] = smooth(scaled - index[p]!);
    }
    return { index, weight };
  };
  const columns = cellsOf(width, cellsAcross);
  const rows = cellsOf(height, cellsDown);
  // The weave's factor along x and along y, the same sines every row would take again.
  const weaveAcross = new Float64Array(width);
  const weaveDown = new Float64Array(height);
  if (weave) {
    for (let x = 0; x < width; x++) weaveAcross[x] = weave.strength * Math.sin((2 * Math.PI * x) / weave.period);
    for (let y = 0; y < height; y++) weaveDown[y] = Math.sin((2 * Math.PI * y) / weave.period);
  }
  const [base0, base1, base2] = base;

  const out = new Float32Array(width * height * 3);
  const alongRow = new Float64Array(cellsAcross + 1);
  const fineRow = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const rowIndex = rows.index[y]!;
    const rowWeight = rows.weight[y]!;
    for (let i = 0; i <= cellsAcross; i++) {
      const above = blotches[rowIndex * (cellsAcross + 1) + i]!;
      alongRow[i] = above + (blotches[(rowIndex + 1) * (cellsAcross + 1) + i]! - above) * rowWeight;
    }
    const down = weaveDown[y]!;
    draw.normals(fineRow);
    for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
      const column = columns.index[x]!;
      const before = alongRow[column]!;
      let light = before + (alongRow[column + 1]! - before) * columns.weight[x]!;
      if (weave) light *= 1 + weaveAcross[x]! * down;
      const fine = grain * fineRow[x]!;
      out[i] = base0 * light + fine;
      out[i + 1] = base1 * light + fine;
      out[i + 2] = base2 * light + fine;
    }
  }
  return out;
}

/**
 * Draws `swatch` onto `canvas` where the homography `toSwatch` (output pixel → swatch
 * pixel) lands inside it, sampling bilinearly. Samples just outside the swatch take the
 * background's colour, so its edge is antialiased.
 */
function warpOnto(canvas: Float32Array, width: number, height: number, swatch: Pixels, toSwatch: readonly number[]) {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toSwatch as [number, number, number, number, number, number, number, number, number];
  const { data, width: sw, height: sh } = swatch;
  // Scalars only in here: an array per pixel cost more than the sampling.
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const w = h6 * px + h7 * py + h8;
      // Pixel centres sit at half-integers.
      const u = (h0 * px + h1 * py + h2) / w - 0.5;
      const v = (h3 * px + h4 * py + h5) / w - 0.5;
      if (u <= -1 || v <= -1 || u >= sw || v >= sh) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const w0 = (1 - fx) * (1 - fy);
      const w1 = fx * (1 - fy);
      const w2 = (1 - fx) * fy;
      const w3 = fx * fy;
      const out = (y * width + x) * 3;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh) {
        const first = (y0 * sw + x0) * 3;
        const below = first + sw * 3;
        for (let c = 0; c < 3; c++)
          canvas[out + c] = w0 * data[first + c]! + w1 * data[first + 3 + c]! + w2 * data[below + c]! + w3 * data[below + 3 + c]!;
        continue;
      }
      // On the swatch's edge: the taps that miss it take the background's colour.
      const left = x0 >= 0 && x0 < sw;
      const right = x0 + 1 >= 0 && x0 + 1 < sw;
      const up = y0 >= 0 && y0 < sh;
      const down = y0 + 1 >= 0 && y0 + 1 < sh;
      const first = (y0 * sw + x0) * 3;
      const below = first + sw * 3;
      for (let c = 0; c < 3; c++) {
        const ground = canvas[out + c]!;
        let sample = 0;
        sample += w0 * (left && up ? data[first + c]! : ground);
        sample += w1 * (right && up ? data[first + 3 + c]! : ground);
        sample += w2 * (left && down ? data[below + c]! : ground);
        sample += w3 * (right && down ? data[below + 3 + c]! : ground);
        canvas[out + c] = sample;
      }
    }
  }
}

/** A value rounded and clamped to a byte, as `Math.min(255, Math.max(0, Math.round(value)))`. */
function toByte(value: number): number {
  const rounded = Math.round(value);
  return rounded > 255 ? 255 : rounded > 0 ? rounded : 0;
}

interface Light {
  darkest: number;
  brightest: number;
  lightAngle: number;
  gradient: number;
  vignette: number;
  whiteBalance: readonly [number, number, number];
}

/**
 * Uneven light on `canvas`: a gradient across the frame and a vignette, spread over
 * [darkest, brightest], and a white balance; 8-bit RGB.
 */
function litBy(
  canvas: Float32Array,
  width: number,
  height: number,
  { darkest, brightest, lightAngle, gradient, vignette, whiteBalance }: Light,
): Buffer {
  const field = new Float32Array(width * height);
  const cosLight = Math.cos(lightAngle);
  const sinLight = Math.sin(lightAngle);
  const across = Float64Array.from({ length: width }, (_, x) => (x + 0.5) / width - 0.5);
  let low = Infinity;
  let high = -Infinity;
  for (let y = 0, p = 0; y < height; y++) {
    const dy = (y + 0.5) / height - 0.5;
    for (let x = 0; x < width; x++, p++) {
      const dx = across[x]!;
      const value = gradient * (dx * cosLight + dy * sinLight) - vignette * 2 * (dx * dx + dy * dy);
      field[p] = value;
      // The extremes of the unrounded values, as Math.min and Math.max over them would give.
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  const [balance0, balance1, balance2] = whiteBalance;
  const lit = Buffer.alloc(width * height * 3);
  const spread = high - low || 1;
  for (let p = 0, i = 0; p < width * height; p++, i += 3) {
    const light = darkest + ((brightest - darkest) * (field[p]! - low)) / spread;
    lit[i] = toByte(canvas[i]! * light * balance0);
    lit[i + 1] = toByte(canvas[i + 1]! * light * balance1);
    lit[i + 2] = toByte(canvas[i + 2]! * light * balance2);
  }
  return lit;
}

/** Sensor noise of deviation `noise` on every channel of every pixel, in place. */
function addNoise(data: Buffer, noise: number, draw: Draw) {
  const normals = new Float64Array(4096);
  for (let start = 0; start < data.length; start += normals.length) {
    const count = Math.min(normals.length, data.length - start);
    const some = count === normals.length ? normals : normals.subarray(0, count);
    draw.normals(some);
    for (let k = 0; k < count; k++) data[start + k] = toByte(data[start + k]! + noise * some[k]!);
  }
}

/**
 * The artwork's colours as a grid of its own pixels: an averaged thumbnail would blend
 * them into colours the artwork does not have, and miss the ones it has.
 */
async function artworkColours(cover: Pixels): Promise<Rgb[]> {
  const { data } = await rgbOf(pipelineOf(cover).resize(16, 16, { fit: 'fill', kernel: 'nearest' }));
  return Array.from({ length: data.length / 3 }, (_, i) => [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!] as const);
}

/** What a photograph may be told instead of drawing it (the e2e journey's photo: one tile, a set tilt). */
export interface PhotoSettings {
  /** The swatch printed with 1×1 or 2×2 repeats. */
  tiles: 1 | 2;
  /** How far the camera leans from straight above, in degrees (0–15). */
  tiltDegrees: number;
  /** The camera's gains on red, green and blue (each drawn from 0.85–1.15). */
  whiteBalance: readonly [number, number, number];
}

async function photo(cover: Pixels, draw: Draw, _source?: QuerySource, fixed: Partial<PhotoSettings> = {}): Promise<AlteredQuery> {
  const tiles = fixed.tiles ?? draw.pick([1, 2] as const);
  const swatchSide = draw.integer(300, 500);
  const swatch = await rgbOf(resized(tiled(await atMost(cover, Math.ceil((2 * swatchSide) / tiles)), tiles), swatchSide, swatchSide));

  const tiltDegrees = fixed.tiltDegrees ?? draw.between(0, 15);
  const rollDegrees = draw.between(-4, 4);
  // A phone's field of view with the swatch filling about two thirds of the frame.
  const focal = swatchSide * draw.between(1.1, 1.6);
  const corners = projectedCorners(
    swatchSide,
    (tiltDegrees * Math.PI) / 180,
    draw.between(0, 2 * Math.PI),
    (rollDegrees * Math.PI) / 180,
    focal,
  );
  const [left, right, top, bottom] = [0, 0, 0, 0].map(() => swatchSide * draw.between(0.15, 0.35)) as [number, number, number, number];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const flatWidth = Math.max(...xs) - Math.min(...xs) + left + right;
  const flatHeight = Math.max(...ys) - Math.min(...ys) + top + bottom;
  // At the swatch's own scale unless that leaves a side outside 480–800 px.
  const scale = Math.min(Math.max(1, 480 / Math.min(flatWidth, flatHeight)), 800 / Math.max(flatWidth, flatHeight));
  const clampSide = (side: number) => Math.min(800, Math.max(480, Math.round(side * scale)));
  const [width, height] = [clampSide(flatWidth), clampSide(flatHeight)];
  const placed = corners.map(([x, y]) => [(x - Math.min(...xs) + left) * scale, (y - Math.min(...ys) + top) * scale] as const);
  const swatchCorners: Point[] = [
    [0, 0],
    [swatchSide, 0],
    [swatchSide, swatchSide],
    [0, swatchSide],
  ];

  const canvas = tableBackground(width, height, draw, await artworkColours(cover));
  warpOnto(canvas, width, height, swatch, homography(placed, swatchCorners));

  // Uneven light: a gradient across the frame and a vignette, spread over [darkest, brightest].
  const darkest = draw.between(0.65, 0.85);
  const brightest = draw.between(0.95, 1.1);
  const lightAngle = draw.between(0, 2 * Math.PI);
  const gradient = draw.between(0.3, 1);
  const vignette = draw.between(0, 1);
  // Drawn even when told, so the draws after it stay the same.
  const drawnBalance = [0, 0, 0].map(() => draw.between(0.85, 1.15)) as [number, number, number];
  const whiteBalance = fixed.whiteBalance ?? drawnBalance;
  const lit = litBy(canvas, width, height, { darkest, brightest, lightAngle, gradient, vignette, whiteBalance });

  const blur = draw.between(0.5, 1.5);
  const blurred = await rgbOf(pipelineOf({ data: lit, width, height }).blur(blur));
  // Sensor noise comes after the lens's blur, each channel its own.
  const noise = draw.between(1.5, 5);
  const noisy = blurred.data;
  addNoise(noisy, noise, draw);
  const quality = draw.integer(60, 85);
  return {
    image: await jpeg(pipelineOf(blurred), quality),
    detail:
      `photo of ${tiles}×${tiles} tile${tiles > 1 ? 's' : ''} (${swatchSide} px), tilt ${tiltDegrees.toFixed(1)}°, ` +
      `light ${darkest.toFixed(2)}–${brightest.toFixed(2)}, blur ${blur.toFixed(1)}, ${width}×${height}, q${quality}`,
  };
}

// ─── The other alterations ─────────────────────────────────────────────────────────

async function greyscale(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const contrast = draw.chance(0.5) ? draw.between(0.85, 1.2) : 1;
  const quality = draw.integer(75, 90);
  let image = pipelineOf(cover).greyscale();
  if (contrast !== 1) image = image.linear(contrast, 128 * (1 - contrast));
  // Three equal channels rather than one: a phone's greyscale photo is still RGB.
  return {
    image: await jpeg(image.toColourspace('srgb'), quality),
    detail: `greyscale${contrast !== 1 ? `, contrast ×${contrast.toFixed(2)}` : ''}, q${quality}`,
  };
}

async function faded(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const saturation = draw.between(0.25, 0.5);
  const contrast = draw.between(0.55, 0.75);
  const lift = draw.between(12, 40);
  const quality = draw.integer(70, 90);
  const dull = await rgbOf(pipelineOf(cover).modulate({ saturation }));
  const { channels } = await pipelineOf(dull).stats();
  const mean = channels.reduce((sum, channel) => sum + channel.mean, 0) / channels.length;
  // Contrast towards the mean, then the blacks lifted by `lift` while white stays white.
  const keep = 1 - lift / 255;
  return {
    image: await jpeg(pipelineOf(dull).linear(contrast * keep, mean * (1 - contrast) * keep + lift), quality),
    detail: `faded: saturation ×${saturation.toFixed(2)}, contrast ×${contrast.toFixed(2)}, blacks +${Math.round(lift)}, q${quality}`,
  };
}

async function rotated(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const angle = draw.pick([90, 180, 270] as const);
  const side = draw.integer(300, 640);
  const quality = draw.integer(72, 92);
  return {
    image: await jpeg(pipelineOf(cover).rotate(angle).resize(side, side, { fit: 'fill' }), quality),
    detail: `rotated ${angle}°, ${side} px, q${quality}`,
  };
}

async function mirrored(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const horizontally = draw.chance(0.5);
  const turned = draw.chance(0.3);
  const side = draw.integer(300, 640);
  const quality = draw.integer(72, 92);
  let image = horizontally ? pipelineOf(cover).flop() : pipelineOf(cover).flip();
  if (turned) image = image.rotate(90);
  return {
    image: await jpeg(image.resize(side, side, { fit: 'fill' }), quality),
    detail: `mirrored ${horizontally ? 'horizontally' : 'vertically'}${turned ? ', then rotated 90°' : ''}, ${side} px, q${quality}`,
  };
}

async function fragment(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const tile = await atMost(cover, 1024);
  const side = tile.width;
  const wantedShare = draw.between(0.3, 0.6);
  const aspect = draw.between(0.6, 1.6);
  const width = Math.min(side, Math.round(side * Math.sqrt(wantedShare * aspect)));
  const height = Math.min(side, Math.round(side * Math.sqrt(wantedShare / aspect)));
  const [left, top] = [draw.integer(0, side - 1), draw.integer(0, side - 1)];
  const out = withLongSide(width, height, draw.integer(200, 500));
  const quality = draw.integer(72, 92);
  const window = repeatWindow(tile, left, top, width, height);
  return {
    image: await jpeg(resized(window, out.width, out.height), quality),
    detail: `fragment ${percent((width * height) / (side * side))} at (${(left / side).toFixed(2)}, ${(top / side).toFixed(2)}), ${out.width}×${out.height}, q${quality}`,
  };
}

async function rescaled(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const n = draw.pick([2, 3, 4] as const);
  const side = draw.integer(400, 800);
  const quality = draw.integer(72, 92);
  const tile = await atMost(cover, Math.ceil((2 * side) / n));
  return {
    image: await jpeg(resized(tiled(tile, n), side, side), quality),
    detail: `rescaled: ${n}×${n} repeats in ${side} px, q${quality}`,
  };
}

async function recoloured(cover: Pixels, draw: Draw, source: QuerySource): Promise<AlteredQuery> {
  const side = draw.integer(320, 640);
  const quality = draw.integer(72, 90);
  if (source.colourway) {
    const colourway = await decoded(await source.colourway());
    return {
      image: await jpeg(resized(colourway, side, side), quality),
      detail: `recoloured: the design's colourway, ${side} px, q${quality}`,
    };
  }
  // Hue turned in LCh keeps each colour's lightness: the light/dark structure stays.
  const hue = Math.round(draw.between(90, 270));
  const saturation = draw.chance(0.5) ? draw.between(0.5, 0.8) : draw.between(1.25, 1.8);
  return {
    image: await jpeg(resized(cover, side, side).modulate({ hue, saturation }), quality),
    detail: `recoloured: hue +${hue}°, saturation ×${saturation.toFixed(2)}, ${side} px, q${quality}`,
  };
}

async function cropped(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const [across, down] = [draw.between(0.55, 0.9), draw.between(0.55, 0.9)];
  const width = Math.round(cover.width * across);
  const height = Math.round(cover.height * down);
  const left = draw.integer(0, cover.width - width);
  const top = draw.integer(0, cover.height - height);
  const out = withLongSide(width, height, draw.integer(300, 640));
  const quality = draw.integer(72, 92);
  const crop = pipelineOf(cover).extract({ left, top, width, height }).resize(out.width, out.height, { fit: 'fill' });
  return {
    image: await jpeg(crop, quality),
    detail: `cropped ${percent(across)}×${percent(down)} at (${(left / cover.width).toFixed(2)}, ${(top / cover.height).toFixed(2)}), ${out.width}×${out.height}, q${quality}`,
  };
}

async function resizedJpeg(cover: Pixels, draw: Draw): Promise<AlteredQuery> {
  const side = draw.integer(160, 400);
  const quality = draw.integer(35, 75);
  return { image: await jpeg(resized(cover, side, side), quality), detail: `resized to ${side} px, q${quality}` };
}

const alterations: Record<AlterationClass, (cover: Pixels, draw: Draw, source: QuerySource) => Promise<AlteredQuery>> = {
  photo,
  greyscale,
  faded,
  rotated,
  mirrored,
  fragment,
  rescaled,
  recoloured,
  cropped,
  resizedJpeg,
};

/**
 * A photograph of the cover printed on a swatch, lying on a table: the 'photo' class with
 * some settings told rather than drawn; the rest (background, light, blur, noise, JPEG
 * quality, the lean's direction) still drawn from `seed`.
 */
export async function photographOf(cover: Buffer, seed: number, settings: Partial<PhotoSettings>): Promise<AlteredQuery> {
  return photo(await decoded(cover), drawsFrom(seed), undefined, settings);
}

/** The cover altered as `kind` says, every parameter drawn from `seed`: the same inputs give the same bytes. */
export async function alteredQuery(kind: AlterationClass, source: QuerySource, seed: number): Promise<AlteredQuery> {
  return alterations[kind](await decoded(source.cover), drawsFrom(seed), source);
}
