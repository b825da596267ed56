import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesLoaded } from '../admin.stories-support';
import { sampleDesigns } from './designs.stories-support';
import { DesignsTable } from './DesignsTable';

const meta = {
  title: 'Features/Admin/DesignsPanel/DesignsTable',
  component: DesignsTable,
  args: {
    designs: sampleDesigns,
    selected: new Set<number>(),
    onSelect: fn(),
    onSelectPage: fn(),
    onEdit: fn(),
    onWithdraw: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof DesignsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, imgSn: string) =>
  within(within(canvasElement).getByRole('rowheader', { name: imgSn }).closest('tr')!);

/**
 * One design per status: on sale offers Withdraw, withdrawn offers Restore, a sold
 * exclusive offers neither; each can be edited.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const onSale = row(canvasElement, 'PT-01001');
    await expect(onSale.getByRole('img', { name: 'PT-01001' })).toBeInTheDocument();
    await expect(onSale.getByText('Rose garden')).toBeVisible();
    await expect(onSale.getByText('$48.00')).toBeVisible();
    await expect(onSale.getByText('Imported')).toBeVisible();
    await expect(onSale.getByText('12')).toBeVisible();
    await userEvent.click(onSale.getByRole('button', { name: 'Withdraw PT-01001' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(sampleDesigns[0]);

    const withdrawn = row(canvasElement, 'PT-01002');
    await expect(withdrawn.getByText('Withdrawn')).toBeVisible();
    await userEvent.click(withdrawn.getByRole('button', { name: 'Restore PT-01002' }));
    await expect(args.onRestore).toHaveBeenCalledWith(sampleDesigns[1]);

    const sold = row(canvasElement, 'PT-01008');
    await expect(sold.getByText('Sold exclusive')).toBeVisible();
    await expect(sold.getByText('$320.00')).toBeVisible();
    await expect(sold.queryByRole('button', { name: /Withdraw|Restore/ })).toBeNull();
    await userEvent.click(sold.getByRole('button', { name: 'Edit PT-01008' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleDesigns[2]);
    await imagesLoaded(canvasElement);
  },
};

/** Ticked rows are marked; the heading's box ticks or unticks the whole page. */
export const Selection: Story = {
  args: { selected: new Set([1002]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(row(canvasElement, 'PT-01002').getByRole('checkbox', { name: 'Select PT-01002' })).toBeChecked();
    await userEvent.click(row(canvasElement, 'PT-01001').getByRole('checkbox', { name: 'Select PT-01001' }));
    await expect(args.onSelect).toHaveBeenCalledWith(1001, true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every design of this page' }));
    await expect(args.onSelectPage).toHaveBeenCalledWith(true);
    await imagesLoaded(canvasElement);
  },
};
