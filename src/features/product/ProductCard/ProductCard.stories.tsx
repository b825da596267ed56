import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, toCard } from '../../../../mocks/fixtures/catalogue';
import { Button } from '../../../ui/Button/Button';
import autumnTileCover from '../../../../mocks/fixtures/covers/HP-autumn-tile-640.webp?url';
import meltTileCover from '../../../../mocks/fixtures/covers/HP-melt-tile-640.webp?url';
import { ProductCard } from './ProductCard';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';

const designs = generateDesigns(40);
const cardOf = (productId: number) => toCard(designs.find((d) => d.productId === productId)!);

/** 1001: non-exclusive, $156. 1028: exclusive, buyout $424. 1006: uploadStatus 1. */
const nonExclusive = cardOf(1001);
const exclusive = cardOf(1028);
const uploaded = cardOf(1006);

/** Stands in for the favourites feature's SaveToBoard, which the app puts in the slot. */
const saveStandIn = (
  <Button variant="secondary" size="sm">
    SAVE
  </Button>
);

const meta = {
  title: 'Features/Product/ProductCard',
  component: ProductCard,
  args: { card: nonExclusive, saveControl: saveStandIn, onQuickView: fn(), width: 240 },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the cover to load (the screenshot shows the pattern, not the placeholder). */
async function loadedImage(canvasElement: HTMLElement, name: string | RegExp) {
  const img = within(canvasElement).getByRole('img', { name });
  await waitFor(() => expect(img).toBeVisible());
  return img;
}

/**
 * The image links to the design's page in a new tab; serial label and price under it;
 * the SAVE slot and a Quick view button that hands the card to `onQuickView`.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alt = 'Casa Milano, Textile print, Home textiles, Swimwear, Vintage, Ocean Deep floral';
    const img = await loadedImage(canvasElement, alt);
    await expect(img).toHaveAttribute(
      'alt',
      `${nonExclusive.brandStr}, ${nonExclusive.productFicationStr}, ${nonExclusive.sceneStr.replace(',', ', ')}, ${nonExclusive.styleStr}, ${nonExclusive.label}`,
    );
    await expect(img).toHaveAttribute('src', '/img/cover/1001.webp');
    // The browser picks a cover width for the 240 px cell; below the first row it waits until scrolled near.
    await expect(img).toHaveAttribute('srcset', expect.stringContaining('/img/cover/1001.webp?w=320 320w'));
    await expect(img).toHaveAttribute(
      'sizes',
      `${Math.ceil((240 * nonExclusive.imgHeight) / (nonExclusive.imgWeight || nonExclusive.imgWidth))}px`,
    );
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');

    const link = canvas.getByRole('link', { name: `${alt} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', '/detail/1001');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');

    const article = canvas.getByRole('article', { name: 'PT-01001' });
    await expect(article).toHaveTextContent('$156.00');
    await expect(within(article).queryByText('Exclusive')).toBeNull();
    await expect(within(article).queryByText('New')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Quick view PT-01001' }));
    await expect(args.onQuickView).toHaveBeenCalledOnce();
    await expect(args.onQuickView).toHaveBeenCalledWith(nonExclusive);
  },
};

/** An exclusive design shows its buyout price (priceOnce), not the price, and an 'Exclusive' badge. */
export const Exclusive: Story = {
  args: { card: exclusive },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedImage(canvasElement, /Sage Linen animal print$/);
    const article = canvas.getByRole('article', { name: 'PT-01028' });
    await expect(exclusive.priceOnce).toBe(424);
    await expect(article).toHaveTextContent('$424.00');
    await expect(article).not.toHaveTextContent('$65.00');
    await expect(within(article).getByText('Exclusive')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('href', '/detail/1028');
  },
};

/** A nonzero uploadStatus marks a newly uploaded design with a 'New' badge. */
export const UploadedBadge: Story = {
  args: { card: uploaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(uploaded.uploadStatus).not.toBe(0);
    await loadedImage(canvasElement, /Midnight Ink wave$/);
    const article = canvas.getByRole('article', { name: 'PT-01006' });
    await expect(within(article).getByText('New')).toBeVisible();
    await expect(within(article).queryByText('Exclusive')).toBeNull();
    await expect(article).toHaveTextContent('$138.00');
  },
};

const longCard = {
  ...nonExclusive,
  imgSn: 'PT-01001-COLOURWAY-B-EXTENDED-REPEAT',
  brandStr: 'Silk Lab Hangzhou',
  productFicationStr: 'Textile print,Wallpaper,Gift wrap',
  sceneStr: 'Womenswear,Menswear,Kidswear,Home textiles',
  styleStr: 'Watercolour,Art deco',
  label: 'Ocean Deep floral,Botanica 2026,Quiet luxury,Watercolour',
};

/** Many words in every field: one alt text with each word once, and a long serial cut with an ellipsis. */
export const LongTags: Story = {
  args: { card: longCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alt =
      'Silk Lab Hangzhou, Textile print, Wallpaper, Gift wrap, Womenswear, Menswear, Kidswear, Home textiles, Watercolour, Art deco, Ocean Deep floral, Botanica 2026, Quiet luxury';
    await expect(await loadedImage(canvasElement, alt)).toHaveAttribute('alt', alt);
    const serial = canvas.getByText(longCard.imgSn);
    // Cut, not wrapped: the caption keeps one line and the price stays in view.
    await expect(serial.scrollWidth).toBeGreaterThan(serial.clientWidth);
    await expect(canvas.getByText('$156.00')).toBeVisible();
    const article = canvas.getByRole('article', { name: longCard.imgSn });
    await expect(article.getBoundingClientRect().width).toBe(240);
  },
};

/** In a masonry cell of fixed size the card takes the cell's size and the image fills what the caption leaves. */
export const GridCell: Story = {
  args: { width: 220, height: 380, style: { position: 'relative', top: 0, left: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'PT-01001' });
    const box = article.getBoundingClientRect();
    await expect(box.width).toBe(220);
    await expect(box.height).toBe(380);
    const link = canvas.getByRole('link', { name: /opens in a new tab/ });
    await loadedImage(canvasElement, /Ocean Deep floral$/);
    const caption = canvas.getByText('$156.00').getBoundingClientRect();
    // The image ends above the caption, which ends inside the cell.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(caption.top);
    await expect(caption.bottom).toBeLessThanOrEqual(box.bottom);
  },
};

/**
 * In a cell sized by CSS (the server's phone grid, drawn before the grid is measured):
 * the card fills the cell, 188 px here, and the 170 px it is given only chooses the file.
 */
export const FluidCell: Story = {
  args: { width: 170, fluid: true },
  decorators: [
    (Story) => (
      <div style={{ width: 188 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = await loadedImage(canvasElement, /Ocean Deep floral$/);
    await expect(canvas.getByRole('article', { name: 'PT-01001' }).getBoundingClientRect().width).toBe(188);
    await expect(img.getBoundingClientRect().width).toBe(188);
    await expect(img).toHaveAttribute(
      'sizes',
      `${Math.ceil((170 * nonExclusive.imgHeight) / (nonExclusive.imgWeight || nonExclusive.imgWidth))}px`,
    );
  },
};

/** A card of the grid's first row: its cover is the page's largest paint, so it loads at once and first. */
export const FirstRow: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = await loadedImage(canvasElement, /Ocean Deep floral$/);
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/**
 * On a phone, in a cell of the two-column grid: Save and Quick view show at rest (a
 * finger has no hover to find them with), each a finger's size, and a tap on Quick view
 * hands the card over.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { width: 164, height: 220, style: { position: 'relative', top: 0, left: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loadedImage(canvasElement, /Ocean Deep floral$/);
    const quickView = canvas.getByRole('button', { name: 'Quick view PT-01001' });
    const save = canvas.getByRole('button', { name: 'SAVE' });
    await expect(quickView).toBeVisible();
    await expect(getComputedStyle(quickView).opacity).toBe('1');
    await expectTouchTarget(quickView);
    await expectTouchTarget(save);
    // Both inside the image, clear of each other.
    const media = canvas.getByRole('link', { name: /opens in a new tab/ }).getBoundingClientRect();
    const saveBox = save.getBoundingClientRect();
    const quickBox = quickView.getBoundingClientRect();
    await expect(quickBox.left).toBeGreaterThanOrEqual(media.left);
    await expect(quickBox.right).toBeLessThanOrEqual(media.right);
    await expect(saveBox.bottom).toBeLessThanOrEqual(quickBox.top);

    await tap(quickView);
    await expect(args.onQuickView).toHaveBeenCalledOnce();
    await expect(args.onQuickView).toHaveBeenCalledWith(nonExclusive);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** On a tablet (768 px), in a cell of the three-column grid: the same controls at rest, a finger's size. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  args: { card: exclusive, width: 236, height: 300, style: { position: 'relative', top: 0, left: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedImage(canvasElement, /Sage Linen animal print$/);
    const quickView = canvas.getByRole('button', { name: 'Quick view PT-01028' });
    await expect(getComputedStyle(quickView).opacity).toBe('1');
    await expectTouchTarget(quickView);
    await expectTouchTarget(canvas.getByRole('button', { name: 'SAVE' }));
    await expect(within(canvas.getByRole('article', { name: 'PT-01028' })).getByText('Exclusive')).toBeVisible();
  },
};

/** The card of a studio's imported repeat tile: its own pixel size, and the cover the import made of it. */
const importedTileCard = (productId: number, imgSn: string, label: string, cover: string, width: number, height: number) => ({
  ...nonExclusive,
  productId,
  imgSn,
  label,
  cover,
  imgWidth: width,
  imgWeight: width,
  imgHeight: height,
});

/**
 * A studio's seamless tile of 88 × 24 px (Hero Patterns' "Autumn", CC BY 4.0), as the
 * import shows it: repeated in whole tiles at its own pixels, not one tile stretched
 * and blurred across the cover. The cover is the import's own (scripts/story-covers.ts).
 */
export const ImportedRepeatTile: Story = {
  args: { card: importedTileCard(2001, 'HP-autumn-tile', 'Autumn (tile)', autumnTileCover, 88, 24) },
  play: async ({ canvasElement }) => {
    const img = (await loadedImage(canvasElement, /Autumn \(tile\)$/)) as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBeGreaterThan(0));
    // The image box keeps the design's proportions, and the repeated cover has them too: nothing is cropped or squeezed.
    const box = img.getBoundingClientRect();
    await expect(img.naturalWidth).toBeGreaterThanOrEqual(box.width);
    await expect(box.width / box.height).toBeCloseTo(img.naturalWidth / img.naturalHeight, 1);
    await expect(box.width / box.height).toBeCloseTo(88 / 24, 1);
  },
};

/** A tile of 24 × 20 px is magnified by a whole factor (5×), so its edges stay crisp, and repeated. */
export const MagnifiedRepeatTile: Story = {
  args: { card: importedTileCard(2002, 'HP-melt-tile', 'Melt (tile)', meltTileCover, 24, 20) },
  play: async ({ canvasElement }) => {
    const img = (await loadedImage(canvasElement, /Melt \(tile\)$/)) as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBeGreaterThan(0));
    const box = img.getBoundingClientRect();
    await expect(img.naturalWidth / img.naturalHeight).toBeCloseTo(24 / 20, 1);
    await expect(box.width / box.height).toBeCloseTo(24 / 20, 1);
  },
};
