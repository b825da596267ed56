/** What a toast says about the outcome: it sets the colour, the icon and how urgently it is announced. */
export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  /** Unique for the provider's lifetime, so React keeps each toast's timer when others come and go. */
  id: number;
  tone: ToastTone;
  message: string;
  /** Stays until its close button is pressed instead of timing out. */
  closable: boolean;
}

export type ToastQueueAction = { type: 'show'; toast: ToastItem } | { type: 'dismiss'; id: number } | { type: 'dismissAll' };

/** More than this at once would cover the page; the oldest make way. */
export const maxVisibleToasts = 5;

/** The toasts on screen, oldest first (which is also the order they are read in). */
export function toastQueue(toasts: readonly ToastItem[], action: ToastQueueAction): readonly ToastItem[] {
  switch (action.type) {
    case 'show':
      // The same message twice at once says nothing new (a failure reported by both the
      // page and the app's network sink, a double click): the one on screen stays.
      if (toasts.some((toast) => toast.tone === action.toast.tone && toast.message === action.toast.message)) return toasts;
      return [...toasts, action.toast].slice(-maxVisibleToasts);
    case 'dismiss':
      return toasts.filter((toast) => toast.id !== action.id);
    case 'dismissAll':
      return toasts.length === 0 ? toasts : [];
  }
}

/** How long a toast stays, in ms. A closable toast waits for its close button. */
export function toastDuration(toast: Pick<ToastItem, 'closable'>, defaultDuration: number): number {
  return toast.closable ? Infinity : defaultDuration;
}

/**
 * Radix's announcement type: `foreground` interrupts the screen reader (assertive),
 * `background` waits for a pause (polite). Only failures need to interrupt.
 */
export function announcementType(tone: ToastTone): 'foreground' | 'background' {
  return tone === 'error' ? 'foreground' : 'background';
}
