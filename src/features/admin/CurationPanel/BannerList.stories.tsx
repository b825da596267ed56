import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminBanner } from '../../../api/adminTypes';
import { imagesLoaded } from '../admin.stories-support';
import { BannerList } from './BannerList';

const banner = (id: number, fields: Partial<AdminBanner>): AdminBanner => ({
  id,
  imgUrl: `/img/cover/${1000 + id}.webp`,
  groupId: 2,
  groupName: 'Newest',
  sort: 0,
  title: `Banner ${id}`,
  subtitle: '',
  tagId: null,
  tagWord: null,
  colorBg: '#f4e9dc,#f2a65a',
  productId: null,
  ...fields,
});

const banners = [
  banner(4, { title: 'Second of the week', sort: 2, productId: 1013 }),
  banner(1, { title: 'New this week', sort: 1, subtitle: 'Fresh florals and geometrics, ready to print' }),
  banner(2, {
    title: 'Made for kidswear',
    groupId: 6,
    groupName: 'Usage Scenario',
    tagId: 7,
    tagWord: 'Kidswear',
    colorBg: '#e8f1f2,#7ec8e3',
  }),
];

const meta = {
  title: 'Features/Admin/CurationPanel/BannerList',
  component: BannerList,
  args: { banners, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof BannerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By group, then sort; a group without banners says so; Edit and Delete report their banner. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newest = within(canvas.getByRole('region', { name: 'Newest' }));
    await expect(newest.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'New this week',
      'Second of the week',
    ]);
    await expect(newest.getByText('Links design 1013')).toBeVisible();
    await expect(newest.getByText('Links nothing')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Usage Scenario' })).getByRole('img', { name: 'Colours #e8f1f2 to #7ec8e3' }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Style' })).getByText('No banner in this group.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Made for kidswear' }));
    await expect(args.onEdit).toHaveBeenCalledWith(banners[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete New this week' }));
    await expect(args.onDelete).toHaveBeenCalledWith(banners[1]);
    await imagesLoaded(canvasElement);
  },
};
