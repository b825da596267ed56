import type { Method } from './request';

/**
 * The calls the product specification lists, row by row: storefront §7 (29 rows) and
 * account-and-pages §7 (7 rows). Kept as data so tests can prove every row has a typed
 * function, an MSW handler and a server route. (The spec itself is not read at run
 * time: a user's clone does not have it.)
 */
export const specCalls: ReadonlyArray<{ method: Method; path: string; table: 'storefront' | 'account' }> = [
  { table: 'storefront', method: 'GET', path: '/api/product/selectAllType' },
  { table: 'storefront', method: 'GET', path: '/api/product/home' },
  { table: 'storefront', method: 'GET', path: '/api/product/bestSeller' },
  { table: 'storefront', method: 'POST', path: '/api/product/selectById' },
  { table: 'storefront', method: 'POST', path: '/api/product/selectPage' },
  { table: 'storefront', method: 'POST', path: '/api/product/selectAlike' },
  { table: 'storefront', method: 'POST', path: '/api/member/login' },
  { table: 'storefront', method: 'GET', path: '/api/member/logout' },
  { table: 'storefront', method: 'GET', path: '/api/member/getEmailCode' },
  { table: 'storefront', method: 'GET', path: '/api/member/getResetPwdToken' },
  { table: 'storefront', method: 'POST', path: '/api/member/emailForgotPwd' },
  { table: 'storefront', method: 'POST', path: '/api/member/emailRegister' },
  { table: 'storefront', method: 'GET', path: '/api/member/getMemberInfo' },
  { table: 'storefront', method: 'POST', path: '/api/member/boards' },
  { table: 'storefront', method: 'POST', path: '/api/member/openUploadPins' },
  { table: 'storefront', method: 'POST', path: '/api/member/closeUploadPins' },
  { table: 'storefront', method: 'POST', path: '/api/cart/save' },
  { table: 'storefront', method: 'POST', path: '/api/cart/saveAllOrder' },
  { table: 'storefront', method: 'POST', path: '/api/open/feedback' },
  { table: 'storefront', method: 'POST', path: '/api/open/subscribe' },
  { table: 'storefront', method: 'POST', path: '/api/personal/selectBookmark' },
  { table: 'storefront', method: 'POST', path: '/api/personal/selectBookmarkSimple' },
  { table: 'storefront', method: 'POST', path: '/api/personal/saveFolder' },
  { table: 'storefront', method: 'POST', path: '/api/personal/renameFolder' },
  { table: 'storefront', method: 'POST', path: '/api/personal/deleteFolder' },
  { table: 'storefront', method: 'POST', path: '/api/personal/selectBookmarkDetail' },
  { table: 'storefront', method: 'POST', path: '/api/personal/addBookmarkDetail' },
  { table: 'storefront', method: 'POST', path: '/api/personal/deleteBookmarkDetail' },
  { table: 'storefront', method: 'POST', path: '/api//personal/addFolder' },
  { table: 'account', method: 'POST', path: '/api/member/updatePwd' },
  { table: 'account', method: 'POST', path: '/api/member/replaceName' },
  { table: 'account', method: 'GET', path: '/api/member/getCurMember' },
  { table: 'account', method: 'POST', path: '/api/shop/getInvoice' },
  { table: 'account', method: 'POST', path: '/api/product/downUrl' },
  { table: 'account', method: 'GET', path: '/api/shop/cancelOrder' },
  { table: 'account', method: 'POST', path: '/api/shop/selectPage' },
];
