import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { palette } from '../theme/tokens';
import { Image } from './Image';
import * as styles from './Image.css';

/** A 400×300 textile-like pattern as a data: URI, so the story needs no network. */
const patternSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><pattern id="p" width="50" height="50" patternUnits="userSpaceOnUse">
<rect width="50" height="50" fill="${palette.paperAlt}"/>
<circle cx="25" cy="25" r="14" fill="${palette.terracottaSoft}" stroke="${palette.terracotta}" stroke-width="3"/>
<circle cx="0" cy="0" r="6" fill="${palette.navy}"/><circle cx="50" cy="0" r="6" fill="${palette.navy}"/>
<circle cx="0" cy="50" r="6" fill="${palette.navy}"/><circle cx="50" cy="50" r="6" fill="${palette.navy}"/>
</pattern></defs><rect width="400" height="300" fill="url(#p)"/></svg>`;
const patternSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(patternSvg)}`;

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: patternSrc, alt: 'Terracotta dot pattern on cream', width: 400, height: 300 },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Image {...args} />
    </div>
  ),
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

const placeholderOf = (canvasElement: HTMLElement) => canvasElement.querySelector(`.${styles.placeholder.classNames.base}`);

/** Once the file has loaded the image shows and the placeholder is gone. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Terracotta dot pattern on cream' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect(img).toBeVisible());
    await expect(placeholderOf(canvasElement)).not.toBeInTheDocument();
    await expect((img as HTMLImageElement).naturalWidth).toBe(400);
  },
};

/** A file that cannot be loaded (404) is replaced by an icon and "Image unavailable". */
export const Broken: Story = {
  args: { src: '/does-not-exist.png', alt: 'Rose chintz repeat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Image unavailable')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Rose chintz repeat (Image unavailable)' })).toBeVisible();
    await expect(placeholderOf(canvasElement)).not.toBeInTheDocument();
  },
};

/** Before there is a file to load, the sunken placeholder holds the image's place (with shimmer). */
export const Placeholder: Story = {
  args: { src: undefined, shimmer: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: 'Terracotta dot pattern on cream' });
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(placeholderOf(canvasElement)).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Image unavailable')).not.toBeInTheDocument();
  },
};

/** width 300 × height 150 keeps a 2:1 box while loading, so nothing moves when the file arrives. */
export const AspectRatio: Story = {
  args: { src: undefined, width: 300, height: 150, alt: 'Wide border print' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ width: 300 }}>
        <Image {...args} />
      </div>
      <div style={{ width: 160 }}>
        <Image {...args} alt="Wide border print, small" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, width] of [
      ['Wide border print', 300],
      ['Wide border print, small', 160],
    ] as const) {
      const box = canvas.getByRole('img', { name }).getBoundingClientRect();
      await expect(box.width).toBeCloseTo(width, 0);
      await expect(box.height).toBeCloseTo(width / 2, 0);
    }
  },
};

/** `alt=""` marks a decorative image: it is hidden from assistive technology, even when broken. */
export const Decorative: Story = {
  args: { src: '/does-not-exist.png', alt: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Image unavailable')).toBeVisible());
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
