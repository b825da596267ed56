import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../services/catalogue';
import { pickWidth, type createImageStore } from '../services/images';

/** Covers at /img/cover/<productId>.webp?w=<width>, cached for a year (they never change). */
export function imageRoutes(app: FastifyInstance, catalogue: Catalogue, images: ReturnType<typeof createImageStore>) {
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/img/cover/:file', async (request, reply) => {
    const match = /^(\d+)\.webp$/.exec(request.params.file);
    const productId = Number(match?.[1]);
    const found = match ? await images.cover(productId, pickWidth(Number(request.query.w)), () => catalogue.artOf(productId)) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const { body, etag } = found;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    // A cover may be embedded by the shop from another host (IMAGE_BASE_URL's image server).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });
}
