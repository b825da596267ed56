/** The account area (account-and-pages §2): personal centre, orders with invoices and downloads, payment methods. */
export { AccountLayout } from './AccountLayout/AccountLayout';
export { PersonalCentre } from './PersonalCentre/PersonalCentre';
export { OrdersPage } from './OrdersPage/OrdersPage';
export { InvoiceDialog, type InvoiceDialogProps } from './InvoiceDialog/InvoiceDialog';
export { PaymentMethods } from './PaymentMethods/PaymentMethods';
export { accountRoutes } from './accountRoutes';
export { ACCOUNT_PATH, METHOD_PATH, ORDERS_PATH, PAID_ORDERS_PATH } from './paths';
