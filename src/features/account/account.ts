/**
 * The account area's routes, messages and pure rules (account-and-pages §2–§9). Texts
 * are the spec's, character for character, where the spec gives them.
 */
import type { InvoiceDetails } from '../../api/types';
import { basicEmailPattern } from '../../domain/fieldPatterns';

import { ACCOUNT_PATH, METHOD_PATH, ORDERS_PATH } from './paths';

export { ACCOUNT_PATH, METHOD_PATH, ORDERS_PATH, PAID_ORDERS_PATH } from './paths';

/** The side menu (account §2): labels as the spec names them. */
export const accountMenu = [
  { label: 'personal center', to: ACCOUNT_PATH, end: true },
  { label: 'order form', to: ORDERS_PATH, end: false },
  { label: 'method', to: METHOD_PATH, end: true },
] as const;

export const accountMessages = {
  /** Password change success (account §8), also the server's desc. */
  modified: 'modify successfully',
  /** Ours: the spec gives no text for an empty old password. */
  oldPasswordRequired: 'Please enter your old password',
} as const;

/** The display name: the part of the email before the @ sign (account §2). */
export const displayNameOf = (email: string) => email.split('@', 1)[0] ?? '';

/** Order time as the list shows it: the first 16 characters ('2026-11-18 09:14'). */
export const orderTime = (dateCreate: string) => dateCreate.slice(0, 16);

/** Quick filters (account §9): days back. */
export const quickFilters = [
  { days: 7, label: 'Last 7 Days' },
  { days: 30, label: 'Last 30 Days' },
  { days: 180, label: 'half a year' },
] as const;
export type QuickFilterDays = (typeof quickFilters)[number]['days'];

/**
 * A datetime-local value ('2026-11-01T08:30' or with seconds) in the spec's format
 * yyyy-MM-dd HH:mm:ss; '' when empty or not a date-time.
 */
export function toPayDate(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(local);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : '';
}

/** datePayRange as the list call sends it: '[start,end]', or '' when neither end is set. */
export function payRange(startLocal: string, endLocal: string): string {
  const start = toPayDate(startLocal);
  const end = toPayDate(endLocal);
  return start || end ? `[${start},${end}]` : '';
}

/** Invoice form fields, in the order they are checked (account §5). */
export type InvoiceDraft = Omit<InvoiceDetails, 'id'>;
export const emptyInvoiceDraft: InvoiceDraft = { name: '', email: '', address: '', city: '', postCode: '', country: '', province: '' };

/**
 * The invoice form's check (account §5): the first failing rule's field and message,
 * in the spec's order, or null when everything passes.
 */
export function invoiceError(draft: InvoiceDraft): { field: keyof InvoiceDraft; message: string } | null {
  const filled = (value: string) => value.trim() !== '';
  if (!filled(draft.name)) return { field: 'name', message: 'name format error' };
  if (!filled(draft.email)) return { field: 'email', message: 'emails format error' };
  if (!basicEmailPattern.test(draft.email.trim())) return { field: 'email', message: 'Email format error' };
  if (!filled(draft.address)) return { field: 'address', message: 'address format error' };
  if (!filled(draft.city)) return { field: 'city', message: 'city format error' };
  if (!filled(draft.postCode)) return { field: 'postCode', message: 'postal code format error' };
  if (!filled(draft.country)) return { field: 'country', message: 'Region format error' };
  if (!filled(draft.province)) return { field: 'province', message: 'Province format error' };
  return null;
}

/** The invoice PDF's file name (account §7). */
export const invoiceFileName = (orderId: number) => `${orderId}.pdf`;
