import { cartDeleteSchema, cartSaveAllOrderSchema, cartSaveSchema, cartUpdateSchema } from '../../src/api/schemas';
import type { CartLine, CartSummary, LicenceType } from '../../src/api/types';
import { linePrice, type MockDesign } from '../fixtures/catalogue';
import { world, type World } from '../world';
import { bodyOf, refuse, requireMember, route, scenarios, validate } from './route';

/** Exclusive designs sell only under licence 3; the others under 4 or 5 (storefront §4). */
export function licenceAllowed(design: MockDesign, imgType: LicenceType): boolean {
  return design.isBuyout ? imgType === 3 : imgType === 4 || imgType === 5;
}

const cartOf = (w: World, memberId: number) => {
  if (!w.carts.has(memberId)) w.carts.set(memberId, []);
  return w.carts.get(memberId)!;
};

export function cartSummary(w: World, memberId: number): CartSummary {
  const lines: CartLine[] = cartOf(w, memberId).map((entry) => {
    const d = w.designById.get(entry.productId)!;
    return {
      productId: d.productId,
      imgType: entry.imgType,
      productNum: entry.productNum,
      imgSn: d.imgSn,
      cover: d.cover,
      price: d.price,
      priceOnce: d.priceOnce,
      isBuyout: d.isBuyout,
      linePrice: linePrice(d, entry.imgType),
      available: !d.sold,
    };
  });
  const total = Math.round(lines.filter((l) => l.available).reduce((sum, l) => sum + l.linePrice, 0) * 100) / 100;
  return { aaData: lines, iTotalRecords: lines.length, total };
}

const defaults = [
  route('cartSave', async ({ request, caller }) => {
    const member = requireMember(caller);
    const { productId, imgType } = validate(cartSaveSchema, await bodyOf(request));
    const w = world();
    const design = w.designById.get(productId) ?? refuse(404, 'This design does not exist');
    if (design.sold) refuse(409, 'This exclusive design has been sold');
    if (!licenceAllowed(design, imgType))
      refuse(400, design.isBuyout ? 'Exclusive designs are sold under the exclusive licence only' : 'imgType must be 4 or 5');
    const cart = cartOf(w, member.memberId);
    if (cart.some((l) => l.productId === productId)) refuse(409, 'Product exist');
    cart.push({ productId, imgType, productNum: 1 });
    return { desc: 'Operation succeeded' };
  }),
  route('cartSaveAllOrder', async ({ request, caller }) => {
    const member = requireMember(caller);
    const { orderList } = validate(cartSaveAllOrderSchema, await bodyOf(request));
    const w = world();
    const cart = cartOf(w, member.memberId);
    const added: number[] = [];
    const skipped: { productId: number; reason: string }[] = [];
    for (const line of orderList) {
      const design = w.designById.get(line.productId);
      const reason = !design
        ? 'This design does not exist'
        : design.sold
          ? 'This exclusive design has been sold'
          : !licenceAllowed(design, line.imgType)
            ? 'This licence is not offered for this design'
            : cart.some((l) => l.productId === line.productId)
              ? 'Product exist'
              : null;
      if (reason) skipped.push({ productId: line.productId, reason });
      else {
        cart.push({ productId: line.productId, imgType: line.imgType, productNum: 1 });
        added.push(line.productId);
      }
    }
    return { data: { added, skipped } };
  }),
  route('cartList', ({ caller }) => ({ data: cartSummary(world(), requireMember(caller).memberId) })),
  route('cartDelete', async ({ request, caller }) => {
    const member = requireMember(caller);
    const { productId } = validate(cartDeleteSchema, await bodyOf(request));
    const cart = cartOf(world(), member.memberId);
    const index = cart.findIndex((l) => l.productId === productId);
    if (index < 0) refuse(404, 'This design is not in your cart');
    cart.splice(index, 1);
    return {};
  }),
  route('cartUpdate', async ({ request, caller }) => {
    const member = requireMember(caller);
    const { productId, imgType } = validate(cartUpdateSchema, await bodyOf(request));
    const w = world();
    const line = cartOf(w, member.memberId).find((l) => l.productId === productId) ?? refuse(404, 'This design is not in your cart');
    if (!licenceAllowed(w.designById.get(productId)!, imgType)) refuse(400, 'This licence is not offered for this design');
    line.imgType = imgType;
    return {};
  }),
];

export const cartHandlers = scenarios(['cartSave', 'cartSaveAllOrder', 'cartList', 'cartDelete', 'cartUpdate'], defaults, [
  route('cartList', ({ caller }) => (requireMember(caller), { data: { aaData: [], iTotalRecords: 0, total: 0 } })),
]);
