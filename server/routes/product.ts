import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../contract';
import { envelope, HttpError, tooMany } from '../http';
import type { Catalogue } from '../services/catalogue';
import type { Orders } from '../services/orders';
import type { Viewer } from '../services/viewer';
import { checkUploadHeader, MAX_INPUT_PIXELS, TooManyPixels, UnreadableImage } from '../services/features';
import type { UploadSignatures } from '../services/uploadSignatures';
import type { RateLimiter } from '../services/rateLimit';
import { QueueFull, type WorkQueue } from '../services/workQueue';
import type { ImageSearchReadiness } from '../services/imageSignatures';
import type { AlikeEnvelope } from '../../src/api/types';
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_SEARCH_BYTES,
  imageSearchStillMeasuring,
  imageSearchWarmingUp,
  readImageSearchIntent,
  type ImageSearchProgress,
  type MeasuringProgress,
} from '../../src/domain/imageSearch';

/** When a shopper turned away by a full image-search queue may try again: a few decodes' time. */
const BUSY_RETRY_SECONDS = 5;

/** The answer when image search has as many pictures waiting as it takes. */
const busy = () =>
  new HttpError(503, 'Search by image is busy with other pictures: please try again in a few seconds', undefined, {
    'retry-after': String(BUSY_RETRY_SECONDS),
  });

/** Storefront catalogue calls of spec §7: thin — validate, ask the catalogue, answer. */
export const productRoutes: FastifyPluginAsync<{
  catalogue: Catalogue;
  viewer: Viewer;
  orders: Orders;
  /** Designs an operator pinned at the front of Best Sellers. */
  pinnedBestSellers: () => Promise<number[]>;
  imageSearchReadiness: () => Promise<ImageSearchReadiness>;
  /** Where uploads wait their turn to be decoded (expensiveWork.ts). */
  imageSearchQueue: WorkQueue;
  /** Image searches per shopper's address. */
  imageSearchesByAddress: RateLimiter;
  /** Measures an upload off the main thread. */
  uploadSignatures: UploadSignatures;
}> = async (
  instance,
  { catalogue, viewer, orders, pinnedBestSellers, imageSearchReadiness, imageSearchQueue, imageSearchesByAddress, uploadSignatures },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({ ...contract('selectAllType'), handler: async () => envelope(await catalogue.typeTree()) });
  app.route({ ...contract('home'), handler: async () => envelope(await catalogue.home()) });
  // The operator's pinned designs first, then real sales once there are any, topped up with the curated order.
  app.route({
    ...contract('bestSeller'),
    handler: async () => {
      const [pinned, selling] = await Promise.all([pinnedBestSellers(), orders.bestSellingIds(12)]);
      return envelope(await catalogue.bestSellers(12, [...new Set([...pinned, ...selling])]));
    },
  });
  app.route({
    ...contract('selectById'),
    handler: async (request) => envelope(await viewer.detail(request.caller.memberId, await catalogue.detail(request.body.productId))),
  });
  app.route({
    ...contract('selectPage'),
    handler: async (request) => {
      const found = await catalogue.search(request.body);
      return envelope({ ...found, aaData: await viewer.cards(request.caller.memberId, found.aaData) });
    },
  });
  app.route({
    ...contract('selectLike'),
    handler: async (request) =>
      envelope(await viewer.cards(request.caller.memberId, await catalogue.alike(request.body.productId, request.body.intent))),
  });
  const selectAlike = contract('selectAlike');
  app.route({
    ...selectAlike,
    // An image as multipart/form-data, read by the handler (not a JSON payload schema).
    schema: { ...selectAlike.schema, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      if (!request.isMultipart()) throw new HttpError(400, 'file: upload an image as multipart/form-data', { field: 'file' });
      // Turned away before its picture is read when the queue is full already: in a burst
      // most uploads are answered this way, and each should cost the shop next to nothing.
      if (imageSearchQueue.full) throw busy();
      const upload = await request.file({ limits: { fileSize: MAX_IMAGE_SEARCH_BYTES, files: 1 } });
      if (!upload) throw new HttpError(400, 'file: upload an image', { field: 'file' });
      const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE);
      const bytes = await upload.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      // The multipart parser does not always throw at the limit: sometimes it hands over
      // the first 10 MB and marks the stream truncated. Never read a cut-off file.
      if (upload.file.truncated) throw tooLarge();
      // While the designs are being measured (a new shop's first minutes) the answer comes
      // from those measured so far and says so; before any is, there is nothing to answer
      // from, and an empty list would be a lie.
      const readiness = await imageSearchReadiness();
      if (!readiness.ready && readiness.done === 0) {
        const { done, total } = readiness;
        throw new HttpError(503, imageSearchWarmingUp(done, total), { ready: false, done, total } satisfies ImageSearchProgress);
      }
      // Fields come before the file in the form (src/api/request.ts `upload`): read with it.
      const intentField = upload.fields.intent;
      const intent = readImageSearchIntent(intentField && 'value' in intentField ? intentField.value : undefined);
      try {
        await checkUploadHeader(bytes);
        // Counted once it would be decoded: a refusal above costs next to nothing, and a
        // page polling while search warms up (e2e/) must not use up the shopper's searches.
        const wait = await imageSearchesByAddress.hit(request.ip);
        if (wait > 0) throw tooMany('image searches', wait);
        // The search's query in the queue too: on PGlite it runs on the thread that answers everyone.
        const found = await imageSearchQueue.run(async () => {
          // A search by colour needs no corners: they are not found for it.
          const signature = await uploadSignatures.of(bytes, {
            corners: intent !== 'colours',
            cornersStarted: catalogue.lookUpCornersEarly,
          });
          return intent === 'colours'
            ? catalogue.similarColours(signature.palette.colours)
            : catalogue.similar(signature, 100, { agreements: uploadSignatures.agreements });
        });
        if (readiness.ready) return envelope(await viewer.cards(request.caller.memberId, found));
        // Designs not measured yet have no place in the indexes' order: never shown as if they were near.
        const measured = await readiness.measuredAmong(found.map((card) => card.productId));
        const cards = await viewer.cards(
          request.caller.memberId,
          found.filter((card) => measured.has(card.productId)),
        );
        const measuring: MeasuringProgress = { done: readiness.done, total: readiness.total };
        return { ...envelope(cards, imageSearchStillMeasuring(measuring.done, measuring.total)), measuring } satisfies AlikeEnvelope;
      } catch (error) {
        if (error instanceof TooManyPixels) {
          const megapixels = Math.ceil((error.width * error.height) / 100_000) / 10;
          throw new HttpError(
            413,
            `The image is ${error.width} × ${error.height} pixels (${megapixels} megapixels); search by image takes up to ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
          );
        }
        if (error instanceof QueueFull) throw busy();
        if (error instanceof UnreadableImage)
          throw new HttpError(400, 'file: this is not an image we can read (JPEG, PNG, WebP, GIF, AVIF or TIFF)', { field: 'file' });
        throw error;
      }
    },
  });
};
