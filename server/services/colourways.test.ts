import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab } from '../../src/domain/colour';
import { applyRecolour, planRecolour } from '../../src/domain/recolour';
import { recolourHex, recolourPixels, recolourSvg } from './colourways';

const palette = ['#1b1f3b', '#e0c097', '#b85c38'];
const colours = ['#2e6f40', '#f4e9dc', '#6a4c93'];

describe('recolourHex', () => {
  it('maps each palette colour to its new colour', () => {
    palette.forEach((hex, i) => expect(recolourHex(hex, palette, colours)).toBe(colours[i]));
  });

  it('keeps a colour a little off the palette close to the new colour (grain carried over)', () => {
    const drawn = recolourHex('#1e213d', palette, colours);
    expect(deltaE2000(hexToLab(drawn), hexToLab(colours[0]!))).toBeLessThan(3);
  });
});

describe('recolourSvg', () => {
  it('redraws every colour the artwork names, short and long hex alike, and nothing else', () => {
    const svg = '<svg><rect fill="#1B1F3B"/><circle fill="#e0c097" opacity="0.8"/><path stroke="#b85c38" id="a1b2c3x"/></svg>';
    expect(recolourSvg(svg, palette, colours)).toBe(
      '<svg><rect fill="#2e6f40"/><circle fill="#f4e9dc" opacity="0.8"/><path stroke="#6a4c93" id="a1b2c3x"/></svg>',
    );
    expect(recolourSvg('<rect fill="#fff"/>', ['#ffffff'], ['#000000'])).toBe('<rect fill="#000000"/>');
  });
});

describe('recolourPixels', () => {
  /** A picture taller than one strip: bands of the three colours with noise, RGB without alpha. */
  function bands(width: number, height: number) {
    const pixels = new Uint8Array(width * height * 3);
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 7) - 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const hex = palette[Math.floor((y / height) * 3)]!;
        const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) + noise());
        pixels.set(rgb, (y * width + x) * 3);
      }
    return pixels;
  }

  it('draws in strips exactly what one plan of the whole picture draws', () => {
    const width = 40;
    const height = 600;
    const pixels = bands(width, height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) rgba.set([...pixels.subarray(p * 3, p * 3 + 3), 255], p * 4);
    const whole = new Uint8ClampedArray(rgba.length);
    applyRecolour(planRecolour(rgba, width, height, palette), colours, whole);

    recolourPixels(pixels, { width, height, channels: 3 }, palette, colours);
    for (let p = 0; p < width * height; p++) expect([...pixels.subarray(p * 3, p * 3 + 3)]).toEqual([...whole.subarray(p * 4, p * 4 + 3)]);
  });

  it('leaves alpha as it was and refuses a buffer of the wrong size', () => {
    const pixels = new Uint8Array([0x1b, 0x1f, 0x3b, 128]);
    recolourPixels(pixels, { width: 1, height: 1, channels: 4 }, palette, colours);
    expect([...pixels]).toEqual([0x2e, 0x6f, 0x40, 128]);
    expect(() => recolourPixels(new Uint8Array(5), { width: 1, height: 1, channels: 4 }, palette, colours)).toThrow();
  });
});
