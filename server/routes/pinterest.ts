import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Sharing } from '../services/pinterest';

/** Quick Sharing of a folder to Pinterest (storefront §7 boards, openUploadPins, closeUploadPins). */
export const pinterestRoutes: FastifyPluginAsync<{ sharing: Sharing }> = async (instance, { sharing }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('boards'),
    handler: async (request) => envelope(await sharing.boards(memberOf(request), request.body.accessToken)),
  });
  app.route({
    ...contract('openUploadPins'),
    handler: async (request) => {
      await sharing.open(memberOf(request), request.body.folderId, request.body.boardId);
      return envelope(undefined, 'Are Uploading...');
    },
  });
  app.route({
    ...contract('closeUploadPins'),
    handler: async (request) => {
      await sharing.close(memberOf(request), request.body.folderId);
      return envelope();
    },
  });
};
