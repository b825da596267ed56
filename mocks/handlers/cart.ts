import { cartDeleteSchema, cartSaveAllOrderSchema, cartSaveSchema, cartUpdateSchema } from '../../src/api/schemas';
import type { CartLine, CartSummary } from '../../src/api/types';
import { cartMessages, cartRefusal, licenceChangeRefusal, LINE_QUANTITY, type CartRefusal } from '../../src/domain/cart';
import { licencePrice, totalPrice, offersLicence } from '../../src/domain/licence';
import { colourwayCover } from '../../src/api/covers';
import { checkColourway } from '../../src/domain/colourway';
import { mockPaletteHexes, onSale, type MockDesign } from '../fixtures/catalogue';
import { world, type World } from '../world';
import { bodyOf, refuse, route, scenarios, validate } from './route';

const refuseIf = (refusal: CartRefusal | null) => {
  if (refusal) refuse(refusal);
};

/** What the cart rules see: a withdrawn design is as unavailable as a sold one (as on the server). */
const forCart = (d: MockDesign | undefined) => d && { ...d, sold: !onSale(d) };

/** The colourway as the server stores it, or its refusal (the same check as the server's). */
function colourwayOf(d: MockDesign, colourway: string): string {
  const checked = checkColourway(colourway, mockPaletteHexes(d));
  return checked.ok ? checked.colourway : refuse(400, checked.desc, { field: 'colourway' });
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
      colourway: entry.colourway ?? '',
      imgSn: d.imgSn,
      cover: colourwayCover(d.cover, entry.colourway),
      price: d.price,
      priceOnce: d.priceOnce,
      isBuyout: d.isBuyout,
      linePrice: licencePrice(d, entry.imgType),
      available: onSale(d),
      licenceOffered: offersLicence(d, entry.imgType),
    };
  });
  const total = totalPrice(lines.filter((l) => l.available && l.licenceOffered).map((l) => l.linePrice));
  return { aaData: lines, iTotalRecords: lines.length, total };
}

const defaults = [
  route('cartSave', async ({ request, member }) => {
    const { productId, imgType, colourway } = validate(cartSaveSchema, await bodyOf(request));
    const w = world();
    const cart = cartOf(w, member.memberId);
    refuseIf(cartRefusal(forCart(w.designById.get(productId)), imgType, { inCart: cart.some((l) => l.productId === productId) }));
    const colours = colourwayOf(w.designById.get(productId)!, colourway);
    cart.push({ productId, imgType, productNum: LINE_QUANTITY, ...(colours ? { colourway: colours } : {}) });
    return { desc: 'Operation succeeded' };
  }),
  route('cartSaveAllOrder', async ({ request, member }) => {
    const { orderList } = validate(cartSaveAllOrderSchema, await bodyOf(request));
    const w = world();
    const cart = cartOf(w, member.memberId);
    const added: number[] = [];
    const skipped: { productId: number; reason: string }[] = [];
    for (const line of orderList) {
      const refusal = cartRefusal(forCart(w.designById.get(line.productId)), line.imgType, {
        inCart: cart.some((l) => l.productId === line.productId),
        wording: 'merge',
      });
      const design = w.designById.get(line.productId);
      const colours = design && checkColourway(line.colourway, mockPaletteHexes(design));
      if (refusal) skipped.push({ productId: line.productId, reason: refusal.desc });
      else if (colours && !colours.ok) skipped.push({ productId: line.productId, reason: colours.desc });
      else {
        const colourway = colours?.ok ? colours.colourway : '';
        cart.push({ productId: line.productId, imgType: line.imgType, productNum: LINE_QUANTITY, ...(colourway ? { colourway } : {}) });
        added.push(line.productId);
      }
    }
    return { data: { added, skipped } };
  }),
  route('cartList', ({ member }) => ({ data: cartSummary(world(), member.memberId) })),
  route('cartDelete', async ({ request, member }) => {
    const { productId } = validate(cartDeleteSchema, await bodyOf(request));
    const cart = cartOf(world(), member.memberId);
    const index = cart.findIndex((l) => l.productId === productId);
    if (index < 0) refuse(404, cartMessages.notInCart);
    cart.splice(index, 1);
    return {};
  }),
  route('cartUpdate', async ({ request, member }) => {
    const { productId, imgType, colourway } = validate(cartUpdateSchema, await bodyOf(request));
    const w = world();
    const line = cartOf(w, member.memberId).find((l) => l.productId === productId) ?? refuse(404, cartMessages.notInCart);
    refuseIf(licenceChangeRefusal(w.designById.get(productId)!, imgType));
    if (colourway !== undefined) line.colourway = colourwayOf(w.designById.get(productId)!, colourway);
    line.imgType = imgType;
    return {};
  }),
];

export const cartHandlers = scenarios(['cartSave', 'cartSaveAllOrder', 'cartList', 'cartDelete', 'cartUpdate'], defaults, [
  route('cartList', () => ({ data: { aaData: [], iTotalRecords: 0, total: 0 } })),
]);
