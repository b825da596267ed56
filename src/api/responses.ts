/**
 * What each call answers, as zod schemas beside the request schemas of schemas.ts
 * (issue 41, item 3). The types of types.ts say what the client reads; these say the
 * same at run time, so that:
 *  - the server serialises every success through its call's schema (Fastify's response
 *    schema, server/contract.ts): a field the schema does not name never leaves the
 *    server, whatever a query or a spread happened to put on the object, and an answer
 *    of the wrong shape is a 500 the tests see, not a page that breaks in a browser;
 *  - the OpenAPI document (/api/docs) shows each answer's shape;
 *  - the MSW world's answers are checked against them in the unit tests
 *    (mocks/handlers/route.ts `checkAnswers`), so a fixture cannot say what the server
 *    never would.
 * responses.test.ts holds each schema equal, field for field, to its type in types.ts
 * (a compile-time check): the type and the schema cannot drift apart.
 *
 * Only the server and the mocks import this module: the shop's bundle reads types only.
 */
import { z } from 'zod';
import { licenceTypes, type LicenceType } from '../domain/licence';
import { bannerGroupIds } from '../domain/banners';
import { designWordGroups, type DesignWordGroup } from '../domain/words';
import type { EndpointName } from './endpoints';

const whole = () => z.number().int();
const flag = z.literal([0, 1]);
const licenceType = z.literal(licenceTypes as readonly LicenceType[]);

/** The member summary the server attaches as `user` whenever a call carried a valid token. */
export const memberSummarySchema = z.object({ email: z.string(), userName: z.string(), companyName: z.string(), orderNum: whole() });

const paged = <T extends z.ZodType>(item: T) => z.object({ aaData: z.array(item), iTotalRecords: whole() });

export const productTypeWordSchema = z.object({
  id: whole(),
  word: z.string(),
  productCount: whole(),
  rootName: z.string(),
  check: z.boolean(),
});
export const wordGroupSchema = z.object({ name: z.string(), data: z.array(productTypeWordSchema) });
export const priceGroupSchema = z.object({ name: z.literal('Price'), data: z.object({ maxPrice: z.number() }) });

export const bannerItemSchema = z.object({
  imgUrl: z.string(),
  groupId: z.literal(bannerGroupIds),
  groupName: z.string(),
  sort: z.number(),
  title: z.string(),
  subtitle: z.string(),
  tagId: whole().nullable(),
  tagWord: z.string().nullable(),
  colorBg: z.string(),
  productId: whole().nullable(),
});

export const bestSellerSchema = z.object({ productId: whole(), imgUrl: z.string(), tags: z.string(), price: z.number() });

export const paletteColourSchema = z.object({ hex: z.string(), share: z.number() });
export const designPaletteSchema = z.object({ colours: z.array(paletteColourSchema), count: whole() });

export const productDetailSchema = z.object({
  productId: whole(),
  imgSn: z.string(),
  cover: z.string(),
  format: z.string(),
  imgSize: z.string(),
  styleStr: z.string(),
  productFicationStr: z.string(),
  label: z.string(),
  entityStr: z.string(),
  sceneStr: z.string(),
  seasonStr: z.string(),
  fashionStr: z.string(),
  price: z.number(),
  priceOnce: z.number(),
  isBuyout: flag,
  isUse: whole(),
  isBuy: z.literal([0, 1, 2]),
  hasCollection: whole(),
  isRepeat: flag,
  isLayer: flag,
  isVector: flag,
  isLarge: flag,
  imgWidth: z.number(),
  imgHeight: z.number(),
  isSold: flag.optional(),
  palette: designPaletteSchema.optional(),
});

export const productCardSchema = z.object({
  productId: whole(),
  cover: z.string(),
  imgSn: z.string(),
  price: z.number(),
  priceOnce: z.number(),
  isBuyout: flag,
  tags: z.string(),
  uploadStatus: whole(),
  collectionId: whole().nullable(),
  hasCollection: whole(),
  imgWidth: z.number(),
  imgHeight: z.number(),
  imgWeight: z.number(),
  brandStr: z.string(),
  productFicationStr: z.string(),
  sceneStr: z.string(),
  styleStr: z.string(),
  label: z.string(),
  colourway: z.string().optional(),
});

export const measuringProgressSchema = z.object({ done: whole(), total: whole() });

export const cartLineSchema = z.object({
  productId: whole(),
  imgType: licenceType,
  productNum: whole(),
  imgSn: z.string(),
  cover: z.string(),
  price: z.number(),
  priceOnce: z.number(),
  isBuyout: flag,
  linePrice: z.number(),
  available: z.boolean(),
  licenceOffered: z.boolean(),
  colourway: z.string(),
});
export const cartSummarySchema = paged(cartLineSchema).extend({ total: z.number() });
export const cartMergeResultSchema = z.object({
  added: z.array(whole()),
  skipped: z.array(z.object({ productId: whole(), reason: z.string() })),
});

export const sessionUserSchema = z.object({ token: z.string(), userName: z.string(), email: z.string(), companyName: z.string() });
export const boardSchema = z.object({ id: z.string(), name: z.string(), description: z.string().optional() });

const shareState = z.literal(['', 'uploading', 'sharing']);
export const folderSchema = z.object({
  folderId: whole(),
  title: z.string(),
  desc: z.string(),
  picNum: whole(),
  productList: z.array(z.object({ cover: z.string(), productId: whole() })),
  boardId: z.string().nullable(),
  info: z.string().nullable(),
  shareState: shareState.optional(),
});
export const pickerFolderSchema = z.object({ folderId: whole(), title: z.string(), hasProduct: whole() });
export const folderDetailSchema = paged(productCardSchema).extend({
  info: folderSchema
    .pick({ folderId: true, title: true, desc: true, picNum: true, boardId: true })
    .extend({ shareState: shareState.optional() }),
});

export const orderLineSchema = z.object({
  productId: whole(),
  imgSn: z.string(),
  productCover: z.string(),
  format: z.string(),
  imgSize: z.string(),
  mode: z.string(),
  productNum: whole(),
  orderAmount: z.number(),
  imgType: licenceType.optional(),
  refunded: flag.optional(),
  replacementName: z.string().nullable().optional(),
  colourway: z.string().optional(),
});
export const orderSchema = z.object({
  id: whole(),
  orderNo: z.string(),
  dateCreate: z.string(),
  invoice: z.string(),
  orderList: z.array(orderLineSchema),
});
export const checkoutResultSchema = z.object({ orderId: whole(), orderNo: z.string(), total: z.number() });
export const paymentStartSchema = checkoutResultSchema.extend({ reference: z.string(), clientSecret: z.string(), paid: z.boolean() });
export const paymentProviderInfoSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);

// ── the back office ──────────────────────────────────────────────────────────

const designWordsSchema = z.object(
  Object.fromEntries(designWordGroups.map((group) => [group, z.array(z.string())])) as Record<DesignWordGroup, z.ZodArray<z.ZodString>>,
);
export const adminDesignSchema = z.object({
  productId: whole(),
  imgSn: z.string(),
  cover: z.string(),
  label: z.string(),
  price: z.number(),
  priceOnce: z.number(),
  isBuyout: flag,
  tags: z.array(z.string()),
  words: designWordsSchema,
  isRepeat: flag,
  isLayer: flag,
  isVector: flag,
  status: z.literal(['onSale', 'withdrawn', 'sold']),
  source: z.literal(['generated', 'imported']),
  imgWidth: z.number(),
  imgHeight: z.number(),
  format: z.string(),
  imgSize: z.string(),
  dateCreate: z.string(),
  sales: whole(),
});
export const bulkPriceResultSchema = z.object({
  lines: z.array(z.object({ productId: whole(), imgSn: z.string(), before: z.number(), after: z.number() })),
  applied: z.boolean(),
});
const importProblemSchema = z.object({ line: whole(), field: z.string(), message: z.string() });
export const importReportSchema = z.object({
  file: z.string(),
  total: whole(),
  created: whole(),
  updated: whole(),
  unchanged: whole(),
  refused: z.array(importProblemSchema),
  warnings: z.array(importProblemSchema),
  designs: z.array(
    z.object({ line: whole(), productId: whole(), imgSn: z.string(), outcome: z.literal(['created', 'updated', 'unchanged']) }),
  ),
  ignoredHeaders: z.array(z.string()),
  seconds: z.number(),
  interrupted: z.boolean(),
});
export const importJobSchema = z.object({
  jobId: z.string(),
  state: z.literal(['running', 'done', 'failed']),
  done: whole(),
  total: whole(),
  rate: z.number(),
  etaSeconds: z.number().nullable(),
  report: importReportSchema.nullable(),
  error: z.string().nullable(),
});
export const adminOrderSchema = z.object({
  id: whole(),
  orderNo: z.string(),
  email: z.string(),
  status: z.literal(['P', 'Y', 'X']),
  total: z.number(),
  refunded: z.number(),
  dateCreate: z.string(),
  datePaid: z.string().nullable(),
  paymentRef: z.string().nullable(),
  cardLast4: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: whole(),
      productId: whole(),
      imgSn: z.string(),
      cover: z.string(),
      imgType: licenceType,
      amount: z.number(),
      refundedAt: z.string().nullable(),
      refundReason: z.string().nullable(),
      replacementName: z.string().nullable(),
      downloads: whole(),
      colourway: z.string().optional(),
    }),
  ),
});
export const heldExclusiveSchema = z.object({
  productId: whole(),
  imgSn: z.string(),
  orderNo: z.string(),
  holder: z.string(),
  heldSince: z.string(),
  holdUntil: z.string(),
  minutesLeft: whole(),
});
export const adminFeedbackSchema = z.object({
  id: whole(),
  email: z.string(),
  category: z.literal([1, 2, 3, 4]),
  content: z.string(),
  dateCreate: z.string(),
  handled: z.boolean(),
  replies: z.array(z.object({ at: z.string(), by: z.string(), subject: z.string(), text: z.string() })),
});
export const adminBannerSchema = bannerItemSchema.extend({ id: whole() });
export const bestSellerPinsSchema = z.object({
  productIds: z.array(whole()),
  designs: z.array(z.object({ productId: whole(), imgSn: z.string(), cover: z.string() })),
});
export const dashboardSchema = z.object({
  days: z.array(z.object({ date: z.string(), orders: whole(), revenue: z.number() })),
  top: z.array(z.object({ productId: whole(), imgSn: z.string(), cover: z.string(), sold: whole(), revenue: z.number() })),
  totals: z.object({
    orders: whole(),
    revenue: z.number(),
    refunded: z.number(),
    designsOnSale: whole(),
    openFeedback: whole(),
    subscribers: whole(),
  }),
});
export const auditEntrySchema = z.object({
  id: whole(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
});

/** A success: code 200, its message, its data, and `user` when the call carried a valid token. */
const answer = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), desc: z.string(), data, user: memberSummarySchema.optional() });
/** A success that carries no data, only its message. */
const done = z.object({ code: z.literal(200), desc: z.string(), user: memberSummarySchema.optional() });

/**
 * Each call's successful answer (HTTP 200). A refusal is the envelope `{ code, desc,
 * data? }` of server/http.ts, the same for every call. The one call not here answers a
 * file, not the envelope: the subscribers as CSV (adminSubscribersCsv).
 */
export const responseSchemas = {
  selectAllType: answer(z.array(z.union([priceGroupSchema, wordGroupSchema]))),
  home: answer(z.array(bannerItemSchema)),
  bestSeller: answer(z.array(bestSellerSchema)),
  selectById: answer(productDetailSchema),
  selectPage: answer(paged(productCardSchema)),
  selectAlike: answer(z.array(productCardSchema)).extend({ measuring: measuringProgressSchema.optional() }),
  selectLike: answer(z.array(productCardSchema)),
  downUrl: answer(z.string()),
  feedback: done,
  subscribe: done,
  cartSave: done,
  cartSaveAllOrder: answer(cartMergeResultSchema),
  cartList: answer(cartSummarySchema),
  cartDelete: done,
  cartUpdate: done,
  login: answer(sessionUserSchema),
  logout: done,
  getEmailCode: done,
  getResetPwdToken: answer(z.string()),
  emailForgotPwd: done,
  emailRegister: done,
  getMemberInfo: answer(z.object({ pinterestAdmin: whole() })),
  boards: answer(z.array(boardSchema)),
  openUploadPins: done,
  closeUploadPins: done,
  updatePwd: done,
  replaceName: done,
  getCurMember: done,
  selectBookmark: answer(paged(folderSchema)),
  selectBookmarkSimple: answer(paged(pickerFolderSchema)),
  saveFolder: answer(folderSchema),
  renameFolder: done,
  deleteFolder: done,
  selectBookmarkDetail: answer(folderDetailSchema),
  addBookmarkDetail: done,
  deleteBookmarkDetail: done,
  addFolder: answer(folderSchema),
  getInvoice: answer(z.string()),
  cancelOrder: done,
  orderPage: answer(paged(orderSchema)),
  paymentProvider: answer(paymentProviderInfoSchema),
  startPayment: answer(paymentStartSchema),
  checkout: answer(checkoutResultSchema),
  adminSession: answer(z.object({ email: z.string(), userName: z.string() })),
  adminDesigns: answer(paged(adminDesignSchema)),
  adminDesignUpdate: answer(adminDesignSchema),
  adminDesignWithdraw: answer(adminDesignSchema),
  adminDesignRestore: answer(adminDesignSchema),
  adminBulkPrice: answer(bulkPriceResultSchema),
  adminImport: answer(importJobSchema),
  adminImportJob: answer(importJobSchema),
  adminOrders: answer(paged(adminOrderSchema)),
  adminRefundLine: answer(adminOrderSchema),
  adminReplaceFile: answer(adminOrderSchema),
  adminHolds: answer(z.array(heldExclusiveSchema)),
  adminHoldRelease: answer(z.array(heldExclusiveSchema)),
  adminFeedback: answer(paged(adminFeedbackSchema)),
  adminFeedbackHandle: answer(adminFeedbackSchema),
  adminFeedbackReply: answer(adminFeedbackSchema),
  adminSubscribers: answer(paged(z.object({ email: z.string(), dateCreate: z.string() }))),
  adminBanners: answer(z.array(adminBannerSchema)),
  adminBannerSave: answer(adminBannerSchema),
  adminBannerDelete: done,
  adminBestSellers: answer(bestSellerPinsSchema),
  adminBestSellersSave: answer(bestSellerPinsSchema),
  adminDashboard: answer(dashboardSchema),
  adminAudit: answer(paged(auditEntrySchema)),
} satisfies Partial<Record<EndpointName, z.ZodType>>;

export type AnsweredCall = keyof typeof responseSchemas;
export const answeredCalls = Object.keys(responseSchemas) as AnsweredCall[];
