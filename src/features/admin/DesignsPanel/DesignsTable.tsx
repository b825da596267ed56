import clsx from 'clsx';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import type { AdminDesign } from '../../../api/adminTypes';
import { formatPrice } from '../../../domain/licence';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { Image } from '../../../ui/Image/Image';
import { cardTable, cardTableCell, cardTableHidden, cardTableLead, cardTableRow, cardTableTitle } from '../../../ui/styles/records.css';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { statusLabels } from './designs';
import * as styles from './DesignsTable.css';
import * as shared from '../admin.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';

export interface DesignsTableProps {
  /** The page of designs to list. */
  designs: AdminDesign[];
  /** productIds ticked for a bulk change (may include designs of other pages). */
  selected: ReadonlySet<number>;
  /** A row's box was ticked or unticked. */
  onSelect: (productId: number, selected: boolean) => void;
  /** The heading's box: every design of this page ticked, or none. */
  onSelectPage: (selected: boolean) => void;
  onEdit: (design: AdminDesign) => void;
  /** Only offered for a design on sale. */
  onWithdraw: (design: AdminDesign) => void;
  /** Only offered for a withdrawn design: a sold exclusive cannot go back on sale. */
  onRestore: (design: AdminDesign) => void;
  /** A newer page is on its way: the rows shown are the previous search's. */
  busy?: boolean;
}

const statusTone = { onSale: 'success', withdrawn: 'neutral', sold: 'accent' } as const;

/**
 * The back office's design table: cover, pattern id, title, prices, licence, status,
 * sales and origin of each design, a box to tick it for a bulk price change and its
 * actions (edit, withdraw from sale, restore).
 */
export function DesignsTable({
  designs,
  selected,
  onSelect,
  onSelectPage,
  onEdit,
  onWithdraw,
  onRestore,
  busy = false,
}: DesignsTableProps) {
  const allTicked = designs.length > 0 && designs.every((design) => selected.has(design.productId));
  return (
    <div className={styles.wrapper}>
      <table className={clsx(styles.table, cardTable)} aria-label="Designs" aria-busy={busy || undefined}>
        <thead className={styles.head}>
          <tr className={styles.blockOnPhone}>
            <th scope="col" className={clsx(shared.nowrapHeading, styles.blockOnPhone)}>
              <Checkbox
                label={<span className={styles.selectPageLabel}>Select every design of this page</span>}
                checked={allTicked}
                onCheckedChange={onSelectPage}
              />
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Cover
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Pattern id
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Title
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, shared.numeric, cardTableHidden)}>
              Price
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, shared.numeric, cardTableHidden)}>
              Buyout price
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Exclusive
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Status
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, shared.numeric, cardTableHidden)}>
              Sales
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              Source
            </th>
            <th scope="col" className={clsx(shared.nowrapHeading, cardTableHidden)}>
              <span className={visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={cardTable}>
          {designs.map((design) => {
            const ticked = selected.has(design.productId);
            return (
              <tr key={design.productId} className={clsx(styles.row, cardTableRow)} data-selected={ticked ? '' : undefined}>
                <td className={clsx(shared.tableCell, cardTableLead)}>
                  <Checkbox
                    label={<span className={visuallyHidden}>Select {design.imgSn}</span>}
                    standalone
                    checked={ticked}
                    onCheckedChange={(next) => onSelect(design.productId, next)}
                  />
                </td>
                <td className={clsx(shared.tableCell, cardTableLead)}>
                  {/* Thumbnails are small and a page holds few: loaded at once, not when scrolled to. */}
                  <Image
                    className={styles.cover}
                    src={design.cover}
                    {...coverSources(design.cover, thumbnailSizes)}
                    alt={design.imgSn}
                    width={1}
                    height={1}
                    fit="cover"
                    priority
                  />
                </td>
                <th scope="row" className={clsx(shared.rowHeading, cardTableTitle)}>
                  {design.imgSn}
                </th>
                <td className={clsx(shared.tableCell, cardTableCell)} data-label="Title">
                  {design.label}
                </td>
                <td className={clsx(shared.tableCell, shared.numeric, cardTableCell)} data-label="Price">
                  {formatPrice(design.price)}
                </td>
                <td className={clsx(shared.tableCell, shared.numeric, cardTableCell)} data-label="Buyout price">
                  {design.priceOnce > 0 ? (
                    formatPrice(design.priceOnce)
                  ) : (
                    <Text as="span" tone="muted">
                      —
                    </Text>
                  )}
                </td>
                <td className={clsx(shared.tableCell, cardTableCell)} data-label="Exclusive">
                  {design.isBuyout ? (
                    <Badge tone="accent">Exclusive</Badge>
                  ) : (
                    <Text as="span" tone="muted">
                      No
                    </Text>
                  )}
                </td>
                <td className={clsx(shared.tableCell, cardTableCell)} data-label="Status">
                  <Badge tone={statusTone[design.status]}>{statusLabels[design.status]}</Badge>
                </td>
                <td className={clsx(shared.tableCell, shared.numeric, cardTableCell)} data-label="Sales">
                  {design.sales}
                </td>
                <td className={clsx(shared.tableCell, cardTableCell)} data-label="Source">
                  {design.source === 'imported' ? 'Imported' : 'Generated'}
                </td>
                <td className={clsx(shared.tableCell, cardTableCell)}>
                  <Inline gap="xs" justify="end">
                    <Button size="sm" variant="secondary" aria-label={`Edit ${design.imgSn}`} onClick={() => onEdit(design)}>
                      Edit
                    </Button>
                    {design.status === 'onSale' ? (
                      <Button size="sm" variant="secondary" aria-label={`Withdraw ${design.imgSn}`} onClick={() => onWithdraw(design)}>
                        Withdraw
                      </Button>
                    ) : design.status === 'withdrawn' ? (
                      <Button size="sm" variant="secondary" aria-label={`Restore ${design.imgSn}`} onClick={() => onRestore(design)}>
                        Restore
                      </Button>
                    ) : null}
                  </Inline>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
