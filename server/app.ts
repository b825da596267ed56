/**
 * Builds the Fastify instance: the /api routes with the envelope, covers under /img,
 * and the built web app with history fallback. main.ts only starts it; tests inject.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TrustProxy } from './config';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { Db } from './db/client';
import { httpStatusFor } from '../src/api/errors';
import { HttpError } from './http';
import { openApiOptions } from './openapi';
import { authentication } from './auth';
import { applyContract } from './contract';
import { fileRoutes } from './routes/files';
import { cartRoutes } from './routes/cart';
import { memberRoutes } from './routes/member';
import { personalRoutes } from './routes/personal';
import { pinterestRoutes } from './routes/pinterest';
import { shopRoutes } from './routes/shop';
import { imageRoutes } from './routes/images';
import { openRoutes } from './routes/open';
import { productRoutes } from './routes/product';
import { createCatalogue, type Catalogue } from './services/catalogue';
import { securityHeaders } from './security';
import { createDesignFileStore } from './services/designFiles';
import { createDiskStore, type FileStore } from './services/fileStore';
import { createImageStore } from './services/images';
import { createMailer, type Mailer } from './services/mail';
import { createCart } from './services/cart';
import { createFavourites } from './services/favourites';
import { createMembers } from './services/members';
import { createOrders } from './services/orders';
import type { PaymentProvider } from './services/payments';
import { createTestGateway, type TestGateway } from './services/testGateway';
import { paymentRoutes } from './routes/payments';
import { createPinterestClient, createSharing, type Sharing } from './services/pinterest';
import { createViewer } from './services/viewer';
import { createAudit } from './services/audit';
import { createOperators } from './services/operators';
import { createAdminDesigns } from './services/adminDesigns';
import { createAdminOrders } from './services/adminOrders';
import { createAdminInbox } from './services/adminInbox';
import { createCuration } from './services/curation';
import { createDashboard } from './services/dashboard';
import { createImportJobs, type ImportJobs } from './services/importJobs';
import { createImportPool, type ImportPool } from './import/pool';
import type { Preparer } from './import/importer';
import { adminRoutes } from './routes/admin';
import { createUrlSigner, fileUrlSecret, type UrlSigner } from './services/signedUrls';
import { createCornersProgress, createImageSearchReadiness } from './services/imageSignatures';
import { createStorage, reasonOf, StorageError, type Storage } from './services/storage';
import { installLifecycle, type Lifecycle } from './lifecycle';
import { DEFAULT_REQUEST_DEADLINE_MS, installRequestDeadline } from './deadline';
import { healthRoutes } from './routes/health';
import { compressPage, loadFirstScreen } from './firstScreen';
import { createRateLimiter } from './services/rateLimit';
import { createWorkQueue } from './services/workQueue';
import { createUploadSignatures } from './services/uploadSignatures';
import { EXPENSIVE_WORK_DEFAULTS, type ExpensiveWork } from './expensiveWork';

export interface AppOptions {
  db: Db;
  dataDir: string;
  /**
   * Where covers, design files, invoices and replacement files are kept (ADR 009): the
   * disk under dataDir when left out, or a bucket every shop process shares.
   */
  files?: FileStore;
  imageBaseUrl?: string;
  /** The built web app; leave out to serve the API alone (tests). */
  distDir?: string | null;
  /** The first screen's server build (dist-server/); leave out to render pages in the browser only. */
  serverBuildDir?: string | null;
  logger?: boolean | { level: string };
  /**
   * The proxies believed about the shopper's address (config.ts `TrustProxy`): behind
   * one, the per-address limits, the logs and the audit see the shopper, not the proxy.
   */
  trustProxy?: TrustProxy;
  /** Secret that signs download links; generated and kept in the database when unset. */
  fileUrlSecret?: string;
  /** Outgoing mail; by default an outbox folder under dataDir. */
  mailer?: Mailer;
  /** The clock of codes, sessions and orders (tests move it). */
  now?: () => Date;
  /** Keep the store's search table in memory (default); false answers every search in SQL. */
  searchIndex?: boolean;
  /**
   * The payment provider (docs/adr/010-payments.md): the built-in test gateway when
   * unset, whose card fields' calls this app then serves under /test-gateway/.
   */
  payments?: PaymentProvider | TestGateway;
  /** Pinterest API v5 base URL (tests point it at a fake on loopback). */
  pinterestApiBase?: string;
  /** Prepares imported artwork (worker threads by default; tests may pass an inline one). */
  importPreparer?: Preparer;
  /** Emails of members who may share folders to Pinterest (pinterestAdmin 1). */
  pinterestAdmins?: string[];
  /** The shop's Pinterest token: sharing members pin to the shop's boards with it. */
  pinterestAccessToken?: string;
  /**
   * The embedded database's folder inside dataDir (main.ts, on PGlite): its removal is
   * fatal (storage.ts). Left out for PostgreSQL and the in-memory PGlite of tests.
   */
  databaseDir?: string | null;
  /** How long a started payment holds its exclusives off sale (HOLD_MINUTES, 30). */
  holdMinutes?: number;
  /** How often holds that ran out are ended (a minute). */
  holdSweepMs?: number;
  /** How long a request may hold the database before it is answered 503 and stopped (deadline.ts). */
  requestDeadlineMs?: number;
  /** Bounds on the expensive work anonymous callers can ask for (issue 39); the defaults of expensiveWork.ts when left out. */
  expensiveWork?: Partial<ExpensiveWork>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileSigner: UrlSigner;
    catalogue: Catalogue;
    mailer: Mailer;
    sharing: Sharing;
    imports: ImportJobs;
    storage: Storage;
    lifecycle: Lifecycle;
  }
}

/**
 * Fastify's own form of TrustProxy. A hop count is what Fastify itself makes of a number
 * (the nearest n hops are proxies), which its types leave out.
 */
const fastifyTrustProxy = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** The limiters' clock in milliseconds, from the app's clock (tests move it). */
const clockOf = (now: (() => Date) | undefined) => (now ? () => now().getTime() : Date.now);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec's '/api//personal/addFolder' keeps its double slash; Fastify must not 404 it.
    routerOptions: { ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Requests that arrive while the server closes get the lifecycle hook's 503 envelope,
    // not Fastify's own body.
    return503OnClosing: false,
  });
  // First of all hooks: counts requests for the shutdown and refuses them while stopping
  // or while DATA_DIR is missing (lifecycle.ts).
  const files = options.files ?? createDiskStore(options.dataDir);
  const storage = createStorage({ dataDir: options.dataDir, databaseDir: options.databaseDir, files });
  const lifecycle = installLifecycle(app, storage);
  app.decorate('storage', storage);
  app.decorate('lifecycle', lifecycle);
  installRequestDeadline(app, { deadlineMs: options.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS });
  const catalogue = createCatalogue(options.db, { imageBaseUrl: options.imageBaseUrl ?? '', searchIndex: options.searchIndex ?? true });
  const images = createImageStore(files);
  const signer = createUrlSigner(await fileUrlSecret(options.db, options.fileUrlSecret));
  // Services that later routes (the download call) sign links with.
  app.decorate('fileSigner', signer);
  app.decorate('catalogue', catalogue);
  const mailer = options.mailer ?? createMailer({ outboxDir: path.join(options.dataDir, 'outbox') });
  app.decorate('mailer', mailer);
  const members = createMembers(options.db, { mailer, now: options.now, pinterestAdmins: options.pinterestAdmins });
  const cart = createCart(options.db, { coverOf: catalogue.coverOf });
  const favourites = createFavourites(options.db, { coverOf: catalogue.coverOf, cardsOf: catalogue.cardsOf });
  const viewer = createViewer(options.db, { cart, favourites });
  const payments = options.payments ?? createTestGateway(options.db, { now: options.now });
  const orders = createOrders(options.db, {
    catalogue,
    provider: payments,
    mailer,
    signer,
    files,
    now: options.now,
    log: app.log,
    holdMinutes: options.holdMinutes,
  });
  // Holds of unpaid orders run out (issue 39): swept once a minute by every shop process
  // (each order ends once, whoever gets there first), and by the back office's held list.
  const holdSweep = setInterval(() => {
    orders.expireHolds().catch((error: unknown) => app.log.error({ err: error }, 'the sweep of holds that ran out failed'));
  }, options.holdSweepMs ?? 60_000);
  holdSweep.unref();
  app.addHook('onClose', async () => clearInterval(holdSweep));

  // Payloads are validated with the contract's zod schemas before a handler runs.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every refusal becomes its envelope; a storage fault a 503 that says which; anything
  // unexpected is a 500 without a stack.
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(httpStatusFor(error.code)).send({ code: error.code, desc: error.desc, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first rule broken, in words that name the field (src/api/validation.ts).
      const [first] = error.validation;
      const field = first!.instancePath.split('/').filter(Boolean).join('.');
      return reply.code(400).send({ code: 400, desc: first!.message, data: { field } });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, a body too large, a wrong content type.
      const code = status === 413 ? 413 : 400;
      return reply.code(code).send({ code, desc: status === 413 ? 'The request is too large' : 'The request body could not be read' });
    }
    const fault = await storage.classify(error);
    if (fault) {
      // One line, not a stack: the fault is the storage's, and /api/health tells which.
      request.log.warn({ fault, reason: reasonOf(error) }, 'storage fault');
      const refusal = new StorageError(fault);
      return reply.code(503).send({ code: 503, desc: refusal.desc, data: refusal.data });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, desc: 'Server error, please try again later' });
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        // The shopper's address: behind a trusted proxy, the one it forwarded.
        ip: request.ip,
      },
      'request',
    );
  });

  await securityHeaders(app, { imageBaseUrl: options.imageBaseUrl ?? '', stripe: payments.browser.provider === 'stripe' });
  // Brotli/gzip for JSON and text answers over 1 KB (a store page is ~40 KB of JSON, ~6 KB
  // compressed). Images, zips and PDFs are compressed already and left alone; the built
  // app's files are served from their precompressed copies. Compressed request bodies are
  // not accepted: a gzip bomb would otherwise get past the body limit.
  await app.register(fastifyCompress, { globalDecompression: false, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart);
  // The OpenAPI document at /api/docs is generated from the routes' zod schemas.
  await app.register(fastifySwagger, openApiOptions);
  authentication(app, members);
  const audit = createAudit(options.db, { now: options.now });
  const operators = createOperators(options.db, { audit });
  applyContract(app, { operatorActor: operators.operatorActor });
  // A call without a body is validated as an empty one, so its schema's defaults apply.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.endpoint && (request.body === undefined || request.body === null)) request.body = {};
  });
  const curation = createCuration(options.db, { audit, coverOf: catalogue.coverOf });
  await catalogue.loadCoverVersions();
  const imageSearchReadiness = createImageSearchReadiness(options.db);
  const expensive = { ...EXPENSIVE_WORK_DEFAULTS, ...options.expensiveWork };
  const uploadSignatures = createUploadSignatures({ threads: expensive.imageSearchQueue.concurrency });
  app.addHook('onClose', () => uploadSignatures.close());
  await app.register(productRoutes, {
    catalogue,
    viewer,
    orders,
    pinnedBestSellers: curation.pins,
    imageSearchReadiness,
    imageSearchQueue: expensive.imageSearch ?? createWorkQueue(expensive.imageSearchQueue),
    uploadSignatures,
    imageSearchesByAddress: createRateLimiter(options.db, {
      name: 'image-search-address',
      ...expensive.imageSearchPerAddress,
      now: clockOf(options.now),
    }),
  });
  await app.register(memberRoutes, { members });
  await app.register(cartRoutes, { cart });
  await app.register(personalRoutes, { favourites, viewer });
  await app.register(shopRoutes, { orders, members, provider: payments });
  // The provider's webhook, and the test gateway's own calls when it is the provider.
  await app.register(paymentRoutes, { orders, provider: payments });
  const sharing = createSharing(options.db, {
    client: createPinterestClient({ baseUrl: options.pinterestApiBase }),
    pinImage: async (productId) => {
      const cover = await images.cover(productId, 640, () => catalogue.artOf(productId));
      if (!cover) throw new Error(`no cover for design ${productId}`);
      return sharp(cover.body).jpeg({ quality: 88 }).toBuffer();
    },
    mayShare: async (memberId) => (await members.info(memberId)).pinterestAdmin > 0,
    shopToken: options.pinterestAccessToken,
    log: app.log,
  });
  app.decorate('sharing', sharing);
  await app.register(pinterestRoutes, { sharing });
  await app.register(openRoutes, { db: options.db, now: options.now });
  // The import's worker threads start with the first import, not with the shop.
  let pool: ImportPool | null = null;
  const imports = createImportJobs(options.db, {
    dataDir: options.dataDir,
    files,
    audit,
    prepare: () => options.importPreparer ?? (pool ??= createImportPool()).prepare,
    onCatalogueChanged: () => catalogue.changed(),
    log: app.log,
  });
  app.decorate('imports', imports);
  app.addHook('onClose', async () => {
    sharing.stop();
    await imports.idle();
    await pool?.close();
  });
  const inbox = createAdminInbox(options.db, { audit, mailer, now: options.now });
  await app.register(adminRoutes, {
    members,
    designs: createAdminDesigns(options.db, { audit, coverOf: catalogue.coverOf, onChange: () => catalogue.changed() }),
    orders: createAdminOrders(options.db, { audit, provider: payments, catalogue, files }),
    checkout: orders,
    now: options.now,
    inbox,
    curation,
    dashboard: createDashboard(options.db, { coverOf: catalogue.coverOf, openFeedback: inbox.openCount, now: options.now }),
    imports,
    audit,
  });
  imageRoutes(app, catalogue, images, {
    newColourwaysByAddress: createRateLimiter(options.db, {
      name: 'colourway-address',
      ...expensive.newColourwaysPerAddress,
      now: clockOf(options.now),
    }),
  });
  fileRoutes(app, signer, createDesignFileStore(files), catalogue.fileFacts, files, orders.downloadableLine);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  healthRoutes(app, {
    db: options.db,
    storage,
    lifecycle,
    catalogue,
    searchIndexEnabled: options.searchIndex ?? true,
    imageSearchReadiness,
    cornersProgress: createCornersProgress(options.db),
  });

  const distDir = options.distDir ?? null;
  const hasApp = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // `/` goes to the history fallback like every other page, which may render it first.
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-production-assets.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const firstScreen =
    hasApp && distDir && options.serverBuildDir
      ? await loadFirstScreen({ app, distDir, serverBuildDir: options.serverBuildDir, log: app.log })
      : null;

  app.setNotFoundHandler(async (request, reply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url.startsWith('/api//') || !hasApp || !page) {
      return reply.code(404).send({ code: 404, desc: `No such call: ${request.method} ${request.url.split('?')[0]}` });
    }
    reply.header('cache-control', 'no-cache');
    // A public page for an anonymous shopper arrives rendered (ADR 007): the cookie and
    // the browser decide, so a cache must keep the answers apart.
    if (firstScreen) reply.header('vary', 'cookie, user-agent, accept-encoding');
    const rendered = await firstScreen?.page(request.url, request.headers);
    if (rendered) {
      // Compressed here: @fastify/compress's hook does not reach the not-found handler.
      const { body, encoding } = await compressPage(rendered, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    }
    // History fallback: every route of the app is served by index.html.
    return reply.sendFile('index.html');
  });

  return app;
}
