import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imagesLoaded } from '../admin.stories-support';
import { TopDesignsChart } from './TopDesignsChart';
import { dropMeasurementSpan, sampleTop } from './dashboard.stories-support';

const meta = {
  title: 'Features/Admin/DashboardPanel/TopDesignsChart',
  component: TopDesignsChart,
  args: { top: sampleTop },
} satisfies Meta<typeof TopDesignsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bar per design (most sold on top) beside the table of the same designs with covers, sold and revenue. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: /Top designs/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Top designs by designs sold: PT-01013 9, PT-01003 7/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(sampleTop.length);
    const table = within(canvas.getByRole('table', { name: 'Top designs' }));
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(sampleTop.map((d) => d.imgSn));
    const first = within(table.getByRole('rowheader', { name: 'PT-01013' }).closest('tr')!);
    await expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '$432.00']);
    await imagesLoaded(canvasElement);
    dropMeasurementSpan();
  },
};
