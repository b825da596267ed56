import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import { boardsSchema, closeUploadPinsSchema, openUploadPinsSchema } from '../../src/api/schemas';
import { requireMember } from '../auth';
import { envelope, validate } from '../http';
import type { Sharing } from '../services/pinterest';

/** Quick Sharing of a folder to Pinterest (storefront §7 boards, openUploadPins, closeUploadPins). */
export function pinterestRoutes(app: FastifyInstance, sharing: Sharing) {
  app.post(endpoints.boards.path, async (request) => {
    const memberId = requireMember(request);
    return envelope(await sharing.boards(memberId, validate(boardsSchema, request.body).accessToken));
  });
  app.post(endpoints.openUploadPins.path, async (request) => {
    const memberId = requireMember(request);
    const { boardId, folderId } = validate(openUploadPinsSchema, request.body);
    await sharing.open(memberId, folderId, boardId);
    return envelope(undefined, 'Are Uploading...');
  });
  app.post(endpoints.closeUploadPins.path, async (request) => {
    const memberId = requireMember(request);
    await sharing.close(memberId, validate(closeUploadPinsSchema, request.body).folderId);
    return envelope();
  });
}
