import type { Method } from './request';

/**
 * Every call of the contract: the 29 rows of storefront §7, the 7 of account §7, and
 * the calls DESIGN.md adds for the cart page and checkout. The typed functions, the
 * MSW handlers and the server's routes are all built from this one table, and tests
 * check that each row has all three.
 */
export const endpoints = {
  // product (storefront §7, account §7 downUrl)
  selectAllType: { method: 'GET', path: '/api/product/selectAllType' },
  home: { method: 'GET', path: '/api/product/home' },
  bestSeller: { method: 'GET', path: '/api/product/bestSeller' },
  selectById: { method: 'POST', path: '/api/product/selectById' },
  selectPage: { method: 'POST', path: '/api/product/selectPage' },
  selectAlike: { method: 'POST', path: '/api/product/selectAlike' },
  downUrl: { method: 'POST', path: '/api/product/downUrl' },
  // member
  login: { method: 'POST', path: '/api/member/login' },
  logout: { method: 'GET', path: '/api/member/logout' },
  getEmailCode: { method: 'GET', path: '/api/member/getEmailCode' },
  getResetPwdToken: { method: 'GET', path: '/api/member/getResetPwdToken' },
  emailForgotPwd: { method: 'POST', path: '/api/member/emailForgotPwd' },
  emailRegister: { method: 'POST', path: '/api/member/emailRegister' },
  getMemberInfo: { method: 'GET', path: '/api/member/getMemberInfo' },
  boards: { method: 'POST', path: '/api/member/boards' },
  openUploadPins: { method: 'POST', path: '/api/member/openUploadPins' },
  closeUploadPins: { method: 'POST', path: '/api/member/closeUploadPins' },
  updatePwd: { method: 'POST', path: '/api/member/updatePwd' },
  replaceName: { method: 'POST', path: '/api/member/replaceName' },
  getCurMember: { method: 'GET', path: '/api/member/getCurMember' },
  // cart
  cartSave: { method: 'POST', path: '/api/cart/save' },
  cartSaveAllOrder: { method: 'POST', path: '/api/cart/saveAllOrder' },
  cartList: { method: 'POST', path: '/api/cart/list' },
  cartDelete: { method: 'POST', path: '/api/cart/delete' },
  cartUpdate: { method: 'POST', path: '/api/cart/update' },
  // open
  feedback: { method: 'POST', path: '/api/open/feedback' },
  subscribe: { method: 'POST', path: '/api/open/subscribe' },
  // personal (favourites)
  selectBookmark: { method: 'POST', path: '/api/personal/selectBookmark' },
  selectBookmarkSimple: { method: 'POST', path: '/api/personal/selectBookmarkSimple' },
  saveFolder: { method: 'POST', path: '/api/personal/saveFolder' },
  renameFolder: { method: 'POST', path: '/api/personal/renameFolder' },
  deleteFolder: { method: 'POST', path: '/api/personal/deleteFolder' },
  selectBookmarkDetail: { method: 'POST', path: '/api/personal/selectBookmarkDetail' },
  addBookmarkDetail: { method: 'POST', path: '/api/personal/addBookmarkDetail' },
  deleteBookmarkDetail: { method: 'POST', path: '/api/personal/deleteBookmarkDetail' },
  // The spec's path really has a double slash; the server accepts it as written.
  addFolder: { method: 'POST', path: '/api//personal/addFolder' },
  // shop (orders, invoices, checkout)
  getInvoice: { method: 'POST', path: '/api/shop/getInvoice' },
  cancelOrder: { method: 'GET', path: '/api/shop/cancelOrder' },
  orderPage: { method: 'POST', path: '/api/shop/selectPage' },
  checkout: { method: 'POST', path: '/api/shop/checkout' },
} as const satisfies Record<string, { method: Method; path: string }>;

export type EndpointName = keyof typeof endpoints;
