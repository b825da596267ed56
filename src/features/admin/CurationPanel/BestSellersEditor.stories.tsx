import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesLoaded } from '../admin.stories-support';
import { BestSellersEditor } from './BestSellersEditor';

const pins = [1003, 1008, 1010].map((productId) => ({
  productId,
  imgSn: `PT-${String(productId).padStart(5, '0')}`,
  cover: `/img/cover/${productId}.webp`,
}));

const meta = {
  title: 'Features/Admin/CurationPanel/BestSellersEditor',
  component: BestSellersEditor,
  args: { pins, dirty: false, onChange: fn(), onSave: fn(), onUndo: fn() },
} satisfies Meta<typeof BestSellersEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saved pins in order with covers; moving, removing and pinning report the new list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sales fill the rest of the row/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['PT-01003', 'PT-01008', 'PT-01010']);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move PT-01008 down' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([pins[0], pins[2], pins[1]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PT-01003' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([pins[1], pins[2]]);
    await userEvent.type(canvas.getByLabelText('Product id'), '1020');
    await userEvent.click(canvas.getByRole('button', { name: 'Pin' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([...pins, { productId: 1020 }]);
    await expect(canvas.getByLabelText('Product id')).toHaveValue('');
    await imagesLoaded(canvasElement);
  },
};

/** A product id that is not a number, or one pinned already, is refused on the spot. */
export const AddRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Product id'), '1008');
    await userEvent.click(canvas.getByRole('button', { name: 'Pin' }));
    await expect(canvas.getByLabelText('Product id')).toHaveAccessibleDescription('Design 1008 is pinned already.');
    await userEvent.clear(canvas.getByLabelText('Product id'));
    await userEvent.type(canvas.getByLabelText('Product id'), 'rose');
    await userEvent.click(canvas.getByRole('button', { name: 'Pin' }));
    await expect(canvas.getByLabelText('Product id')).toHaveAccessibleDescription('Type a design’s product id, a whole number.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await imagesLoaded(canvasElement);
  },
};

/** Unsaved changes and the server's refusal of the last save: Save and Undo offered, the desc announced. */
export const Refused: Story = {
  args: { dirty: true, refusal: 'productIds must hold at most 12 designs', pins: [...pins, { productId: 1020 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('productIds must hold at most 12 designs');
    await expect(canvas.getByText('New: its cover shows once saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo changes' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await imagesLoaded(canvasElement);
  },
};

/** Nothing pinned: sales alone fill the row. */
export const Empty: Story = {
  args: { pins: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No design is pinned/)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByText('0 of 12 pinned')).toBeVisible();
  },
};
