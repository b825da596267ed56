import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Folder } from '../../../api/types';
import { blurFocus, imagesLoaded } from '../favourites.stories-support';
import { FolderCard } from './FolderCard';

const cover = (productId: number) => ({ productId, cover: `/img/cover/${productId}.webp` });

/** Ada's 'Spring florals': five designs, the first four as covers. */
const springFlorals: Folder = {
  folderId: 11,
  title: 'Spring florals',
  desc: 'Soft florals for the SS27 dress line',
  picNum: 5,
  productList: [1001, 1011, 1021, 1031].map(cover),
  boardId: null,
  info: null,
};

const meta = {
  title: 'Features/Favourites/FolderCard',
  component: FolderCard,
  render: (args) => (
    <div style={{ width: 240 }}>
      <FolderCard {...args} />
    </div>
  ),
  args: { folder: springFlorals, onEdit: fn(), onDelete: fn() },
  afterEach: blurFocus,
} satisfies Meta<typeof FolderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Covers, title, description and pattern count; the card links to the folder's page;
 * the pencil and the bin hand the folder to their callbacks.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Spring florals' });
    await expect(canvas.getByRole('link', { name: 'Spring florals' })).toHaveAttribute('href', '/folder?fid=11');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Spring florals' })).toBeVisible();
    await expect(canvas.getByText('Soft florals for the SS27 dress line')).toBeVisible();
    await expect(canvas.getByText('5 patterns')).toBeVisible();
    // Four covers, decorative: the link is named by the title alone.
    await expect(card.querySelectorAll('img')).toHaveLength(4);
    await imagesLoaded(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Spring florals' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(springFlorals);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Spring florals' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(springFlorals);
  },
};

/** One design fills the square. */
export const OneCover: Story = {
  args: {
    folder: { ...springFlorals, folderId: 12, title: 'Kidswear', desc: 'Playful dots and animals', picNum: 1, productList: [cover(1005)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 pattern')).toBeVisible();
    await imagesLoaded(canvasElement);
    const [image] = canvasElement.querySelectorAll('img');
    const square = canvasElement.querySelector('[data-count]')!;
    await expect(square).toHaveAttribute('data-count', '1');
    await expect(Math.round(image!.getBoundingClientRect().width)).toBe(Math.round(square.getBoundingClientRect().width));
  },
};

/** An empty folder: a placeholder instead of covers, and '0 patterns'. */
export const EmptyFolder: Story = {
  args: {
    folder: { ...springFlorals, folderId: 13, title: 'Packaging ideas', desc: 'Geometrics for gift wrap', picNum: 0, productList: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 patterns')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Edit Packaging ideas' })).toBeVisible();
  },
};

/** Folder -1 (every saved design) cannot be edited: no pencil, no bin (§2). */
export const NotEditable: Story = {
  args: { folder: { ...springFlorals, folderId: -1, title: 'All saved designs', desc: '', picNum: 8 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All saved designs' })).toHaveAttribute('href', '/folder?fid=-1');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('8 patterns')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A folder created without a name (creating has no checks, §5) still has something to click. */
export const Untitled: Story = {
  args: { folder: { ...springFlorals, folderId: 14, title: '', desc: '', picNum: 0, productList: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Untitled moodboard' })).toHaveAttribute('href', '/folder?fid=14');
    await expect(canvas.getByRole('button', { name: 'Delete Untitled moodboard' })).toBeVisible();
  },
};
