import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. The parent closes it after `onConfirm` or `onCancel`. */
  open: boolean;
  /** The question, as a short heading ("Delete Moodboard"). */
  title: string;
  /** What will happen, read as the dialog's description. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The person confirmed. Called once per press; ignored while `busy`. */
  onConfirm: () => void;
  /** The person backed out: Cancel, the close button, Escape or a backdrop click. */
  onCancel: () => void;
  /**
   * The confirmed work is in flight: Confirm shows a spinner and ignores presses, and
   * the dialog cannot be cancelled, because cancelling would not stop the work.
   */
  busy?: boolean;
}

/** Asks the person to confirm an action before it happens (deleting, discarding…). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      dismissible={!busy}
      footer={
        // Cancel comes first so it takes the initial focus: Enter alone never confirms.
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
