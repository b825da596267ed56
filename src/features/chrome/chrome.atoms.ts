/**
 * State of the chrome that other features may change: whether the contact dialog is
 * open (docs/architecture.md: "the dialogs that several features open (login, contact)").
 */
import { atom } from 'jotai';

/** True while the contact (feedback) dialog is open. */
export const contactDialogOpenAtom = atom(false);
