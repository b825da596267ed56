import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { palettes, patternSvg, svgDataUrl } from '../../../patterns/artwork';
import { createRandom } from '../../../patterns/random';
import { RecolourToggle } from './RecolourToggle';

/** A Sage Linen stripe of the catalogue's artwork, its palette measured most covering first. */
const palette = { colours: palettes['Sage Linen'].map((hex, i) => ({ hex, share: [0.4, 0.25, 0.15, 0.12, 0.08][i]! })), count: 5 };

const meta = {
  title: 'Features/Product/RecolourToggle',
  component: RecolourToggle,
  args: {
    cover: svgDataUrl(patternSvg('Stripe', 'Sage Linen', createRandom(11))),
    palette,
    alt: 'Design PT-01001: Sage Linen stripe',
    headingLevel: 2,
    design: { productId: 1001, imgSn: 'PT-01001', price: 30, priceOnce: 0, imgWidth: 2500, imgHeight: 2500 },
    licence: 5,
    cartState: 0,
  },
  decorators: [
    (Story) => (
      // The width of the detail page's info column.
      <div style={{ width: '4.8rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecolourToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, it is one button: nothing of the recolouring tools is in the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('button', { name: 'Recolour this design' })).toHaveAttribute('aria-expanded', 'false');
    await expect(view.queryByRole('region', { name: 'Recolour' })).toBeNull();
  },
};

/** Opened, the tools arrive with the design drawn in its own colours; a season's palette redraws it; closing forgets the colours. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const toggle = view.getByRole('button', { name: 'Recolour this design' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const editor = within(await view.findByRole('region', { name: 'Recolour' }));
    const preview = await view.findByRole('img', { name: /^Design PT-01001: Sage Linen stripe, in / });
    const own = palette.colours.map((colour) => colour.hex).join(',');
    await waitFor(() => expect(preview).toHaveAttribute('data-drawn', own));
    await userEvent.click(editor.getByRole('button', { name: /^Evergreen/ }));
    await waitFor(() => expect(preview).not.toHaveAttribute('data-drawn', own));

    await userEvent.click(toggle);
    await expect(view.queryByRole('region', { name: 'Recolour' })).toBeNull();
    await userEvent.click(toggle);
    const again = await view.findByRole('img', { name: /^Design PT-01001: Sage Linen stripe, in / });
    await waitFor(() => expect(again).toHaveAttribute('data-drawn', own));
  },
};

/** On a phone the button is a finger's size and opens the panel by touch. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const toggle = view.getByRole('button', { name: 'Recolour this design' });
    await expectTouchTarget(toggle);
    await tap(toggle);
    const preview = await view.findByRole('img', { name: /^Design PT-01001: Sage Linen stripe, in / });
    await waitFor(() => expect(preview).toHaveAttribute('data-drawn'));
  },
};
