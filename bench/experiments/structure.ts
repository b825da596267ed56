/**
 * EXPERIMENT (issue 17, measured by `npm run bench:alike -- --experiment`; not used by the shop): a descriptor
 * of a pattern's structure that ignores its colours, where in the repeat a picture was
 * cut, the scale it is shown at, and turns by 90° or mirroring.
 *
 * Edges wherever any colour channel changes (a recolouring keeps them), the power
 * spectrum of those edges (where a fragment or crop of a repeat was taken does not
 * change it), sampled on a log-polar grid (a change of scale becomes a shift along the
 * radius, a turn a shift along the angle), and the magnitude of its Fourier transform
 * along the radius (shift, so scale, no longer matters). Turns by 90° and mirrors are
 * handled when comparing: the angle axis is shifted and reversed.
 */
import sharp from 'sharp';

const SIDE = 256;
export const ANGLES = 32;
const RADII = 32;
const R_MIN = 3;
const R_MAX = 110;
export const RADIAL_TERMS = 10;

/** In-place radix-2 FFT of (re, im), length a power of two. */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a]! += tr;
        im[a]! += ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

/** The largest centred square of the picture at SIDE × SIDE, RGB. */
async function squarePixels(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'cover', position: 'centre' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Edge strength per pixel: the largest channel gradient (colour-blind to which colours). */
function edgesOf(rgb: Buffer): Float64Array {
  const edges = new Float64Array(SIDE * SIDE);
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      let strongest = 0;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => rgb[(yy * SIDE + xx) * 3 + c]!;
        const gx = at(x + 1, y) - at(x - 1, y);
        const gy = at(x, y + 1) - at(x, y - 1);
        strongest = Math.max(strongest, gx * gx + gy * gy);
      }
      edges[y * SIDE + x] = Math.sqrt(strongest);
    }
  }
  return edges;
}

/** log power spectrum of the windowed edges, centred (zero frequency at SIDE/2, SIDE/2). */
function spectrumOf(edges: Float64Array): Float64Array {
  let mean = 0;
  for (const e of edges) mean += e;
  mean /= edges.length;
  const re = new Float64Array(SIDE * SIDE);
  const im = new Float64Array(SIDE * SIDE);
  const hann = Float64Array.from({ length: SIDE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (SIDE - 1)));
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) re[y * SIDE + x] = (edges[y * SIDE + x]! - mean) * hann[x]! * hann[y]!;
  const rowRe = new Float64Array(SIDE);
  const rowIm = new Float64Array(SIDE);
  for (let y = 0; y < SIDE; y++) {
    rowRe.set(re.subarray(y * SIDE, (y + 1) * SIDE));
    rowIm.set(im.subarray(y * SIDE, (y + 1) * SIDE));
    fft(rowRe, rowIm);
    re.set(rowRe, y * SIDE);
    im.set(rowIm, y * SIDE);
  }
  for (let x = 0; x < SIDE; x++) {
    for (let y = 0; y < SIDE; y++) {
      rowRe[y] = re[y * SIDE + x]!;
      rowIm[y] = im[y * SIDE + x]!;
    }
    fft(rowRe, rowIm);
    for (let y = 0; y < SIDE; y++) {
      re[y * SIDE + x] = rowRe[y]!;
      im[y * SIDE + x] = rowIm[y]!;
    }
  }
  const centred = new Float64Array(SIDE * SIDE);
  const half = SIDE / 2;
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      const power = re[y * SIDE + x]! ** 2 + im[y * SIDE + x]! ** 2;
      centred[((y + half) % SIDE) * SIDE + ((x + half) % SIDE)] = Math.log1p(power);
    }
  return centred;
}

/** The log-power spectrum on a log-polar grid: [angle][radius], angles over half a turn. */
function logPolar(spectrum: Float64Array): Float64Array {
  const out = new Float64Array(ANGLES * RADII);
  const half = SIDE / 2;
  const sample = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const v = (xx: number, yy: number) => spectrum[Math.min(SIDE - 1, Math.max(0, yy)) * SIDE + Math.min(SIDE - 1, Math.max(0, xx))]!;
    return (v(x0, y0) * (1 - fx) + v(x0 + 1, y0) * fx) * (1 - fy) + (v(x0, y0 + 1) * (1 - fx) + v(x0 + 1, y0 + 1) * fx) * fy;
  };
  for (let a = 0; a < ANGLES; a++) {
    for (let r = 0; r < RADII; r++) {
      const radius = R_MIN * (R_MAX / R_MIN) ** (r / (RADII - 1));
      // A few samples across each cell's angle: the bins are wide at large radii.
      let sum = 0;
      for (let s = 0; s < 3; s++) {
        const theta = ((a + (s + 0.5) / 3) / ANGLES) * Math.PI;
        sum += sample(half + radius * Math.cos(theta), half - radius * Math.sin(theta));
      }
      out[a * RADII + r] = sum / 3;
    }
  }
  return out;
}

/** |DFT| along the radius of each angle's row: the first RADIAL_TERMS terms, L2-normalised overall. */
function radialInvariant(polar: Float64Array): Float64Array {
  const out = new Float64Array(ANGLES * RADIAL_TERMS);
  for (let a = 0; a < ANGLES; a++) {
    const row = polar.subarray(a * RADII, (a + 1) * RADII);
    for (let k = 0; k < RADIAL_TERMS; k++) {
      let re = 0;
      let im = 0;
      for (let r = 0; r < RADII; r++) {
        re += row[r]! * Math.cos((2 * Math.PI * k * r) / RADII);
        im -= row[r]! * Math.sin((2 * Math.PI * k * r) / RADII);
      }
      out[a * RADIAL_TERMS + k] = Math.hypot(re, im) / RADII;
    }
  }
  // The zeroth term is each angle's mean level: it carries orientation, keep it, but tame it.
  let norm = 0;
  for (const v of out) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return out.map((v) => v / norm);
}

export async function structureOf(image: Buffer): Promise<Float64Array> {
  return radialInvariant(logPolar(spectrumOf(edgesOf(await squarePixels(image)))));
}

/** The descriptor as seen after a turn by 90° (shift of half the angle axis) and/or a mirror (reversal). */
export function turnsAndMirrors(descriptor: Float64Array): Float64Array[] {
  const variant = (shift: number, mirror: boolean) => {
    const out = new Float64Array(descriptor.length);
    for (let a = 0; a < ANGLES; a++) {
      // A mirror maps angle θ to π − θ; bins are centred at (a + 0.5)/ANGLES · π.
      const from = ((((mirror ? ANGLES - 1 - a : a) + shift) % ANGLES) + ANGLES) % ANGLES;
      out.set(descriptor.subarray(from * RADIAL_TERMS, (from + 1) * RADIAL_TERMS), a * RADIAL_TERMS);
    }
    return out;
  };
  return [variant(0, false), variant(ANGLES / 2, false), variant(0, true), variant(ANGLES / 2, true)];
}

export function structureDistance(query: Float64Array[], design: Float64Array): number {
  let best = Infinity;
  for (const q of query) {
    let sum = 0;
    for (let i = 0; i < q.length; i++) sum += (q[i]! - design[i]!) ** 2;
    if (sum < best) best = sum;
  }
  return Math.sqrt(best);
}
