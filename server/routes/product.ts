import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import { selectByIdSchema, selectPageSchema } from '../../src/api/schemas';
import { envelope, validate } from '../http';
import type { Catalogue } from '../services/catalogue';

/** Storefront catalogue calls of spec §7: thin — validate, ask the catalogue, answer. */
export function productRoutes(app: FastifyInstance, catalogue: Catalogue) {
  app.get(endpoints.selectAllType.path, async () => envelope(await catalogue.typeTree()));
  app.get(endpoints.home.path, async () => envelope(await catalogue.home()));
  app.get(endpoints.bestSeller.path, async () => envelope(await catalogue.bestSellers()));
  app.post(endpoints.selectById.path, async (request) => {
    const { productId } = validate(selectByIdSchema, request.body);
    return envelope(await catalogue.detail(productId));
  });
  app.post(endpoints.selectPage.path, async (request) => envelope(await catalogue.search(validate(selectPageSchema, request.body))));
}
