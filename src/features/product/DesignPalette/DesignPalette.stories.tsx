import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DesignPalette as Palette } from '../../../api/types';
import { hexToRgb } from '../../../domain/colour';
import { palettes } from '../../../patterns/artwork';
import { DesignPalette } from './DesignPalette';

/** A named palette of the catalogue's artwork at the given shares, most covering first. */
const paletteOf = (hexes: readonly string[], shares: readonly number[], count = hexes.length): Palette => ({
  colours: hexes.map((hex, i) => ({ hex, share: shares[i]! })),
  count,
});

/** Terracotta Garden: a cream ground (which needs its edge) under four printed colours. */
const fiveColours = paletteOf(palettes['Terracotta Garden'], [0.48, 0.21, 0.14, 0.1, 0.07]);

/** A one-screen print: navy on nothing else. */
const oneColour = paletteOf(['#1f3a5f'], [1]);

/**
 * Midnight Ink with a sixth colour measured from the artwork: nine colours in all, the
 * three smallest not listed (they cover the 7% the bar leaves).
 */
const nineColours = paletteOf([...palettes['Midnight Ink'], '#7a1f3d'], [0.38, 0.21, 0.14, 0.09, 0.07, 0.04], 9);

const meta = {
  title: 'Features/Product/DesignPalette',
  component: DesignPalette,
  args: { palette: fiveColours },
  decorators: [
    (Story) => (
      // The width of the design detail's info column in the quick-view dialog.
      <div style={{ width: '4.8rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DesignPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgbOf = (hex: string) => `rgb(${hexToRgb(hex).join(', ')})`;

/**
 * Five colours: the count, the bar (for the eye only) and each colour as a link to the
 * store filtered by it, named by its hex and share.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Colours' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Colours' })).toBeVisible();
    await expect(within(section).getByText('Printed in 5 colours')).toBeVisible();

    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Find designs with #F4E9DC, 48% of this design',
      'Find designs with #C8553D, 21% of this design',
      'Find designs with #588B8B, 14% of this design',
      'Find designs with #F2A65A, 10% of this design',
      'Find designs with #2D3047, 7% of this design',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/store?colours=f4e9dc',
      '/store?colours=c8553d',
      '/store?colours=588b8b',
      '/store?colours=f2a65a',
      '/store?colours=2d3047',
    ]);
    const ground = within(section).getByRole('link', { name: 'Find designs with #F4E9DC, 48% of this design' });
    await expect(ground).toHaveTextContent('#F4E9DC 48%');
    // The swatch wears the design's own colour, and an edge so the cream shows on white.
    const swatch = ground.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(swatch).backgroundColor).toBe(rgbOf('#f4e9dc'));
    await expect(getComputedStyle(swatch).borderTopWidth).toBe('1px');
  },
};

/** A design printed in one colour: "1 colour", one link, the bar filled by it. */
export const SingleColour: Story = {
  args: { palette: oneColour, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Colours' })).toBeVisible();
    await expect(canvas.getByText('Printed in 1 colour')).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Find designs with #1F3A5F, 100% of this design');
    await expect(link).toHaveAttribute('href', '/store?colours=1f3a5f');
    await expect(link).toHaveTextContent('#1F3A5F 100%');
  },
};

/**
 * More colours than are listed: nine in all, the six largest listed; the count is the
 * design's, not the list's.
 */
export const ManyColours: Story = {
  args: { palette: nineColours },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Colours' })).toBeVisible();
    await expect(canvas.getByText('Printed in 9 colours')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAccessibleName('Find designs with #1B1F3B, 38% of this design');
    await expect(links[0]).toHaveAttribute('href', '/store?colours=1b1f3b');
    await expect(links[5]).toHaveAccessibleName('Find designs with #7A1F3D, 4% of this design');
    await expect(links[5]).toHaveAttribute('href', '/store?colours=7a1f3d');
    for (const link of links) await expect(link).toBeVisible();
  },
};
