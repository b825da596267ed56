import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, toDetail } from '../../../../mocks/fixtures/catalogue';
import type { ProductDetail } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { DesignDetail } from './DesignDetail';

const designs = generateDesigns(40);
const detailOf = (productId: number, isBuy: ProductDetail['isBuy'] = 0): ProductDetail =>
  toDetail(
    designs.find((d) => d.productId === productId)!,
    isBuy,
    0,
  );

/**
 * 1001: non-exclusive, isUse 1, $156, 5315×7087 px, PSD, layered, not vector.
 * 1028: exclusive (isBuyout 1, isUse 0), buyout $424.
 * 1006: 11811×11811 px (100×100 cm at 300 dpi).
 */
const nonExclusive = detailOf(1001);
const exclusive = detailOf(1028);

const saveStandIn = (
  <Button variant="secondary" onClick={fn()}>
    SAVE
  </Button>
);

const meta = {
  title: 'Features/Product/DesignDetail',
  component: DesignDetail,
  args: {
    detail: nonExclusive,
    saveControl: saveStandIn,
    onAddToBag: fn(),
    onDownload: fn(),
    onCollect: fn(),
    onLicenceChange: fn(),
  },
  decorators: [
    (Story) => (
      // The width of the quick-view dialog's body.
      <div style={{ width: '9.12rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DesignDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

async function coverLoaded(canvasElement: HTMLElement) {
  const cover = within(canvasElement).getByRole('img', { name: /^Design PT-\d{5}:/ });
  await waitFor(() => expect(cover).toBeVisible());
}

const fact = (canvasElement: HTMLElement, term: string) => {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

/**
 * A non-exclusive design with isUse above 0: commercial (5) and commercial unlimited (4)
 * are offered, 5 is chosen, and the price is the design's price. The facts, print sizes
 * at 300 and 600 dpi, the colours it is printed in, and word lists that search the store.
 */
export const NonExclusive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await expect(nonExclusive.isUse).toBeGreaterThan(0);

    const licences = canvas.getAllByRole('radio');
    await expect(licences.map((radio) => radio.getAttribute('value'))).toEqual(['5', '4']);
    await expect(canvas.getByRole('radio', { name: /Commercial license/ })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /Exclusive license/ })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$156.00');

    await expect(fact(canvasElement, 'Pattern ID')).toHaveTextContent('PT-01001');
    await expect(fact(canvasElement, 'Included files')).toHaveTextContent('PSD');
    await expect(fact(canvasElement, 'Size')).toHaveTextContent('5315*7087px');
    await expect(fact(canvasElement, 'Print size at 300 dpi')).toHaveTextContent('45 × 60 cm');
    await expect(fact(canvasElement, 'Print size at 600 dpi')).toHaveTextContent('22.5 × 30 cm');
    await expect(fact(canvasElement, 'Seamless repeat')).toHaveTextContent('Yes');
    await expect(fact(canvasElement, 'Layered')).toHaveTextContent('Yes');
    await expect(fact(canvasElement, 'Vector')).toHaveTextContent('No');

    // The fixture's palette (Ocean Deep): the colours it is printed in, each a link to the store.
    const palette = nonExclusive.palette!;
    await expect(palette.colours.length).toBeGreaterThan(0);
    const colours = canvas.getByRole('region', { name: 'Colours' });
    await expect(within(colours).getByRole('heading', { level: 3, name: 'Colours' })).toBeVisible();
    await expect(within(colours).getByText(`Printed in ${palette.count} colours`)).toBeVisible();
    await expect(within(colours).getAllByRole('link')).toHaveLength(palette.colours.length);

    const types = canvas.getByRole('region', { name: 'Product types' });
    await expect(within(types).getByRole('link', { name: 'Textile print' })).toHaveAttribute('href', '/store?q=Textile%20print');
    const categories = within(canvas.getByRole('region', { name: 'Categories' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    // styleStr, sceneStr, seasonStr, fashionStr, entityStr, each word once.
    await expect(categories).toEqual(['Vintage', 'Home textiles', 'Swimwear', nonExclusive.seasonStr, 'Maximalism', 'Floral']);
    const tags = canvas.getByRole('region', { name: 'Tags' });
    await expect(within(tags).getByRole('link', { name: 'Ocean Deep floral' })).toHaveAttribute('href', '/store?q=Ocean%20Deep%20floral');

    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Collect' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }));
    await expect(args.onAddToBag).toHaveBeenCalledWith(5);
  },
};

/** Picking commercial unlimited (4) shows 80% of the price, and Add To Bag sends licence 4. */
export const SwitchLicence: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    const unlimited = canvas.getByRole('radio', { name: /Commercial unlimited license/ });
    await expect(unlimited).toHaveAccessibleName('Commercial unlimited license $124.80');
    await userEvent.click(unlimited);
    await expect(unlimited).toBeChecked();
    await expect(args.onLicenceChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$124.80');

    // The keyboard moves between licences too.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /Commercial license/ })).toBeChecked();
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$156.00');
    await userEvent.click(unlimited);

    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }));
    await expect(args.onAddToBag).toHaveBeenCalledOnce();
    await expect(args.onAddToBag).toHaveBeenCalledWith(4);
  },
};

/** An exclusive (buyout) design offers only the exclusive licence, at the buyout price. */
export const Exclusive: Story = {
  args: { detail: exclusive },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    const licences = canvas.getAllByRole('radio');
    await expect(licences).toHaveLength(1);
    await expect(licences[0]).toHaveAccessibleName('Exclusive license $424.00');
    await expect(licences[0]).toBeChecked();
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$424.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }));
    await expect(args.onAddToBag).toHaveBeenCalledWith(3);
  },
};

/** In the cart (isBuy 1): View Cart goes to /shoppingcar instead of Add To Bag. */
export const InCart: Story = {
  args: { detail: detailOf(1001, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shoppingcar');
    await expect(canvas.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download File' })).toBeNull();
  },
};

/** Purchased (isBuy 2): Download File. */
export const Purchased: Story = {
  args: { detail: detailOf(1003, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View Cart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download File' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    // A vector design: the print sizes still follow its master pixels.
    await expect(fact(canvasElement, 'Vector')).toHaveTextContent('Yes');
    await expect(fact(canvasElement, 'Print size at 300 dpi')).toHaveTextContent('75 × 100 cm');
  },
};

/** While the file downloads, the button is busy and a progress bar counts. */
export const Downloading: Story = {
  args: { detail: detailOf(1003, 2), downloadProgress: 40 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '40');
    const download = canvas.getByRole('button', { name: 'Download File' });
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(download);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** A large file: 11811 px prints 100 × 100 cm at 300 dpi and 50 × 50 cm at 600 dpi. */
export const PrintSizes: Story = {
  args: { detail: detailOf(1006) },
  play: async ({ canvasElement }) => {
    await coverLoaded(canvasElement);
    await expect(fact(canvasElement, 'Size')).toHaveTextContent('100*100cm');
    await expect(fact(canvasElement, 'Print size at 300 dpi')).toHaveTextContent('100 × 100 cm');
    await expect(fact(canvasElement, 'Print size at 600 dpi')).toHaveTextContent('50 × 50 cm');
  },
};

/**
 * 'View in repeat' tiles the cover as a background at 1×, 2× or 4× (2, 4 or 8 tiles
 * across). Nothing is tiled before it is opened; closing brings the cover back.
 */
export const RepeatPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'View in repeat' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img', { name: /in repeat/ })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Scale' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tiles = canvas.getByRole('img', { name: 'PT-01001 in repeat, 2 tiles across' });
    await expect(toggle).toHaveAttribute('aria-controls', tiles.id);
    const look = () => getComputedStyle(tiles);
    await expect(look().backgroundImage).toContain('/img/cover/1001.webp');
    await expect(look().backgroundRepeat).toBe('repeat');
    // A tile is half the frame wide and keeps the cover's own ratio.
    await expect(look().backgroundSize).toBe('50% auto');

    const scale = canvas.getByRole('group', { name: 'Scale' });
    await expect(within(scale).getByRole('radio', { name: '1× (2 tiles across)' })).toBeChecked();
    await userEvent.click(within(scale).getByRole('radio', { name: '4× (8 tiles across)' }));
    await expect(tiles).toHaveAccessibleName('PT-01001 in repeat, 8 tiles across');
    await expect(look().backgroundSize).toBe('12.5% auto');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(scale).getByRole('radio', { name: '2× (4 tiles across)' })).toBeChecked();
    await expect(look().backgroundSize).toBe('25% auto');

    await userEvent.click(toggle);
    await expect(canvas.queryByRole('img', { name: /in repeat/ })).toBeNull();
    await coverLoaded(canvasElement);
    await userEvent.click(toggle);
    // The scale chosen before is kept while the detail stays open.
    await expect(canvas.getByRole('img', { name: 'PT-01001 in repeat, 4 tiles across' })).toBeVisible();
  },
};

/** Without a favourites control, Collect is a button that calls `onCollect` (the app opens sign-in for a visitor). */
export const CollectButton: Story = {
  args: { saveControl: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collect' }));
    await expect(args.onCollect).toHaveBeenCalledOnce();
  },
};

/** An add on its way: Add To Bag is busy and ignores another click. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add To Bag' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToBag).not.toHaveBeenCalled();
  },
};

/** An exclusive design that has been sold cannot be added any more. */
export const Sold: Story = {
  args: { detail: { ...exclusive, isSold: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await coverLoaded(canvasElement);
    await expect(canvas.getByText('This exclusive design has been sold.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add To Bag' })).toBeNull();
  },
};
