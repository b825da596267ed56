import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { BulkPriceResult } from '../../../api/adminTypes';
import { formatPrice } from '../../../domain/licence';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import * as styles from './BulkPriceDialog.css';
import * as shared from '../admin.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';

/** A bulk price change as the operator sets it up. */
export interface BulkPriceChange {
  field: 'price' | 'priceOnce';
  change: 'percent' | 'add' | 'set';
  value: number;
}

export interface BulkPriceDialogProps {
  open: boolean;
  /** How many designs are ticked. */
  count: number;
  /** The server's preview of the last change asked for (null before the first). */
  preview: BulkPriceResult | null;
  /** The preview is being worked out. */
  previewing?: boolean;
  /** The change is being applied. */
  applying?: boolean;
  /** Why the last preview or apply was refused. */
  error?: string | null;
  /** Asks for the preview of a change (nothing changes yet). */
  onPreview: (change: BulkPriceChange) => void;
  /** Applies the change that was previewed. */
  onApply: (change: BulkPriceChange) => void;
  onClose: () => void;
}

const fieldOptions = [
  { value: 'price', label: 'Price' },
  { value: 'priceOnce', label: 'Buyout price' },
];
const changeOptions = [
  { value: 'percent', label: 'By percent (+/−)' },
  { value: 'add', label: 'Add dollars (+/−)' },
  { value: 'set', label: 'Set to dollars' },
];

const sameChange = (a: BulkPriceChange | null, b: BulkPriceChange) =>
  a !== null && a.field === b.field && a.change === b.change && a.value === b.value;

/**
 * Changes the price or buyout price of the ticked designs at once: by a percentage, by
 * adding dollars, or to one amount. The preview lists each design before → after;
 * Apply changes exactly what was previewed (a changed setting asks for a new preview).
 */
export function BulkPriceDialog({
  open,
  count,
  preview,
  previewing = false,
  applying = false,
  error = null,
  onPreview,
  onApply,
  onClose,
}: BulkPriceDialogProps) {
  const formId = useId();
  const [field, setField] = useState<BulkPriceChange['field']>('price');
  const [change, setChange] = useState<BulkPriceChange['change']>('percent');
  const [value, setValue] = useState('');
  const [previewed, setPreviewed] = useState<BulkPriceChange | null>(null);
  const amount = Number(value.trim());
  const current: BulkPriceChange | null = value.trim() !== '' && Number.isFinite(amount) ? { field, change, value: amount } : null;
  const upToDate = current !== null && preview !== null && sameChange(previewed, current);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    setPreviewed(current);
    onPreview(current);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Change prices"
      description={`${count} design${count === 1 ? '' : 's'} selected.`}
      size="md"
      dismissible={!applying}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={applying}>
            Cancel
          </Button>
          <Button
            disabled={!upToDate || preview.lines.length === 0}
            loading={applying}
            onClick={() => {
              if (previewed) onApply(previewed);
            }}
          >
            Apply
          </Button>
        </>
      }
    >
      <Stack as="form" gap="md" id={formId} onSubmit={submit} noValidate>
        <Grid as="div" minColumn="max(160px, 1.6rem)" gap="md" align="end">
          <Select label="Field" options={fieldOptions} value={field} onValueChange={(next) => setField(next as BulkPriceChange['field'])} />
          <Select
            label="Change"
            options={changeOptions}
            value={change}
            onValueChange={(next) => setChange(next as BulkPriceChange['change'])}
          />
          <TextField
            label={change === 'percent' ? 'Percent' : 'Dollars'}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={value.trim() !== '' && !current ? 'Enter a number' : undefined}
          />
        </Grid>
        <div>
          <Button type="submit" variant="secondary" disabled={!current} loading={previewing}>
            Preview
          </Button>
        </div>
        {error ? (
          <p role="alert" className={shared.alertBand}>
            {error}
          </p>
        ) : null}
        {preview && !upToDate && !previewing ? (
          <Text as="p" size="sm" tone="muted">
            The settings changed: preview again before applying.
          </Text>
        ) : null}
        {preview && upToDate ? (
          preview.lines.length === 0 ? (
            <Text as="p" size="sm" tone="muted">
              None of the selected designs has a buyout price to change.
            </Text>
          ) : (
            <div className={styles.scroll}>
              <table className={shared.table}>
                <caption className={shared.caption}>
                  {preview.lines.length} price{preview.lines.length === 1 ? '' : 's'} will change
                  {preview.lines.length < count ? ` (designs without a buyout price are left alone)` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={shared.previewCell}>
                      Pattern id
                    </th>
                    <th scope="col" className={clsx(shared.previewCell, shared.numeric)}>
                      Before
                    </th>
                    <th scope="col" className={clsx(shared.previewCell, shared.numeric)}>
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((line) => (
                    <tr key={line.productId}>
                      <th scope="row" className={shared.previewCell}>
                        {line.imgSn}
                      </th>
                      <td className={clsx(shared.previewCell, shared.numeric)}>{formatPrice(line.before)}</td>
                      <td className={clsx(shared.previewCell, shared.numeric)}>{formatPrice(line.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </Stack>
    </Modal>
  );
}
