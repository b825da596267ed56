export {
  addToLocalCartAtom,
  clearLocalCartAtom,
  isInLocalCart,
  LOCAL_CART_KEY,
  localCartAtom,
  localCartCountAtom,
  removeFromLocalCartAtom,
  setLocalCartLicenceAtom,
} from './cart.atoms';
export { useCartColourway } from './useCartColourway';
export { cartListKey, serverCartQuery, useCartCount, useServerCart } from './cartQueries';
export { PRODUCT_EXIST, useAddToBag, type AddToBagInput, type AddToBagOutcome, type UseAddToBagOptions } from './useAddToBag';
export { CartPage, type CartCheckout, type CartPageProps } from './CartPage/CartPage';
export { CartLineItem, type CartLineItemProps } from './CartLineItem/CartLineItem';
export type { CartPageLine } from './cartLines';
export { shownLines } from './payableLines';
