import clsx from 'clsx';
import { useId, type ChangeEvent } from 'react';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import type { AdminOrder, AdminOrderLine } from '../../../api/types';
import { formatPrice, licenceNames } from '../../../domain/licence';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { ColourwayNote } from '../../../ui/ColourwayNote/ColourwayNote';
import { Image } from '../../../ui/Image/Image';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { cardTable, cardTableCell, cardTableHidden, cardTableLead, cardTableRow, cardTableTitle } from '../../../ui/styles/records.css';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import * as styles from './OrdersPanel.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/** The lines table's column headings. */
export const lineColumns = ['Cover', 'Design', 'Licence', 'Amount', 'Downloads', 'Refund', 'Replacement file'] as const;

export interface OrderCardProps {
  order: AdminOrder;
  /** The operator asked to refund a line (the parent asks why, then refunds). */
  onRefund: (line: AdminOrderLine) => void;
  /** The operator chose a replacement file for a line. */
  onReplace: (line: AdminOrderLine, file: File) => void;
  /** The line whose replacement is uploading, if any. */
  replacingLineId?: number | null;
}

/**
 * One order as the back office shows it: who bought, its status, money and payment, and
 * a row per line with its licence, downloads, refund and replacement file. Only a paid
 * order's lines can be refunded; a refunded line takes no replacement (its buyer no
 * longer downloads it).
 */
/** How each order status reads in the back office. */
const statusBadge: Record<AdminOrder['status'], { label: string; tone: 'success' | 'accent' | 'neutral' }> = {
  Y: { label: 'Paid', tone: 'success' },
  P: { label: 'Pending payment', tone: 'accent' },
  // Issue 39: an unpaid order's hold ran out and its designs went back on sale.
  X: { label: 'Hold ran out, not paid', tone: 'neutral' },
};

export function OrderCard({ order, onRefund, onReplace, replacingLineId = null }: OrderCardProps) {
  const headingId = useId();
  const paid = order.status === 'Y';
  return (
    <Stack as="article" gap="md" className={clsx(shared.card, sprinkles({ padding: 'md' }))} aria-labelledby={headingId}>
      <Inline as="header" gap="sm" align="center" wrap>
        <Text as="h3" size="lg" weight="semibold" id={headingId}>
          Order {order.orderNo}
        </Text>
        <Badge tone={statusBadge[order.status].tone}>{statusBadge[order.status].label}</Badge>
      </Inline>
      <Grid as="dl" minColumn="max(180px, 1.8rem)" fill gap="sm" columnGap="lg">
        <Fact term="Member" value={order.email} />
        <Fact term="Total" value={formatPrice(order.total)} />
        <Fact term="Refunded" value={formatPrice(order.refunded)} />
        <Fact term="Created" value={order.dateCreate} />
        <Fact term="Paid" value={order.datePaid ?? 'Not paid'} />
        <Fact term="Payment reference" value={order.paymentRef ?? '—'} />
        <Fact term="Card" value={order.cardLast4 ? `•••• ${order.cardLast4}` : '—'} />
      </Grid>
      <div className={styles.tableScroll}>
        <table className={clsx(shared.table, cardTable)} aria-label={`Lines of order ${order.orderNo}`}>
          <thead className={cardTableHidden}>
            <tr>
              {lineColumns.map((column) => (
                <th key={column} scope="col" className={shared.nowrapHeading}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cardTable}>
            {order.lines.map((line) => (
              <LineRow
                key={line.lineId}
                line={line}
                refundable={paid}
                replacing={replacingLineId === line.lineId}
                onRefund={() => onRefund(line)}
                onReplace={(file) => onReplace(line, file)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Stack gap="xxs" className={shared.shrinks}>
      <Text as="dt" size="xs" tone="muted">
        {term}
      </Text>
      <Text as="dd" size="sm" className={shared.breaksAnywhere}>
        {value}
      </Text>
    </Stack>
  );
}

interface LineRowProps {
  line: AdminOrderLine;
  refundable: boolean;
  replacing: boolean;
  onRefund: () => void;
  onReplace: (file: File) => void;
}

function LineRow({ line, refundable, replacing, onRefund, onReplace }: LineRowProps) {
  const refunded = line.refundedAt !== null;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (file) onReplace(file);
  };
  return (
    <tr className={cardTableRow}>
      <td className={clsx(shared.tableCell, cardTableLead)}>
        <div className={styles.cover}>
          <Image src={line.cover} {...coverSources(line.cover, thumbnailSizes)} alt={line.imgSn} width={1} height={1} fit="cover" />
        </div>
      </td>
      <th scope="row" className={clsx(shared.rowHeading, cardTableTitle)}>
        {line.imgSn}
        <ColourwayNote colourway={line.colourway ?? ''} />
      </th>
      <td className={clsx(shared.tableCell, cardTableCell)} data-label="Licence">
        {licenceNames[line.imgType]}
      </td>
      <td className={clsx(shared.tableCell, cardTableCell)} data-label="Amount">
        {formatPrice(line.amount)}
      </td>
      <td className={clsx(shared.tableCell, cardTableCell)} data-label="Downloads">
        {line.downloads}
      </td>
      <td className={clsx(shared.tableCell, cardTableCell)} data-label="Refund">
        {refunded ? (
          <Stack gap="xxs" align="start">
            <Badge tone="danger">Refunded</Badge>
            <Text as="span" tone="muted">
              {line.refundedAt}
            </Text>
            {line.refundReason ? <span>{line.refundReason}</span> : null}
          </Stack>
        ) : refundable ? (
          <Button variant="secondary" size="sm" onClick={onRefund}>
            Refund<span className={visuallyHidden}> {line.imgSn}</span>
          </Button>
        ) : (
          <Text as="span" tone="muted">
            Not paid
          </Text>
        )}
      </td>
      <td className={clsx(shared.tableCell, cardTableCell)} data-label="Replacement file">
        <Stack gap="xxs" align="start">
          <Text as="span" tone={line.replacementName ? undefined : 'muted'}>
            {line.replacementName ?? 'None'}
          </Text>
          {refunded ? null : replacing ? (
            <Spinner size="sm" label={`Uploading the replacement for ${line.imgSn}`} />
          ) : (
            <label className={shared.smallFilePicker}>
              <input type="file" className={visuallyHidden} onChange={choose} />
              {line.replacementName ? 'Replace file' : 'Attach file'}
              <span className={visuallyHidden}> for {line.imgSn}</span>
            </label>
          )}
        </Stack>
      </td>
    </tr>
  );
}
