import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchHitArea, tap } from '../../../../.storybook/touch';
import { deltaE2000, hexToRgb, rgbToLab } from '../../../domain/colour';
import { svgDataUrl } from '../../../patterns/artwork';
import { Button } from '../../../ui/Button/Button';
import { pixelsToCm } from '../printSize';
import { scenePath } from './drawScene';
import { EDGE_SHADE_CM, productTemplates, pxPerCm, sceneColours, type ScaleProduct } from './scale';
import { ScalePreview, type ScalePreviewProps } from './ScalePreview';

/** The colours a story's repeat is drawn in: a ground, a disc in the middle, a square in the top-left corner. */
interface TileColours {
  ground: string;
  disc: string;
  corner: string;
}

const asDesigned: TileColours = { ground: '#1b1f3b', disc: '#e0c097', corner: '#b85c38' };
const alt = 'Ink ground with sand discs';

/**
 * One repeat, `width` × `height` px, with colours at known places: a disc in the middle
 * (0.3 of the tile from its centre, either way), a square in the top-left corner (0.2 of
 * the tile), the ground everywhere else. Where each colour lands on the product tells
 * where each repeat was drawn, and how big.
 */
const tileSvg = (width: number, height: number, { ground, disc, corner }: TileColours) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${ground}"/>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.3}" ry="${height * 0.3}" fill="${disc}"/>` +
      `<rect width="${width * 0.2}" height="${height * 0.2}" fill="${corner}"/></svg>`,
  );

/** The same repeat painted on a canvas, as a recolouring would paint it. */
function paintTile(canvas: HTMLCanvasElement, { ground, disc, corner }: TileColours): HTMLCanvasElement {
  const [width, height] = [240, 240];
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = ground;
  context.fillRect(0, 0, width, height);
  context.fillStyle = disc;
  context.beginPath();
  context.ellipse(width / 2, height / 2, width * 0.3, height * 0.3, 0, 0, 2 * Math.PI);
  context.fill();
  context.fillStyle = corner;
  context.fillRect(0, 0, width * 0.2, height * 0.2);
  return canvas;
}

async function decodedImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** A 2500 px repeat at 300 dpi: 21.17 cm, as a design's master file prints. */
const ownWidthCm = pixelsToCm(2500, 300);

/** The preview in a column of a product page's width (the phone's whole width). */
const Column = ({ children }: { children: ReactNode }) => <div style={{ width: 'min(100%, 6.4rem)' }}>{children}</div>;

const meta = {
  title: 'Features/Product/ScalePreview',
  component: ScalePreview,
  args: { source: null, sourceKey: 'as-designed', repeatWidthCm: ownWidthCm, repeatHeightCm: ownWidthCm, alt, headingLevel: 2 },
  // The picture is decoded before the story renders, as the detail page hands it over.
  loaders: [async () => ({ design: await decodedImage(tileSvg(240, 240, asDesigned)) })],
  render: (args, { loaded }) => (
    <Column>
      <ScalePreview {...args} source={loaded.design as HTMLImageElement} />
    </Column>
  ),
} satisfies Meta<typeof ScalePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing once it shows `product` with the repeat `printWidthCm` wide. */
async function drawing(canvasElement: HTMLElement, product: ScaleProduct, printWidthCm: number, sourceKey = 'as-designed') {
  const canvas = (await within(canvasElement).findByRole('img', {
    name: new RegExp(`^${alt} ${productTemplates[product].onProduct}, `),
  })) as HTMLCanvasElement;
  await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', `${product}|${sourceKey}|${printWidthCm}`));
  return canvas;
}

async function showProduct(canvasElement: HTMLElement, label: string) {
  const tab = within(canvasElement).getByRole('tab', { name: label });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const pixelAt = (canvas: HTMLCanvasElement, x: number, y: number) =>
  canvas.getContext('2d')!.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
const hexAt = (canvas: HTMLCanvasElement, x: number, y: number) =>
  `#${[...pixelAt(canvas, x, y).slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const near = (hex: string, expected: string) => deltaE2000(rgbToLab(...hexToRgb(hex)), rgbToLab(...hexToRgb(expected))) <= 3;

/** Where in a repeat each colour is, as shares of its width and height; the last two sit 2 px either side of the corner square's edge. */
const samples = (tileWidthPx: number): { at: [number, number]; colour: keyof TileColours }[] => [
  { at: [0.5, 0.5], colour: 'disc' },
  { at: [0.1, 0.1], colour: 'corner' },
  { at: [0.5, 0.1], colour: 'ground' },
  { at: [0.9, 0.9], colour: 'ground' },
  { at: [0.2 - 2 / tileWidthPx, 0.1], colour: 'corner' },
  { at: [0.2 + 2 / tileWidthPx, 0.1], colour: 'ground' },
];

/**
 * The repeat is tiled at its printed size: in every repeat on the product, each sample
 * place shows its colour, counted from the product's printed corner in steps of exactly
 * the print size in canvas pixels. Places in the shadow along the edge, under the folded
 * corner or on a seam are skipped; at least `atLeast` places must be checked.
 */
async function expectTrueScale(
  canvas: HTMLCanvasElement,
  product: ScaleProduct,
  [printWidthCm, printHeightCm]: [number, number],
  colours: TileColours = asDesigned,
  atLeast = 12,
) {
  const template = productTemplates[product];
  const scale = pxPerCm(canvas.width, template);
  const [tileWidth, tileHeight] = [printWidthCm * scale, printHeightCm * scale];
  const [originX, originY] = [template.patternOrigin.xCm * scale, template.patternOrigin.yCm * scale];
  const probe = document.createElement('canvas').getContext('2d')!;
  const printed = scenePath(template.printedArea, scale);
  const covers = [template.paperBack, template.details].filter((path) => path !== undefined).map((path) => scenePath(path, scale));
  const clear = (x: number, y: number) => {
    probe.lineWidth = 2 * (EDGE_SHADE_CM + 0.5) * scale;
    if (!probe.isPointInPath(printed, x, y) || probe.isPointInStroke(printed, x, y)) return false;
    probe.lineWidth = 2 * scale;
    return covers.every((cover) => !probe.isPointInPath(cover, x, y) && !probe.isPointInStroke(cover, x, y));
  };
  const wrong: string[] = [];
  let checked = 0;
  for (let row = 0; originY + row * tileHeight < canvas.height; row++) {
    for (let column = 0; originX + column * tileWidth < canvas.width; column++) {
      for (const { at, colour } of samples(tileWidth)) {
        const [x, y] = [originX + (column + at[0]) * tileWidth, originY + (row + at[1]) * tileHeight];
        if (!clear(x, y)) continue;
        checked++;
        const seen = hexAt(canvas, x, y);
        if (!near(seen, colours[colour]))
          wrong.push(`repeat ${column},${row} at ${at.join(',')}: ${seen}, not the ${colour} ${colours[colour]}`);
      }
    }
  }
  await expect(wrong).toEqual([]);
  await expect(checked).toBeGreaterThanOrEqual(atLeast);
}

/**
 * The discs a horizontal line through the first row of repeats crosses: one per repeat
 * across the product, counted in the pixels, whatever the maths said.
 */
function discsAcross(canvas: HTMLCanvasElement, product: ScaleProduct, printHeightCm: number, disc = asDesigned.disc): number {
  const template = productTemplates[product];
  const scale = pxPerCm(canvas.width, template);
  const y = Math.floor((template.patternOrigin.yCm + printHeightCm / 2) * scale);
  const row = canvas.getContext('2d')!.getImageData(0, y, canvas.width, 1).data;
  let runs = 0;
  let length = 0;
  for (let x = 0; x <= canvas.width; x++) {
    const hex = x < canvas.width ? `#${[...row.slice(x * 4, x * 4 + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}` : '';
    if (x < canvas.width && near(hex, disc)) length++;
    else {
      if (length >= 2) runs++;
      length = 0;
    }
  }
  return runs;
}

/** The box round every pixel in the person's grey, in canvas pixels (right and bottom exclusive). */
function personBox(canvas: HTMLCanvasElement) {
  const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  const box = { left: canvas.width, top: canvas.height, right: 0, bottom: 0 };
  for (let i = 0; i < pixels.length; i += 4) {
    const hex = `#${[...pixels.slice(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    if (pixels[i + 3] !== 255 || hex !== sceneColours.person) continue;
    const [x, y] = [(i / 4) % canvas.width, Math.floor(i / 4 / canvas.width)];
    box.left = Math.min(box.left, x);
    box.top = Math.min(box.top, y);
    box.right = Math.max(box.right, x + 1);
    box.bottom = Math.max(box.bottom, y + 1);
  }
  return box;
}

/** Nothing is painted at the scene's top-left corner: the print is clipped to the product. */
const expectClippedToProduct = async (canvas: HTMLCanvasElement) => await expect(pixelAt(canvas, 2, 2)[3]).toBe(0);

/**
 * The design on a dress (the first product): a 21.17 cm repeat, four across the 84 cm hem,
 * written under the drawing and in its name. The slider is at the design's own size, so
 * there is nothing to reset.
 */
export const Dress: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 2, name: 'True to scale' })).toBeVisible();
    await expect(view.getByRole('tab', { name: 'Dress' })).toHaveAttribute('aria-selected', 'true');
    const canvas = await drawing(canvasElement, 'dress', ownWidthCm);
    await expect(canvas).toHaveAccessibleName(`${alt} on a dress, repeat 21.17 × 21.17 cm`);
    await expect(view.getByText('Repeat 21.17 × 21.17 cm')).toBeVisible();
    await expect(view.getByText('Shown on a dress 110 cm long: 4 repeats across the 84 cm hem.')).toBeVisible();
    const slider = view.getByRole('slider', { name: 'Print width' });
    await expect(slider).toHaveAttribute('aria-valuetext', '21.17 cm');
    await expect(view.queryByRole('button', { name: "Design's own size" })).not.toBeInTheDocument();
    await expectTrueScale(canvas, 'dress', [ownWidthCm, ownWidthCm]);
    await expectClippedToProduct(canvas);
  },
};

/** A 45 cm cushion holds two whole 21.17 cm repeats and a sliver of a third. */
export const Cushion: Story = {
  play: async ({ canvasElement }) => {
    await showProduct(canvasElement, 'Cushion');
    const canvas = await drawing(canvasElement, 'cushion', ownWidthCm);
    await expect(canvas).toHaveAccessibleName(`${alt} on a cushion, repeat 21.17 × 21.17 cm`);
    await expect(within(canvasElement).getByText('Shown on a 45 × 45 cm cushion: 2.1 repeats across the 45 cm cushion.')).toBeVisible();
    await expectTrueScale(canvas, 'cushion', [ownWidthCm, ownWidthCm], asDesigned, 6);
    await expect(discsAcross(canvas, 'cushion', ownWidthCm)).toBe(2);
    await expectClippedToProduct(canvas);
  },
};

/**
 * 250 cm of a 53 cm roll hung on a wall, two 26.5 cm repeats across it, beside a person
 * 170 cm tall drawn at the same scale, standing on the floor the roll reaches.
 */
export const WallpaperWithPerson: Story = {
  args: { repeatWidthCm: 26.5, repeatHeightCm: 26.5 },
  play: async ({ canvasElement }) => {
    await showProduct(canvasElement, 'Wallpaper');
    const canvas = await drawing(canvasElement, 'wallpaper', 26.5);
    await expect(canvas).toHaveAccessibleName(`${alt} on a roll of wallpaper beside a person 170 cm tall, repeat 26.5 × 26.5 cm`);
    await expect(
      within(canvasElement).getByText(/^Shown on a 53 cm wide roll of wallpaper, .*: 2 repeats across the 53 cm roll\.$/),
    ).toBeVisible();
    await expectTrueScale(canvas, 'wallpaper', [26.5, 26.5]);
    await expect(discsAcross(canvas, 'wallpaper', 26.5)).toBe(2);

    const scale = pxPerCm(canvas.width, productTemplates.wallpaper);
    const person = personBox(canvas);
    // To within a pixel and a half at each end (the outline's soft pixels are not counted).
    const pixel = 1.5 / scale;
    await expect(Math.abs((person.bottom - person.top) / scale - 170)).toBeLessThanOrEqual(2 * pixel);
    // Beside the roll (53 cm wide, 14 cm into the scene), on the floor its 250 cm reach.
    await expect(person.left / scale).toBeGreaterThan(14 + 53);
    await expect(Math.abs(person.bottom / scale - (14 + 250))).toBeLessThanOrEqual(pixel);
  },
};

/**
 * A repeat twice as wide as it is high (17.5 × 8.75 cm) on a 70 × 50 cm sheet: four
 * across, each as high as its own proportions say. The folded corner shows the paper's back.
 */
export const GiftWrap: Story = {
  args: { repeatWidthCm: 17.5, repeatHeightCm: 8.75 },
  loaders: [async () => ({ wideDesign: await decodedImage(tileSvg(240, 120, asDesigned)) })],
  render: (args, { loaded }) => (
    <Column>
      <ScalePreview {...args} source={loaded.wideDesign as HTMLImageElement} />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    await showProduct(canvasElement, 'Gift wrap');
    const canvas = await drawing(canvasElement, 'giftWrap', 17.5);
    await expect(canvas).toHaveAccessibleName(`${alt} on gift wrap, repeat 17.5 × 8.75 cm`);
    await expect(within(canvasElement).getByText('Repeat 17.5 × 8.75 cm')).toBeVisible();
    await expect(within(canvasElement).getByText(/: 4 repeats across the 70 cm sheet\.$/)).toBeVisible();
    await expectTrueScale(canvas, 'giftWrap', [17.5, 8.75]);
    await expect(discsAcross(canvas, 'giftWrap', 8.75)).toBe(4);
    // Inside the folded corner, which lies over the sheet's last 12 cm: the paper's plain back.
    const scale = pxPerCm(canvas.width, productTemplates.giftWrap);
    await expect(hexAt(canvas, (5 + 70 - 9) * scale, (5 + 50 - 9) * scale)).toBe(sceneColours.paperBack);
  },
};

/**
 * The shopper prints the repeat smaller with the keyboard: 21.17 → 21 → 16 → 15.5 → 15 cm.
 * Three 15 cm repeats now fit across the 45 cm cushion, counted in the drawing; "Design's
 * own size" brings 21.17 cm back and leaves the focus on the slider.
 */
export const CustomPrintWidth: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await showProduct(canvasElement, 'Cushion');
    let canvas = await drawing(canvasElement, 'cushion', ownWidthCm);
    await expect(discsAcross(canvas, 'cushion', ownWidthCm)).toBe(2);

    const slider = view.getByRole('slider', { name: 'Print width' });
    // One key at a time, each drawn before the next, as a person presses them.
    const toFifteen = async () => {
      slider.focus();
      for (const [key, printWidthCm] of [
        ['{ArrowLeft}', 21], // onto the next whole step below the design's own 21.17
        ['{PageDown}', 16],
        ['{ArrowLeft}', 15.5],
        ['{ArrowLeft}', 15],
      ] as const) {
        await userEvent.keyboard(key);
        canvas = await drawing(canvasElement, 'cushion', printWidthCm);
      }
    };
    await toFifteen();
    await expect(slider).toHaveAttribute('aria-valuenow', '15');
    await expect(slider).toHaveAttribute('aria-valuetext', '15 cm');
    await expect(view.getByText('15 cm')).toBeVisible();
    await expect(view.getByText('Repeat 15 × 15 cm')).toBeVisible();
    await expect(view.getByText('Shown on a 45 × 45 cm cushion: 3 repeats across the 45 cm cushion.')).toBeVisible();
    await expect(canvas).toHaveAccessibleName(`${alt} on a cushion, repeat 15 × 15 cm`);
    await expectTrueScale(canvas, 'cushion', [15, 15]);
    await expect(discsAcross(canvas, 'cushion', 15)).toBe(3);

    await userEvent.click(view.getByRole('button', { name: "Design's own size" }));
    canvas = await drawing(canvasElement, 'cushion', ownWidthCm);
    await expect(view.getByText('Repeat 21.17 × 21.17 cm')).toBeVisible();
    await expect(view.queryByRole('button', { name: "Design's own size" })).not.toBeInTheDocument();
    await expect(slider).toHaveFocus();
    await expect(discsAcross(canvas, 'cushion', ownWidthCm)).toBe(2);

    // The print width stays when the product changes (the baseline shows 15 cm repeats on the cushion).
    await toFifteen();
    await showProduct(canvasElement, 'Dress');
    await drawing(canvasElement, 'dress', 15);
    await showProduct(canvasElement, 'Cushion');
    await drawing(canvasElement, 'cushion', 15);
  },
};

const recoloured: TileColours = { ground: '#2e4756', disc: '#f7b267', corner: '#c9d6df' };
const recolouredAgain: TileColours = { ground: '#5b6e4e', disc: '#f1efe7', corner: '#c8553d' };

/** The preview fed a canvas the design was recoloured on; a new colour repaints that same canvas and changes the key. */
function Recolouring(args: ScalePreviewProps) {
  const [source] = useState(() => paintTile(document.createElement('canvas'), recoloured));
  const [sourceKey, setSourceKey] = useState('slate-apricot');
  return (
    <Column>
      <div style={{ display: 'grid', gap: 12 }}>
        <ScalePreview {...args} source={source} sourceKey={sourceKey} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            paintTile(source, recolouredAgain);
            setSourceKey('moss-linen');
          }}
        >
          Recolour in moss and linen
        </Button>
      </div>
    </Column>
  );
}

/**
 * The design recoloured on a canvas: the dress shows the canvas's colours, not the design's
 * own. When the same canvas is repainted, the new key redraws the dress in the new colours.
 */
export const Recoloured: Story = {
  render: (args) => <Recolouring {...args} />,
  play: async ({ canvasElement }) => {
    let canvas = await drawing(canvasElement, 'dress', ownWidthCm, 'slate-apricot');
    await expectTrueScale(canvas, 'dress', [ownWidthCm, ownWidthCm], recoloured);
    // In the middle of the first repeat's disc: the recoloured disc, not the design's sand.
    const scale = pxPerCm(canvas.width, productTemplates.dress);
    const [x, y] = [(8 + ownWidthCm * 1.5) * scale, (5 + ownWidthCm * 1.5) * scale];
    await expect(Object.values(recoloured)).toContain(hexAt(canvas, x, y));
    await expect(hexAt(canvas, x, y)).not.toBe(asDesigned.disc);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recolour in moss and linen' }));
    canvas = await drawing(canvasElement, 'dress', ownWidthCm, 'moss-linen');
    await expectTrueScale(canvas, 'dress', [ownWidthCm, ownWidthCm], recolouredAgain);
  },
};

/** The preview above a control that hands it the picture, or takes it back. */
function Loading({ design, ...args }: ScalePreviewProps & { design: HTMLImageElement }) {
  const [shown, setShown] = useState(false);
  return (
    <Column>
      <div style={{ display: 'grid', gap: 12 }}>
        <ScalePreview {...args} source={shown ? design : null} />
        <Button variant="secondary" size="sm" onClick={() => setShown((now) => !now)}>
          {shown ? 'Take the picture back' : 'Hand over the picture'}
        </Button>
      </div>
    </Column>
  );
}

/**
 * While the picture is not ready the frame is busy, already the dress's height (100 × 120
 * cm), and nothing is drawn; when the picture comes nothing below moves. The baseline
 * shows the empty frame.
 */
export const Pending: Story = {
  render: (args, { loaded }) => <Loading {...args} design={loaded.design as HTMLImageElement} />,
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const canvas = view.getByRole('img', { name: `${alt} on a dress, repeat 21.17 × 21.17 cm` }) as HTMLCanvasElement;
    const frame = canvas.parentElement!;
    const button = () => view.getByRole('button', { name: /picture/ });
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(canvas).not.toHaveAttribute('data-drawn');
    const { width, height } = frame.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 120) / 100, 0);
    const buttonTop = button().getBoundingClientRect().top;

    await userEvent.click(button());
    await drawing(canvasElement, 'dress', ownWidthCm);
    await expect(frame).not.toHaveAttribute('aria-busy');
    await expect(frame.getBoundingClientRect().height).toBe(height);
    await expect(button().getBoundingClientRect().top).toBe(buttonTop);

    await userEvent.click(button());
    await waitFor(() => expect(canvas).not.toHaveAttribute('data-drawn'));
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getBoundingClientRect().height).toBe(height);
    await expect(pixelAt(canvas, canvas.width / 2, canvas.height / 2)[3]).toBe(0);
  },
};

/**
 * On a phone (360 px) the dress fills the column, drawn in device pixels, nothing sideways;
 * the slider's thumb takes a finger. A tap on Wallpaper shows the roll and the person
 * side by side inside the window.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    let canvas = await drawing(canvasElement, 'dress', ownWidthCm);
    // The story's page turns to a phone's width as it starts: on a busy machine the first
    // drawing can be of the width before, until the resize reaches the frame. Wait, as a
    // shopper would, for the drawing at the phone's width (drawn in the same layout effect
    // that sizes the canvas), then check it fills the width at the device's pixels.
    await waitFor(() => {
      const box = canvas.getBoundingClientRect();
      expect(box.width).toBeCloseTo(canvasElement.getBoundingClientRect().width, 0);
      expect(canvas.width).toBe(Math.round(box.width * window.devicePixelRatio));
    });
    await expectTrueScale(canvas, 'dress', [ownWidthCm, ownWidthCm]);
    await expectTouchHitArea(view.getByRole('slider', { name: 'Print width' }));
    await expectNoSidewaysScroll(doc);

    await tap(view.getByRole('tab', { name: 'Wallpaper' }));
    canvas = await drawing(canvasElement, 'wallpaper', ownWidthCm);
    await expect(canvas.getBoundingClientRect().right).toBeLessThanOrEqual(doc.defaultView!.innerWidth);
    // The whole person is drawn, inside the drawing, as tall as on a desktop (to within two pixels).
    const scale = pxPerCm(canvas.width, productTemplates.wallpaper);
    const person = personBox(canvas);
    await expect(person.right).toBeLessThan(canvas.width);
    await expect(Math.abs((person.bottom - person.top) / scale - 170)).toBeLessThanOrEqual(3 / scale);
    await expectTrueScale(canvas, 'wallpaper', [ownWidthCm, ownWidthCm], asDesigned, 6);
    await expectNoSidewaysScroll(doc);
  },
};

/** A picture that loaded without pixels (a missing file): the shopper is told, in a frame of the same height. */
export const Unreadable: Story = {
  loaders: [
    async () => {
      const missing = new Image();
      missing.src = '/img/cover/no-such-design.webp';
      await missing.decode().catch(() => undefined);
      return { design: missing };
    },
  ],
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const problem = await view.findByRole('alert');
    await expect(problem).toHaveTextContent("The preview could not be drawn. The design's own picture is unchanged.");
    await expect(view.queryByRole('img')).not.toBeInTheDocument();
    const frame = problem.parentElement!;
    await expect(frame).not.toHaveAttribute('aria-busy');
    const { width, height } = frame.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 120) / 100, 0);
  },
};
