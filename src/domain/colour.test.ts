import { describe, expect, it } from 'vitest';
import {
  COLOUR_MATCH_MIN_SHARE,
  deltaE2000,
  hexToLab,
  labToHex,
  normaliseHex,
  paletteDistance,
  paletteHolds,
  parseColours,
  serialiseColours,
} from './colour';

describe('CIEDE2000', () => {
  // Pairs and answers from Sharma, Wu & Dalal (2005), the formula's published test data.
  const pairs: [[number, number, number], [number, number, number], number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [58, 24, 15], 19.4535],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it.each(pairs)('%j against %j is %d', ([l1, a1, b1], [l2, a2, b2], expected) => {
    expect(deltaE2000({ l: l1, a: a1, b: b1 }, { l: l2, a: a2, b: b2 })).toBeCloseTo(expected, 3);
    // The difference is the same either way round.
    expect(deltaE2000({ l: l2, a: a2, b: b2 }, { l: l1, a: a1, b: b1 })).toBeCloseTo(expected, 3);
  });
});

describe('hex and CIELAB', () => {
  it('reads sRGB red and white as CIELAB (D65) says', () => {
    const red = hexToLab('#ff0000');
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const white = hexToLab('fff');
    expect(white.l).toBeCloseTo(100, 2);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.01);
  });

  it('comes back to the same hex', () => {
    for (const hex of ['#000000', '#ffffff', '#1f3a5f', '#e0c097', '#7a1f3d', '#00ff00', '#808080'])
      expect(labToHex(hexToLab(hex))).toBe(hex);
  });

  it('takes #abc, ABCDEF and a hex with spaces, refuses the rest', () => {
    expect(normaliseHex('#abc')).toBe('#aabbcc');
    expect(normaliseHex(' ABCDEF ')).toBe('#abcdef');
    expect(normaliseHex('#abcd')).toBeNull();
    expect(normaliseHex('navy')).toBeNull();
  });
});

describe('the colour filter', () => {
  const navy = hexToLab('#1f3a5f');
  const palette = [
    { ...hexToLab('#f4efe6'), share: 0.6 },
    { ...hexToLab('#213c63'), share: 0.3 },
    { ...hexToLab('#c0392b'), share: 0.05 },
  ];

  it('finds a colour the design holds in a close shade', () => {
    expect(paletteHolds([navy], palette)).toBe(true);
    expect(paletteHolds([navy, hexToLab('#f5f0e8')], palette)).toBe(true);
  });

  it('does not find a colour the design lacks, nor one that is only a fleck of it', () => {
    expect(paletteHolds([hexToLab('#2e8b57')], palette)).toBe(false);
    expect(0.05).toBeLessThan(COLOUR_MATCH_MIN_SHARE);
    expect(paletteHolds([hexToLab('#c0392b')], palette)).toBe(false);
    // Every picked colour must be there.
    expect(paletteHolds([navy, hexToLab('#2e8b57')], palette)).toBe(false);
  });

  it('reads at most three distinct colours from a URL and writes them back', () => {
    expect(parseColours('1f3a5f,E0C097,zzz,1f3a5f,abc,123456')).toEqual(['#1f3a5f', '#e0c097', '#aabbcc']);
    expect(serialiseColours(['#1f3a5f', '#e0c097'])).toBe('1f3a5f,e0c097');
    expect(parseColours(undefined)).toEqual([]);
  });
});

describe('paletteDistance', () => {
  const of = (...colours: [string, number][]) => colours.map(([hex, share]) => ({ ...hexToLab(hex), share }));
  const creamAndNavy = of(['#f3ecdc', 0.6], ['#1f3a5f', 0.4]);

  it('is about nothing for the same colours shared the same way, in either order', () => {
    expect(paletteDistance(creamAndNavy, of(['#f4eedf', 0.58], ['#1e395d', 0.42]))).toBeLessThan(2);
    expect(paletteDistance(creamAndNavy, of(['#1f3a5f', 0.4], ['#f3ecdc', 0.6]))).toBeLessThan(0.01);
  });

  it('grows when the same colours are shared out differently, and more when the colours differ', () => {
    const fleck = paletteDistance(creamAndNavy, of(['#f3ecdc', 0.95], ['#1f3a5f', 0.05]));
    const other = paletteDistance(creamAndNavy, of(['#c62828', 0.6], ['#2e8b57', 0.4]));
    expect(fleck).toBeGreaterThan(3);
    expect(other).toBeGreaterThan(fleck + 10);
    expect(paletteDistance(creamAndNavy, of(['#c62828', 0.6], ['#2e8b57', 0.4]))).toBe(
      paletteDistance(of(['#c62828', 0.6], ['#2e8b57', 0.4]), creamAndNavy),
    );
  });
});
