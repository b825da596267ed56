import { createContext, useContext } from 'react';

export interface ErrorToastOptions {
  /** Keep the error on screen until the person closes it (for failures they must act on). */
  closable?: boolean;
}

/** Shows short messages about the outcome of an action. */
export interface ToastApi {
  /** A polite confirmation that times out ("Subscription succeeded"). */
  success: (message: string) => void;
  /** An announced-at-once failure; times out unless `closable`. */
  error: (message: string, options?: ErrorToastOptions) => void;
  /** A polite neutral note that times out. */
  info: (message: string) => void;
  /** Removes every toast, e.g. when the person leaves the page they were about. */
  dismissAll: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it in the tree.');
  return api;
}
