export { SaveToBoard, type SaveToBoardProps } from './SaveToBoard/SaveToBoard';
export { FavouritesPicker, type FavouritesPickerProps } from './FavouritesPicker/FavouritesPicker';
export type { CollectionState } from './favourites';
