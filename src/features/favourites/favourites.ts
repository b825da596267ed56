/**
 * Pure rules of a product's favourite state (storefront §4 "Favourite per product"):
 * SAVE or Saved, and how collectionId and hasCollection move after an add or a removal.
 */
import type { PickerFolder } from '../../api/types';

/** A product's favourite state, as product cards carry it. */
export interface CollectionState {
  /** A folder holding the product (set when saved), or null. */
  collectionId: number | null;
  /** How many of the member's folders hold the product. */
  hasCollection: number;
}

/** The spec's two labels. */
export const SAVE_LABEL = 'SAVE';
export const SAVED_LABEL = 'Saved';

/** 'Saved' when at least one folder holds it, else 'SAVE'. */
export const isSaved = (hasCollection: number) => hasCollection > 0;

/** In the picker: a folder holds the product unless hasProduct is 0. */
export const folderHasProduct = (folder: Pick<PickerFolder, 'hasProduct'>) => folder.hasProduct !== 0;

/** After adding to `folderId`: that folder becomes the collection and the count rises by one. */
export const afterAdd = (state: CollectionState, folderId: number): CollectionState => ({
  collectionId: folderId,
  hasCollection: state.hasCollection + 1,
});

/**
 * After removing from `folderId`: the count falls by one (never below 0). When that
 * folder was the collection, another folder of `folders` still holding the product takes
 * its place; with none left, collectionId is null.
 */
export function afterRemove(state: CollectionState, folderId: number, folders: readonly PickerFolder[]): CollectionState {
  const hasCollection = Math.max(0, state.hasCollection - 1);
  if (hasCollection === 0) return { collectionId: null, hasCollection };
  if (state.collectionId !== null && state.collectionId !== folderId) return { collectionId: state.collectionId, hasCollection };
  const other = folders.find((folder) => folder.folderId !== folderId && folderHasProduct(folder));
  return { collectionId: other?.folderId ?? null, hasCollection };
}
