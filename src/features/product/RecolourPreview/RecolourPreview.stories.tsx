import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deltaE2000, hexToRgb, rgbToLab } from '../../../domain/colour';
import { applyRecolour, planRecolour } from '../../../domain/recolour';
import { svgDataUrl } from '../../../patterns/artwork';
import { Button } from '../../../ui/Button/Button';
import { glRecolourPolicy, isSoftwareRenderer, webgl2Renderer } from './glRecolour';
import { readPicture } from './readPicture';
import { RecolourPreview, type RecolourPreviewProps } from './RecolourPreview';

const ink = '#1b1f3b';
const sand = '#e0c097';
const clay = '#b85c38';
const rust = '#b5523b';
const sage = '#8fa98b';

/** A print in three flat colours at known places: an ink ground, a sand band across it, a clay disc. */
const print = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="${ink}"/><rect y="80" width="240" height="40" fill="${sand}"/>` +
    `<circle cx="180" cy="180" r="30" fill="${clay}"/></svg>`,
);
const palette = [ink, sand, clay];
/** Where each colour is drawn: the ground, the band, the disc. */
const places = { ground: [20, 20], band: [120, 100], disc: [180, 180] } as const;

/**
 * The colour drawn at (x, y) of the preview's canvas, as drawing it elsewhere shows it:
 * the canvas may have a WebGL context rather than a 2D one, so it is copied onto one.
 */
function drawnAt(canvas: HTMLCanvasElement, [x, y]: readonly [number, number]): string {
  const scratch = document.createElement('canvas');
  scratch.width = 1;
  scratch.height = 1;
  const context = scratch.getContext('2d')!;
  context.drawImage(canvas, x, y, 1, 1, 0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}
const deltaE = (a: string, b: string) => deltaE2000(rgbToLab(...hexToRgb(a)), rgbToLab(...hexToRgb(b)));

/** The preview beside the controls a shopper would use: a new ground colour, and the design's own colours back. */
function Recolouring({ size, onDrawn }: { size: number; onDrawn?: RecolourPreviewProps['onDrawn'] }) {
  const [colours, setColours] = useState<string[]>(palette);
  return (
    <div style={{ display: 'grid', gap: 12, width: 320, maxWidth: '100%' }}>
      <RecolourPreview
        src={print}
        palette={palette}
        colours={colours}
        alt="Ink ground with a sand band and a clay disc"
        size={size}
        onDrawn={onDrawn}
      />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="secondary" size="sm" onClick={() => setColours([rust, sand, clay])}>
          Ground in rust
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setColours([ink, sage, sage])}>
          Band and disc in sage
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setColours(palette)}>
          Reset
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Features/Product/RecolourPreview',
  component: Recolouring,
  args: { size: 240, onDrawn: fn() },
} satisfies Meta<typeof Recolouring>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawnCanvas = async (canvasElement: HTMLElement) => {
  const canvas = await within(canvasElement).findByRole('img', { name: /^Ink ground with a sand band and a clay disc, in / });
  await waitFor(() => expect(canvas).toHaveAttribute('data-drawn'));
  return canvas as HTMLCanvasElement;
};

/** In its own colours the design is drawn as it is, each colour where the artwork has it. */
export const AsDesigned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await drawnCanvas(canvasElement);
    await expect(drawnAt(canvas, places.ground)).toBe(ink);
    await expect(drawnAt(canvas, places.band)).toBe(sand);
    await expect(drawnAt(canvas, places.disc)).toBe(clay);
  },
};

/** A new colour redraws the picture at once: only the colour changed moves, and the names say the new colours. */
export const Recoloured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await drawnCanvas(canvasElement);
    const view = within(canvasElement);
    // Two colours made one: both places take it, and the names say so.
    await userEvent.click(view.getByRole('button', { name: 'Band and disc in sage' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', [ink, sage, sage].join(',')));
    await expect(drawnAt(canvas, places.ground)).toBe(ink);
    await expect(deltaE(drawnAt(canvas, places.band), sage)).toBeLessThanOrEqual(3);
    await expect(deltaE(drawnAt(canvas, places.disc), sage)).toBeLessThanOrEqual(3);
    await expect(canvas.getAttribute('aria-label')).toContain(sage.toUpperCase());

    await userEvent.click(view.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', palette.join(',')));
    await expect(drawnAt(canvas, places.band)).toBe(sand);

    // Only the colour changed moves (the baseline shows this last state).
    await userEvent.click(view.getByRole('button', { name: 'Ground in rust' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', [rust, sand, clay].join(',')));
    await expect(deltaE(drawnAt(canvas, places.ground), rust)).toBeLessThanOrEqual(3);
    await expect(drawnAt(canvas, places.band)).toBe(sand);
    await expect(drawnAt(canvas, places.disc)).toBe(clay);
  },
};

/** A picture that cannot be loaded or read: the shopper is told, and nothing else changes. */
export const Unreadable: Story = {
  render: () => (
    <div style={{ width: 320, maxWidth: '100%' }}>
      <RecolourPreview src="/img/cover/no-such-design.webp" palette={palette} colours={palette} alt="A missing design" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "The preview could not be drawn. The design's own picture is unchanged.",
    );
  },
};

/**
 * Draws with WebGL2 even where WebGL is software (SwiftShader on the test machines, which
 * have no GPU), which the preview otherwise leaves for the faster CPU path: the WebGL
 * path is checked there too. Undone after the story.
 */
const evenOnSoftwareWebGl = () => {
  glRecolourPolicy.drawOnSoftwareWebGl = true;
  return () => {
    glRecolourPolicy.drawOnSoftwareWebGl = false;
  };
};

/**
 * Drawn with WebGL2 on a GPU, and on the CPU where WebGL would itself be drawn by the CPU
 * (several times slower there than `applyRecolour`). The picture is the same either way:
 * the stories above hold on both.
 */
export const GpuOnlyWhenHardware: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await drawnCanvas(canvasElement);
    const renderer = webgl2Renderer();
    const onGpu = renderer !== null && !isSoftwareRenderer(renderer);
    await expect(canvas.getContext('webgl2') !== null).toBe(onGpu);
    await expect(drawnAt(canvas, places.band)).toBe(sand);
  },
};

/**
 * A print as a scan of one looks: four flat colours meeting along anti-aliased curves and
 * diagonals, paper grain over all of it, and a strip along the foot that is half
 * transparent — every part of a plan (blends at every weight, residuals, alpha) in use.
 */
const grainedPalette = ['#2f4858', '#f6ae2d', '#86bbd8', '#f26419'];
const grainedPrint = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="7"/>` +
    `<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0.6 0.6 0.6 0 -0.6"/></filter>` +
    `<rect width="320" height="216" fill="${grainedPalette[0]}"/>` +
    `<path d="M-10 150 L150 -10 L190 -10 L30 150 Z" fill="${grainedPalette[1]}"/>` +
    `<circle cx="220" cy="120" r="70" fill="${grainedPalette[2]}"/><circle cx="245" cy="95" r="28" fill="${grainedPalette[3]}"/>` +
    `<ellipse cx="90" cy="180" rx="60" ry="22" fill="${grainedPalette[3]}" transform="rotate(-12 90 180)"/>` +
    `<rect y="216" width="320" height="24" fill="${grainedPalette[2]}" opacity="0.5"/>` +
    `<rect width="320" height="240" filter="url(#grain)" opacity="0.5"/></svg>`,
);
const grainedColours = ['#e9d8a6', '#005f73', '#ae2012', '#94d2bd'];

/**
 * The GPU draws the same pixels as `applyRecolour` on the CPU: the preview's canvas, read
 * back from its WebGL context, against the CPU's drawing of the same picture read the same
 * way, for every pixel of a grained, anti-aliased, partly transparent print.
 */
export const SameOnGpuAndCpu: Story = {
  beforeEach: evenOnSoftwareWebGl,
  render: () => (
    <div style={{ width: 320, maxWidth: '100%' }}>
      <RecolourPreview
        src={grainedPrint}
        palette={grainedPalette}
        colours={grainedColours}
        alt="Grained print of a sand diagonal and blue and orange discs"
        size={320}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = (await within(canvasElement).findByRole('img', { name: /^Grained print/ })) as HTMLCanvasElement;
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', grainedColours.join(',')));
    // Drawn by WebGL2 (a canvas drawn in 2D gives no WebGL context).
    const gl = canvas.getContext('webgl2');
    await expect(gl).not.toBeNull();
    const { width, height } = canvas;
    const upsideDown = new Uint8Array(width * height * 4);
    gl!.readPixels(0, 0, width, height, gl!.RGBA, gl!.UNSIGNED_BYTE, upsideDown);

    const picture = await readPicture(grainedPrint, 320);
    const plan = planRecolour(picture.pixels, picture.width, picture.height, grainedPalette);
    const expected = new Uint8ClampedArray(width * height * 4);
    applyRecolour(plan, grainedColours, expected);
    // The picture exercises what it should: many colours (blends, grain), some pixels translucent.
    await expect(new Set(new Uint32Array(expected.buffer)).size).toBeGreaterThan(1000);
    await expect(plan.alpha.some((a) => a > 0 && a < 255)).toBe(true);

    let differing = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const cpu = (y * width + x) * 4;
        const gpu = ((height - 1 - y) * width + x) * 4; // readPixels' rows run bottom up
        for (let c = 0; c < 4; c++)
          if (expected[cpu + c] !== upsideDown[gpu + c]) {
            differing++;
            break;
          }
      }
    await expect(differing).toBe(0);
  },
};

/**
 * What another component does with `onDrawn`: tiles the drawn canvas (a pattern), after
 * the frame has been shown, so a WebGL canvas must still hold its pixels then.
 */
function Tiles({ drawn }: { drawn: { canvas: HTMLCanvasElement; colourKey: string } | null }) {
  const tilesRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const tiles = tilesRef.current;
    const context = tiles?.getContext('2d');
    if (!tiles || !context || !drawn) return;
    context.fillStyle = context.createPattern(drawn.canvas, 'repeat')!;
    context.fillRect(0, 0, tiles.width, tiles.height);
    tiles.dataset.tiled = drawn.colourKey;
  }, [drawn]);
  return <canvas ref={tilesRef} width={480} height={240} role="img" aria-label="The print repeated twice" style={{ width: '100%' }} />;
}

function RecolouringTiled({ size, onDrawn }: { size: number; onDrawn?: RecolourPreviewProps['onDrawn'] }) {
  const [drawn, setDrawn] = useState<{ canvas: HTMLCanvasElement; colourKey: string } | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, width: 320, maxWidth: '100%' }}>
      <Recolouring
        size={size}
        onDrawn={(canvas, colourKey) => {
          onDrawn?.(canvas, colourKey);
          setDrawn({ canvas, colourKey });
        }}
      />
      <Tiles drawn={drawn} />
    </div>
  );
}

/** `onDrawn` is called after every draw with the preview's canvas, and what is drawn from that canvas is the picture in its new colours. */
export const TiledFromOnDrawn: Story = {
  beforeEach: evenOnSoftwareWebGl,
  render: (args) => <RecolouringTiled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = await drawnCanvas(canvasElement);
    // A WebGL canvas: the one whose pixels could be gone once shown.
    await expect(canvas.getContext('webgl2')).not.toBeNull();
    const tiles = within(canvasElement).getByRole('img', { name: 'The print repeated twice' }) as HTMLCanvasElement;
    await waitFor(() => expect(tiles).toHaveAttribute('data-tiled', palette.join(',')));
    await expect(args.onDrawn).toHaveBeenLastCalledWith(canvas, palette.join(','));

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ground in rust' }));
    const rusty = [rust, sand, clay].join(',');
    await waitFor(() => expect(tiles).toHaveAttribute('data-tiled', rusty));
    await expect(args.onDrawn).toHaveBeenLastCalledWith(canvas, rusty);
    // The preview's canvas still holds its pixels after being shown: Chromium would tile a
    // shown WebGL canvas anyway, but other browsers give a blank one unless it keeps them.
    const gl = canvas.getContext('webgl2')!;
    const kept = new Uint8Array(4);
    gl.readPixels(places.disc[0], canvas.height - 1 - places.disc[1], 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, kept);
    await expect([...kept]).toEqual([...hexToRgb(clay), 255]);
    // Both repeats, the second 240 px to the right, show the new ground and the colours kept.
    for (const offset of [0, 240]) {
      const at = ([x, y]: readonly [number, number]) => [x + offset, y] as const;
      await expect(deltaE(drawnAt(tiles, at(places.ground)), rust)).toBeLessThanOrEqual(3);
      await expect(drawnAt(tiles, at(places.band))).toBe(sand);
      await expect(drawnAt(tiles, at(places.disc))).toBe(clay);
    }
  },
};

/**
 * The GPU takes its WebGL context back (a driver reset, too many contexts): the preview
 * is drawn again on the CPU, on a new canvas, and keeps following the colours.
 */
export const WebGlContextLost: Story = {
  beforeEach: evenOnSoftwareWebGl,
  play: async ({ canvasElement }) => {
    const first = await drawnCanvas(canvasElement);
    const gl = first.getContext('webgl2');
    await expect(gl).not.toBeNull();
    gl!.getExtension('WEBGL_lose_context')!.loseContext();

    const view = within(canvasElement);
    await waitFor(() => expect(view.getByRole('img')).not.toBe(first));
    const canvas = await drawnCanvas(canvasElement);
    await expect(canvas.getContext('webgl2')).toBeNull();
    await expect(drawnAt(canvas, places.ground)).toBe(ink);
    await expect(drawnAt(canvas, places.band)).toBe(sand);

    await userEvent.click(view.getByRole('button', { name: 'Ground in rust' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', [rust, sand, clay].join(',')));
    await expect(deltaE(drawnAt(canvas, places.ground), rust)).toBeLessThanOrEqual(3);
    await expect(drawnAt(canvas, places.disc)).toBe(clay);
  },
};
