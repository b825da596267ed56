export {
  addToLocalCartAtom,
  clearLocalCartAtom,
  isInLocalCart,
  LOCAL_CART_KEY,
  localCartAtom,
  localCartCountAtom,
  removeFromLocalCartAtom,
} from './cart.atoms';
export { cartListKey, useCartCount, useServerCart } from './cartQueries';
export { defaultLicence, formatPrice, initialLicence, licenceNames, licenceOptions, licencePrice, roundPrice } from './licence';
export { PRODUCT_EXIST, useAddToBag, type AddToBagInput, type AddToBagOutcome, type UseAddToBagOptions } from './useAddToBag';
