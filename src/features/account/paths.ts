/**
 * Paths of the account area (account §2 route table). A module of their own: the cart's
 * route links to the order list, and should not bring the account's rules with it.
 */
export const ACCOUNT_PATH = '/personalCenter';
export const ORDERS_PATH = '/personalCenter/orderForm';
export const PAID_ORDERS_PATH = '/personalCenter/orderForm/paid';
export const METHOD_PATH = '/personalCenter/method';
