import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rootFontSizePx } from '../../src/ui/theme/tokens';
import { shopViewports, type ShopViewport } from '../viewports';
import { ViewportProbe } from './ViewportProbe';

const meta = {
  title: 'App/Workbench/Viewports',
  component: ViewportProbe,
} satisfies Meta<typeof ViewportProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the story runs in a window of `width`×`height`, with the theme's root font for that width. */
const runsAt = (width: number, height: number) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Window' })).toHaveTextContent(`${width}×${height}`);
    await expect(canvas.getByRole('status', { name: 'Root font' })).toHaveTextContent(`${rootFontSizePx(width).toFixed(1)} px`);
  },
});

const sizeOf = (viewport: ShopViewport) => {
  const { width, height } = shopViewports[viewport].styles;
  return [Number.parseInt(width, 10), Number.parseInt(height, 10)] as const;
};

/** Without a viewport a story runs at 1200×900, the spec's narrowest desktop. */
export const Default: Story = runsAt(1200, 900);

/** The narrowest phone the shop is built for. */
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } }, ...runsAt(...sizeOf('phone360')) };

/** A common phone (the e2e journey's size). */
export const Phone390: Story = { globals: { viewport: { value: 'phone390' } }, ...runsAt(...sizeOf('phone390')) };

/** A tablet upright. */
export const Tablet768: Story = { globals: { viewport: { value: 'tablet768' } }, ...runsAt(...sizeOf('tablet768')) };

/** A wide desktop: the root font grows with the window (1rem = 100 px at 1920). */
export const Desktop1920: Story = { globals: { viewport: { value: 'desktop1920' } }, ...runsAt(...sizeOf('desktop1920')) };
