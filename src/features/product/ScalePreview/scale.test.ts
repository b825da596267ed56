import { describe, expect, it } from 'vitest';
import {
  CUSHION_SIZE_CM,
  DRESS_HEM_WIDTH_CM,
  DRESS_LENGTH_CM,
  GIFT_WRAP_HEIGHT_CM,
  GIFT_WRAP_WIDTH_CM,
  PERSON_HEIGHT_CM,
  WALLPAPER_DROP_CM,
  WALLPAPER_ROLL_WIDTH_CM,
  clampPrintWidth,
  drawingName,
  formatCm,
  patternTransform,
  printHeightFor,
  printWidthRange,
  productTemplates,
  pxPerCm,
  repeatLabel,
  repeatsAcross,
  scaleCaption,
  scaleProducts,
  sceneAspectRatio,
  sceneHeightFor,
  tileSizePx,
  usableRepeat,
} from './scale';

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The box an SVG path's drawn outline fills, for the absolute commands the templates use
 * (M, L, H, V, C, Z): curves are followed in small steps, so a control point that pulls a
 * curve without reaching it does not widen the box.
 */
function pathBounds(d: string): Bounds {
  const tokens = d.match(/[MLHVCZ]|-?\d*\.?\d+/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let [x, y] = [0, 0];
  let command = '';
  const take = () => Number(tokens.shift());
  const visit = (px: number, py: number) => {
    xs.push(px);
    ys.push(py);
  };
  while (tokens.length > 0) {
    if (/[MLHVCZ]/.test(tokens[0]!)) command = tokens.shift()!;
    if (command === 'Z') continue;
    if (command === 'M' || command === 'L') [x, y] = [take(), take()];
    else if (command === 'H') x = take();
    else if (command === 'V') y = take();
    else if (command === 'C') {
      const [x1, y1, x2, y2, x3, y3] = [take(), take(), take(), take(), take(), take()];
      for (let t = 0; t <= 1; t += 1 / 64) {
        const u = 1 - t;
        visit(
          u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        );
      }
      [x, y] = [x3, y3];
    } else throw new Error(`Unexpected command ${command} in ${d}`);
    visit(x, y);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

const width = (b: Bounds) => b.right - b.left;
const height = (b: Bounds) => b.bottom - b.top;
const inside = (inner: Bounds, outer: { widthCm: number; heightCm: number }) =>
  inner.left >= 0 && inner.top >= 0 && inner.right <= outer.widthCm && inner.bottom <= outer.heightCm;

describe('product templates at real size', () => {
  it('draws a dress 110 cm long and 84 cm wide at the hem', () => {
    const dress = pathBounds(productTemplates.dress.printedArea);
    expect(height(dress)).toBeCloseTo(DRESS_LENGTH_CM, 1);
    expect(width(dress)).toBeCloseTo(DRESS_HEM_WIDTH_CM, 1);
    expect(DRESS_LENGTH_CM).toBe(110);
  });

  it('draws a 45 × 45 cm cushion', () => {
    const cushion = pathBounds(productTemplates.cushion.printedArea);
    expect([width(cushion), height(cushion)]).toEqual([CUSHION_SIZE_CM, CUSHION_SIZE_CM]);
    expect(CUSHION_SIZE_CM).toBe(45);
  });

  it('hangs 250 cm of a 53 cm roll on the wall beside a person 170 cm tall, both on the floor', () => {
    const wallpaper = productTemplates.wallpaper;
    const roll = pathBounds(wallpaper.printedArea);
    const person = pathBounds(wallpaper.person!);
    expect([width(roll), height(roll)]).toEqual([WALLPAPER_ROLL_WIDTH_CM, WALLPAPER_DROP_CM]);
    expect(height(person)).toBeCloseTo(PERSON_HEIGHT_CM, 1);
    expect(person.bottom).toBeCloseTo(roll.bottom, 5);
    // Beside, not in front of, the roll.
    expect(person.left).toBeGreaterThan(pathBounds(wallpaper.paperBack!).right);
    expect([WALLPAPER_ROLL_WIDTH_CM, WALLPAPER_DROP_CM, PERSON_HEIGHT_CM]).toEqual([53, 250, 170]);
  });

  it('draws a 70 × 50 cm sheet of gift wrap, its folded corner on the sheet', () => {
    const giftWrap = productTemplates.giftWrap;
    const sheet = pathBounds(giftWrap.printedArea);
    const fold = pathBounds(giftWrap.paperBack!);
    expect([width(sheet), height(sheet)]).toEqual([GIFT_WRAP_WIDTH_CM, GIFT_WRAP_HEIGHT_CM]);
    expect(fold.left >= sheet.left && fold.right <= sheet.right && fold.top >= sheet.top && fold.bottom <= sheet.bottom).toBe(true);
  });

  it.each(scaleProducts)('keeps every shape of the %s inside its scene, and starts the repeat at the printed corner', (product) => {
    const template = productTemplates[product];
    const printed = pathBounds(template.printedArea);
    for (const path of [template.printedArea, template.details, template.paperBack, template.person]) {
      if (path) expect(inside(pathBounds(path), template.scene)).toBe(true);
    }
    expect(template.patternOrigin.xCm).toBeCloseTo(printed.left, 5);
    expect(template.patternOrigin.yCm).toBeCloseTo(printed.top, 5);
    expect(template.across.cm).toBeCloseTo(width(printed), 1);
  });
});

describe('canvas scale', () => {
  it('gives pixels per cm from the canvas width and the scene width', () => {
    // The cushion's scene is 60 cm wide.
    expect(pxPerCm(600, productTemplates.cushion)).toBe(10);
    expect(pxPerCm(328, productTemplates.dress)).toBeCloseTo(3.28, 10);
  });

  it('keeps the scene’s aspect ratio', () => {
    expect(sceneHeightFor(500, productTemplates.dress)).toBe(600);
    expect(sceneAspectRatio(productTemplates.giftWrap)).toBe('80 / 60');
  });

  it('sizes a tile as its printed size times pixels per cm', () => {
    expect(tileSizePx(15, 7.5, 10)).toEqual({ widthPx: 150, heightPx: 75 });
    expect(printHeightFor(30, 20, 10)).toBe(15);
  });

  it('scales the source to exactly one tile, starting at the product’s corner', () => {
    const cushion = productTemplates.cushion; // its printed corner is at 7.5 cm, 7.5 cm
    expect(patternTransform(cushion, 10, { widthPx: 150, heightPx: 75 }, { width: 300, height: 300 })).toEqual({
      a: 0.5,
      d: 0.25,
      e: 75,
      f: 75,
    });
  });

  it('fits a whole number of repeats where the product’s width is a multiple of the print width', () => {
    expect(repeatsAcross(productTemplates.cushion, 15)).toBe(3);
    expect(repeatsAcross(productTemplates.wallpaper, 26.5)).toBe(2);
  });

  it('tells a usable repeat size', () => {
    expect(usableRepeat(21.17, 10)).toBe(true);
    expect(usableRepeat(0, 10)).toBe(false);
    expect(usableRepeat(10, Number.NaN)).toBe(false);
    expect(usableRepeat(Number.POSITIVE_INFINITY, 10)).toBe(false);
  });
});

describe('print width', () => {
  it('ranges from a quarter to four times the design’s own width, on half-centimetre steps', () => {
    // 21.1667 / 4 = 5.29 → 5.5; 21.1667 × 4 = 84.67 → 84.5.
    expect(printWidthRange(21.1666)).toEqual({ min: 5.5, max: 84.5, step: 0.5 });
    expect(printWidthRange(20)).toEqual({ min: 5, max: 80, step: 0.5 });
  });

  it('always holds the design’s own width, however small', () => {
    expect(printWidthRange(0.3)).toEqual({ min: 0.3, max: 1, step: 0.5 });
    expect(printWidthRange(0.1)).toEqual({ min: 0.1, max: 0.1, step: 0.5 });
  });

  it('clamps a custom width into the range', () => {
    expect(clampPrintWidth(2, 20)).toBe(5);
    expect(clampPrintWidth(200, 20)).toBe(80);
    expect(clampPrintWidth(33.5, 20)).toBe(33.5);
    expect(clampPrintWidth(Number.NaN, 20)).toBe(20);
  });
});

describe('text', () => {
  it('writes the repeat with two decimals at most', () => {
    expect(repeatLabel(21.166666, 21.166666)).toBe('Repeat 21.17 × 21.17 cm');
    expect(repeatLabel(15, 7.5)).toBe('Repeat 15 × 7.5 cm');
    expect(formatCm(22.5)).toBe('22.5 cm');
  });

  it('names the drawing with the design, the product and the repeat', () => {
    expect(drawingName('Roses', productTemplates.dress, 21.166666, 21.166666)).toBe('Roses on a dress, repeat 21.17 × 21.17 cm');
    expect(drawingName('Roses', productTemplates.wallpaper, 26.5, 26.5)).toBe(
      'Roses on a roll of wallpaper beside a person 170 cm tall, repeat 26.5 × 26.5 cm',
    );
  });

  it('counts the repeats across the product in the caption', () => {
    expect(scaleCaption(productTemplates.cushion, 15)).toBe('Shown on a 45 × 45 cm cushion: 3 repeats across the 45 cm cushion.');
    expect(scaleCaption(productTemplates.cushion, 21.166666)).toBe('Shown on a 45 × 45 cm cushion: 2.1 repeats across the 45 cm cushion.');
    expect(scaleCaption(productTemplates.giftWrap, 70)).toBe('Shown on a 70 × 50 cm sheet of gift wrap: 1 repeat across the 70 cm sheet.');
  });
});
