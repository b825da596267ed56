import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deltaE2000, hexToRgb, rgbToLab } from '../../../domain/colour';
import { svgDataUrl } from '../../../patterns/artwork';
import { Button } from '../../../ui/Button/Button';
import { RecolourPreview } from './RecolourPreview';

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

/** The colour drawn at (x, y) of the preview's canvas. */
function drawnAt(canvas: HTMLCanvasElement, [x, y]: readonly [number, number]): string {
  const [r, g, b] = canvas.getContext('2d')!.getImageData(x, y, 1, 1).data;
  return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}
const deltaE = (a: string, b: string) => deltaE2000(rgbToLab(...hexToRgb(a)), rgbToLab(...hexToRgb(b)));

/** The preview beside the controls a shopper would use: a new ground colour, and the design's own colours back. */
function Recolouring({ size }: { size: number }) {
  const [colours, setColours] = useState<string[]>(palette);
  return (
    <div style={{ display: 'grid', gap: 12, width: 320, maxWidth: '100%' }}>
      <RecolourPreview src={print} palette={palette} colours={colours} alt="Ink ground with a sand band and a clay disc" size={size} />
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
  args: { size: 240 },
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
