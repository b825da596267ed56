import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { colourwayCover } from '../../../api/covers';
import { mockColourway } from '../../../../mocks/fixtures/catalogue';
import { world } from '../../../../mocks/world';
import type { ReadyCartLine } from '../cartLines';
import { CartLineItem } from './CartLineItem';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';

/** Ada's first server line: PT-01025 under the commercial licence ($30). */
const commercial: ReadyCartLine = {
  status: 'ready',
  productId: 1025,
  imgSn: 'PT-01025',
  cover: '/img/cover/1025.webp',
  price: 30,
  priceOnce: 0,
  isBuyout: 0,
  imgType: 5,
  linePrice: 30,
  available: true,
  licenceOffered: true,
  colourway: '',
};

/** An exclusive design (PT-01028, buyout $424). */
const exclusive: ReadyCartLine = {
  ...commercial,
  productId: 1028,
  imgSn: 'PT-01028',
  cover: '/img/cover/1028.webp',
  price: 65,
  priceOnce: 424,
  isBuyout: 1,
  imgType: 3,
  linePrice: 424,
};

const meta = {
  title: 'Features/Cart/CartLineItem',
  component: CartLineItem,
  args: { line: commercial, onLicenceChange: fn(), onRemove: fn() },
  // A line sits in the cart's list.
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Designs in your cart">
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the cover to be drawn, so the screenshot never catches its placeholder. */
const coverShown = (canvasElement: HTMLElement, imgSn: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('img', { name: `Design ${imgSn}` })).toBeVisible());

const licenceSelect = (canvasElement: HTMLElement, imgSn: string) =>
  within(canvasElement).getByRole('combobox', { name: `License for ${imgSn}` });

/**
 * A non-exclusive design: cover, pattern id linking to its page in a new tab, the
 * commercial licence at $30.00, and a choice of commercial or commercial unlimited
 * (80%: $24.00) only.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'PT-01025 (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'PT-01025 (opens in a new tab)' })).toHaveAttribute('href', '/detail/1025');
    await coverShown(canvasElement, 'PT-01025');
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent('$30.00');
    await expect(canvas.queryByText('Exclusive')).not.toBeInTheDocument();

    const select = licenceSelect(canvasElement, 'PT-01025');
    await expect(select).toHaveTextContent('Commercial license $30.00');
    await userEvent.click(select);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Commercial license $30.00', 'Commercial unlimited license $24.00']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Commercial unlimited license $24.00' }));
    await expect(args.onLicenceChange).toHaveBeenCalledOnce();
    await expect(args.onLicenceChange).toHaveBeenCalledWith(4);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01025' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** PT-01025's five colours with the first two changed (issue 20). */
const recoloured = mockColourway(world().designById.get(1025)!, ['#2e6f40', '#6a4c93']);

/** A design bought in the buyer's colours: its cover drawn in them, and the colourway's swatches under its id. */
export const Colourway: Story = {
  args: { line: { ...commercial, colourway: recoloured, cover: colourwayCover(commercial.cover, recoloured) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await coverShown(canvasElement, 'PT-01025');
    await expect(canvas.getByRole('img', { name: 'Design PT-01025' })).toHaveAttribute('src', expect.stringContaining(`cw=${recoloured}`));
    await expect(canvas.getByText('Colourway')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: /^In / })).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent('$30.00');
  },
};

/** An exclusive (buyout) design: the Exclusive badge, and the exclusive licence is the only one offered. */
export const Exclusive: Story = {
  args: { line: exclusive },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await coverShown(canvasElement, 'PT-01028');
    await expect(canvas.getByText('Exclusive')).toBeVisible();
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent('$424.00');
    await userEvent.click(licenceSelect(canvasElement, 'PT-01028'));
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Exclusive license $424.00']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onLicenceChange).not.toHaveBeenCalled();
  },
};

/** A sold exclusive: marked Sold, no licence choice, no price ("Not included"), still removable. */
export const Sold: Story = {
  args: {
    line: {
      ...exclusive,
      productId: 1008,
      imgSn: 'PT-01008',
      cover: '/img/cover/1008.webp',
      priceOnce: 559,
      linePrice: 559,
      available: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverShown(canvasElement, 'PT-01008');
    await expect(canvas.getByText('Sold')).toBeVisible();
    await expect(canvas.getByText('This exclusive design has been sold and can no longer be bought.')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent('Not included');
    await expect(canvas.queryByText('$559.00')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01008' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/**
 * An exclusive design that went into the bag under the commercial licence before it was
 * made exclusive (issue 39): the line says what happened, is not counted ("Not
 * included", its old $65.00 not shown), and its select offers only the exclusive
 * licence — picking it asks for the change.
 */
export const LicenceWithdrawn: Story = {
  args: { line: { ...exclusive, imgType: 5, linePrice: 65, licenceOffered: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await coverShown(canvasElement, 'PT-01028');
    await expect(
      canvas.getByText(
        'The Commercial license is no longer offered for this design: it is now sold as an exclusive. Choose the Exclusive license to buy it.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent('Not included');
    await expect(canvas.queryByText('$65.00')).not.toBeInTheDocument();

    const select = licenceSelect(canvasElement, 'PT-01028');
    await expect(select).toHaveTextContent('Choose a license');
    await userEvent.click(select);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Exclusive license $424.00']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Exclusive license $424.00' }));
    await expect(args.onLicenceChange).toHaveBeenCalledOnce();
    await expect(args.onLicenceChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** While the licence change is on its way, the select waits. */
export const Updating: Story = {
  args: { updating: true, line: { ...commercial, imgType: 4, linePrice: 24 } },
  play: async ({ canvasElement }) => {
    await coverShown(canvasElement, 'PT-01025');
    const select = licenceSelect(canvasElement, 'PT-01025');
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('Commercial unlimited license $24.00');
  },
};

/** A visitor's line whose design is still being fetched. */
export const Loading: Story = {
  args: { line: { status: 'loading', productId: 1005, imgType: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Design 1005' })).toBeVisible();
    await expect(canvas.getByText('Loading the design…')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A visitor's line whose design the shop no longer has: said so, and it can be removed. */
export const Missing: Story = {
  args: { line: { status: 'missing', productId: 999999, imgType: 5, reason: 'This design is no longer in the shop.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This design is no longer in the shop.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Design 999999' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/**
 * On a phone (360 px): cover and id, with Remove and the price under it at the end, and
 * the licence across the line below, inside the window; the select and Remove are a finger's size, and taps choose a
 * licence and remove.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await coverShown(canvasElement, 'PT-01025');
    const select = licenceSelect(canvasElement, 'PT-01025');
    const remove = canvas.getByRole('button', { name: 'Remove PT-01025' });
    const price = canvas.getByText('Price:').parentElement!;
    await expect(select.getBoundingClientRect().top).toBeGreaterThanOrEqual(canvas.getByRole('heading').getBoundingClientRect().bottom);
    await expect(select.getBoundingClientRect().top).toBeGreaterThanOrEqual(price.getBoundingClientRect().bottom);
    await expect(price.getBoundingClientRect().top).toBeGreaterThanOrEqual(remove.getBoundingClientRect().bottom);
    await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
    await expectTouchTarget(select);
    await expectTouchTarget(remove);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);

    await tap(select);
    await tap(await body.findByRole('option', { name: 'Commercial unlimited license $24.00' }));
    await expect(args.onLicenceChange).toHaveBeenCalledWith(4);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await tap(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A sold exclusive on a phone: its warning wraps under the id, nothing reaches past the window. */
export const PhoneSold: Story = {
  ...Sold,
  globals: { viewport: { value: 'phone390' } },
  play: async (context) => {
    await Sold.play!(context);
    await expectNoSidewaysScroll(context.canvasElement.ownerDocument);
  },
};

/** On a tablet (768 px) the line keeps the desktop's row: licence and price beside the id. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await coverShown(canvasElement, 'PT-01025');
    const select = licenceSelect(canvasElement, 'PT-01025');
    await expect(select.getBoundingClientRect().left).toBeGreaterThan(canvas.getByRole('heading').getBoundingClientRect().right);
    await expectTouchTarget(canvas.getByRole('button', { name: 'Remove PT-01025' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(canvas.getByRole('button', { name: 'Remove PT-01025' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
