import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourwayNote } from './ColourwayNote';

const meta = {
  title: 'UI/ColourwayNote',
  component: ColourwayNote,
  args: { colourway: '2e6f40,6a4c93,e0c097' },
} satisfies Meta<typeof ColourwayNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A line bought in three colours: each a swatch, named for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Colourway')).toBeVisible();
    const list = canvas.getByRole('list', { name: /^In / });
    const swatches = within(list).getAllByRole('listitem');
    await expect(swatches).toHaveLength(3);
    await expect(getComputedStyle(swatches[0]!).backgroundColor).toBe('rgb(46, 111, 64)');
    await expect(getComputedStyle(swatches[1]!).backgroundColor).toBe('rgb(106, 76, 147)');
    await expect(swatches[2]).toHaveAttribute('title', '#E0C097');
  },
};

/** The design's own colours: nothing is shown. */
export const OwnColours: Story = {
  args: { colourway: '' },
  render: (args) => (
    <div data-testid="line">
      <span>PT-01025</span>
      <ColourwayNote {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByTestId('line');
    await expect(line.childElementCount).toBe(1);
    await expect(within(line).queryByText('Colourway')).not.toBeInTheDocument();
  },
};
