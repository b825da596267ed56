import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../services/catalogue';
import { pickWidth, type ImageStore } from '../services/images';
import { HttpError, tooMany } from '../http';
import type { RateLimiter } from '../services/rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The covers' store the routes serve from, which the cover warmer (main.ts) draws through too. */
    images: ImageStore;
  }
}

/**
 * Covers at /img/cover/<productId>.webp?w=<width>, cached for a year (they never change);
 * `&cw=<colourway>` draws one in a colourway (src/api/covers.ts `colourwayCover`): a
 * colourway not drawn yet costs 0.2–0.3 s, so an address may have only so many drawn
 * (expensiveWork.ts); one drawn already is served to anyone. A cover not kept yet is
 * drawn as a draft (services/images.ts): the shopper waits for the quicker encoding.
 */
export function imageRoutes(
  app: FastifyInstance,
  catalogue: Catalogue,
  images: ImageStore,
  { newColourwaysByAddress }: { newColourwaysByAddress: RateLimiter },
) {
  // One store for the routes and the warmer: a cover both ask for at once is drawn once.
  app.decorate('images', images);
  app.get<{ Params: { file: string }; Querystring: { w?: string; cw?: string } }>('/img/cover/:file', async (request, reply) => {
    const match = /^(\d+)\.webp$/.exec(request.params.file);
    const productId = Number(match?.[1]);
    const width = pickWidth(Number(request.query.w));
    const loadArt = () => catalogue.artOf(productId);
    const colourway = request.query.cw;
    const allowDraw = async () => {
      const wait = await newColourwaysByAddress.hit(request.ip);
      if (wait > 0) throw tooMany('new colourways drawn', wait);
    };
    let found;
    try {
      found = !match
        ? null
        : colourway
          ? await images.colourwayCover(productId, width, colourway, loadArt, () => catalogue.recolourPalette(productId), allowDraw)
          : await images.cover(productId, width, loadArt, { draft: true });
    } catch (error) {
      // Plain text like the 404: an <img> shows neither, a person opening the address reads it.
      if (error instanceof HttpError && error.code === 429)
        return reply
          .code(429)
          .headers({ ...error.headers, 'cache-control': 'no-store' })
          .type('text/plain')
          .send(error.desc);
      throw error;
    }
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const { body, etag } = found;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    // A cover may be embedded by the shop from another host (IMAGE_BASE_URL's image server).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });
}
