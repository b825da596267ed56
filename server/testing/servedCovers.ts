/**
 * The designs on sale, and each one's cover exactly as the shop serves it: through the
 * image store with the catalogue's own art facts, as the image route does. For the
 * image-search bench and the tests that upload covers again.
 */
import { asc, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designs, offSale } from '../db/schema';
import type { Catalogue } from '../services/catalogue';
import type { FileStore } from '../services/fileStore';
import { createImageStore } from '../services/images';

/** The designs on sale, by id, with what tells them apart and what draws a generated one. */
export const designsOnSale = (db: Db) =>
  db
    .select({
      id: designs.id,
      imgSn: designs.imgSn,
      source: designs.source,
      motif: designs.motif,
      palette: designs.palette,
      artSeed: designs.artSeed,
    })
    .from(designs)
    .where(not(offSale))
    .orderBy(asc(designs.id));

/** A design's cover at `width` as the shop serves it (WebP), drawn and kept on first use. */
export function servedCovers(catalogue: Catalogue, files: FileStore) {
  const images = createImageStore(files);
  return async (productId: number, width: number): Promise<Buffer> => {
    const cover = await images.cover(productId, width, () => catalogue.artOf(productId));
    if (!cover) throw new Error(`design ${productId} has no cover`);
    return cover.body;
  };
}
