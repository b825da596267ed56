import { lazy, Suspense, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { toastQueue, type ToastTone } from './toastQueue';
import { ToastContext, type ToastApi } from './useToast';

const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast that times out stays on screen, in ms. */
  duration?: number;
  /** Read before each announced message, e.g. "Notification Subscription succeeded". */
  label?: string;
  /** Accessible name of a closable toast's close button. */
  closeLabel?: string;
}

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

  // Radix Toast and the stack's markup arrive with the first toast: most pages show
  // none, and the app's first load stays small.
  const [regionWanted, setRegionWanted] = useState(false);
  if (toasts.length > 0 && !regionWanted) setRegionWanted(true);

  return (
    <ToastContext value={api}>
      {children}
      {regionWanted ? (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            duration={duration}
            label={label}
            closeLabel={closeLabel}
            onDismiss={(id) => dispatch({ type: 'dismiss', id })}
          />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
