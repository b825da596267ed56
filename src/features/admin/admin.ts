/** The back office's place in the shop: /admin and its sections (issue 16). */
export const ADMIN_PATH = '/admin';

export interface AdminSection {
  /** Path under /admin ('' is the dashboard). */
  path: string;
  label: string;
}

/** The side menu, in the order an operator's day goes. */
export const adminSections: AdminSection[] = [
  { path: '', label: 'Dashboard' },
  { path: 'designs', label: 'Designs' },
  { path: 'import', label: 'Import' },
  { path: 'orders', label: 'Orders' },
  { path: 'holds', label: 'Held exclusives' },
  { path: 'feedback', label: 'Feedback' },
  { path: 'subscribers', label: 'Subscribers' },
  { path: 'home', label: 'Home page' },
  { path: 'audit', label: 'Audit log' },
];

export const adminUrl = (section: string) => (section ? `${ADMIN_PATH}/${section}` : ADMIN_PATH);
