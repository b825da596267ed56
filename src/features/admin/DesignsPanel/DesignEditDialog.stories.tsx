import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleDesigns } from './designs.stories-support';
import { DesignEditDialog } from './DesignEditDialog';

const meta = {
  title: 'Features/Admin/DesignsPanel/DesignEditDialog',
  component: DesignEditDialog,
  args: { design: sampleDesigns[0]!, open: true, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof DesignEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form starts from the design; Save sends only what changed (words as lists). */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01001' }));
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Rose garden');
    await expect(dialog.getByRole('textbox', { name: 'Price ($)' })).toHaveValue('48');
    await expect(dialog.getByRole('textbox', { name: 'Style' })).toHaveValue('Floral');
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('botanical, summer');
    await expect(dialog.getByRole('checkbox', { name: 'Repeat (seamless tile)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Exclusive (sold once, by buyout)' })).not.toBeChecked();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Style' }), ', Vintage');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Vector artwork' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ productId: 1001, words: { Style: ['Floral', 'Vintage'] }, isVector: 1 });
  },
};

/** Nothing changed: Save closes the dialog without sending anything. */
export const NothingChanged: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01001' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refusal naming a field: the message at the top and beside that field. */
export const Refused: Story = {
  args: { refusal: { message: 'priceOnce (the buyout price) is needed for an exclusive design', field: 'priceOnce' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01001' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Not saved: priceOnce (the buyout price) is needed for an exclusive design');
    await expect(dialog.getByRole('textbox', { name: 'Buyout price ($)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Price ($)' })).not.toHaveAttribute('aria-invalid');
  },
};

/** While saving: Save is busy and the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit PT-01001' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
