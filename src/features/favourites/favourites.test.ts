import { describe, expect, it } from 'vitest';
import { afterAdd, afterRemove, folderHasProduct, isSaved } from './favourites';

const folder = (folderId: number, hasProduct: number) => ({ folderId, title: `F${folderId}`, hasProduct });

describe('isSaved', () => {
  it('is Saved when at least one folder holds the product', () => {
    expect(isSaved(0)).toBe(false);
    expect(isSaved(1)).toBe(true);
    expect(isSaved(3)).toBe(true);
  });
});

describe('folderHasProduct', () => {
  it('reads hasProduct: 0 means not in it, anything else means in it', () => {
    expect(folderHasProduct({ hasProduct: 0 })).toBe(false);
    expect(folderHasProduct({ hasProduct: 1 })).toBe(true);
    expect(folderHasProduct({ hasProduct: 2 })).toBe(true);
  });
});

describe('afterAdd', () => {
  it('sets the collection to the folder and raises the count by one', () => {
    expect(afterAdd({ collectionId: null, hasCollection: 0 }, 12)).toEqual({ collectionId: 12, hasCollection: 1 });
    expect(afterAdd({ collectionId: 11, hasCollection: 1 }, 12)).toEqual({ collectionId: 12, hasCollection: 2 });
  });
});

describe('afterRemove', () => {
  it('lowers the count by one and clears the collection at zero', () => {
    expect(afterRemove({ collectionId: 11, hasCollection: 1 }, 11, [folder(11, 1)])).toEqual({ collectionId: null, hasCollection: 0 });
  });
  it('keeps another collection that still holds it', () => {
    expect(afterRemove({ collectionId: 11, hasCollection: 2 }, 12, [folder(11, 1), folder(12, 1)])).toEqual({
      collectionId: 11,
      hasCollection: 1,
    });
  });
  it('moves the collection to another folder holding it when its own was emptied', () => {
    expect(afterRemove({ collectionId: 11, hasCollection: 2 }, 11, [folder(11, 1), folder(12, 0), folder(13, 1)])).toEqual({
      collectionId: 13,
      hasCollection: 1,
    });
  });
  it('is null when no other listed folder holds it, and never goes below zero', () => {
    expect(afterRemove({ collectionId: 11, hasCollection: 2 }, 11, [folder(11, 1)])).toEqual({ collectionId: null, hasCollection: 1 });
    expect(afterRemove({ collectionId: null, hasCollection: 0 }, 11, [])).toEqual({ collectionId: null, hasCollection: 0 });
  });
});
