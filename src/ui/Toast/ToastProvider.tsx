import { useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './Toast.css';
import { announcementType, toastDuration, toastQueue, type ToastItem, type ToastTone } from './toastQueue';
import { ToastContext, type ToastApi } from './useToast';

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast that times out stays on screen, in ms. */
  duration?: number;
  /** Read before each announced message, e.g. "Notification Subscription succeeded". */
  label?: string;
  /** Accessible name of a closable toast's close button. */
  closeLabel?: string;
}

const toneIcons: Record<ToastTone, IconName> = { success: 'success', error: 'alert', info: 'info' };

/**
 * Gives its subtree `useToast()` and shows the toasts in a stack at the top of the
 * window. Toasts pause their timer while hovered or focused, and F8 moves focus to
 * them (Radix Toast).
 */
export function ToastProvider({ children, duration = 3000, label = 'Notification', closeLabel = 'Close' }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastQueue, []);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone, message: string, closable = false) => {
      lastId.current += 1;
      dispatch({ type: 'show', toast: { id: lastId.current, tone, message, closable } });
    };
    return {
      success: (message) => show('success', message),
      error: (message, options) => show('error', message, options?.closable ?? false),
      info: (message) => show('info', message),
      dismissAll: () => dispatch({ type: 'dismissAll' }),
    };
  }, []);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider duration={duration} label={label}>
        {children}
        {toasts.map((toast) => (
          <ToastMessage
            key={toast.id}
            toast={toast}
            duration={toastDuration(toast, duration)}
            closeLabel={closeLabel}
            onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })}
          />
        ))}
        {/* In <body>, so no transformed or clipped ancestor can trap the fixed stack.
            aria-live="off" (Radix announces toasts through its own live region) marks it
            for a modal dialog's hideOthers() to leave visible: a toast shown while a
            dialog is open must stay reachable by screen readers. */}
        {createPortal(<RadixToast.Viewport className={styles.viewport} aria-live="off" />, document.body)}
      </RadixToast.Provider>
    </ToastContext>
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
