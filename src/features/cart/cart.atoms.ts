/**
 * The visitor's local cart (storefront §3 "Local cart", §4 "Add to bag"): lines of
 * productId, imgType and productNum kept in local storage until login syncs them to
 * the server cart (`/api/cart/saveAllOrder`).
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { LicenceType, LocalCartLine } from '../../api/types';
import { colourwayPattern } from '../../domain/colourParam';

/** The local-storage key of the visitor's cart. */
export const LOCAL_CART_KEY = 'localCart';

const licenceTypes: readonly number[] = [1, 3, 4, 5];

const isLine = (value: unknown): value is LocalCartLine => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.productId) &&
    (v.productId as number) > 0 &&
    licenceTypes.includes(v.imgType as number) &&
    Number.isInteger(v.productNum) &&
    (v.productNum as number) > 0 &&
    (v.colourway === undefined || (typeof v.colourway === 'string' && colourwayPattern.test(v.colourway)))
  );
};

/**
 * Keeps the valid lines of what was stored, once per design: a value another tab, an
 * old version or a person in devtools left behind never breaks the shop, and one bad
 * line does not cost the visitor the others.
 */
export function sanitizeLocalCart(value: unknown): LocalCartLine[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const lines: LocalCartLine[] = [];
  for (const item of value) {
    if (!isLine(item) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    lines.push({
      productId: item.productId,
      imgType: item.imgType,
      productNum: item.productNum,
      ...(item.colourway ? { colourway: item.colourway } : {}),
    });
  }
  return lines;
}

const json = createJSONStorage<LocalCartLine[]>(() => localStorage);
const storage = {
  ...json,
  getItem: (key: string, initialValue: LocalCartLine[]): LocalCartLine[] => {
    try {
      return sanitizeLocalCart(json.getItem(key, initialValue));
    } catch {
      return initialValue;
    }
  },
};

// Private: writes go through the action atoms, which keep the lines valid and unique.
const localCartStorageAtom = atomWithStorage<LocalCartLine[]>(LOCAL_CART_KEY, [], storage, { getOnInit: true });

/** The local cart's lines (read-only). */
export const localCartAtom = atom((get) => get(localCartStorageAtom));

/** How many designs the local cart holds (the header's cart count for visitors). */
export const localCartCountAtom = atom((get) => get(localCartStorageAtom).length);

/** Whether a design is in the local cart (shows View Cart instead of Add To Bag). */
export const isInLocalCart = (lines: readonly LocalCartLine[], productId: number) => lines.some((line) => line.productId === productId);

/**
 * Adds a design under a licence, in a colourway when one is given; answers false,
 * changing nothing, when the design is already in the cart ('Product exist').
 */
export const addToLocalCartAtom = atom(
  null,
  (_get, set, line: { productId: number; imgType: LicenceType; colourway?: string }): boolean => {
    // Read storage, not the atom: an atom nobody has mounted in this store still holds
    // the value of page load, and writing on top of it would drop lines added since.
    const lines = storage.getItem(LOCAL_CART_KEY, []);
    if (isInLocalCart(lines, line.productId)) return false;
    const colours = line.colourway ? { colourway: line.colourway } : {};
    set(localCartStorageAtom, [...lines, { productId: line.productId, imgType: line.imgType, productNum: 1, ...colours }]);
    return true;
  },
);

/**
 * Draws a design of the local cart in a colourway ('' its own colours). A design that
 * is no longer in the cart is left alone.
 */
export const setLocalCartColourwayAtom = atom(null, (_get, set, change: { productId: number; colourway: string }) => {
  set(
    localCartStorageAtom,
    storage.getItem(LOCAL_CART_KEY, []).map((line) => {
      if (line.productId !== change.productId) return line;
      const { colourway: _old, ...rest } = line;
      return change.colourway ? { ...rest, colourway: change.colourway } : rest;
    }),
  );
});

/** Removes a design from the local cart. */
export const removeFromLocalCartAtom = atom(null, (_get, set, productId: number) => {
  set(
    localCartStorageAtom,
    storage.getItem(LOCAL_CART_KEY, []).filter((line) => line.productId !== productId),
  );
});

/**
 * Changes the licence a design in the local cart is bought under (the cart page's
 * licence select). A design that is no longer in the cart is left alone.
 */
export const setLocalCartLicenceAtom = atom(null, (_get, set, change: { productId: number; imgType: LicenceType }) => {
  set(
    localCartStorageAtom,
    storage.getItem(LOCAL_CART_KEY, []).map((line) => (line.productId === change.productId ? { ...line, imgType: change.imgType } : line)),
  );
});

/** Empties the local cart (after login has merged it into the server cart). */
export const clearLocalCartAtom = atom(null, (_get, set) => {
  set(localCartStorageAtom, []);
});
