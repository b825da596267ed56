/**
 * What a pattern looks like within one repeat, whatever its scale, position or way up:
 * a surface pattern is one cell tiled over a lattice, and a shopper's copy of it — a
 * fragment, the repeat at another scale, a photo of a swatch, a turned scan — shows the
 * same cell on a lattice that is shifted, scaled or turned. The lattice is found in the
 * picture's autocorrelation; the cell is described by the strength of its harmonics (the
 * picture's spectrum at the lattice's reciprocal points), which does not change when the
 * pattern moves, and which is read in the lattice's own coordinates, so it does not
 * change with scale or a turn either. Computed on rank-normalised luminance: a faded,
 * greyscale or relit copy keeps its order of light and dark.
 */
import FFT from 'fft.js';

/** Side of the square the picture is analysed at (a power of two for the FFT). */
export const REPEAT_SIDE = 256;
/** Harmonics per lattice direction: the cell's detail down to a third of a repeat. */
const HARMONICS = 3;
/** Shortest and longest repeat looked for, in analysis pixels. */
const SHORTEST_REPEAT = 4;
const LONGEST_REPEAT = REPEAT_SIDE * 0.45;
/** A repeat counts when the picture matches itself there at least this share as well as at its best repeat. */
const STRONG_SHARE = 0.5;

const n = REPEAT_SIDE;
const fft = new FFT(n);

/** The (h, k) harmonics of the cell, one of each ± pair (a real picture's spectrum is symmetric). */
const harmonics: [number, number][] = [];
for (let h = 0; h <= HARMONICS; h++) for (let k = -HARMONICS; k <= HARMONICS; k++) if (h > 0 || k > 0) harmonics.push([h, k]);
export const REPEAT_DIMS = harmonics.length;

/** The eight ways a lattice basis can be named (swap, and either sign): the same cell, read another way. */
const basisSymmetries: ((h: number, k: number) => [number, number])[] = [
  (h, k) => [h, k],
  (h, k) => [k, h],
  (h, k) => [-h, k],
  (h, k) => [k, -h],
  (h, k) => [h, -k],
  (h, k) => [-k, h],
  (h, k) => [-h, -k],
  (h, k) => [-k, -h],
];

function hann(size: number): Float64Array {
  return Float64Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / size));
}
const window1d = hann(n);

const line = new Float64Array(2 * n);
const lineOut = new Float64Array(2 * n);

/**
 * The 2-D FFT of a real n×n picture (row-major) as n×n interleaved [re, im]. A real
 * picture's spectrum is conjugate-symmetric (the value at −f is the conjugate of the one
 * at f): each row takes the real transform, only the columns 0…n/2 are transformed, and
 * the other half is mirrored. Half the work of a complex 2-D FFT, the same values (a
 * signature computes three of them).
 */
function realFft2(picture: Float64Array): Float64Array {
  const half = n / 2;
  const out = new Float64Array(2 * n * n);
  for (let y = 0; y < n; y++) {
    // Fills the row's columns 0…n/2.
    fft.realTransform(lineOut, picture.subarray(y * n, (y + 1) * n));
    out.set(lineOut.subarray(0, 2 * (half + 1)), 2 * y * n);
  }
  for (let x = 0; x <= half; x++) {
    for (let y = 0; y < n; y++) {
      const at = 2 * (y * n + x);
      line[2 * y] = out[at]!;
      line[2 * y + 1] = out[at + 1]!;
    }
    fft.transform(lineOut, line);
    for (let y = 0; y < n; y++) {
      const at = 2 * (y * n + x);
      out[at] = lineOut[2 * y]!;
      out[at + 1] = lineOut[2 * y + 1]!;
    }
  }
  for (let y = 0; y < n; y++) {
    const mirrorRow = ((n - y) % n) * n;
    for (let x = half + 1; x < n; x++) {
      const from = 2 * (mirrorRow + n - x);
      const to = 2 * (y * n + x);
      out[to] = out[from]!;
      out[to + 1] = -out[from + 1]!;
    }
  }
  return out;
}

/**
 * The real part of the inverse 2-D FFT of a real n×n array: for a real input, the
 * inverse is the conjugate of the forward transform over n², so its real part is the
 * forward transform's.
 */
function realPartOfInverseFft2(values: Float64Array): Float64Array {
  const spectrum = realFft2(values);
  const scale = n * n;
  const real = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) real[i] = spectrum[2 * i]! / scale;
  return real;
}

/** |X|² of each of the n×n complex values. */
function powerOf(spectrum: Float64Array): Float64Array {
  const power = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) power[i] = spectrum[2 * i]! ** 2 + spectrum[2 * i + 1]! ** 2;
  return power;
}

/** Autocorrelation of the window itself: how much overlap each lag has, to undo its fall-off. */
const windowOverlap = (() => {
  const picture = new Float64Array(n * n);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) picture[y * n + x] = window1d[x]! * window1d[y]!;
  return realPartOfInverseFft2(powerOf(realFft2(picture)));
})();

/** Luminance replaced by its rank, so any brightness curve (fading, relighting, greyscale) gives the same values. */
function ranks(values: Uint8Array): Float64Array {
  const histogram = new Float64Array(256);
  for (let i = 0; i < values.length; i++) histogram[values[i]!]!++;
  const rankOf = new Float64Array(256);
  let below = 0;
  for (let v = 0; v < 256; v++) {
    rankOf[v] = (below + histogram[v]! / 2) / values.length;
    below += histogram[v]!;
  }
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = rankOf[values[i]!]!;
  return out;
}

type Vec = [number, number];

export interface RepeatDescriptor {
  /** The strength of the cell's harmonics, L2-normalised; all the same under the lattice's eight namings. */
  cell: number[];
  /** The repeat's basis vectors in analysis pixels, or null when the picture does not repeat within itself. */
  lattice: [Vec, Vec] | null;
}

/**
 * The repeat descriptor of an n×n greyscale picture (REPEAT_SIDE² bytes).
 */
export function repeatDescriptor(grey: Uint8Array): RepeatDescriptor {
  const values = ranks(grey);
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  const windowed = new Float64Array(n * n);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) windowed[y * n + x] = (values[y * n + x]! - mean) * window1d[x]! * window1d[y]!;
  const power = powerOf(realFft2(windowed));

  const lattice = latticeOf(power);
  if (!lattice) return { cell: tileCell(values, mean), lattice };
  const [b1, b2] = reciprocal(lattice);
  const strength = (fx: number, fy: number) => {
    if (Math.abs(fx) >= n / 2 - 1 || Math.abs(fy) >= n / 2 - 1) return 0;
    // A windowed peak spreads over neighbouring bins: their power together.
    const cx = Math.round(fx);
    const cy = Math.round(fy);
    let sum = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) sum += power[((((cy + dy) % n) + n) % n) * n + ((((cx + dx) % n) + n) % n)]!;
    return Math.sqrt(sum);
  };
  const raw = new Map<string, number>();
  const at = (h: number, k: number) => {
    const key = `${h},${k}`;
    let value = raw.get(key);
    if (value === undefined) {
      value = strength(h * b1[0] + k * b2[0], h * b1[1] + k * b2[1]);
      raw.set(key, value);
    }
    return value;
  };
  return { cell: cellOf(at), lattice };
}

/**
 * The cell's harmonics, `at(h, k)` each, averaged over the basis's eight namings (the same
 * cell gives the same numbers however its lattice was named, and a mirrored copy gives
 * them too), L2-normalised.
 */
function cellOf(at: (h: number, k: number) => number): number[] {
  const cell = harmonics.map(([h, k]) => basisSymmetries.reduce((sum, symmetry) => sum + at(...symmetry(h, k)), 0) / 8);
  const length = Math.hypot(...cell) || 1;
  return cell.map((v) => v / length);
}

/**
 * The cell of a picture that does not repeat within itself: the picture is one tile of
 * the pattern, so its harmonics are read at whole cycles per picture, unwindowed, as the
 * tile repeats. A windowed reading of one period mixes each harmonic with its neighbours
 * and the mean, and so did not match the windowed reading of the same tile repeated 2×2
 * to 4×4, where the window only spreads each sharp harmonic over its neighbouring bins.
 */
function tileCell(values: Float64Array, mean: number): number[] {
  const centred = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) centred[i] = values[i]! - mean;
  const power = powerOf(realFft2(centred));
  return cellOf((h, k) => Math.sqrt(power[((k + n) % n) * n + ((h + n) % n)]!));
}

/**
 * The lattice's basis: the shortest lags at which the picture matches itself nearly as
 * well as at its best repeat, in two directions at least 30° apart, Gauss-reduced.
 */
function latticeOf(power: Float64Array): [Vec, Vec] | null {
  // The autocorrelation: the inverse transform of the power spectrum.
  const autocorrelation = realPartOfInverseFft2(power);
  const zero = autocorrelation[0]! / windowOverlap[0]!;
  if (!(zero > 0)) return null;
  const correlation = (x: number, y: number) => {
    const i = (((y % n) + n) % n) * n + (((x % n) + n) % n);
    return autocorrelation[i]! / windowOverlap[i]! / zero;
  };
  const peaks: { v: Vec; value: number; length: number }[] = [];
  const reach = Math.ceil(LONGEST_REPEAT);
  // Half the lag plane: a lag and its opposite match equally.
  for (let y = 0; y <= reach; y++)
    for (let x = -reach; x <= reach; x++) {
      if (y === 0 && x <= 0) continue;
      const length = Math.hypot(x, y);
      if (length < SHORTEST_REPEAT || length > LONGEST_REPEAT) continue;
      const value = correlation(x, y);
      let highest = true;
      for (let dy = -1; dy <= 1 && highest; dy++)
        for (let dx = -1; dx <= 1; dx++)
          if ((dx || dy) && correlation(x + dx, y + dy) > value) {
            highest = false;
            break;
          }
      if (highest) peaks.push({ v: refined(correlation, x, y), value, length });
    }
  if (peaks.length === 0) return null;
  const best = Math.max(...peaks.map((p) => p.value));
  if (best < 0.3) return null;
  // The shortest repeat that matches well: a tiled copy of a cover whose cells do not
  // divide it repeats exactly at the cover too, and that longer repeat must not win.
  const strong = peaks.filter((p) => p.value >= Math.max(0.3, best * STRONG_SHARE)).sort((a, b) => a.length - b.length);
  const v1 = strong[0]!.v;
  const v2 = strong.find((p) => Math.abs(cross(v1, p.v)) >= 0.5 * Math.hypot(...v1) * p.length)?.v;
  // Stripes repeat one way only: across them any length will do, the harmonics there are nil.
  return reduced(v1, v2 ?? [-v1[1], v1[0]]);
}

const cross = (a: Vec, b: Vec) => a[0] * b[1] - a[1] * b[0];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1];

/** A peak's position to a fraction of a pixel: a parabola through it and its neighbours, per axis. */
function refined(correlation: (x: number, y: number) => number, x: number, y: number): Vec {
  const offset = (minus: number, centre: number, plus: number) => {
    const curve = minus - 2 * centre + plus;
    return curve < 0 ? Math.max(-0.5, Math.min(0.5, (minus - plus) / (2 * curve))) : 0;
  };
  const c = correlation(x, y);
  return [x + offset(correlation(x - 1, y), c, correlation(x + 1, y)), y + offset(correlation(x, y - 1), c, correlation(x, y + 1))];
}

/** Gauss's reduction: the shortest basis of the same lattice. */
function reduced(a: Vec, b: Vec): [Vec, Vec] {
  let [u, v] = dot(a, a) <= dot(b, b) ? [a, b] : [b, a];
  for (let i = 0; i < 20; i++) {
    const m = Math.round(dot(u, v) / dot(u, u));
    const w: Vec = [v[0] - m * u[0], v[1] - m * u[1]];
    if (dot(w, w) >= dot(u, u)) return [u, w];
    [u, v] = [w, u];
  }
  return [u, v];
}

/** The reciprocal basis in FFT bins: b_i · v_j = n δ_ij. */
function reciprocal([v1, v2]: [Vec, Vec]): [Vec, Vec] {
  const det = cross(v1, v2);
  return [
    [(n * v2[1]) / det, (-n * v2[0]) / det],
    [(-n * v1[1]) / det, (n * v1[0]) / det],
  ];
}
