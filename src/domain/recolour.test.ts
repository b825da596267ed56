import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToRgb, rgbToLab } from './colour';
import { applyRecolour, BLEND_LEVELS, packResidual, planRecolour, residualChannel } from './recolour';

type Rgb = readonly [number, number, number];

/** An RGBA picture drawn pixel by pixel. */
function picture(width: number, height: number, draw: (x: number, y: number) => Rgb): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = draw(x, y);
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  return pixels;
}

/** A repeatable grain of ±`amount` per channel, as paper or a scan gives. */
const grain = (x: number, y: number, amount: number) => (((x * 73 + y * 151) % 17) / 16 - 0.5) * 2 * amount;

const mix = (a: Rgb, b: Rgb, weight: number): Rgb => [0, 1, 2].map((c) => a[c]! * (1 - weight) + b[c]! * weight) as unknown as Rgb;
const pixelAt = (pixels: Uint8ClampedArray, width: number, x: number, y: number): Rgb => {
  const at = (y * width + x) * 4;
  return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
};
const recoloured = (pixels: Uint8ClampedArray, width: number, height: number, from: string[], to: string[]) => {
  const out = new Uint8ClampedArray(pixels.length);
  applyRecolour(planRecolour(pixels, width, height, from), to, out);
  return out;
};

const navy = '#1f2a44';
const cream = '#f3e9d2';
const rust = '#b5523b';
const sage = '#8fa98b';

/** Cream stripes on navy, anti-aliased: column 10 is half of each, column 11 a quarter navy. */
const cleanStripes = (x: number): Rgb =>
  x < 10
    ? hexToRgb(navy)
    : x === 10
      ? mix(hexToRgb(navy), hexToRgb(cream), 0.5)
      : x === 11
        ? mix(hexToRgb(navy), hexToRgb(cream), 0.75)
        : hexToRgb(cream);

/** The same stripes with grain. */
const stripes = (x: number, y: number): Rgb => {
  const base = cleanStripes(x);
  const g = grain(x, y, 6);
  return [base[0] + g, base[1] + g, base[2] + g];
};

describe('recolouring a design by its palette', () => {
  it('gives the picture back unchanged when no colour changes', () => {
    const pixels = picture(24, 8, stripes);
    expect(recoloured(pixels, 24, 8, [navy, cream], [navy, cream])).toEqual(pixels);
  });

  it('gives the picture back unchanged even with colours the palette does not name', () => {
    const pixels = picture(16, 16, (x, y) => [(x * 16) % 256, (y * 16) % 256, ((x + y) * 8) % 256]);
    expect(recoloured(pixels, 16, 16, [navy, cream, rust], [navy, cream, rust])).toEqual(pixels);
  });

  it('paints a flat area in the new colour, its grain kept', () => {
    const pixels = picture(24, 8, stripes);
    const out = recoloured(pixels, 24, 8, [navy, cream], [rust, cream]);
    for (const [x, y] of [
      [0, 0],
      [3, 5],
      [9, 7],
    ] as const) {
      const before = pixelAt(pixels, 24, x, y);
      const after = pixelAt(out, 24, x, y);
      const offset = before.map((v, c) => v - hexToRgb(navy)[c]!);
      expect(after).toEqual(hexToRgb(rust).map((v, c) => v + offset[c]!));
    }
    // The cream stripes are left as they were.
    for (let x = 12; x < 24; x++) for (let y = 0; y < 8; y++) expect(pixelAt(out, 24, x, y)).toEqual(pixelAt(pixels, 24, x, y));
  });

  it('redraws an anti-aliased edge between the new colours, with no fringe of the old one', () => {
    const pixels = picture(24, 1, cleanStripes);
    const out = recoloured(pixels, 24, 1, [navy, cream], [rust, sage]);
    const expectNear = (actual: Rgb, expected: Rgb) => actual.forEach((v, c) => expect(Math.abs(v - expected[c]!)).toBeLessThanOrEqual(2));
    expectNear(pixelAt(out, 24, 10, 0), mix(hexToRgb(rust), hexToRgb(sage), 0.5));
    expectNear(pixelAt(out, 24, 11, 0), mix(hexToRgb(rust), hexToRgb(sage), 0.75));
  });

  it('gives each region the chosen colour within ΔE 3, grain and all', () => {
    const pixels = picture(64, 64, (x, y) => {
      const base = hexToRgb(((x >> 4) + (y >> 4)) % 3 === 0 ? navy : ((x >> 4) + (y >> 4)) % 3 === 1 ? cream : rust);
      const g = grain(x, y, 8);
      return [base[0] + g, base[1] - g, base[2] + g / 2];
    });
    const chosen = ['#2e6f5e', '#fbd3c4', '#3b3b98'];
    const out = recoloured(pixels, 64, 64, [navy, cream, rust], chosen);
    // The mean colour of each region, as a buyer's eye (or a measuring test) sees it.
    const sums = chosen.map(() => [0, 0, 0, 0]);
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++) {
        const region = ((x >> 4) + (y >> 4)) % 3;
        const [r, g, b] = pixelAt(out, 64, x, y);
        sums[region]![0]! += r;
        sums[region]![1]! += g;
        sums[region]![2]! += b;
        sums[region]![3]! += 1;
      }
    sums.forEach(([r, g, b, count], region) => {
      const mean = rgbToLab(r! / count!, g! / count!, b! / count!);
      expect(deltaE2000(mean, rgbToLab(...hexToRgb(chosen[region]!)))).toBeLessThanOrEqual(3);
    });
  });

  it('keeps transparency as it was', () => {
    const pixels = picture(4, 1, () => hexToRgb(navy));
    pixels[3] = 0;
    pixels[7] = 128;
    const out = recoloured(pixels, 4, 1, [navy, cream], [rust, cream]);
    expect([out[3], out[7], out[11]]).toEqual([0, 128, 255]);
  });

  it('keeps every residual, from −255 to 255, exactly as it was packed', () => {
    for (const [r, g, b] of [
      [-255, 0, 255],
      [255, -255, 0],
      [0, 255, -255],
      [-1, 1, 0],
    ] as const)
      expect([0, 1, 2].map((channel) => residualChannel(packResidual(r, g, b), channel as 0 | 1 | 2))).toEqual([r, g, b]);
  });

  /**
   * A picture of noise (any colour, any alpha) against a palette of black, white and
   * rust, drawn in colours that swap black and white: residuals near ±255 and sums far
   * past either end of 0–255. Each pixel must be what the plan says, worked out
   * channel by channel: its blend in the new colours plus its residual, clamped, with
   * its own alpha — on a word-aligned output (drawn a pixel per write) and on one that
   * is not (drawn byte by byte) alike.
   */
  it('draws each pixel as its blend in the new colours plus its residual, clamped, however the output lies', () => {
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const [width, height] = [37, 23];
    const from = ['#000000', '#ffffff', rust];
    const to = ['#ffffff', '#000000', sage];
    const targets = to.map((hex) => hexToRgb(hex));
    for (const opaque of [true, false]) {
      const pixels = new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 && opaque ? 255 : Math.floor(random() * 256)));
      const plan = planRecolour(pixels, width, height, from);
      const expected = new Uint8ClampedArray(pixels.length);
      for (let p = 0; p < width * height; p++) {
        const key = plan.blend[p]!;
        const level = key % BLEND_LEVELS;
        const pair = (key - level) / BLEND_LEVELS;
        const [first, second] = [Math.floor(pair / from.length), pair % from.length];
        const weight = level / (2 * (BLEND_LEVELS - 1));
        for (const channel of [0, 1, 2] as const) {
          const blended = Math.round(targets[first]![channel] * (1 - weight) + targets[second]![channel] * weight);
          expected[p * 4 + channel] = Math.max(0, Math.min(255, blended + residualChannel(plan.residual[p]!, channel)));
        }
        expected[p * 4 + 3] = pixels[p * 4 + 3]!;
      }
      const aligned = new Uint8ClampedArray(pixels.length);
      applyRecolour(plan, to, aligned);
      expect(aligned).toEqual(expected);
      const unaligned = new Uint8ClampedArray(new ArrayBuffer(pixels.length + 1), 1, pixels.length);
      applyRecolour(plan, to, unaligned);
      expect(unaligned).toEqual(expected);
      // Some sums really did fall outside 0–255 and were clamped.
      expect(expected.some((value, i) => i % 4 !== 3 && value === 0)).toBe(true);
      expect(expected.some((value, i) => i % 4 !== 3 && value === 255)).toBe(true);
    }
  });

  it('refuses what it cannot recolour, saying why', () => {
    const pixels = picture(2, 2, () => hexToRgb(navy));
    expect(() => planRecolour(pixels, 3, 2, [navy])).toThrow('Expected 24 bytes of RGBA for 3 × 2, got 16');
    expect(() => planRecolour(pixels, 2, 2, [])).toThrow('The palette has no colours');
    expect(() => planRecolour(pixels, 2, 2, ['navy'])).toThrow('"navy" in the palette is not a colour (#rrggbb)');
    const plan = planRecolour(pixels, 2, 2, [navy, cream]);
    expect(() => applyRecolour(plan, [rust], new Uint8ClampedArray(16))).toThrow('The design has 2 colours; 1 were given');
    expect(() => applyRecolour(plan, [rust, '#12'], new Uint8ClampedArray(16))).toThrow(
      '"#12" in the new palette is not a colour (#rrggbb)',
    );
  });
});
