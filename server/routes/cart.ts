import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import { cartDeleteSchema, cartSaveAllOrderSchema, cartSaveSchema, cartUpdateSchema } from '../../src/api/schemas';
import { requireMember } from '../auth';
import { envelope, validate } from '../http';
import type { Cart } from '../services/cart';

/** The member's server cart (storefront §7 `cart/save`, `cart/saveAllOrder`; the rest are DESIGN.md's). */
export function cartRoutes(app: FastifyInstance, cart: Cart) {
  app.post(endpoints.cartSave.path, async (request) => {
    const memberId = requireMember(request);
    const { productId, imgType } = validate(cartSaveSchema, request.body);
    await cart.save(memberId, productId, imgType);
    return envelope(undefined, 'Operation succeeded');
  });
  app.post(endpoints.cartSaveAllOrder.path, async (request) => {
    const memberId = requireMember(request);
    const { orderList } = validate(cartSaveAllOrderSchema, request.body);
    return envelope(await cart.saveAll(memberId, orderList));
  });
  app.post(endpoints.cartList.path, async (request) => envelope(await cart.list(requireMember(request))));
  app.post(endpoints.cartDelete.path, async (request) => {
    const memberId = requireMember(request);
    await cart.remove(memberId, validate(cartDeleteSchema, request.body).productId);
    return envelope();
  });
  app.post(endpoints.cartUpdate.path, async (request) => {
    const memberId = requireMember(request);
    const { productId, imgType } = validate(cartUpdateSchema, request.body);
    await cart.update(memberId, productId, imgType);
    return envelope();
  });
}
