import { endpoints } from './endpoints';
import { post, type RequestOptions } from './request';
import type {
  AddFolderPayload,
  BookmarkItemPayload,
  FolderIdPayload,
  RenameFolderPayload,
  SaveFolderPayload,
  SelectBookmarkDetailPayload,
} from './schemas';
import type { Folder, FolderDetail, Paged, PickerFolder } from './types';

/** Folder lists fetch 10 per call (storefront §9). */
export const FOLDERS_PAGE_SIZE = 10;
/** The favourites picker asks page 1 of 20. */
export const PICKER_PAGE_SIZE = 20;
/** Folder detail shows 100 per page. */
export const FOLDER_DETAIL_PAGE_SIZE = 100;

/** Wraps search text in percent signs, as the spec's title filter expects. */
export const titleFilter = (search: string) => `%${search}%`;

export const selectBookmark = (iDisplayStart = 0, options?: RequestOptions) =>
  post<Paged<Folder>>(endpoints.selectBookmark.path, { iDisplayStart, iDisplayLength: FOLDERS_PAGE_SIZE, title: '%%' }, options);

/** Folders for the picker, each with `hasProduct` for this product. */
export const selectBookmarkSimple = (productId: number, search = '', options?: RequestOptions) =>
  post<Paged<PickerFolder>>(
    endpoints.selectBookmarkSimple.path,
    { pageSize: PICKER_PAGE_SIZE, pageNum: 1, productId, title: titleFilter(search) },
    options,
  );

export const saveFolder = (payload: SaveFolderPayload, options?: RequestOptions) =>
  post<Folder>(endpoints.saveFolder.path, payload, options);

export const renameFolder = (payload: RenameFolderPayload, options?: RequestOptions) =>
  post<null>(endpoints.renameFolder.path, payload, options);

export const deleteFolder = (payload: FolderIdPayload, options?: RequestOptions) =>
  post<null>(endpoints.deleteFolder.path, payload, options);

export const selectBookmarkDetail = (
  payload: Omit<SelectBookmarkDetailPayload, 'pageNum' | 'pageSize'> & { pageNum?: number },
  options?: RequestOptions,
) => post<FolderDetail>(endpoints.selectBookmarkDetail.path, { pageNum: 0, pageSize: FOLDER_DETAIL_PAGE_SIZE, ...payload }, options);

export const addBookmarkDetail = (payload: BookmarkItemPayload, options?: RequestOptions) =>
  post<null>(endpoints.addBookmarkDetail.path, payload, options);

export const deleteBookmarkDetail = (payload: BookmarkItemPayload, options?: RequestOptions) =>
  post<null>(endpoints.deleteBookmarkDetail.path, payload, options);

/** Creates a folder from folder detail when it has no id yet (the spec's double-slash path). */
export const addFolder = (payload: AddFolderPayload, options?: RequestOptions) => post<Folder>(endpoints.addFolder.path, payload, options);
