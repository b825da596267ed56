import { useId, useState, type FormEvent } from 'react';
import type { AdminOrderLine } from '../../../api/types';
import { formatPrice, licenceNames } from '../../../domain/licence';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import * as shared from '../admin.css';

/** What the operator answered: why, and (exclusive lines only) whether the design goes back on sale. */
export interface RefundAnswer {
  reason: string;
  returnToSale: boolean;
}

export interface RefundDialogProps {
  /** Whether the dialog is shown. The parent closes it after a refund or on `onClose`. */
  open: boolean;
  /** The line to refund. */
  line: Pick<AdminOrderLine, 'imgSn' | 'imgType' | 'amount'>;
  /** Its order's number, named in the question. */
  orderNo: string;
  /** The refund is in flight: Refund shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The server's refusal of the last try (its desc), shown in the dialog. */
  error?: string;
  /** The operator pressed Refund. The reason is sent as typed: the server says when it is missing. */
  onConfirm: (answer: RefundAnswer) => void;
  /** Cancel, the close button, Escape or a backdrop click. */
  onClose: () => void;
}

/**
 * Asks why an order line is refunded and, for an exclusive licence, whether its design
 * goes back on sale (off by default: a refunded exclusive stays off sale). A refunded
 * line's files are no longer offered to the buyer. Remount it (key) for each line.
 */
export function RefundDialog({ open, line, orderNo, busy = false, error, onConfirm, onClose }: RefundDialogProps) {
  const [reason, setReason] = useState('');
  const [returnToSale, setReturnToSale] = useState(false);
  const formId = useId();
  const errorId = useId();
  const exclusive = line.imgType === 3;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm({ reason, returnToSale: exclusive && returnToSale });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Refund ${line.imgSn}`}
      description={`Order ${orderNo}: ${licenceNames[line.imgType]}, ${formatPrice(line.amount)}. Once refunded, the buyer can no longer download this design's files.`}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Refund {formatPrice(line.amount)}
          </Button>
        </>
      }
    >
      {/* noValidate: the server's own message says what is missing, the same one its API gives. */}
      <Stack as="form" gap="md" id={formId} noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <TextField
          label="Reason"
          hint="Kept with the order and in the audit log."
          multiline
          rows={3}
          maxLength={500}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {exclusive ? (
          <Stack gap="xs">
            <Checkbox label="Put the design back on sale" checked={returnToSale} onCheckedChange={setReturnToSale} />
            <Text as="p" size="sm" tone="muted">
              This line is an exclusive licence, so its design left the store when it was sold. Unless you tick the box, the design stays
              off sale after the refund.
            </Text>
          </Stack>
        ) : null}
        {error ? (
          <Text as="p" size="sm" tone="danger" className={shared.dangerBand} id={errorId} role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
