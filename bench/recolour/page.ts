/**
 * The in-page half of `npm run bench:recolour`, bundled by bench/recolour.ts into the page
 * it opens in headless Chromium: makes a test picture, plans it, and times the recolour
 * preview's two ways of drawing (the same modules RecolourPreview uses) over a run of
 * colour changes. Exposes `window.recolourBench`.
 */
import { planRecolour } from '../../src/domain/recolour';
import { createGlRecolourSurface, shouldDrawWithWebGl } from '../../src/features/product/RecolourPreview/glRecolour';
import { create2dRecolourSurface, type RecolourSurface } from '../../src/features/product/RecolourPreview/recolourSurface';
import { palettes, patternSvg, svgDataUrl } from '../../src/patterns/artwork';
import { createRandom, type Random } from '../../src/patterns/random';

/** The picture's palette: a shop palette, every colour of which the artwork uses. */
const PALETTE = palettes['Sage Linen'];

export interface PathTimes {
  /** 'webgl2' or '2d'. */
  path: string;
  /** The first draw, which for WebGL also uploads the plan. */
  firstMs: number;
  /** Per colour change: from setting the colours to the pixels being readable (forced, see below). */
  frameMs: number[];
  /** Intervals between animation frames while the colours change once per frame. */
  rafIntervalMs: number[];
}

export interface PageResult {
  width: number;
  height: number;
  /** Distinct colours in the test picture: a flat-colour picture would have a handful. */
  distinctColours: number;
  planMs: number;
  /** UNMASKED_RENDERER_WEBGL: the GPU, or SwiftShader (Chromium's CPU implementation of the GPU). */
  renderer: string;
  /** The way RecolourPreview itself picks here (it keeps off WebGL drawn by the CPU). */
  previewDraws: 'webgl2' | '2d';
  paths: PathTimes[];
}

/**
 * A cover as the shop serves one at `size` px: a catalogue pattern (patternSvg, the
 * artwork of the seeded designs) drawn at that size, anti-aliased where colours meet,
 * with paper grain added and saved as a JPEG, whose compression noise it keeps.
 */
async function testPicture(size: number, random: Random): Promise<ImageData> {
  const svg = new Image();
  svg.src = svgDataUrl(patternSvg('Floral', 'Sage Linen', random, 240));
  await svg.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(svg, 0, 0, size, size);
  const image = context.getImageData(0, 0, size, size);
  // Grain: the same offset on the three channels (paper is brighter or darker, not
  // coloured), roughly normal with a spread of about 4 of 255.
  for (let o = 0; o < image.data.length; o += 4) {
    const grain = (random.next() + random.next() + random.next() - 1.5) * 7;
    for (let channel = 0; channel < 3; channel++) image.data[o + channel] = image.data[o + channel]! + grain;
  }
  context.putImageData(image, 0, 0);
  const jpeg = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/jpeg', 0.85));
  const decoded = await createImageBitmap(jpeg);
  context.drawImage(decoded, 0, 0);
  return context.getImageData(0, 0, size, size);
}

/** A new colour for one palette place per change, as a shopper dragging a colour picker makes. */
function colourChanges(count: number, random: Random): string[][] {
  const colours: string[] = [...PALETTE];
  return Array.from({ length: count }, () => {
    const hex = `#${Array.from({ length: 3 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('')}`;
    colours[random.int(0, colours.length - 1)] = hex;
    return [...colours];
  });
}

/**
 * Reads one pixel of the canvas back: it can only be read once everything drawn before
 * it is finished, so the time up to here is the whole frame's.
 */
function pixelsReady(surface: RecolourSurface) {
  if (surface.kind === 'webgl2') {
    const gl = surface.canvas.getContext('webgl2')!;
    gl.finish();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  } else surface.canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function timePath(surface: RecolourSurface, plan: ReturnType<typeof planRecolour>, changes: string[][]): Promise<PathTimes> {
  let started = performance.now();
  if (!surface.draw(plan, PALETTE)) throw new Error(`The ${surface.kind} surface could not draw`);
  pixelsReady(surface);
  const firstMs = performance.now() - started;
  const frameMs: number[] = [];
  for (const colours of changes) {
    started = performance.now();
    surface.draw(plan, colours);
    pixelsReady(surface);
    frameMs.push(performance.now() - started);
    // Let the page show the frame and collect garbage between changes, as between a shopper's.
    await nextFrame();
  }
  // The other measure: a change on every animation frame, nothing forced; the interval
  // between frames is how often the page could show a new picture.
  const rafIntervalMs: number[] = [];
  let last = await nextFrame();
  for (const colours of changes) {
    surface.draw(plan, colours);
    const now = await nextFrame();
    rafIntervalMs.push(now - last);
    last = now;
  }
  return { path: surface.kind, firstMs, frameMs, rafIntervalMs };
}

/** A canvas on the page, shown `cssWidth` px wide (at 2× device pixels a 2,000 px canvas is shown 1:1 at 1,000). */
function shownCanvas(cssWidth: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.style.width = `${cssWidth}px`;
  canvas.style.display = 'block';
  document.body.append(canvas);
  return canvas;
}

async function run({
  size,
  frames,
  seed,
  cssWidth,
}: {
  size: number;
  frames: number;
  seed: number;
  cssWidth: number;
}): Promise<PageResult> {
  const random = createRandom(seed);
  const picture = await testPicture(size, random);
  const started = performance.now();
  const plan = planRecolour(picture.data, picture.width, picture.height, PALETTE);
  const planMs = performance.now() - started;
  const changes = colourChanges(frames, random);
  const paths: PathTimes[] = [];

  const glCanvas = shownCanvas(cssWidth);
  const gl = createGlRecolourSurface(glCanvas, () => {
    throw new Error('The WebGL context was lost during the benchmark');
  });
  let renderer = 'no WebGL2';
  if (gl) {
    const context = glCanvas.getContext('webgl2')!;
    const info = context.getExtension('WEBGL_debug_renderer_info');
    renderer = String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
    paths.push(await timePath(gl, plan, changes));
    gl.release();
    glCanvas.remove();
  }
  const cpuCanvas = shownCanvas(cssWidth);
  paths.push(await timePath(create2dRecolourSurface(cpuCanvas)!, plan, changes));
  cpuCanvas.remove();

  const distinctColours = new Set(new Uint32Array(picture.data.buffer)).size;
  return {
    width: picture.width,
    height: picture.height,
    distinctColours,
    planMs,
    renderer,
    previewDraws: shouldDrawWithWebGl() ? 'webgl2' : '2d',
    paths,
  };
}

declare global {
  interface Window {
    recolourBench: { run: typeof run };
  }
}
window.recolourBench = { run };
