import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageFrame } from '../styles/page.css';
import { lightColors, rootFontSizePx } from './tokens';
import { ThemeOverview } from './ThemeOverview';

const meta = {
  title: 'Foundations/Theme',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * Every colour, the type scale and spacing. The play checks that the theme really
 * reaches the page: each swatch is painted with its token's value, and the root
 * font size follows the spec's window-width rule.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Colours' })).toBeVisible();
    for (const [name, value] of Object.entries(lightColors)) {
      const chip = canvasElement.querySelector<HTMLElement>(`[data-colour="${name}"]`);
      const painted = getComputedStyle(chip!).backgroundColor;
      await expect(painted).toBe(value.startsWith('#') ? rgb(value) : value.replace(/,\s*/g, ', '));
    }
    const html = getComputedStyle(document.documentElement);
    await expect(px(html.fontSize)).toBeCloseTo(rootFontSizePx(window.innerWidth), 1);
  },
};

/** The page frame: 0.67rem top margin on every page, none on /sketch/* pages. */
export const PageFrame: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <div data-testid="page" className={pageFrame({ sketch: false })} style={{ minHeight: 0, outline: '1px dashed' }}>
        Page
      </div>
      <div data-testid="sketch" className={pageFrame({ sketch: true })} style={{ minHeight: 0, outline: '1px dashed' }}>
        Sketch page
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rem = px(getComputedStyle(document.documentElement).fontSize);
    await expect(px(getComputedStyle(canvas.getByTestId('page')).paddingTop)).toBeCloseTo(0.67 * rem, 1);
    await expect(px(getComputedStyle(canvas.getByTestId('sketch')).paddingTop)).toBe(0);
  },
};
