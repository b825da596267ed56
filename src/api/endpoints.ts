import type { Method } from './request';

/**
 * Who may make a call: anyone (`public`); only a signed-in member (`member`: without a
 * token it answers the spec's 601, with a bad or expired one 680, before its input is
 * read — storefront §8, account §8); or only an operator of the shop (`operator`: the
 * back office; 601 / 680 as for members, and 403 for a member who is not an operator).
 */
export type Access = 'public' | 'member' | 'operator';

/**
 * The words of those refusals: 601 without a token, 680 with a bad or expired one, 403
 * for a member who is not an operator. The server's access hook and the MSW `route()`
 * both answer with these.
 */
export const accessRefusals = {
  notLoggedIn: 'Please log in first',
  sessionExpired: 'Your session has expired, please log in again',
  operatorsOnly: 'This is for the shop’s operators only',
} as const;

/**
 * Every call of the contract: the 29 rows of storefront §7, the 7 of account §7, and
 * the calls docs/architecture.md adds for the cart page and checkout, each with who may make it.
 * The typed functions, the MSW handlers and the server's routes are all built from this
 * one table, and tests check that each row has all three. The server's access hook, the
 * MSW `route()` and the authorization tests all read `access`: it is declared only here.
 */
export const endpoints = {
  // product (storefront §7, account §7 downUrl)
  selectAllType: { method: 'GET', path: '/api/product/selectAllType', access: 'public' },
  home: { method: 'GET', path: '/api/product/home', access: 'public' },
  bestSeller: { method: 'GET', path: '/api/product/bestSeller', access: 'public' },
  selectById: { method: 'POST', path: '/api/product/selectById', access: 'public' },
  selectPage: { method: 'POST', path: '/api/product/selectPage', access: 'public' },
  selectAlike: { method: 'POST', path: '/api/product/selectAlike', access: 'public' },
  /** Ours: "More like this" on a design's detail. */
  selectLike: { method: 'POST', path: '/api/product/selectLike', access: 'public' },
  downUrl: { method: 'POST', path: '/api/product/downUrl', access: 'member' },
  // member
  login: { method: 'POST', path: '/api/member/login', access: 'public' },
  logout: { method: 'GET', path: '/api/member/logout', access: 'public' },
  getEmailCode: { method: 'GET', path: '/api/member/getEmailCode', access: 'public' },
  getResetPwdToken: { method: 'GET', path: '/api/member/getResetPwdToken', access: 'public' },
  emailForgotPwd: { method: 'POST', path: '/api/member/emailForgotPwd', access: 'public' },
  emailRegister: { method: 'POST', path: '/api/member/emailRegister', access: 'public' },
  getMemberInfo: { method: 'GET', path: '/api/member/getMemberInfo', access: 'member' },
  boards: { method: 'POST', path: '/api/member/boards', access: 'member' },
  openUploadPins: { method: 'POST', path: '/api/member/openUploadPins', access: 'member' },
  closeUploadPins: { method: 'POST', path: '/api/member/closeUploadPins', access: 'member' },
  updatePwd: { method: 'POST', path: '/api/member/updatePwd', access: 'member' },
  replaceName: { method: 'POST', path: '/api/member/replaceName', access: 'member' },
  getCurMember: { method: 'GET', path: '/api/member/getCurMember', access: 'member' },
  // cart
  cartSave: { method: 'POST', path: '/api/cart/save', access: 'member' },
  cartSaveAllOrder: { method: 'POST', path: '/api/cart/saveAllOrder', access: 'member' },
  cartList: { method: 'POST', path: '/api/cart/list', access: 'member' },
  cartDelete: { method: 'POST', path: '/api/cart/delete', access: 'member' },
  cartUpdate: { method: 'POST', path: '/api/cart/update', access: 'member' },
  // open
  feedback: { method: 'POST', path: '/api/open/feedback', access: 'public' },
  subscribe: { method: 'POST', path: '/api/open/subscribe', access: 'public' },
  // personal (favourites)
  selectBookmark: { method: 'POST', path: '/api/personal/selectBookmark', access: 'member' },
  selectBookmarkSimple: { method: 'POST', path: '/api/personal/selectBookmarkSimple', access: 'member' },
  saveFolder: { method: 'POST', path: '/api/personal/saveFolder', access: 'member' },
  renameFolder: { method: 'POST', path: '/api/personal/renameFolder', access: 'member' },
  deleteFolder: { method: 'POST', path: '/api/personal/deleteFolder', access: 'member' },
  selectBookmarkDetail: { method: 'POST', path: '/api/personal/selectBookmarkDetail', access: 'member' },
  addBookmarkDetail: { method: 'POST', path: '/api/personal/addBookmarkDetail', access: 'member' },
  deleteBookmarkDetail: { method: 'POST', path: '/api/personal/deleteBookmarkDetail', access: 'member' },
  // The spec's path really has a double slash; the server accepts it as written.
  addFolder: { method: 'POST', path: '/api//personal/addFolder', access: 'member' },
  // shop (orders, invoices, checkout)
  getInvoice: { method: 'POST', path: '/api/shop/getInvoice', access: 'member' },
  cancelOrder: { method: 'GET', path: '/api/shop/cancelOrder', access: 'member' },
  orderPage: { method: 'POST', path: '/api/shop/selectPage', access: 'member' },
  /** Ours (docs/adr/010-payments.md): which provider's fields the payment form shows. */
  paymentProvider: { method: 'GET', path: '/api/shop/paymentProvider', access: 'public' },
  startPayment: { method: 'POST', path: '/api/shop/startPayment', access: 'member' },
  checkout: { method: 'POST', path: '/api/shop/checkout', access: 'member' },
  // back office (ours, issue 16): operators only
  adminSession: { method: 'GET', path: '/api/admin/session', access: 'operator' },
  adminDesigns: { method: 'POST', path: '/api/admin/designs', access: 'operator' },
  adminDesignUpdate: { method: 'POST', path: '/api/admin/designs/update', access: 'operator' },
  adminDesignWithdraw: { method: 'POST', path: '/api/admin/designs/withdraw', access: 'operator' },
  adminDesignRestore: { method: 'POST', path: '/api/admin/designs/restore', access: 'operator' },
  adminBulkPrice: { method: 'POST', path: '/api/admin/designs/bulkPrice', access: 'operator' },
  adminImport: { method: 'POST', path: '/api/admin/import', access: 'operator' },
  adminImportJob: { method: 'GET', path: '/api/admin/import/job', access: 'operator' },
  adminOrders: { method: 'POST', path: '/api/admin/orders', access: 'operator' },
  adminRefundLine: { method: 'POST', path: '/api/admin/orders/refund', access: 'operator' },
  adminHolds: { method: 'GET', path: '/api/admin/holds', access: 'operator' },
  adminHoldRelease: { method: 'POST', path: '/api/admin/holds/release', access: 'operator' },
  adminReplaceFile: { method: 'POST', path: '/api/admin/orders/replaceFile', access: 'operator' },
  adminFeedback: { method: 'POST', path: '/api/admin/feedback', access: 'operator' },
  adminFeedbackHandle: { method: 'POST', path: '/api/admin/feedback/handle', access: 'operator' },
  adminFeedbackReply: { method: 'POST', path: '/api/admin/feedback/reply', access: 'operator' },
  adminSubscribers: { method: 'POST', path: '/api/admin/subscribers', access: 'operator' },
  adminSubscribersCsv: { method: 'GET', path: '/api/admin/subscribers/csv', access: 'operator' },
  adminBanners: { method: 'GET', path: '/api/admin/banners', access: 'operator' },
  adminBannerSave: { method: 'POST', path: '/api/admin/banners/save', access: 'operator' },
  adminBannerDelete: { method: 'POST', path: '/api/admin/banners/delete', access: 'operator' },
  adminBestSellers: { method: 'GET', path: '/api/admin/bestSellers', access: 'operator' },
  adminBestSellersSave: { method: 'POST', path: '/api/admin/bestSellers/save', access: 'operator' },
  adminDashboard: { method: 'POST', path: '/api/admin/dashboard', access: 'operator' },
  adminAudit: { method: 'POST', path: '/api/admin/audit', access: 'operator' },
} as const satisfies Record<string, { method: Method; path: string; access: Access }>;

export type EndpointName = keyof typeof endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The calls open to `access` (the authorization matrix walks these). */
export const callsWithAccess = (access: Access): EndpointName[] => endpointNames.filter((name) => endpoints[name].access === access);
