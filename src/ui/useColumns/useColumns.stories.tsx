import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { favouritesColumns, storeGridColumns } from './columns';
import { ColumnsDemo } from './ColumnsDemo';

const meta = {
  title: 'UI/useColumns',
  component: ColumnsDemo,
  args: { table: storeGridColumns, width: 800 },
} satisfies Meta<typeof ColumnsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store grid in an 800 px wide container: above 700 gives 3 columns. */
export const StoreGridNarrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 columns');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    // The tiles really sit in three columns: the fourth starts a new row.
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles[3]!.getBoundingClientRect().top).toBeGreaterThan(tiles[2]!.getBoundingClientRect().top);
    await expect(tiles[2]!.getBoundingClientRect().top).toBe(tiles[0]!.getBoundingClientRect().top);
  },
};

/** The favourites table in a 1000 px wide container: over 860 gives 5 cells per row. */
export const FavouritesMedium: Story = {
  args: { table: favouritesColumns, width: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 columns');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

/** The count follows the container as it resizes (ResizeObserver), across both sides of a boundary. */
export const Resize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('columns-box');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('3 columns');

    box.style.width = '700px';
    await waitFor(() => expect(status).toHaveTextContent('2 columns'));
    box.style.width = '701px';
    await waitFor(() => expect(status).toHaveTextContent('3 columns'));
    box.style.width = '1051px';
    await waitFor(() => expect(status).toHaveTextContent('4 columns'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};
