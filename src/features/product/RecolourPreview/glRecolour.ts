/**
 * The recolour preview drawn by the GPU (issue 20: a 2,000 px preview redrawn at 60 fps).
 * `applyRecolour` costs a table look-up and an addition per pixel: 4 million pixels are
 * 10–15 ms on a CPU, and putting them on a canvas costs more. Here the plan's
 * per-pixel part is uploaded once, as textures, and a change of colours uploads only the
 * blend table (n² × 64 colours, a few KB) and draws one triangle over the canvas; the
 * fragment shader does what `applyRecolour`'s loop does, in the same integer arithmetic,
 * so the pixels are the same.
 *
 * Only on a GPU: where WebGL is itself drawn by the CPU (SwiftShader, Chromium's stand-in
 * on a machine without a usable GPU) it is several times slower than `applyRecolour`
 * (bench:recolour, 2 cores, 2,000 px: 70–100 ms a frame against 12–17 ms), so the preview
 * keeps to the CPU there (`shouldDrawWithWebGl`).
 */
import { applyRecolour, BLEND_LEVELS, packResidual, residualChannel, type RecolourPlan } from '../../../domain/recolour';
import type { RecolourSurface } from './recolourSurface';

// One triangle that covers the canvas, its corners made from the vertex's index: no buffer.
const VERTEX_SHADER = `#version 300 es
void main() {
  vec2 corner = vec2(float((gl_VertexID & 1) << 2), float((gl_VertexID & 2) << 1));
  gl_Position = vec4(corner - 1.0, 0.0, 1.0);
}`;

// applyRecolour's loop for one pixel: the blend of the two new colours its key names
// (looked up, as the CPU looks it up) plus its residual, clamped to 0–255. Integer
// textures and integer sums, so nothing is filtered or rounded on the way; the result
// n / 255 is stored in the 8-bit canvas as n exactly.
const FRAGMENT_SHADER = `#version 300 es
precision highp float;
precision highp int;
uniform highp usampler2D blendKeys;
uniform highp isampler2D residualAlpha;
uniform highp usampler2D blendTable;
out vec4 colour;
void main() {
  ivec2 size = textureSize(blendKeys, 0);
  // The plan's rows run top down, the canvas's bottom up.
  ivec2 at = ivec2(int(gl_FragCoord.x), size.y - 1 - int(gl_FragCoord.y));
  int key = int(texelFetch(blendKeys, at, 0).r);
  ivec4 rest = texelFetch(residualAlpha, at, 0);
  ivec3 blended = ivec3(texelFetch(blendTable, ivec2(key % ${BLEND_LEVELS}, key / ${BLEND_LEVELS}), 0).rgb);
  colour = vec4(vec3(clamp(blended + rest.rgb, 0, 255)), float(rest.a)) / 255.0;
}`;

/** Renderers that are the CPU standing in for a GPU: SwiftShader (Chromium), llvmpipe and softpipe (Mesa), WARP (Windows). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether `renderer` (a WebGL renderer's name) draws on the CPU. */
export const isSoftwareRenderer = (renderer: string) => SOFTWARE_RENDERER.test(renderer);

/**
 * What the preview draws with. `drawOnSoftwareWebGl` is off: on a software renderer the
 * CPU path is faster. Story tests turn it on to check the WebGL path on machines that
 * have no GPU (as the test machines do).
 */
export const glRecolourPolicy = { drawOnSoftwareWebGl: false };

/** The WebGL2 renderer's name, asked once per page; null without WebGL2. */
let probedRenderer: string | null | undefined;

/**
 * The name of the renderer WebGL2 draws with here (WEBGL_debug_renderer_info's, where the
 * browser tells it), or null if there is no WebGL2. Asked of a scratch canvas once per
 * page: a canvas that has had a WebGL context can never give a 2D one, so the preview's
 * own canvas is not used to find out.
 */
export function webgl2Renderer(): string | null {
  if (probedRenderer !== undefined) return probedRenderer;
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return (probedRenderer = null);
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  probedRenderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  // The scratch context's slot and memory back now, not when the canvas is collected.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return probedRenderer;
}

/** Whether the preview should draw with WebGL2: there is WebGL2, on a GPU (or `glRecolourPolicy` allows software). */
export function shouldDrawWithWebGl(): boolean {
  const renderer = webgl2Renderer();
  return renderer !== null && (glRecolourPolicy.drawOnSoftwareWebGl || !isSoftwareRenderer(renderer));
}

/**
 * The context's options. The plan's alpha is straight, as ImageData's is, so the canvas
 * is told its colours are not premultiplied (as putImageData's are not). Its pixels are
 * kept after the frame is shown, so drawImage, a pattern or readPixels taken from it
 * later (onDrawn's tiling) still get the picture. No depth, stencil or multisampling:
 * one triangle covering every pixel needs none, and they would cost memory at 2,000 px.
 */
const CONTEXT_OPTIONS: WebGLContextAttributes = {
  alpha: true,
  premultipliedAlpha: false,
  preserveDrawingBuffer: true,
  antialias: false,
  depth: false,
  stencil: false,
};

function compiledProgram(gl: WebGL2RenderingContext): WebGLProgram | null {
  const program = gl.createProgram();
  const shaders = (
    [
      [gl.VERTEX_SHADER, VERTEX_SHADER],
      [gl.FRAGMENT_SHADER, FRAGMENT_SHADER],
    ] as const
  ).map(([type, source]) => {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
    return shader;
  });
  gl.linkProgram(program);
  const linked = gl.getProgramParameter(program, gl.LINK_STATUS) === true;
  for (const shader of shaders) gl.deleteShader(shader);
  if (linked) return program;
  gl.deleteProgram(program);
  return null;
}

/** An integer texture read only with texelFetch: nearest, no mipmaps (or it would be incomplete and read as 0). */
function integerTexture(gl: WebGL2RenderingContext, format: GLenum, width: number, height: number): WebGLTexture {
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texStorage2D(gl.TEXTURE_2D, 1, format, width, height);
  return texture;
}

/**
 * The picture every blend of `palette` once, with no residual: `applyRecolour` draws it
 * as the blend table itself (BLEND_LEVELS wide, one row per pair of colours). So the
 * table the shader reads is the CPU's table by construction, not a copy of its code.
 */
function everyBlendPlan(palette: readonly string[]): RecolourPlan {
  const count = palette.length * palette.length * BLEND_LEVELS;
  return {
    width: BLEND_LEVELS,
    height: palette.length * palette.length,
    palette,
    blend: Uint16Array.from({ length: count }, (_, key) => key),
    residual: new Uint32Array(count).fill(packResidual(0, 0, 0)),
    alpha: new Uint8Array(count).fill(255),
  };
}

/** What is on the GPU for one plan. */
interface LoadedPlan {
  plan: RecolourPlan;
  blendKeys: WebGLTexture;
  residualAlpha: WebGLTexture;
  blendTable: WebGLTexture;
  everyBlend: RecolourPlan;
  table: Uint8ClampedArray;
}

/**
 * Draws recoloured pictures on `canvas` with WebGL2. Null when the browser gives no
 * WebGL2 context or the shaders do not build; the caller then draws on the CPU (on a
 * fresh canvas if this one already has a WebGL context: `canvas.getContext('webgl2')`
 * tells).
 *
 * `onLost` is called once if the surface stops being able to draw: its context was lost
 * (the GPU reset, the browser reclaimed it), or a picture is larger than the GPU can
 * hold. The context is then given up (not restored): the caller draws on the CPU instead,
 * which needs a new canvas, as a canvas keeps its first kind of context.
 */
export function createGlRecolourSurface(canvas: HTMLCanvasElement, onLost: () => void): RecolourSurface | null {
  const gl = canvas.getContext('webgl2', CONTEXT_OPTIONS);
  if (!gl || gl.isContextLost()) return null;
  const program = compiledProgram(gl);
  if (!program) return null;
  gl.useProgram(program);
  ['blendKeys', 'residualAlpha', 'blendTable'].forEach((name, unit) => gl.uniform1i(gl.getUniformLocation(program, name), unit));
  // Rows of 16-bit texels of an odd-width picture are not 4-byte aligned.
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  const maxTextureSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;

  let loaded: LoadedPlan | null = null;
  let lost = false;

  const unload = () => {
    if (!loaded) return;
    gl.deleteTexture(loaded.blendKeys);
    gl.deleteTexture(loaded.residualAlpha);
    gl.deleteTexture(loaded.blendTable);
    loaded = null;
  };
  const release = () => {
    canvas.removeEventListener('webglcontextlost', handleLost);
    unload();
    gl.deleteProgram(program);
  };
  const giveUp = () => {
    if (lost) return;
    lost = true;
    release();
    // Frees the context's memory now rather than when the canvas is collected.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    onLost();
  };
  function handleLost() {
    if (lost) return;
    lost = true;
    canvas.removeEventListener('webglcontextlost', handleLost);
    loaded = null;
    onLost();
  }
  canvas.addEventListener('webglcontextlost', handleLost);

  /** Uploads the plan's per-pixel part; false if the GPU cannot hold it. */
  const load = (plan: RecolourPlan): boolean => {
    unload();
    const { width, height } = plan;
    if (width > maxTextureSize || height > maxTextureSize) return false;
    const size = width * height;
    // Residual and alpha in one texel: one fetch fewer per pixel.
    const residualAlphaTexels = new Int16Array(size * 4);
    for (let p = 0, o = 0; p < size; p++, o += 4) {
      const residual = plan.residual[p]!;
      residualAlphaTexels[o] = residualChannel(residual, 0);
      residualAlphaTexels[o + 1] = residualChannel(residual, 1);
      residualAlphaTexels[o + 2] = residualChannel(residual, 2);
      residualAlphaTexels[o + 3] = plan.alpha[p]!;
    }
    const everyBlend = everyBlendPlan(plan.palette);
    const blendKeys = integerTexture(gl, gl.R16UI, width, height);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, height, gl.RED_INTEGER, gl.UNSIGNED_SHORT, plan.blend);
    const residualAlpha = integerTexture(gl, gl.RGBA16I, width, height);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, height, gl.RGBA_INTEGER, gl.SHORT, residualAlphaTexels);
    const blendTable = integerTexture(gl, gl.RGBA8UI, everyBlend.width, everyBlend.height);
    loaded = {
      plan,
      blendKeys,
      residualAlpha,
      blendTable,
      everyBlend,
      table: new Uint8ClampedArray(everyBlend.width * everyBlend.height * 4),
    };
    // Once per picture, so the round trip to the GPU is affordable: a picture too large
    // for its memory shows here, not as a blank canvas.
    return gl.getError() === gl.NO_ERROR;
  };

  return {
    kind: 'webgl2',
    canvas,
    draw(plan, colours) {
      if (lost || gl.isContextLost()) return false;
      if (canvas.width !== plan.width) canvas.width = plan.width;
      if (canvas.height !== plan.height) canvas.height = plan.height;
      // The browser may make the drawing buffer smaller than asked (its own limit).
      if (loaded?.plan !== plan && (!load(plan) || gl.drawingBufferWidth !== plan.width || gl.drawingBufferHeight !== plan.height)) {
        giveUp();
        return false;
      }
      const { blendKeys, residualAlpha, blendTable, everyBlend, table } = loaded!;
      applyRecolour(everyBlend, colours, table);
      gl.activeTexture(gl.TEXTURE2);
      gl.bindTexture(gl.TEXTURE_2D, blendTable);
      gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, everyBlend.width, everyBlend.height, gl.RGBA_INTEGER, gl.UNSIGNED_BYTE, table);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, blendKeys);
      gl.activeTexture(gl.TEXTURE1);
      gl.bindTexture(gl.TEXTURE_2D, residualAlpha);
      gl.useProgram(program);
      gl.viewport(0, 0, plan.width, plan.height);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      return true;
    },
    release,
  };
}
