import { endpoints } from './endpoints';
import { post, type RequestOptions } from './request';
import type { CartDeletePayload, CartSaveAllOrderPayload, CartSavePayload, CartUpdatePayload } from './schemas';
import type { CartMergeResult, CartSummary } from './types';

/** Adds a design under a licence; a duplicate answers 409 'Product exist'. */
export const save = (payload: CartSavePayload, options?: RequestOptions) => post<null>(endpoints.cartSave.path, payload, options);

/** Merges the visitor's local cart after login. */
export const saveAllOrder = (payload: CartSaveAllOrderPayload, options?: RequestOptions) =>
  post<CartMergeResult>(endpoints.cartSaveAllOrder.path, payload, options);

export const list = (options?: RequestOptions) => post<CartSummary>(endpoints.cartList.path, {}, options);

export const remove = (payload: CartDeletePayload, options?: RequestOptions) => post<null>(endpoints.cartDelete.path, payload, options);

/** Changes a line's licence. */
export const update = (payload: CartUpdatePayload, options?: RequestOptions) => post<null>(endpoints.cartUpdate.path, payload, options);
