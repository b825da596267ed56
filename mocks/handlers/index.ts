import type { HttpHandler } from 'msw';
import { adminHandlers } from './admin';
import { cartHandlers } from './cart';
import { memberHandlers } from './member';
import { openHandlers } from './open';
import { personalHandlers } from './personal';
import { assetHandlers, productHandlers } from './product';
import { shopHandlers } from './shop';

export { adminHandlers, cartHandlers, memberHandlers, openHandlers, personalHandlers, productHandlers, shopHandlers, assetHandlers };

/**
 * The default (stateful) handlers keyed by domain, the shape Storybook's
 * `parameters.msw.handlers` takes: a story replaces one key with another scenario,
 * e.g. `{ product: productHandlers.empty }`.
 */
export const handlersByDomain: Record<string, HttpHandler[]> = {
  product: productHandlers.default,
  member: memberHandlers.default,
  cart: cartHandlers.default,
  open: openHandlers.default,
  personal: personalHandlers.default,
  shop: shopHandlers.default,
  admin: adminHandlers.default,
  assets: assetHandlers.default,
};

export const handlers: HttpHandler[] = Object.values(handlersByDomain).flat();
