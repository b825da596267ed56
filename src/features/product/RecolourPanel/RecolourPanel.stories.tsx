import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { mockPalette } from '../../../../mocks/fixtures/catalogue';
import { cartHandlers, personalHandlers } from '../../../../mocks/handlers';
import { world } from '../../../../mocks/world';
import { colourwayOf } from '../../../domain/colourway';
import { palettes, patternSvg, svgDataUrl } from '../../../patterns/artwork';
import { createRandom } from '../../../patterns/random';
import { loggedInAs } from '../../session';
import { RecolourPanel } from './RecolourPanel';

const palette = palettes['Desert Dusk'];

/** What the panel sent, recorded before the MSW world answers. */
const sent: { path: string; body: unknown }[] = [];
const record = (path: string) =>
  http.post(`*${path}`, async ({ request }) => {
    sent.push({ path, body: await request.clone().json() });
  });

const meta = {
  title: 'Features/Product/RecolourPanel',
  component: RecolourPanel,
  args: {
    cover: svgDataUrl(patternSvg('Geometric', 'Desert Dusk', createRandom(5))),
    palette,
    alt: 'Desert Dusk geometric',
    headingLevel: 3,
    // A 25 cm repeat at 300 dpi.
    design: { productId: 1001, imgSn: 'PT-01001', price: 30, priceOnce: 0, imgWidth: 2953, imgHeight: 2953 },
    licence: 5,
    cartState: 0,
  },
  parameters: {
    msw: {
      handlers: {
        cart: [record('/api/cart/save'), record('/api/cart/update'), ...cartHandlers.default],
        personal: [record('/api/personal/addBookmarkDetail'), record('/api//personal/addFolder'), ...personalHandlers.default],
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
    localStorage.removeItem('localCart');
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, width: '4.8rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecolourPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a colour into the editor's hex field for the selected swatch (the first). */
async function recolourFirst(canvasElement: HTMLElement, hex: string) {
  const view = within(canvasElement);
  const preview = await view.findByRole('img', { name: /^Desert Dusk geometric, in / });
  await waitFor(() => expect(preview).toHaveAttribute('data-drawn', palette.join(',')));
  const field = view.getByRole('textbox', { name: 'Hex' });
  await userEvent.clear(field);
  await userEvent.type(field, `${hex}{Enter}`);
  const colours = [hex, ...palette.slice(1)];
  await waitFor(() => expect(preview).toHaveAttribute('data-drawn', colours.join(',')));
  return colourwayOf(palette, colours);
}

/**
 * The preview, the editor and the products share one set of colours: a colour chosen in
 * the editor is drawn in the preview and on the dress at its printed size.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Change a colour to buy or save the design in your colours.')).toBeVisible();
    const dress = await view.findByRole('img', { name: /on a dress, repeat 25 × 25 cm$/ });
    await waitFor(() => expect(dress.dataset.drawn).toMatch(/^dress\|/));
    const before = dress.dataset.drawn;
    await recolourFirst(canvasElement, '#264653');
    // The dress is drawn again from the recoloured picture.
    await waitFor(() => expect(dress.dataset.drawn).not.toBe(before));
    await expect(view.getByRole('button', { name: 'Add to bag in these colours' })).toBeVisible();
  },
};

/** A visitor's colourway goes into their local cart with its colours. */
export const AddToBagInTheseColours: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const colourway = await recolourFirst(canvasElement, '#264653');
    await userEvent.click(view.getByRole('button', { name: 'Add to bag in these colours' }));
    await expect(await view.findByText('Added to your bag in these colours.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('localCart') ?? '[]')).toEqual([
      { productId: 1001, imgType: 5, productNum: 1, colourway },
    ]);
    // A visitor is asked to sign in before saving, as for every save.
    await expect(view.getByRole('button', { name: 'Sign in to save colourway' })).toBeVisible();
  },
};

/** A member whose design is in the bag already: the line takes the colours, its licence kept. */
export const PutColoursInTheBag: Story = {
  args: { cartState: 1, design: { productId: 1025, imgSn: 'PT-01025', price: 30, priceOnce: 0, imgWidth: 2953, imgHeight: 2953 } },
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    // PT-01025 is in Ada's fixture cart; its palette has as many colours as Desert Dusk.
    await expect(mockPalette(world().designById.get(1025)!).colours).toHaveLength(palette.length);
    const colourway = await recolourFirst(canvasElement, '#264653');
    await userEvent.click(view.getByRole('button', { name: 'Put these colours in the bag' }));
    await expect(await view.findByText('The design in your bag is now in these colours.')).toBeVisible();
    await expect(sent).toEqual([{ path: '/api/cart/update', body: { productId: 1025, imgType: 5, colourway } }]);
  },
};

/** A member saves the colourway into one of their moodboards from the menu of their folders. */
export const SaveColourway: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const colourway = await recolourFirst(canvasElement, '#264653');
    await userEvent.click(view.getByRole('button', { name: 'Save colourway' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Spring florals' }));
    await expect(await view.findByText('Colourway saved to Spring florals.')).toBeVisible();
    await expect(sent).toEqual([{ path: '/api/personal/addBookmarkDetail', body: { folderId: 11, productId: 1001, colourway } }]);
  },
};
