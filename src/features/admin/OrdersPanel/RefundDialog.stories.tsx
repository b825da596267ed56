import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { world } from '../../../../mocks/world';
import { formatPrice, licencePrice } from '../../../domain/licence';
import { RefundDialog } from './RefundDialog';

/** A commercial line and an exclusive line of Ada's fixture orders, priced as the world prices them. */
const design = (productId: number) => world().designById.get(productId)!;
const commercial = { imgSn: design(1003).imgSn, imgType: 5 as const, amount: licencePrice(design(1003), 5) };
const exclusive = { imgSn: design(1008).imgSn, imgType: 3 as const, amount: licencePrice(design(1008), 3) };

const meta = {
  title: 'Features/Admin/RefundDialog',
  component: RefundDialog,
  args: { open: true, line: commercial, orderNo: 'PM20261118000501', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: `Refund ${commercial.imgSn}` });

/** A commercial line: what is refunded and what it means; the reason typed goes out, returnToSale false (no checkbox). */
export const Default: Story = {
  play: async ({ args }) => {
    const dlg = within(await dialog());
    await expect(
      dlg.getByText(`Order PM20261118000501: Commercial license, ${formatPrice(commercial.amount)}.`, { exact: false }),
    ).toBeVisible();
    await expect(dlg.getByText(/the buyer can no longer download this design's files/)).toBeVisible();
    await expect(dlg.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(dlg.getByRole('textbox', { name: 'Reason' }), 'The file was corrupt');
    await userEvent.click(dlg.getByRole('button', { name: `Refund ${formatPrice(commercial.amount)}` }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'The file was corrupt', returnToSale: false });
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An exclusive line: "Put the design back on sale", off by default, and the text says the design then stays off sale. */
export const Exclusive: Story = {
  args: { line: exclusive, orderNo: 'PM20261110000502' },
  play: async ({ args }) => {
    const dlg = within(await screen.findByRole('dialog', { name: `Refund ${exclusive.imgSn}` }));
    await expect(dlg.getByText(`Exclusive license, ${formatPrice(exclusive.amount)}`, { exact: false })).toBeVisible();
    const box = dlg.getByRole('checkbox', { name: 'Put the design back on sale' });
    await expect(box).not.toBeChecked();
    await expect(dlg.getByText(/Unless you tick the box, the design stays off sale after the refund/)).toBeVisible();
    await userEvent.type(dlg.getByRole('textbox', { name: 'Reason' }), 'Duplicate purchase');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(dlg.getByRole('button', { name: `Refund ${formatPrice(exclusive.amount)}` }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Duplicate purchase', returnToSale: true });
  },
};

/** The server's refusal of the last try is shown in the dialog, as an alert. */
export const Refused: Story = {
  args: { error: 'reason cannot be empty: say why the line is refunded' },
  play: async () => {
    const dlg = within(await dialog());
    await expect(dlg.getByRole('alert')).toHaveTextContent('reason cannot be empty: say why the line is refunded');
  },
};

/** While the refund is in flight: Refund is busy and ignores presses, Cancel is off, no way to dismiss. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dlg = within(await dialog());
    const refund = dlg.getByRole('button', { name: new RegExp(`^Refund ${formatPrice(commercial.amount).replace('$', '\\$')}`) });
    await expect(refund).toHaveAttribute('aria-busy', 'true');
    await expect(dlg.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dlg.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(refund);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
