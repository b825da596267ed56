import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Cart } from '../services/cart';

/** The member's server cart (storefront §7 `cart/save`, `cart/saveAllOrder`; the rest are docs/architecture.md's). */
export const cartRoutes: FastifyPluginAsync<{ cart: Cart }> = async (instance, { cart }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('cartSave'),
    handler: async (request) => {
      await cart.save(memberOf(request), request.body.productId, request.body.imgType, request.body.colourway);
      return envelope(undefined, 'Operation succeeded');
    },
  });
  app.route({
    ...contract('cartSaveAllOrder'),
    handler: async (request) => envelope(await cart.saveAll(memberOf(request), request.body.orderList)),
  });
  app.route({ ...contract('cartList'), handler: async (request) => envelope(await cart.list(memberOf(request))) });
  app.route({
    ...contract('cartDelete'),
    handler: async (request) => {
      await cart.remove(memberOf(request), request.body.productId);
      return envelope();
    },
  });
  app.route({
    ...contract('cartUpdate'),
    handler: async (request) => {
      await cart.update(memberOf(request), request.body.productId, request.body.imgType, request.body.colourway);
      return envelope();
    },
  });
};
