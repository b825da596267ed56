import type { EndpointName } from '../../src/api/endpoints';

/**
 * The calls only a signed-in member may make: without a token they answer 601, with a
 * bad or expired one 680, before reading their input (storefront §8, account §8). The
 * authorization matrix of the member suite and the reliability fuzzing both walk it.
 */
export const memberOnlyCalls: readonly EndpointName[] = [
  'downUrl',
  'getMemberInfo',
  'boards',
  'openUploadPins',
  'closeUploadPins',
  'updatePwd',
  'replaceName',
  'getCurMember',
  'cartSave',
  'cartSaveAllOrder',
  'cartList',
  'cartDelete',
  'cartUpdate',
  'selectBookmark',
  'selectBookmarkSimple',
  'saveFolder',
  'renameFolder',
  'deleteFolder',
  'selectBookmarkDetail',
  'addBookmarkDetail',
  'deleteBookmarkDetail',
  'addFolder',
  'getInvoice',
  'cancelOrder',
  'orderPage',
  'checkout',
];
