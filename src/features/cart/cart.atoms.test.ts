import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToLocalCartAtom,
  clearLocalCartAtom,
  LOCAL_CART_KEY,
  localCartAtom,
  localCartCountAtom,
  removeFromLocalCartAtom,
  sanitizeLocalCart,
  setLocalCartColourwayAtom,
  setLocalCartLicenceAtom,
} from './cart.atoms';

// The unit project runs in node: a Map-backed local storage stands in for the browser's.
const memory = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (i) => [...memory.keys()][i] ?? null,
  get length() {
    return memory.size;
  },
};

const stored = () => JSON.parse(memory.get(LOCAL_CART_KEY) ?? 'null') as unknown;

describe('local cart', () => {
  beforeEach(() => memory.clear());

  it('adds lines of productId, imgType and productNum 1 under the localCart key', () => {
    const store = createStore();
    expect(store.set(addToLocalCartAtom, { productId: 1001, imgType: 5 })).toBe(true);
    expect(store.set(addToLocalCartAtom, { productId: 1028, imgType: 3 })).toBe(true);
    expect(store.get(localCartAtom)).toEqual([
      { productId: 1001, imgType: 5, productNum: 1 },
      { productId: 1028, imgType: 3, productNum: 1 },
    ]);
    expect(store.get(localCartCountAtom)).toBe(2);
    expect(stored()).toEqual(store.get(localCartAtom));
  });

  it('refuses a design that is already in it, whatever the licence', () => {
    const store = createStore();
    store.set(addToLocalCartAtom, { productId: 1001, imgType: 5 });
    expect(store.set(addToLocalCartAtom, { productId: 1001, imgType: 4 })).toBe(false);
    expect(store.get(localCartAtom)).toEqual([{ productId: 1001, imgType: 5, productNum: 1 }]);
  });

  it('adds on top of what storage holds now, even in a store that read it earlier', () => {
    const early = createStore();
    early.get(localCartAtom); // read at "page load": empty
    // Another store (another tab, or a part of the page that had it mounted) adds a line.
    createStore().set(addToLocalCartAtom, { productId: 1001, imgType: 5 });
    expect(early.set(addToLocalCartAtom, { productId: 1002, imgType: 4 })).toBe(true);
    expect(stored()).toEqual([
      { productId: 1001, imgType: 5, productNum: 1 },
      { productId: 1002, imgType: 4, productNum: 1 },
    ]);
    expect(early.set(addToLocalCartAtom, { productId: 1001, imgType: 4 })).toBe(false);
  });

  it('reads back a stored cart on a new page load', () => {
    memory.set(LOCAL_CART_KEY, JSON.stringify([{ productId: 1005, imgType: 4, productNum: 1 }]));
    const store = createStore();
    store.sub(localCartAtom, () => {});
    expect(store.get(localCartAtom)).toEqual([{ productId: 1005, imgType: 4, productNum: 1 }]);
    expect(store.get(localCartCountAtom)).toBe(1);
  });

  it('drops what is not a cart when reading back', () => {
    memory.set(LOCAL_CART_KEY, '{not json');
    const broken = createStore();
    broken.sub(localCartAtom, () => {});
    expect(broken.get(localCartAtom)).toEqual([]);

    memory.set(LOCAL_CART_KEY, JSON.stringify({ productId: 1001 }));
    const notAList = createStore();
    notAList.sub(localCartAtom, () => {});
    expect(notAList.get(localCartAtom)).toEqual([]);
  });

  it('keeps the valid lines, once per design', () => {
    expect(
      sanitizeLocalCart([
        { productId: 1001, imgType: 5, productNum: 1 },
        { productId: 1001, imgType: 4, productNum: 1 },
        { productId: 1002, imgType: 2, productNum: 1 },
        { productId: '1003', imgType: 5, productNum: 1 },
        { productId: 1004, imgType: 4, productNum: 0 },
        null,
        { productId: 1005, imgType: 3, productNum: 1, extra: 'dropped' },
      ]),
    ).toEqual([
      { productId: 1001, imgType: 5, productNum: 1 },
      { productId: 1005, imgType: 3, productNum: 1 },
    ]);
  });

  it('removes one design, and clears all', () => {
    const store = createStore();
    store.set(addToLocalCartAtom, { productId: 1001, imgType: 5 });
    store.set(addToLocalCartAtom, { productId: 1002, imgType: 4 });
    store.set(removeFromLocalCartAtom, 1001);
    expect(store.get(localCartAtom)).toEqual([{ productId: 1002, imgType: 4, productNum: 1 }]);
    store.set(clearLocalCartAtom);
    expect(store.get(localCartCountAtom)).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('changes the licence of one design, and only that one', () => {
    const store = createStore();
    store.set(addToLocalCartAtom, { productId: 1001, imgType: 5 });
    store.set(addToLocalCartAtom, { productId: 1002, imgType: 5 });
    store.set(setLocalCartLicenceAtom, { productId: 1002, imgType: 4 });
    expect(store.get(localCartAtom)).toEqual([
      { productId: 1001, imgType: 5, productNum: 1 },
      { productId: 1002, imgType: 4, productNum: 1 },
    ]);
    expect(stored()).toEqual(store.get(localCartAtom));
    // A design removed meanwhile (another tab) is not brought back.
    store.set(removeFromLocalCartAtom, 1001);
    store.set(setLocalCartLicenceAtom, { productId: 1001, imgType: 4 });
    expect(store.get(localCartAtom)).toEqual([{ productId: 1002, imgType: 4, productNum: 1 }]);
  });

  it('keeps the colours a design was added in, and changes them on that line only', () => {
    const store = createStore();
    store.set(addToLocalCartAtom, { productId: 1001, imgType: 5, colourway: '2e6f40,6a4c93' });
    store.set(addToLocalCartAtom, { productId: 1002, imgType: 5 });
    expect(store.get(localCartAtom)).toEqual([
      { productId: 1001, imgType: 5, productNum: 1, colourway: '2e6f40,6a4c93' },
      { productId: 1002, imgType: 5, productNum: 1 },
    ]);
    store.set(setLocalCartColourwayAtom, { productId: 1002, colourway: 'd1495b' });
    store.set(setLocalCartColourwayAtom, { productId: 1001, colourway: '' });
    expect(stored()).toEqual([
      { productId: 1001, imgType: 5, productNum: 1 },
      { productId: 1002, imgType: 5, productNum: 1, colourway: 'd1495b' },
    ]);
  });

  it('drops a line whose stored colours are not a colourway', () => {
    expect(
      sanitizeLocalCart([
        { productId: 1001, imgType: 5, productNum: 1, colourway: 'green' },
        { productId: 1002, imgType: 5, productNum: 1, colourway: 42 },
        { productId: 1003, imgType: 5, productNum: 1, colourway: '2e6f40' },
      ]),
    ).toEqual([{ productId: 1003, imgType: 5, productNum: 1, colourway: '2e6f40' }]);
  });
});
