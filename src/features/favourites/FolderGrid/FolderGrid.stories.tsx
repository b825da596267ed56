import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Folder } from '../../../api/types';
import { blurFocus, imagesLoaded } from '../favourites.stories-support';
import { FolderGrid } from './FolderGrid';

const palette = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012];
const folder = (index: number): Folder => ({
  folderId: 100 + index,
  title: `Moodboard ${index + 1}`,
  desc: `Designs kept for collection ${index + 1}`,
  picNum: index,
  productList: palette.slice(index, index + Math.min(index, 4)).map((productId) => ({ productId, cover: `/img/cover/${productId}.webp` })),
  boardId: null,
  info: null,
});
const twelve = Array.from({ length: 12 }, (_, index) => folder(index));

const meta = {
  title: 'Features/Favourites/FolderGrid',
  component: FolderGrid,
  args: { folders: twelve.slice(0, 8), onEdit: fn(), onDelete: fn() },
  afterEach: blurFocus,
} satisfies Meta<typeof FolderGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** Every folder is a cell, in the server's order; each cell's actions name its folder. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Moodboards' });
    const names = within(list)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    await expect(names).toEqual(args.folders.map((f) => f.title));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Moodboard 3' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(args.folders[2]);
    await imagesLoaded(canvasElement);
  },
};

/**
 * Cells per row follow the grid's width exactly as the spec's table: over 2560 is 10,
 * over 1920 is 8, over 1440 is 7, over 1200 is 6, over 860 is 5, over 560 is 3, else 2
 * ("over" is strict: at 860 it is still 3).
 */
export const CellsPerRow: Story = {
  args: { folders: twelve },
  render: (args) => (
    <div data-testid="frame" style={{ width: 900 }}>
      <FolderGrid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    const list = canvas.getByRole('list', { name: 'Moodboards' });
    const table: [width: number, cells: number][] = [
      [400, 2],
      [560, 2],
      [561, 3],
      [860, 3],
      [861, 5],
      [1200, 5],
      [1201, 6],
      [1440, 6],
      [1441, 7],
      [1920, 7],
      [1921, 8],
      [2560, 8],
      [2561, 10],
      [900, 5],
    ];
    for (const [width, cells] of table) {
      frame.style.width = `${width}px`;
      await waitFor(() => expect(list).toHaveAttribute('data-columns', String(cells)));
      await expect(columnsOf(list)).toBe(cells);
    }
    await imagesLoaded(canvasElement);
  },
};
