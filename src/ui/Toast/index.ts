export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToast, type ToastApi, type ErrorToastOptions } from './useToast';
export type { ToastTone } from './toastQueue';
