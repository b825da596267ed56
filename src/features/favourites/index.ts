export { SaveToBoard, type SaveToBoardProps } from './SaveToBoard/SaveToBoard';
export { FavouritesPicker, type FavouritesPickerProps } from './FavouritesPicker/FavouritesPicker';
export type { CollectionState } from './favourites';
export { FavouritesPage } from './FavouritesPage/FavouritesPage';
export { FolderDetailPage } from './FolderDetailPage/FolderDetailPage';
export { FAVOURITES_PATH, folderHref } from './folders';
