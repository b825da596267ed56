import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Modal.css';

export interface ModalProps {
  /** Whether the dialog is shown. The parent owns this state. */
  open: boolean;
  /** Called with `false` when the person dismisses the dialog (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Called when the person dismisses the dialog; a shorthand for `onOpenChange(false)`. */
  onClose?: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** One line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, usually buttons, laid out from the right. */
  footer?: ReactNode;
  /** Width: `sm` for confirmations, `md` for short forms, `lg` for rich content. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /**
   * When false, Escape and backdrop clicks do nothing and there is no close button:
   * the dialog closes only through its own actions (e.g. while work is in flight).
   */
  dismissible?: boolean;
  /**
   * Where the dialog sits: `center` (a full-screen sheet on phones), `start` (a drawer
   * from the left edge) or `bottom` (a sheet rising from the bottom edge).
   */
  placement?: 'center' | 'start' | 'bottom';
  /**
   * Where focus goes on open: `first` (the first control, Radix's default) or `dialog`
   * (the dialog itself, for a sheet that opens with a search box first: focusing the box
   * would raise a phone's keyboard over what the shopper came to see).
   */
  initialFocus?: 'first' | 'dialog';
  /** `alertdialog` for a question that interrupts the person and needs an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Escape was pressed in a dismissible dialog, before it closes: `event.preventDefault()`
   * keeps it open, so Escape can first cancel something inside it (an inline form).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A modal dialog with a dimmed backdrop. While open it keeps focus inside, hides the
 * page from assistive technology and locks page scrolling (all by Radix Dialog); on
 * close, focus goes back to whatever opened it.
 */
export function Modal({
  open,
  onOpenChange,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  dismissible = true,
  role = 'dialog',
  placement = 'center',
  initialFocus = 'first',
  onEscapeKeyDown,
}: ModalProps) {
  // Radix returns focus only to its own Dialog.Trigger; this dialog is opened by any
  // control the parent chooses, so it remembers what had focus when it opened.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const handleOpenChange = (next: boolean) => {
    onOpenChange?.(next);
    if (!next) onClose?.();
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        {/* The attribute lets tests and styles find the backdrop, which has no role. */}
        <Dialog.Overlay className={styles.overlay} data-modal-backdrop="" />
        <Dialog.Content
          ref={contentRef}
          role={role}
          className={styles.content({ size, placement })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement ? active : null;
            if (initialFocus === 'dialog') {
              event.preventDefault();
              contentRef.current?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
            else onEscapeKeyDown?.(event);
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM so the first Tab stop is the content, not the way out. */}
          {dismissible ? (
            <Dialog.Close asChild>
              <Button variant="icon" size="sm" aria-label={closeLabel} className={styles.closeButton}>
                <Icon name="close" />
              </Button>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
