import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout/AdminLayout';

// Each section is its own chunk: the dashboard's chart library, the import's folder
// reader and the order tools load only when an operator opens them.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
const DashboardPanel = named(() => import('./DashboardPanel/DashboardPanel'), 'DashboardPanel');
const DesignsPanel = named(() => import('./DesignsPanel/DesignsPanel'), 'DesignsPanel');
const ImportPanel = named(() => import('./ImportPanel/ImportPanel'), 'ImportPanel');
const OrdersPanel = named(() => import('./OrdersPanel/OrdersPanel'), 'OrdersPanel');
const HoldsPanel = named(() => import('./HoldsPanel/HoldsPanel'), 'HoldsPanel');
const FeedbackPanel = named(() => import('./FeedbackPanel/FeedbackPanel'), 'FeedbackPanel');
const SubscribersPanel = named(() => import('./SubscribersPanel/SubscribersPanel'), 'SubscribersPanel');
const CurationPanel = named(() => import('./CurationPanel/CurationPanel'), 'CurationPanel');
const AuditPanel = named(() => import('./AuditPanel/AuditPanel'), 'AuditPanel');

export interface AdminAreaProps {
  operatorEmail: string;
  /** What an unknown /admin/… path shows (the app's not-found page). */
  notFound: React.ReactNode;
}

/** The back office's routes under /admin, for an operator the app has already checked. */
export function AdminArea({ operatorEmail, notFound }: AdminAreaProps) {
  return (
    <Routes>
      <Route element={<AdminLayout operatorEmail={operatorEmail} />}>
        <Route index element={<DashboardPanel />} />
        <Route path="designs" element={<DesignsPanel />} />
        <Route path="import" element={<ImportPanel />} />
        <Route path="orders" element={<OrdersPanel />} />
        <Route path="holds" element={<HoldsPanel />} />
        <Route path="feedback" element={<FeedbackPanel />} />
        <Route path="subscribers" element={<SubscribersPanel />} />
        <Route path="home" element={<CurationPanel />} />
        <Route path="audit" element={<AuditPanel />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
