import { Route, Routes } from 'react-router-dom';
import { AccountLayout, OrdersPage, PaymentMethods, PersonalCentre } from '../../features/account';
import NotFoundRoute from './NotFoundRoute';
import * as styles from './routes.css';

/**
 * /personalCenter/* — the account area (account-and-pages §2): personal information,
 * the order list (and its /paid child) and payment methods, beside the side menu. One
 * chunk for the whole area: its pages share the layout and the order queries.
 */
export default function AccountRoute() {
  return (
    <Routes>
      <Route
        element={
          <main className={styles.storePage}>
            <AccountLayout />
          </main>
        }
      >
        <Route index element={<PersonalCentre />} />
        <Route path="orderForm" element={<OrdersPage />} />
        <Route path="orderForm/paid" element={<OrdersPage />} />
        <Route path="method" element={<PaymentMethods />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
