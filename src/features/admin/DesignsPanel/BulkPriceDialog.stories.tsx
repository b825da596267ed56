import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BulkPriceDialog } from './BulkPriceDialog';

const meta = {
  title: 'Features/Admin/DesignsPanel/BulkPriceDialog',
  component: BulkPriceDialog,
  args: { open: true, count: 2, preview: null, onPreview: fn(), onApply: fn(), onClose: fn() },
} satisfies Meta<typeof BulkPriceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = {
  applied: false,
  lines: [
    { productId: 1001, imgSn: 'PT-01001', before: 48, after: 50 },
    { productId: 1002, imgSn: 'PT-01002', before: 15, after: 17 },
  ],
};

/** Nothing to apply before a preview: Apply is disabled until one is shown. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change prices' }));
    await expect(dialog.getByText('2 designs selected.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Percent' }), 'ten');
    await expect(dialog.getByText('Enter a number')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** Add $2: Preview asks for it, the lines show before → after and Apply applies exactly that change. */
export const PreviewShown: Story = {
  args: { preview },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change prices' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Change' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Add dollars (+/−)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Dollars' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith({ field: 'price', change: 'add', value: 2 });
    const table = within(dialog.getByRole('table', { name: '2 prices will change' }));
    await expect(table.getByRole('row', { name: 'PT-01001 $48.00 $50.00' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ field: 'price', change: 'add', value: 2 });

    // A changed setting needs a new preview before Apply.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Dollars' }), '0');
    await expect(dialog.getByText('The settings changed: preview again before applying.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** A refused preview shows the server's message. */
export const Refused: Story = {
  args: { error: 'productIds must hold at most 1000 designs' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change prices' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('productIds must hold at most 1000 designs');
  },
};
