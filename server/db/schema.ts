/**
 * The database schema (Drizzle, pg-core): one schema for PGlite and PostgreSQL.
 * Migrations are generated from it into server/db/migrations and run at start.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  vector,
} from 'drizzle-orm/pg-core';
import type { ImportReport } from '../../src/api/adminTypes';

/** Length of the image feature vectors (services/features.ts). */
export const FEATURE_DIMS = 96;
/** Length of the image structure vectors (services/features.ts). */
export const STRUCTURE_DIMS = 64;
/** Length of the image repeat-cell vectors (services/repeat.ts). */
export const REPEAT_DIMS = 24;
/** Length of the image boundary vectors (services/features.ts). */
export const BOUNDARY_DIMS = 256;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes (PGlite and node-postgres both hand them over as Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const designs = pgTable(
  'designs',
  {
    /** The spec's productId. */
    id: integer('id').primaryKey(),
    imgSn: text('img_sn').notNull().unique(),
    motif: text('motif').notNull(),
    palette: text('palette').notNull(),
    artSeed: integer('art_seed').notNull(),
    label: text('label').notNull(),
    styleStr: text('style_str').notNull(),
    productFicationStr: text('product_fication_str').notNull(),
    entityStr: text('entity_str').notNull(),
    sceneStr: text('scene_str').notNull(),
    seasonStr: text('season_str').notNull(),
    fashionStr: text('fashion_str').notNull(),
    brandStr: text('brand_str').notNull(),
    tags: text('tags').notNull(),
    format: text('format').notNull(),
    imgSize: text('img_size').notNull(),
    imgWidth: integer('img_width').notNull(),
    imgHeight: integer('img_height').notNull(),
    price: money('price').notNull(),
    priceOnce: money('price_once').notNull(),
    isBuyout: smallint('is_buyout').notNull(),
    isUse: smallint('is_use').notNull(),
    isRepeat: smallint('is_repeat').notNull(),
    isLayer: smallint('is_layer').notNull(),
    isVector: smallint('is_vector').notNull(),
    isLarge: smallint('is_large').notNull(),
    uploadStatus: smallint('upload_status').notNull(),
    /** Ids of every filter word it carries (the store searches them in design_search). */
    wordIds: integer('word_ids').array().notNull(),
    /** Creation order: 'sort,desc' is new to old. */
    sort: integer('sort').notNull(),
    popularity: integer('popularity').notNull(),
    sold: boolean('sold').notNull().default(false),
    /** What a card shows and the price filter compares: the buyout price for exclusives. */
    shownPrice: money('shown_price').generatedAlwaysAs(sql`CASE WHEN is_buyout = 1 THEN price_once ELSE price END`),
    /** Colour + texture features of its artwork, for similar-image search. */
    features: vector('features', { dimensions: FEATURE_DIMS }),
    /** Greyscale thumbnail of its artwork: tells an uploaded cover from near twins (services/features.ts). */
    print: bytea('print'),
    /** Ranked luminance of the print: finds a greyscale, faded or relit copy (services/features.ts). */
    structure: vector('structure', { dimensions: STRUCTURE_DIMS }),
    /** Its repeat cell, whatever the scale or position: finds fragments, rescaled copies, photos (services/repeat.ts). */
    repeat: vector('repeat', { dimensions: REPEAT_DIMS }),
    /** Where one colour meets another, whatever the colours: finds another colourway (services/features.ts). */
    boundary: vector('boundary', { dimensions: BOUNDARY_DIMS }),
    /** The same, finer: search compares it on its shortlist (services/features.ts `boundaryMapDistance`). */
    boundaryMap: bytea('boundary_map'),
    /**
     * Its corners (ORB), each with its turn, scale and descriptor: search by image checks
     * its shortlist with them (services/localFeatures.ts). Null until measured, in the
     * background after the signatures.
     */
    localFeatures: bytea('local_features'),
    /**
     * Set from `local_features_serials` by a trigger whenever its corners are written, so
     * a server's index of corners (services/cornerIndex.ts) reads only what changed since
     * it last looked, whichever process wrote them.
     */
    localFeaturesSerial: bigint('local_features_serial', { mode: 'number' }),
    /** Its dominant colours, most covering first: L, a, b (CIELAB) and share for each (services/palette.ts). */
    colours: real('colours').array(),
    /** How many distinct colours it is printed in (each covering at least 1%). */
    colourCount: smallint('colour_count'),
    /**
     * 'generated': drawn by src/patterns from motif, palette and artSeed. 'imported': an
     * operator's artwork (npm run import), kept under DATA_DIR/art with its files zipped.
     */
    source: text('source').notNull().default('generated'),
    /** SHA-256 of the imported artwork's bytes: the same picture imported again updates this design. */
    contentHash: text('content_hash'),
    /** What the import read (the row and its files' sizes and dates): unchanged means nothing to redo. */
    importFingerprint: text('import_fingerprint'),
    /** The artwork's print resolution (imported designs). */
    dpi: smallint('dpi'),
    /** Taken off sale by an operator (and restorable), unlike `sold`, which is final. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('designs_features_idx').using('hnsw', t.features.op('vector_l2_ops')),
    index('designs_structure_idx').using('hnsw', t.structure.op('vector_l2_ops')),
    index('designs_repeat_idx').using('hnsw', t.repeat.op('vector_l2_ops')),
    index('designs_boundary_idx').using('hnsw', t.boundary.op('vector_l2_ops')),
    index('designs_content_hash_idx')
      .on(t.contentHash)
      .where(sql`content_hash IS NOT NULL`),
    index('designs_fingerprint_idx')
      .on(t.importFingerprint)
      .where(sql`import_fingerprint IS NOT NULL`),
    index('designs_local_features_serial_idx')
      .on(t.localFeaturesSerial)
      .where(sql`local_features_serial IS NOT NULL`),
  ],
);

/** A design not on sale: an exclusive that was sold, or one an operator withdrew. */
export const offSale = sql<boolean>`(${designs.sold} OR ${designs.withdrawn})`.mapWith(Boolean);

/** Ids of new designs (imports): starts above the seed's, moved past any id in use before it is taken. */
export const designIds = pgSequence('design_ids', { startWith: 1_000_000 });

/** Numbers each write of a design's corners (`designs.localFeaturesSerial`). */
export const localFeaturesSerials = pgSequence('local_features_serials');

/** The keyword document of a design: serial, label, tags and every word ('simple': no stemming). */
export const searchDocument = sql`to_tsvector('simple', replace(img_sn, '-', ' ') || ' ' || label || ' ' || replace(tags, ',', ' ') || ' ' || style_str || ' ' || product_fication_str || ' ' || entity_str || ' ' || replace(scene_str, ',', ' ') || ' ' || season_str || ' ' || fashion_str || ' ' || brand_str)`;

/**
 * What the store searches, one narrow row per design ON SALE (a sold exclusive leaves
 * it). Kept apart from `designs` because a keyword or facet count visits every table
 * page holding a match: at ~340 bytes a row instead of ~950 (feature vector, texts) the
 * same count reads a third of the pages. The page's card columns come from `designs`
 * for just the 100 ids found (a deferred join).
 */
export const designSearch = pgTable(
  'design_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => designs.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
    sort: integer('sort').notNull(),
    /** What a card shows and the price filter compares: the buyout price for exclusives. */
    shownPrice: money('shown_price').notNull(),
    isBuyout: smallint('is_buyout').notNull(),
    /** Ids of every filter word (facets are array overlaps on a GIN index). */
    wordIds: integer('word_ids').array().notNull(),
    /** Keyword search over serial, label, tags and every word (searchDocument()). */
    search: tsvector('search').notNull(),
    /** The design's colours (designs.colours) snapped to the search grid (search_palette, migration 0013), for the colour filter; null until measured. */
    colours: real('colours').array(),
  },
  (t) => [
    index('design_search_word_ids_idx').using('gin', t.wordIds),
    index('design_search_search_idx').using('gin', t.search),
    // Each order's index carries the id, so a deep page's ids come from the index
    // alone; the price index carries the recommend order for a price-filtered page.
    // NULLS FIRST is what ORDER BY popularity DESC means; the index must say the same.
    index('design_search_recommend_idx').on(t.popularity.desc().nullsFirst(), t.id),
    index('design_search_sort_idx').on(t.sort, t.id),
    index('design_search_price_idx').on(t.shownPrice, t.popularity, t.id),
  ],
);

/** Puts the designs matching `where` into design_search if they are on sale (the seed, a sale undone, an import). */
export const copyToSearch = (where: SQL) =>
  sql`INSERT INTO ${designSearch} (id, popularity, sort, shown_price, is_buyout, word_ids, search, colours)
      SELECT id, popularity, sort, shown_price, is_buyout, word_ids, ${searchDocument}, search_palette(colours) FROM ${designs}
      WHERE (${where}) AND NOT sold AND NOT withdrawn
      ON CONFLICT (id) DO NOTHING`;

export const words = pgTable(
  'words',
  {
    id: integer('id').primaryKey(),
    word: text('word').notNull(),
    rootName: text('root_name').notNull(),
    sort: integer('sort').notNull(),
  },
  // A word once per group, whatever its capitals: two imports creating 'Coral' at once make one.
  (t) => [uniqueIndex('words_group_word_idx').on(t.rootName, sql`lower(${t.word})`)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  groupId: smallint('group_id').notNull(),
  groupName: text('group_name').notNull(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  tagId: integer('tag_id'),
  tagWord: text('tag_word'),
  colorBg: text('color_bg').notNull(),
  productId: integer('product_id'),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  category: smallint('category').notNull(),
  type: smallint('type').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator marks it handled (or replies). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** The operator's replies, oldest first: { at, by, subject, text }. */
  replies: jsonb('replies').notNull().default([]),
});

export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small facts about the database itself (e.g. which catalogue was seeded). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ── members ─────────────────────────────────────────────────────────────────

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Kept lower-case: one account per address whatever the capitals. */
  email: text('email').notNull().unique(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  userName: text('user_name').notNull(),
  companyName: text('company_name').notNull(),
  /** > 0: may share folders to Pinterest (spec `pinterestAdmin`). */
  pinterestAdmin: smallint('pinterest_admin').notNull().default(0),
  /** The member's Pinterest access token (API v5), given with `boards`. */
  pinterestToken: text('pinterest_token'),
  inviteCode: text('invite_code').notNull().default(''),
  /** May use the back office (/admin): granted by `npm run operator -- grant EMAIL`. */
  isOperator: boolean('is_operator').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** The one live emailed code of an address (a new code replaces it). */
export const emailCodes = pgTable('email_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong guesses so far; the code dies at the limit. */
  attempts: smallint('attempts').notNull().default(0),
});

/** Single-use password-reset tokens (hash only). */
export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Attempts counted by the rate limits (services/rateLimit.ts), in the database so that
 * every instance of the shop counts the same attempts. One row per limit and key
 * ('login-account:a@b.c'); `expire` ends the row's window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * The back office's imports (services/importJobs.ts), in the database so that the
 * browser's poll finds its job whichever instance of the shop it reaches. The instance
 * running a job writes its progress and, while it runs, touches `updated_at`: a job
 * left 'running' that nobody touches has lost its instance.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    state: text('state').$type<'running' | 'done' | 'failed'>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Designs a second. */
    rate: real('rate').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    report: jsonb('report').$type<ImportReport>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('import_jobs_started_idx').on(t.startedAt)],
);

// ── cart, favourites, orders ───────────────────────────────────────────────

/** A member's server cart: one line per design (a duplicate is 'Product exist'). */
export const cartLines = pgTable(
  'cart_lines',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    imgType: smallint('img_type').notNull(),
    productNum: smallint('product_num').notNull().default(1),
    /** The colours the design is bought in (src/domain/colourway.ts); '' its own. */
    colourway: text('colourway').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] }), index('cart_lines_product_idx').on(t.productId)],
);

/** Favourites folders (moodboards); `share*` is the Pinterest sharing job of the folder. */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    boardId: text('board_id'),
    /** '' not shared, 'uploading' pins being created, 'sharing' done. */
    shareState: text('share_state').notNull().default(''),
    /**
     * The shop process pinning this folder's designs, and until when its claim holds
     * (services/pinterest.ts): with several instances, one pins while the others wait,
     * and a claim left by an instance that stopped runs out.
     */
    shareWorker: text('share_worker'),
    shareLeaseUntil: timestamp('share_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folders_member_idx').on(t.memberId, t.id)],
);

export const folderItems = pgTable(
  'folder_items',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /**
     * The colours it was saved in (src/domain/colourway.ts); '' its own. A moodboard may
     * hold one design in several colourways, side by side.
     */
    colourway: text('colourway').notNull().default(''),
    /** Newest first in a folder; also pins already made on Pinterest are not made again. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    pinId: text('pin_id'),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.productId, t.colourway] }), index('folder_items_product_idx').on(t.productId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /**
     * P pending payment, Y paid, C cancelled (spec status letters); X a hold that ran out
     * unpaid (issue 39): kept, not deleted, so a payment that succeeds late still finds
     * its order and is completed or refunded, never lost.
     */
    status: text('status').notNull(),
    total: money('total').notNull(),
    /** One checkout attempt of the client: a retry with the same key is the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The provider's reference of the payment (a PaymentIntent's id): set when the payment
     * is started, so a webhook finds the order; paid once the provider says it succeeded.
     */
    paymentRef: text('payment_ref'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until when a pending order holds its exclusives off sale (HOLD_MINUTES after it was started). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Buyer details of the invoice (account §5) once asked for, and the stored PDF. */
    invoiceDetails: jsonb('invoice_details'),
    invoicePath: text('invoice_path').notNull().default(''),
  },
  (t) => [
    uniqueIndex('orders_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('orders_member_created_idx').on(t.memberId, t.createdAt.desc()),
    // A provider's webhook names the payment, not the order.
    index('orders_payment_ref_idx').on(t.paymentRef),
    // The sweep of holds that ran out reads the few pending orders only.
    index('orders_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'P'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => designs.id),
    imgType: smallint('img_type').notNull(),
    productNum: smallint('product_num').notNull(),
    /** The colours bought (src/domain/colourway.ts); '' the design's own. The files are drawn in them. */
    colourway: text('colourway').notNull().default(''),
    /** The price paid: the licence price at checkout time. */
    amount: money('amount').notNull(),
    /** A refunded line: when, the gateway's reference and why. Its files are no longer offered. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRef: text('refund_ref'),
    refundReason: text('refund_reason'),
    /** A replacement file an operator attached (Returns Policy): DATA_DIR-relative path and its name. */
    replacementPath: text('replacement_path'),
    replacementName: text('replacement_name'),
    /** Signed download links handed out for this line. */
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

// ── back office ─────────────────────────────────────────────────────────────

/**
 * Every operator action, in the order it happened: who (the operator, or the command
 * line), what (a dotted action name such as 'design.update'), on what, and the state
 * before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's member id; null for the command line (npm run operator / import). */
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    /** Who, as written at the time (an email, or 'command line'): kept if the member goes. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What was acted on, readable: 'design PT-01001', 'order PM20261124000012', 'member a@b.c'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The address the operator acted from, as TRUST_PROXY lets the shop see it (the
     * operator's own, not the proxy's); null for the command line and older entries.
     */
    address: text('address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('audit_log_action_idx').on(t.action)],
);

// ── the test gateway (services/testGateway.ts) ─────────────────────────────

/**
 * The built-in test gateway's payments, as a provider keeps its PaymentIntents: in the
 * database, so that every instance of the shop sees the payment a browser confirmed
 * with another. `id` is the reference the shop keeps on the order.
 */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  id: text('id').primaryKey(),
  /** A start repeated with the same key answers the same payment. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** What the browser shows the gateway to confirm this payment with its card. */
  clientSecret: text('client_secret').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** requires_payment_method (new, or its last card declined), succeeded, canceled. */
  status: text('status').notNull(),
  /** Why the last card was declined. */
  declineReason: text('decline_reason'),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Money the test gateway gave back from a payment; a repeated key is the same refund. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testGatewayPayments.id),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_gateway_refunds_payment_idx').on(t.paymentId)],
);
