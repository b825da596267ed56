import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useServerRendering } from '../serverRendering';
import type { IconName } from '../Icon/icons';
import * as styles from './Toast.css';
import { announcementType, toastDuration, type ToastItem, type ToastTone } from './toastQueue';

const toneIcons: Record<ToastTone, IconName> = { success: 'success', error: 'alert', info: 'info' };

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  duration: number;
  label: string;
  closeLabel: string;
  onDismiss: (id: number) => void;
}

/** The toast stack itself (Radix Toast): loaded with the first toast, kept afterwards. */
export function ToastRegion({ toasts, duration, label, closeLabel, onDismiss }: ToastRegionProps) {
  const serverRendering = useServerRendering();
  return (
    <RadixToast.Provider duration={duration} label={label}>
      {toasts.map((toast) => (
        <ToastMessage
          key={toast.id}
          toast={toast}
          duration={toastDuration(toast, duration)}
          closeLabel={closeLabel}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
      {/* In <body>, so no transformed or clipped ancestor can trap the fixed stack.
          aria-live="off" (Radix announces toasts through its own live region) marks it
          for a modal dialog's hideOthers() to leave visible: a toast shown while a
          dialog is open must stay reachable by screen readers. */}
      {serverRendering ? null : createPortal(<RadixToast.Viewport className={styles.viewport} aria-live="off" />, document.body)}
    </RadixToast.Provider>
  );
}

interface ToastMessageProps {
  toast: ToastItem;
  duration: number;
  closeLabel: string;
  onDismiss: () => void;
}

function ToastMessage({ toast, duration, closeLabel, onDismiss }: ToastMessageProps) {
  return (
    <RadixToast.Root
      type={announcementType(toast.tone)}
      duration={duration}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className={styles.toast({ tone: toast.tone })}
    >
      <Icon name={toneIcons[toast.tone]} className={styles.toneIcon({ tone: toast.tone })} />
      <RadixToast.Description className={styles.message}>{toast.message}</RadixToast.Description>
      {toast.closable ? (
        <RadixToast.Close asChild>
          <Button variant="icon" size="sm" aria-label={closeLabel} className={styles.closeButton}>
            <Icon name="close" />
          </Button>
        </RadixToast.Close>
      ) : null}
    </RadixToast.Root>
  );
}
