import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { world } from '../../../../mocks/world';
import type { AdminOrder, AdminOrderLine, LicenceType } from '../../../api/types';
import { formatPrice, licencePrice } from '../../../domain/licence';
import { imagesLoaded } from '../admin.stories-support';
import { OrderCard } from './OrderCard';

/** A line of a fixture design, as the back office's answer gives it. */
const lineOf = (lineId: number, productId: number, imgType: LicenceType, changes: Partial<AdminOrderLine> = {}): AdminOrderLine => {
  const design = world().designById.get(productId)!;
  return {
    lineId,
    productId,
    imgSn: design.imgSn,
    cover: design.cover,
    imgType,
    amount: licencePrice(design, imgType),
    refundedAt: null,
    refundReason: null,
    replacementName: null,
    downloads: 0,
    ...changes,
  };
};

const lines = [
  lineOf(5010, 1003, 5, { downloads: 3 }),
  lineOf(5011, 1004, 4, { refundedAt: '2026-11-20 10:00:00', refundReason: 'Bought twice by mistake', downloads: 1 }),
  lineOf(5012, 1008, 3, { replacementName: 'rose-corrected.tif', downloads: 2 }),
];
const paidOrder: AdminOrder = {
  id: 501,
  orderNo: 'PM20261118000501',
  email: 'ada@example.com',
  status: 'Y',
  total: lines.reduce((sum, l) => sum + l.amount, 0),
  refunded: lines[1]!.amount,
  dateCreate: '2026-11-18 09:14:33',
  datePaid: '2026-11-18 09:15:02',
  paymentRef: 'test_ch_mock501',
  cardLast4: '4242',
  lines,
};

const meta = {
  title: 'Features/Admin/OrderCard',
  component: OrderCard,
  args: { order: paidOrder, onRefund: fn(), onReplace: fn() },
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, imgSn: string) =>
  within(within(canvasElement).getByRole('rowheader', { name: imgSn }).closest('tr')!);

/**
 * A paid order: its facts; a line to refund, a refunded line (date, reason, no refund,
 * no replacement offered) and a line with a replacement file. Refund and a chosen file
 * are reported with their line.
 */
export const Paid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order PM20261118000501' })).toBeVisible();
    await expect(canvas.getByText('Paid', { selector: 'span' })).toBeVisible();
    const facts = within(canvas.getByText('Payment reference').closest('dl')!);
    const fact = (term: string) => facts.getByText(term).nextElementSibling;
    await expect(fact('Member')).toHaveTextContent('ada@example.com');
    await expect(fact('Total')).toHaveTextContent(formatPrice(paidOrder.total));
    await expect(fact('Refunded')).toHaveTextContent(formatPrice(paidOrder.refunded));
    await expect(fact('Created')).toHaveTextContent('2026-11-18 09:14:33');
    await expect(fact('Paid')).toHaveTextContent('2026-11-18 09:15:02');
    await expect(fact('Payment reference')).toHaveTextContent('test_ch_mock501');
    await expect(fact('Card')).toHaveTextContent('•••• 4242');

    const [open, refunded, replaced] = lines.map((l) => row(canvasElement, l.imgSn));
    await expect(open!.getByRole('img', { name: lines[0]!.imgSn })).toBeInTheDocument();
    await expect(open!.getByRole('cell', { name: 'Commercial license' })).toBeVisible();
    await expect(open!.getByRole('cell', { name: formatPrice(lines[0]!.amount) })).toBeVisible();
    await expect(open!.getByRole('cell', { name: '3' })).toBeVisible();
    await expect(open!.getByText('None')).toBeVisible();

    await expect(refunded!.getByText('Refunded')).toBeVisible();
    await expect(refunded!.getByText('2026-11-20 10:00:00')).toBeVisible();
    await expect(refunded!.getByText('Bought twice by mistake')).toBeVisible();
    await expect(refunded!.queryByRole('button')).not.toBeInTheDocument();
    await expect(refunded!.queryByLabelText(/^(Attach|Replace) file/)).not.toBeInTheDocument();

    await expect(replaced!.getByRole('cell', { name: 'Exclusive license' })).toBeVisible();
    await expect(replaced!.getByText('rose-corrected.tif')).toBeVisible();
    await expect(replaced!.getByLabelText(`Replace file for ${lines[2]!.imgSn}`)).toBeInTheDocument();

    await userEvent.click(open!.getByRole('button', { name: `Refund ${lines[0]!.imgSn}` }));
    await expect(args.onRefund).toHaveBeenCalledWith(lines[0]);
    const file = new File(['fixed'], 'fixed.tif', { type: 'image/tiff' });
    await userEvent.upload(open!.getByLabelText(`Attach file for ${lines[0]!.imgSn}`), file);
    await expect(args.onReplace).toHaveBeenCalledWith(lines[0], file);
    await imagesLoaded(canvasElement);
  },
};

/** An order still waiting for its payment: no paid date or payment, and its lines cannot be refunded. */
export const PendingPayment: Story = {
  args: {
    order: {
      ...paidOrder,
      status: 'P',
      refunded: 0,
      datePaid: null,
      paymentRef: null,
      cardLast4: null,
      lines: [lines[0]!],
      total: lines[0]!.amount,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending payment')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    const facts = within(canvas.getByText('Payment reference').closest('dl')!);
    await expect(facts.getByText('Paid').nextElementSibling).toHaveTextContent('Not paid');
    await expect(facts.getByText('Card').nextElementSibling).toHaveTextContent('—');
    await expect(row(canvasElement, lines[0]!.imgSn).getByText('Not paid')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/**
 * An order whose hold ran out before it was paid (issue 39): its designs went back on
 * sale, so it reads as such, not as a payment still to come, and nothing is refundable.
 */
export const HoldRanOut: Story = {
  args: {
    order: {
      ...paidOrder,
      status: 'X',
      refunded: 0,
      datePaid: null,
      paymentRef: 'test_pi_expired',
      cardLast4: null,
      lines: [lines[0]!],
      total: lines[0]!.amount,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hold ran out, not paid')).toBeVisible();
    await expect(canvas.queryByText('Pending payment')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/** While a replacement uploads, its line shows a named spinner instead of the file input. */
export const Uploading: Story = {
  args: { replacingLineId: 5010 },
  play: async ({ canvasElement }) => {
    const line = row(canvasElement, lines[0]!.imgSn);
    await expect(line.getByRole('status')).toHaveTextContent(`Uploading the replacement for ${lines[0]!.imgSn}`);
    await expect(line.queryByLabelText(/^Attach file/)).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};
