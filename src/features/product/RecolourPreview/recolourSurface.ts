import { applyRecolour, type RecolourPlan } from '../../../domain/recolour';

/**
 * A canvas that draws a recoloured picture: the preview's one way of drawing, whether
 * the pixels are worked out by WebGL2 (glRecolour.ts) or by `applyRecolour` on the CPU
 * (below). Both give the same pixels.
 */
export interface RecolourSurface {
  /** `'webgl2'` or `'2d'`: the context the canvas draws with. */
  readonly kind: 'webgl2' | '2d';
  readonly canvas: HTMLCanvasElement;
  /**
   * Draws `plan`'s picture in `colours` (one per palette colour, as `applyRecolour` takes
   * them), sizing the canvas to the picture. The pixels are there to read (drawImage,
   * getImageData) once this returns. False if the surface can no longer draw (its WebGL
   * context was lost): nothing was drawn.
   */
  draw(plan: RecolourPlan, colours: readonly string[]): boolean;
  /** Frees what the surface holds (textures, buffers); the canvas keeps its context. */
  release(): void;
}

/**
 * The CPU way: `applyRecolour` into an ImageData, put on a 2D canvas. Null if the canvas
 * cannot give a 2D context (it already has a WebGL one).
 */
export function create2dRecolourSurface(canvas: HTMLCanvasElement): RecolourSurface | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  // Kept from one draw to the next: a 2,000 px picture is 16 MB of RGBA, not worth
  // allocating (and collecting) again for every change of colour.
  let image: ImageData | null = null;
  return {
    kind: '2d',
    canvas,
    draw(plan, colours) {
      if (canvas.width !== plan.width) canvas.width = plan.width;
      if (canvas.height !== plan.height) canvas.height = plan.height;
      if (image?.width !== plan.width || image.height !== plan.height) image = context.createImageData(plan.width, plan.height);
      applyRecolour(plan, colours, image.data);
      context.putImageData(image, 0, 0);
      return true;
    },
    release() {
      image = null;
    },
  };
}
