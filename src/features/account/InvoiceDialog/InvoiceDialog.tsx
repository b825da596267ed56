import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { saveByLink } from '../../../api/download';
import { getInvoice } from '../../../api/shop';
import type { Order } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { useToast } from '../../../ui/Toast';
import { useFormErrors } from '../../../ui/Form';
import { Grid } from '../../../ui/Grid/Grid';
import { emptyInvoiceDraft, invoiceError, invoiceFileName, type InvoiceDraft } from '../account';
import { accountKey } from '../account.queries';
import * as styles from './InvoiceDialog.css';

export interface InvoiceDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The order the invoice is for; an order that has an invoice locks the fields. */
  order: Pick<Order, 'id' | 'invoice'>;
  /** Values the form starts from (e.g. the member's email, or an issued invoice's details). */
  initial?: Partial<InvoiceDraft>;
  /** Cancel, the close icon, Escape or the backdrop; also after the PDF has been downloaded. */
  onClose: () => void;
  /** The invoice was issued: its path, already downloaded. */
  onIssued?: (path: string) => void;
}

const fields: { name: keyof InvoiceDraft; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'email', label: 'Your email', autoComplete: 'email' },
  { name: 'address', label: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postCode', label: 'Zip/postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country/Region', autoComplete: 'country-name' },
  { name: 'province', label: 'State/Province', autoComplete: 'address-level1' },
];
const fieldNames = fields.map((field) => field.name);

/**
 * 'Invoice Information' (account §2, §4, §5): the buyer's details, Cancel and Download.
 * Download checks the fields in the spec's order, each failure a toast that stops the
 * send; then issues the invoice (POST /api/shop/getInvoice) and saves the PDF as
 * `<order id>.pdf`. A submit lock holds until the call ends. An order that already has
 * an invoice shows the fields locked, and Download saves its PDF directly.
 */
export function InvoiceDialog({ open, order, initial, onClose, onIssued }: InvoiceDialogProps) {
  const formId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const locked = order.invoice !== '';
  const [draft, setDraft] = useState<InvoiceDraft>({ ...emptyInvoiceDraft, ...initial });
  // The spec shows a refusal as a toast, not under the field: the form only moves focus to it.
  const form = useFormErrors(fieldNames);
  // The lock is a ref as well as the mutation's state: a second press can arrive before React re-renders.
  const sending = useRef(false);

  const issue = useMutation({
    mutationFn: (details: InvoiceDraft) => getInvoice({ id: order.id, ...details }),
    onSuccess: ({ data: path }) => {
      saveByLink(path, invoiceFileName(order.id));
      void queryClient.invalidateQueries({ queryKey: accountKey });
      onIssued?.(path);
      onClose();
    },
    // §8: a refusal shows the server's desc; a network failure only releases the lock.
    onError: (error) => {
      if (error instanceof ApiError) toast.error(error.desc || error.message);
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) {
      saveByLink(order.invoice, invoiceFileName(order.id));
      onClose();
      return;
    }
    if (sending.current) return;
    const problem = invoiceError(draft);
    if (problem) {
      toast.error(problem.message);
      form.focus(problem.field);
      return;
    }
    sending.current = true;
    issue.mutate(draft);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Invoice Information"
      size="lg"
      dismissible={!issue.isPending}
      description={locked ? 'This order already has an invoice; its details can no longer be changed.' : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={issue.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={issue.isPending}>
            Download
          </Button>
        </>
      }
    >
      <Grid as="form" gap="md" id={formId} noValidate onSubmit={submit} className={styles.form} aria-label="Invoice Information">
        {fields.map((field) => (
          <TextField
            key={field.name}
            ref={form.fieldRef(field.name)}
            className={field.wide ? styles.wide : undefined}
            label={field.label}
            name={field.name}
            type={field.name === 'email' ? 'email' : 'text'}
            autoComplete={field.autoComplete}
            maxLength={field.name === 'address' ? 300 : 120}
            readOnly={locked}
            value={draft[field.name]}
            onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
      </Grid>
    </Modal>
  );
}
