import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourwayOf } from '../../src/domain/colourway';
import { distanceToDominantColours } from '../testing/dominantColours';
import { createDesignFileStore, type DesignFileFacts } from './designFiles';
import { createDiskStore } from './fileStore';
import { coverKeyOf, createImageStore } from './images';
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

describe('an imported design’s colourway file', () => {
  it('recolours the largest raster of its files at its own pixels, and leaves its layered sources out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colourway-files-'));
    try {
      // The operator's files: a 600 × 400 PNG print in the palette's colours with soft edges and grain, and a "PSD".
      const width = 600;
      const height = 400;
      const pixels = Buffer.alloc(width * height * 3);
      let seed = 11;
      const grain = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 9) - 4;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const hex = palette[(Math.floor(x / 50) + Math.floor(y / 50)) % 3]!;
          const rgb = [1, 3, 5].map((i) => Math.max(0, Math.min(255, parseInt(hex.slice(i, i + 2), 16) + grain())));
          pixels.set(rgb, (y * width + x) * 3);
        }
      const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .blur(0.8)
        .png()
        .withMetadata({ density: 150 })
        .toBuffer();
      const small = await sharp(png).resize(60).png().toBuffer();
      fs.mkdirSync(path.join(dir, 'files'));
      fs.mkdirSync(path.join(dir, 'art'));
      fs.writeFileSync(
        path.join(dir, 'files', '7.zip'),
        zipSync({ 'PT-00007.png': new Uint8Array(png), 'thumb.png': new Uint8Array(small), 'PT-00007.psd': strToU8('layers') }),
      );
      fs.writeFileSync(path.join(dir, 'art', '7.png'), small);
      const facts: DesignFileFacts = {
        id: 7,
        imgSn: 'PT-00007',
        motif: '',
        palette: '',
        artSeed: 0,
        imgWidth: width,
        imgHeight: height,
        format: 'PNG, PSD',
        source: 'imported',
        colours: palette.flatMap((hex) => [...Object.values(hexToLab(hex)), 1 / 3]),
      };
      const colourway = colourwayOf(palette, colours);
      const files = createDiskStore(dir);
      const store = createDesignFileStore(files);
      // Its own zip is the operator's, made by the import: nothing is drawn for it.
      expect(await store.fileFor(7, async () => facts)).toBe('files/7.zip');
      const key = await store.fileFor(7, async () => facts, colourway);
      const zip = unzipSync(new Uint8Array((await files.get(key!))!));
      expect(Object.keys(zip).sort()).toEqual(['PT-00007-colourway.png', 'README.txt']);
      expect(strFromU8(zip['README.txt']!)).toContain('drawn from PT-00007.png');
      const drawn = Buffer.from(zip['PT-00007-colourway.png']!);
      expect(await sharp(drawn).metadata()).toMatchObject({ width, height, density: 150 });
      for (const distance of await distanceToDominantColours(drawn, colours)) expect(distance).toBeLessThanOrEqual(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a colourway cover', () => {
  it('is drawn again when the cover it came from is replaced (an imported design’s new artwork, through any instance)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colourway-covers-'));
    try {
      const files = createDiskStore(dir);
      const images = createImageStore(files);
      const square = (hex: string) =>
        sharp({ create: { width: 320, height: 320, channels: 3, background: hex } })
          .webp()
          .toBuffer();
      const noArt = async () => null;
      const ownPalette = async () => palette;
      const colourway = colourwayOf(palette, colours);
      await files.put(coverKeyOf(9, 320), await square(palette[0]!));
      const before = await images.colourwayCover(9, 320, colourway, noArt, ownPalette);
      const [first] = await distanceToDominantColours(before!.body, [colours[0]!]);
      expect(first).toBeLessThanOrEqual(3);
      // Another instance imports new artwork: the cover in the shared store changes.
      await files.put(coverKeyOf(9, 320), await square(palette[1]!));
      const after = await images.colourwayCover(9, 320, colourway, noArt, ownPalette);
      expect(after!.etag).not.toBe(before!.etag);
      const [second] = await distanceToDominantColours(after!.body, [colours[1]!]);
      expect(second).toBeLessThanOrEqual(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
