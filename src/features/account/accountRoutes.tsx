import type { RouteObject } from 'react-router-dom';
import { AccountLayout } from './AccountLayout/AccountLayout';
import { OrdersPage } from './OrdersPage/OrdersPage';
import { PaymentMethods } from './PaymentMethods/PaymentMethods';
import { PersonalCentre } from './PersonalCentre/PersonalCentre';

/**
 * The account area's routes as the spec's table has them (account §2), for src/app to
 * mount: /personalCenter with personal information, the order list (and its /paid
 * alias) and payment methods. Each page guards itself for members only.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/personalCenter',
    element: <AccountLayout />,
    children: [
      { index: true, element: <PersonalCentre /> },
      { path: 'orderForm', element: <OrdersPage /> },
      { path: 'orderForm/paid', element: <OrdersPage /> },
      { path: 'method', element: <PaymentMethods /> },
    ],
  },
];
