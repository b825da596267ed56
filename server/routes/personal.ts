import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Favourites } from '../services/favourites';
import type { Viewer } from '../services/viewer';

/** Favourites folders (storefront §7 personal/*), the member's own only. */
export const personalRoutes: FastifyPluginAsync<{ favourites: Favourites; viewer: Viewer }> = async (instance, { favourites, viewer }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('selectBookmark'),
    handler: async (request) => envelope(await favourites.list(memberOf(request), request.body)),
  });
  app.route({
    ...contract('selectBookmarkSimple'),
    handler: async (request) => envelope(await favourites.picker(memberOf(request), request.body)),
  });
  app.route({
    ...contract('saveFolder'),
    handler: async (request) =>
      envelope(await favourites.create(memberOf(request), request.body.title.trim() || 'Untitled moodboard', request.body.desc.trim())),
  });
  // The spec's path has a double slash; the app ignores duplicate slashes, so both forms reach it.
  app.route({
    ...contract('addFolder'),
    handler: async (request) => envelope(await favourites.create(memberOf(request), request.body.title, '')),
  });
  app.route({
    ...contract('renameFolder'),
    handler: async (request) => {
      const { folderId, title, desc } = request.body;
      await favourites.rename(memberOf(request), folderId, title, desc);
      return envelope(undefined, 'modify successfully');
    },
  });
  app.route({
    ...contract('deleteFolder'),
    handler: async (request) => {
      await favourites.remove(memberOf(request), request.body.folderId);
      return envelope();
    },
  });
  app.route({
    ...contract('selectBookmarkDetail'),
    handler: async (request) => {
      const memberId = memberOf(request);
      const { folderId, pageNum, pageSize } = request.body;
      const detail = await favourites.detail(memberId, folderId, { pageNum, pageSize });
      return envelope({ ...detail, aaData: await viewer.cards(memberId, detail.aaData) });
    },
  });
  app.route({
    ...contract('addBookmarkDetail'),
    handler: async (request) => {
      await favourites.add(memberOf(request), request.body.folderId, request.body.productId, request.body.colourway);
      return envelope();
    },
  });
  app.route({
    ...contract('deleteBookmarkDetail'),
    handler: async (request) => {
      await favourites.removeItem(memberOf(request), request.body.folderId, request.body.productId, request.body.colourway);
      return envelope();
    },
  });
};
