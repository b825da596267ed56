/**
 * Draws one product scene on a 2D canvas: the design's repeat tiled over the product's
 * silhouette at its printed size, then the silhouette's shadow, seams and outline, and the
 * person beside the wallpaper. The numbers come from scale.ts; this file only paints.
 */

import { EDGE_SHADE_CM, OUTLINE_CSS_PX, patternTransform, pxPerCm, sceneColours, tileSizePx, type ProductTemplate } from './scale';

export interface SceneDrawing {
  template: ProductTemplate;
  /** What to tile, and its size in its own pixels. */
  source: CanvasImageSource;
  sourceSize: { width: number; height: number };
  /** One repeat's printed size. */
  printWidthCm: number;
  printHeightCm: number;
  /** Device pixels per CSS pixel, so the outline is a hairline on every screen. */
  pixelRatio: number;
}

/** The template's SVG path data (scene cm) as a canvas path in pixels. */
export function scenePath(pathData: string, pixelsPerCm: number): Path2D {
  const path = new Path2D();
  path.addPath(new Path2D(pathData), new DOMMatrix().scale(pixelsPerCm));
  return path;
}

/** The size of a canvas image source in its own pixels; null while it has none (an image not yet loaded). */
export function sourceSizeOf(source: CanvasImageSource): { width: number; height: number } | null {
  const size =
    source instanceof HTMLImageElement
      ? { width: source.naturalWidth, height: source.naturalHeight }
      : source instanceof HTMLVideoElement
        ? { width: source.videoWidth, height: source.videoHeight }
        : source instanceof SVGImageElement
          ? { width: source.width.baseVal.value, height: source.height.baseVal.value }
          : 'displayWidth' in source
            ? { width: source.displayWidth, height: source.displayHeight } // a VideoFrame
            : { width: source.width, height: source.height }; // a canvas, an OffscreenCanvas or an ImageBitmap
  return size.width > 0 && size.height > 0 ? size : null;
}

/** An image that finished loading without pixels (a missing file): it can never be drawn. */
export const isBrokenImage = (source: CanvasImageSource): boolean =>
  source instanceof HTMLImageElement && source.complete && source.naturalWidth === 0;

/**
 * Paints the scene over the whole canvas, whose width is the scene's width. The source
 * must have pixels (`sourceSizeOf`): a broken image cannot be tiled.
 */
export function drawScene(context: CanvasRenderingContext2D, drawing: SceneDrawing): void {
  const { template, source, sourceSize, printWidthCm, printHeightCm, pixelRatio } = drawing;
  const { canvas } = context;
  const scale = pxPerCm(canvas.width, template);
  const printed = scenePath(template.printedArea, scale);

  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);

  const pattern = context.createPattern(source, 'repeat');
  if (!pattern) throw new Error('The design could not be tiled');
  const { a, d, e, f } = patternTransform(template, scale, tileSizePx(printWidthCm, printHeightCm, scale), sourceSize);
  pattern.setTransform(new DOMMatrix([a, 0, 0, d, e, f]));

  context.save();
  context.clip(printed);
  context.imageSmoothingQuality = 'high';
  context.fillStyle = pattern;
  context.fillRect(0, 0, canvas.width, canvas.height);
  // A shadow that deepens towards the edge: three see-through strokes on the outline,
  // each narrower, the clip keeping only their inner halves.
  context.strokeStyle = sceneColours.edgeShade;
  context.lineJoin = 'round';
  for (const share of [1, 0.6, 0.25]) {
    context.lineWidth = 2 * EDGE_SHADE_CM * share * scale;
    context.stroke(printed);
  }
  context.restore();

  const hairline = OUTLINE_CSS_PX * pixelRatio;
  context.lineWidth = hairline;
  context.lineJoin = 'round';
  context.strokeStyle = sceneColours.outline;
  if (template.paperBack) {
    const paperBack = scenePath(template.paperBack, scale);
    context.fillStyle = sceneColours.paperBack;
    context.fill(paperBack);
    context.stroke(paperBack);
  }
  if (template.details) context.stroke(scenePath(template.details, scale));
  context.stroke(printed);
  if (template.person) {
    context.fillStyle = sceneColours.person;
    context.fill(scenePath(template.person, scale));
  }
}
