import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import {
  addFolderSchema,
  bookmarkItemSchema,
  folderIdSchema,
  renameFolderSchema,
  saveFolderSchema,
  selectBookmarkDetailSchema,
  selectBookmarkSchema,
  selectBookmarkSimpleSchema,
} from '../../src/api/schemas';
import { requireMember } from '../auth';
import { envelope, validate } from '../http';
import type { Favourites } from '../services/favourites';
import type { Viewer } from '../services/viewer';

/** Favourites folders (storefront §7 personal/*), the member's own only. */
export function personalRoutes(app: FastifyInstance, favourites: Favourites, viewer: Viewer) {
  app.post(endpoints.selectBookmark.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await favourites.list(memberId, validate(selectBookmarkSchema, request.body)));
  });
  app.post(endpoints.selectBookmarkSimple.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await favourites.picker(memberId, validate(selectBookmarkSimpleSchema, request.body)));
  });
  app.post(endpoints.saveFolder.path, async (request) => {
    const memberId = requireMember(request);
    const { title, desc } = validate(saveFolderSchema, request.body);
    return envelope(await favourites.create(memberId, title.trim() || 'Untitled moodboard', desc.trim()));
  });
  // The spec's path has a double slash; the app ignores duplicate slashes, so both forms reach it.
  app.post(endpoints.addFolder.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await favourites.create(memberId, validate(addFolderSchema, request.body).title, ''));
  });
  app.post(endpoints.renameFolder.path, async (request) => {
    const memberId = requireMember(request);
    const { folderId, title, desc } = validate(renameFolderSchema, request.body);
    await favourites.rename(memberId, folderId, title, desc);
    return envelope(undefined, 'modify successfully');
  });
  app.post(endpoints.deleteFolder.path, async (request) => {
    const memberId = requireMember(request);
    await favourites.remove(memberId, validate(folderIdSchema, request.body).folderId);
    return envelope();
  });
  app.post(endpoints.selectBookmarkDetail.path, async (request) => {
    const memberId = requireMember(request);
    const { folderId, pageNum, pageSize } = validate(selectBookmarkDetailSchema, request.body);
    const detail = await favourites.detail(memberId, folderId, { pageNum, pageSize });
    return envelope({ ...detail, aaData: await viewer.cards(memberId, detail.aaData) });
  });
  app.post(endpoints.addBookmarkDetail.path, async (request) => {
    const memberId = requireMember(request);
    const { folderId, productId } = validate(bookmarkItemSchema, request.body);
    await favourites.add(memberId, folderId, productId);
    return envelope();
  });
  app.post(endpoints.deleteBookmarkDetail.path, async (request) => {
    const memberId = requireMember(request);
    const { folderId, productId } = validate(bookmarkItemSchema, request.body);
    await favourites.removeItem(memberId, folderId, productId);
    return envelope();
  });
}
