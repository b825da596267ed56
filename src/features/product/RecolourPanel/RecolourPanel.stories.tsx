import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { palettes, patternSvg, svgDataUrl } from '../../../patterns/artwork';
import { createRandom } from '../../../patterns/random';
import { RecolourPanel } from './RecolourPanel';

const palette = palettes['Desert Dusk'];

const meta = {
  title: 'Features/Product/RecolourPanel',
  component: RecolourPanel,
  args: {
    cover: svgDataUrl(patternSvg('Geometric', 'Desert Dusk', createRandom(5))),
    palette,
    alt: 'Desert Dusk geometric',
    headingLevel: 3,
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

/** The preview and the editor share one set of colours: a colour chosen in the editor is drawn in the preview. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const preview = await view.findByRole('img', { name: /^Desert Dusk geometric, in / });
    await waitFor(() => expect(preview).toHaveAttribute('data-drawn', palette.join(',')));
    const hex = view.getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#264653{Enter}');
    await waitFor(() => expect(preview).toHaveAttribute('data-drawn', ['#264653', ...palette.slice(1)].join(',')));
  },
};
