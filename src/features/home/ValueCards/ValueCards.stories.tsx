import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValueCards } from './ValueCards';

const meta = {
  title: 'Features/Home/ValueCards',
  component: ValueCards,
} satisfies Meta<typeof ValueCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three value cards in the spec's words: file size, layered originals, price. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('Extra dimension files');
    await expect(cards[0]).toHaveTextContent('Over 100*100cm at 300dpi');
    await expect(cards[1]).toHaveTextContent('Layered original files');
    await expect(cards[1]).toHaveTextContent('Over 95% editable PSD/TIFF/AI/EPS');
    await expect(cards[2]).toHaveTextContent('Competitive price');
    await expect(cards[2]).toHaveTextContent('Saving 20-50%');
  },
};
