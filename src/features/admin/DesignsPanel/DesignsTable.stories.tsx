import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchHitArea, expectTouchTarget, tap } from '../../../../.storybook/touch';
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

/**
 * On a phone each design is a card: its box, cover and pattern id across the top, its
 * facts as labelled lines, its actions at the foot, every control a finger's size; the
 * box that ticks the whole page shows its words. Nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone360' } },
  // The back office's own padding on a phone (AdminLayout), which the tick boxes' touch areas reach into.
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSale = row(canvasElement, 'PT-01001');
    const serial = onSale.getByRole('rowheader', { name: 'PT-01001' }).getBoundingClientRect();
    const cover = onSale.getByRole('img', { name: 'PT-01001' }).getBoundingClientRect();
    await expect(Math.abs(serial.top + serial.height / 2 - (cover.top + cover.height / 2))).toBeLessThan(cover.height / 2);
    const price = onSale.getByRole('cell', { name: /\$48\.00/ });
    await expect(getComputedStyle(price, '::before').content).toBe('"Price"');
    await expect(price.getBoundingClientRect().top).toBeGreaterThanOrEqual(cover.bottom - 1);

    const selectPage = canvas.getByRole('checkbox', { name: 'Select every design of this page' });
    await expect(canvas.getByText('Select every design of this page')).toBeVisible();
    await expectTouchTarget(onSale.getByRole('button', { name: 'Edit PT-01001' }));
    await expectTouchHitArea(onSale.getByRole('checkbox', { name: 'Select PT-01001' }));
    await tap(onSale.getByRole('checkbox', { name: 'Select PT-01001' }));
    await expect(args.onSelect).toHaveBeenCalledWith(1001, true);
    await tap(selectPage);
    await expect(args.onSelectPage).toHaveBeenCalledWith(true);
    await tap(onSale.getByRole('button', { name: 'Withdraw PT-01001' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(sampleDesigns[0]);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await imagesLoaded(canvasElement);
  },
};
