/**
 * True-scale previews (issue 20, item 3): the products a design is shown on, at their real
 * sizes in centimetres, and the maths that tiles a repeat over them at its printed size.
 * Pure: no DOM, so every number the drawing uses is unit-tested (scale.test.ts).
 *
 * Everything is laid out in scene centimetres: each product is drawn in a scene of a fixed
 * physical size (x to the right, y down, from the scene's top-left corner). A canvas of any
 * width shows the whole scene, so one centimetre is `canvas width / scene width` pixels, the
 * same for the product, its repeat and the person beside the wallpaper.
 */

import { formatNumber } from '../../../domain/numbers';

export const scaleProducts = ['dress', 'cushion', 'wallpaper', 'giftWrap'] as const;
export type ScaleProduct = (typeof scaleProducts)[number];

/** A dress from shoulder to hem, cut wide at the hem (an A-line). */
export const DRESS_LENGTH_CM = 110;
export const DRESS_HEM_WIDTH_CM = 84;
/** A standard square cushion cover. */
export const CUSHION_SIZE_CM = 45;
/** A standard European wallpaper roll's width, and the height of wall one drop covers here. */
export const WALLPAPER_ROLL_WIDTH_CM = 53;
export const WALLPAPER_DROP_CM = 250;
/** The person beside the wallpaper: an adult of average height, for scale. */
export const PERSON_HEIGHT_CM = 170;
/** A sheet of gift wrap as it is sold folded. */
export const GIFT_WRAP_WIDTH_CM = 70;
export const GIFT_WRAP_HEIGHT_CM = 50;

/** The custom print width's range, as shares of the design's own width, and its step in cm. */
export const PRINT_WIDTH_MIN_SHARE = 0.25;
export const PRINT_WIDTH_MAX_SHARE = 4;
export const PRINT_WIDTH_STEP_CM = 0.5;

/** The soft shadow just inside a product's edge, in cm: it gives the flat print some volume. */
export const EDGE_SHADE_CM = 2.5;
/** The outline's width in CSS px: a hairline at every size of canvas. */
export const OUTLINE_CSS_PX = 1.5;

/**
 * The drawing's own colours. The canvas pixels are a picture, not page chrome: a cushion is
 * not darkened by a dark theme, and the 2D context takes colour strings rather than the
 * theme's CSS variables. They echo the token palette's ink, line and paper.
 */
export const sceneColours = {
  /** The silhouette's outline, seams and the floor: ink, see-through so the print shows. */
  outline: 'rgba(29, 29, 31, 0.55)',
  /** One of the three layers of the shadow inside the edge. */
  edgeShade: 'rgba(29, 29, 31, 0.06)',
  /** The back of the paper: a folded-over corner, the rolled-up end of a roll. */
  paperBack: '#f5f3ef',
  /** The person beside the wallpaper: a neutral grey that no print is mistaken for. */
  person: '#9a9aa3',
} as const;

export interface CmSize {
  widthCm: number;
  heightCm: number;
}

export interface CmPoint {
  xCm: number;
  yCm: number;
}

export interface ProductTemplate {
  product: ScaleProduct;
  /** The product's tab. */
  label: string;
  /** Ends "<what the design shows> …" in the drawing's accessible name. */
  onProduct: string;
  /** The product at its real size, for the caption ("a 45 × 45 cm cushion"). */
  sizeText: string;
  /** The physical area the drawing covers: the canvas keeps its aspect ratio. */
  scene: CmSize;
  /** The printed piece's silhouette, SVG path data in scene cm. The print is clipped to it. */
  printedArea: string;
  /**
   * Where a repeat's top-left corner sits: the piece's own top-left corner, where a
   * printer starts the repeat, so a 45 cm cushion holds exactly three 15 cm repeats.
   */
  patternOrigin: CmPoint;
  /** The printed width the caption counts repeats across, and what it is called there. */
  across: { cm: number; name: string };
  /** Lines drawn over the print (a waist seam, the floor), SVG path data in scene cm. */
  details?: string;
  /** Paper seen from the back, drawn over the print (a folded corner, a roll's end). */
  paperBack?: string;
  /** A person at the same scale beside the product, standing on the floor. */
  person?: string;
}

type Point = readonly [x: number, y: number];
/** A straight line to `to`, or a cubic Bézier curve through the control points `c1` and `c2`. */
type Segment = { to: Point; c1?: undefined; c2?: undefined } | { to: Point; c1: Point; c2: Point };

/** Path numbers without floating-point noise ('12.5', not '12.500000000000002'). */
const n = (value: number) => String(Math.round(value * 1000) / 1000);
const xy = ([x, y]: Point) => `${n(x)} ${n(y)}`;

/**
 * A closed outline symmetric about a vertical axis, from its right half: the half is drawn
 * as given, then mirrored back to its start. Points are relative to `origin`, which is on
 * the axis. Garments and people are symmetric, and mirroring keeps both sides the same.
 */
function symmetricOutline(origin: Point, start: Point, rightHalf: readonly Segment[]): string {
  const at = ([x, y]: Point): Point => [origin[0] + x, origin[1] + y];
  const mirrored = ([x, y]: Point): Point => at([-x, y]);
  const draw = (segment: Segment, place: (point: Point) => Point) =>
    segment.c1 ? `C${xy(place(segment.c1))} ${xy(place(segment.c2))} ${xy(place(segment.to))}` : `L${xy(place(segment.to))}`;
  const right = rightHalf.map((segment) => draw(segment, at));
  // Back along the same segments, mirrored: each ends where the one before it started,
  // and its control points come in the opposite order.
  const ends = [start, ...rightHalf.map((segment) => segment.to)];
  const left = rightHalf
    .map((segment, i) => {
      const back: Segment = segment.c1 ? { to: ends[i]!, c1: segment.c2, c2: segment.c1 } : { to: ends[i]! };
      return draw(back, mirrored);
    })
    .reverse();
  const last = ends[ends.length - 1]!;
  const bridge = last[0] === 0 ? [] : [`L${xy(mirrored(last))}`];
  return [`M${xy(at(start))}`, ...right, ...bridge, ...left, 'Z'].join(' ');
}

/** A sleeveless A-line dress, neckline at the top, `DRESS_LENGTH_CM` down to the hem at its centre. */
function dressOutline(centreX: number, top: number): string {
  const halfHem = DRESS_HEM_WIDTH_CM / 2;
  const hemSide = DRESS_LENGTH_CM - 3;
  return symmetricOutline(
    [centreX, top],
    [0, 11],
    [
      { c1: [3, 11], c2: [6, 6], to: [7, 0] }, // scoop neckline up to the strap
      { to: [13, 0] }, // the strap over the shoulder
      { c1: [13, 9], c2: [15, 17], to: [18, 20] }, // armhole down to the underarm
      { c1: [18, 28], c2: [16, 34], to: [15.5, 38] }, // bodice in to the waist
      { c1: [20, 60], c2: [32, 90], to: [halfHem, hemSide] }, // the skirt flares out to the hem
      { c1: [28, DRESS_LENGTH_CM], c2: [14, DRESS_LENGTH_CM], to: [0, DRESS_LENGTH_CM] }, // hem, lowest at the centre
    ],
  );
}

/** A person standing straight, arms at their sides, head top `PERSON_HEIGHT_CM` above the floor. */
function personOutline(centreX: number, floorY: number): string {
  const top = floorY - PERSON_HEIGHT_CM;
  const [x, y] = [centreX, top];
  // The head: an ellipse of four cubic curves (0.5523 × radius places their control points).
  const [rx, ry, k] = [8, 11.5, 0.5523];
  const head =
    `M${xy([x, y])} C${xy([x + rx * k, y])} ${xy([x + rx, y + ry * (1 - k)])} ${xy([x + rx, y + ry])} ` +
    `C${xy([x + rx, y + ry * (1 + k)])} ${xy([x + rx * k, y + 2 * ry])} ${xy([x, y + 2 * ry])} ` +
    `C${xy([x - rx * k, y + 2 * ry])} ${xy([x - rx, y + ry * (1 + k)])} ${xy([x - rx, y + ry])} ` +
    `C${xy([x - rx, y + ry * (1 - k)])} ${xy([x - rx * k, y])} ${xy([x, y])} Z`;
  const body = symmetricOutline(
    [x, y],
    [3.5, 21],
    [
      { to: [4, 27] }, // neck
      { c1: [10, 28], c2: [18, 28.5], to: [20.5, 31.5] }, // shoulder
      { c1: [22.5, 34], c2: [22.5, 40], to: [22.8, 50] }, // round of the shoulder
      { to: [23, 94] }, // outside of the arm
      { c1: [23, 99], c2: [18.5, 99.5], to: [18.3, 95] }, // hand
      { to: [17, 48] }, // inside of the arm, up to the armpit
      { c1: [16, 60], c2: [14, 64], to: [15.5, 78] }, // waist
      { c1: [16.5, 86], c2: [17.5, 92], to: [15.5, 110] }, // hip
      { to: [12.5, 160] }, // outside of the leg
      { c1: [13, 165], c2: [16, 167], to: [16, PERSON_HEIGHT_CM] }, // foot
      { to: [3, PERSON_HEIGHT_CM] }, // sole
      { to: [3, 160] }, // inside of the leg
      { to: [1.5, 100] },
      { to: [0, 97] },
    ],
  );
  return `${head} ${body}`;
}

/** Scenes leave a margin round the product, so its outline and shadow are not cut off. */
const dressScene = { widthCm: 100, heightCm: 120 };
const dressTop = 5;
const cushionScene = { widthCm: 60, heightCm: 60 };
const cushionEdge = (cushionScene.widthCm - CUSHION_SIZE_CM) / 2;
const wallScene = { widthCm: 140, heightCm: 272 };
/** The floor the person stands on and the drop reaches; the drop hangs from its top edge. */
const floorY = 264;
const rollLeft = 14;
const rollTop = floorY - WALLPAPER_DROP_CM;
const giftScene = { widthCm: 80, heightCm: 60 };
const sheetEdge = 5;
/** The folded-over corner of the gift wrap, as long along each edge. */
const foldCm = 12;

/** A cushion's sides pull in a little between its corners, as a filled cushion's do. */
function cushionOutline(edge: number, size: number): string {
  const [a, b] = [edge, edge + size];
  const pull = 2;
  const third = size / 3;
  return (
    `M${xy([a, a])} C${xy([a + third, a + pull])} ${xy([b - third, a + pull])} ${xy([b, a])} ` +
    `C${xy([b - pull, a + third])} ${xy([b - pull, b - third])} ${xy([b, b])} ` +
    `C${xy([b - third, b - pull])} ${xy([a + third, b - pull])} ${xy([a, b])} ` +
    `C${xy([a + pull, b - third])} ${xy([a + pull, a + third])} ${xy([a, a])} Z`
  );
}

export const productTemplates: Readonly<Record<ScaleProduct, ProductTemplate>> = {
  dress: {
    product: 'dress',
    label: 'Dress',
    onProduct: 'on a dress',
    sizeText: `a dress ${DRESS_LENGTH_CM} cm long`,
    scene: dressScene,
    printedArea: dressOutline(dressScene.widthCm / 2, dressTop),
    patternOrigin: { xCm: dressScene.widthCm / 2 - DRESS_HEM_WIDTH_CM / 2, yCm: dressTop },
    across: { cm: DRESS_HEM_WIDTH_CM, name: 'hem' },
    // The waist seam, where bodice and skirt meet.
    details: `M${xy([dressScene.widthCm / 2 - 15.5, dressTop + 38])} L${xy([dressScene.widthCm / 2 + 15.5, dressTop + 38])}`,
  },
  cushion: {
    product: 'cushion',
    label: 'Cushion',
    onProduct: 'on a cushion',
    sizeText: `a ${CUSHION_SIZE_CM} × ${CUSHION_SIZE_CM} cm cushion`,
    scene: cushionScene,
    printedArea: cushionOutline(cushionEdge, CUSHION_SIZE_CM),
    patternOrigin: { xCm: cushionEdge, yCm: cushionEdge },
    across: { cm: CUSHION_SIZE_CM, name: 'cushion' },
  },
  wallpaper: {
    product: 'wallpaper',
    label: 'Wallpaper',
    onProduct: `on a roll of wallpaper beside a person ${PERSON_HEIGHT_CM} cm tall`,
    sizeText: `a ${WALLPAPER_ROLL_WIDTH_CM} cm wide roll of wallpaper, ${WALLPAPER_DROP_CM} cm of it hung beside a person ${PERSON_HEIGHT_CM} cm tall`,
    scene: wallScene,
    printedArea: `M${xy([rollLeft, rollTop])} H${n(rollLeft + WALLPAPER_ROLL_WIDTH_CM)} V${n(floorY)} H${n(rollLeft)} Z`,
    patternOrigin: { xCm: rollLeft, yCm: rollTop },
    across: { cm: WALLPAPER_ROLL_WIDTH_CM, name: 'roll' },
    details: `M0 ${n(floorY)} H${n(wallScene.widthCm)}`,
    // The rest of the roll, rolled up above the drop with the paper's back outside.
    paperBack:
      `M${xy([rollLeft - 1, rollTop - 8])} H${n(rollLeft + WALLPAPER_ROLL_WIDTH_CM + 1)} ` +
      `C${xy([rollLeft + WALLPAPER_ROLL_WIDTH_CM + 3, rollTop - 8])} ${xy([rollLeft + WALLPAPER_ROLL_WIDTH_CM + 3, rollTop])} ` +
      `${xy([rollLeft + WALLPAPER_ROLL_WIDTH_CM + 1, rollTop])} H${n(rollLeft - 1)} ` +
      `C${xy([rollLeft - 3, rollTop])} ${xy([rollLeft - 3, rollTop - 8])} ${xy([rollLeft - 1, rollTop - 8])} Z`,
    person: personOutline(rollLeft + WALLPAPER_ROLL_WIDTH_CM + 36, floorY),
  },
  giftWrap: {
    product: 'giftWrap',
    label: 'Gift wrap',
    onProduct: 'on gift wrap',
    sizeText: `a ${GIFT_WRAP_WIDTH_CM} × ${GIFT_WRAP_HEIGHT_CM} cm sheet of gift wrap`,
    scene: giftScene,
    // The bottom-right corner is folded over: the sheet ends at the fold line…
    printedArea:
      `M${xy([sheetEdge, sheetEdge])} H${n(sheetEdge + GIFT_WRAP_WIDTH_CM)} V${n(sheetEdge + GIFT_WRAP_HEIGHT_CM - foldCm)} ` +
      `L${xy([sheetEdge + GIFT_WRAP_WIDTH_CM - foldCm, sheetEdge + GIFT_WRAP_HEIGHT_CM])} H${n(sheetEdge)} Z`,
    patternOrigin: { xCm: sheetEdge, yCm: sheetEdge },
    across: { cm: GIFT_WRAP_WIDTH_CM, name: 'sheet' },
    // …and the corner lies on top of it, its plain back up.
    paperBack:
      `M${xy([sheetEdge + GIFT_WRAP_WIDTH_CM, sheetEdge + GIFT_WRAP_HEIGHT_CM - foldCm])} ` +
      `L${xy([sheetEdge + GIFT_WRAP_WIDTH_CM - foldCm, sheetEdge + GIFT_WRAP_HEIGHT_CM])} ` +
      `L${xy([sheetEdge + GIFT_WRAP_WIDTH_CM - foldCm, sheetEdge + GIFT_WRAP_HEIGHT_CM - foldCm])} Z`,
  },
};

/** Pixels per centimetre on a canvas `canvasWidthPx` wide showing the product's whole scene. */
export const pxPerCm = (canvasWidthPx: number, template: ProductTemplate): number => canvasWidthPx / template.scene.widthCm;

/** The height, in the same unit as `width`, that keeps the scene's aspect ratio. */
export const sceneHeightFor = (width: number, template: ProductTemplate): number =>
  (width * template.scene.heightCm) / template.scene.widthCm;

/** The scene's aspect ratio as CSS writes it ('100 / 120'). */
export const sceneAspectRatio = ({ scene }: ProductTemplate): string => `${scene.widthCm} / ${scene.heightCm}`;

/** A repeat size is usable when both sides are finite and positive. */
export const usableRepeat = (widthCm: number, heightCm: number): boolean =>
  Number.isFinite(widthCm) && Number.isFinite(heightCm) && widthCm > 0 && heightCm > 0;

/** The repeat's height printed `printWidthCm` wide: its own proportions kept. */
export const printHeightFor = (printWidthCm: number, repeatWidthCm: number, repeatHeightCm: number): number =>
  (printWidthCm * repeatHeightCm) / repeatWidthCm;

/** One repeat's size in canvas pixels. */
export const tileSizePx = (printWidthCm: number, printHeightCm: number, pixelsPerCm: number): { widthPx: number; heightPx: number } => ({
  widthPx: printWidthCm * pixelsPerCm,
  heightPx: printHeightCm * pixelsPerCm,
});

/**
 * The pattern's transform (a DOMMatrix's a, d, e, f; no rotation or skew): the source's
 * pixels scaled so that it spans exactly one tile, its top-left corner at the product's
 * pattern origin.
 */
export function patternTransform(
  template: ProductTemplate,
  pixelsPerCm: number,
  tile: { widthPx: number; heightPx: number },
  source: { width: number; height: number },
): { a: number; d: number; e: number; f: number } {
  return {
    a: tile.widthPx / source.width,
    d: tile.heightPx / source.height,
    e: template.patternOrigin.xCm * pixelsPerCm,
    f: template.patternOrigin.yCm * pixelsPerCm,
  };
}

export interface PrintWidthRange {
  min: number;
  max: number;
  step: number;
}

/**
 * The custom print width's range for a repeat `ownWidthCm` wide: a quarter of it to four
 * times it, on whole steps, so every arrow key press lands on a round number (the slider
 * counts its steps from `min`). The own width is always inside, even when tiny.
 */
export function printWidthRange(ownWidthCm: number): PrintWidthRange {
  const step = PRINT_WIDTH_STEP_CM;
  const min = Math.min(ownWidthCm, Math.max(step, Math.ceil((ownWidthCm * PRINT_WIDTH_MIN_SHARE) / step) * step));
  const max = Math.max(ownWidthCm, Math.floor((ownWidthCm * PRINT_WIDTH_MAX_SHARE) / step) * step);
  return { min, max, step };
}

/** A print width kept inside the range; one that is not a number is the design's own. */
export function clampPrintWidth(printWidthCm: number, ownWidthCm: number): number {
  const { min, max } = printWidthRange(ownWidthCm);
  if (!Number.isFinite(printWidthCm)) return ownWidthCm;
  return Math.min(max, Math.max(min, printWidthCm));
}

/** '21.17 cm': at most two decimals, as the detail's print sizes are written. */
export const formatCm = (cm: number): string => `${formatNumber(cm, 2)} cm`;

/** '21.17 × 21.17 cm'. */
export const repeatSizeText = (widthCm: number, heightCm: number): string => `${formatNumber(widthCm, 2)} × ${formatCm(heightCm)}`;

/** 'Repeat 21.17 × 21.17 cm', written beside the drawing. */
export const repeatLabel = (widthCm: number, heightCm: number): string => `Repeat ${repeatSizeText(widthCm, heightCm)}`;

/** The drawing's accessible name: 'Roses on a dress, repeat 21.17 × 21.17 cm'. */
export const drawingName = (alt: string, template: ProductTemplate, widthCm: number, heightCm: number): string =>
  `${alt} ${template.onProduct}, repeat ${repeatSizeText(widthCm, heightCm)}`;

/** How many repeats fit across the product's printed width. */
export const repeatsAcross = (template: ProductTemplate, printWidthCm: number): number => template.across.cm / printWidthCm;

/** 'Shown on a 45 × 45 cm cushion: 2.1 repeats across the 45 cm cushion.' */
export function scaleCaption(template: ProductTemplate, printWidthCm: number): string {
  const count = formatNumber(repeatsAcross(template, printWidthCm), 1);
  const repeats = count === '1' ? 'repeat' : 'repeats';
  return `Shown on ${template.sizeText}: ${count} ${repeats} across the ${formatNumber(template.across.cm)} cm ${template.across.name}.`;
}
