import { z } from 'zod';
import { LINE_QUANTITY, MAX_MERGED_LINES } from '../domain/cart';
import { MAX_KEYWORD_LENGTH, STORE_PAGE_SIZE, priceRangePattern, sortValues } from '../domain/search';
import { readableIssue } from './validation';
import { designWordGroups, type DesignWordGroup } from '../domain/words';
import { bannerGroupIds } from '../domain/banners';
import { coloursPattern } from '../domain/colourParam';
import { colourwayMessages, colourwayPattern } from '../domain/colourway';
import { imageSearchIntents } from '../domain/imageSearch';
import { formatNumber } from '../domain/numbers';
import {
  basicEmailPattern,
  generalEmailPattern,
  loginEmailPattern,
  loginPasswordPattern,
  newPasswordPattern,
  registerPasswordPattern,
  verificationCodePattern,
} from '../domain/fieldPatterns';

// Every refusal names its field and rule, where a schema gives no message of its own.
z.config({ customError: readableIssue });

/**
 * Request payloads as zod schemas. The server validates every request with these;
 * the browser imports only their inferred types (`import type`), so zod stays out of
 * the shop's bundle. Messages name the field, because a refusal's desc is shown to people.
 */

/** A whole number in a range, with one message that names the field and the whole rule. */
const wholeNumber = (field: string, min: number, max?: number) => {
  const rule = max === undefined ? `${field} must be a whole number of ${min} or more` : `${field} must be a number from ${min} to ${max}`;
  const checked = z.coerce.number({ error: rule }).int(rule).min(min, rule);
  return max === undefined ? checked : checked.max(max, rule);
};

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be positive`);

const email = z.string().trim().regex(basicEmailPattern, 'Email format error');
const licence = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)], { error: 'imgType must be 1, 3, 4 or 5' }));

// ── product ────────────────────────────────────────────────────────────────

export const selectByIdSchema = z.object({ productId: id('productId') });

/** "More like this" (ours): a design, and whether its pattern or its colours are what to match (default: pattern). */
export const selectLikeSchema = selectByIdSchema.extend({
  intent: z.enum(imageSearchIntents, { error: "intent must be 'pattern' or 'colours'" }).default('pattern'),
});

export const selectPageSchema = z
  .object({
    priceRange: z.string().regex(priceRangePattern, "priceRange must be 'min,max'").or(z.literal('')).default(''),
    sSorts: z.enum(sortValues, { error: "sSorts must be '', 'sort,desc' or 'sort,asc'" }).default(''),
    strSearchKeyword: z.string().max(MAX_KEYWORD_LENGTH, `strSearchKeyword must be at most ${MAX_KEYWORD_LENGTH} characters`).default(''),
    iDisplayStart: wholeNumber('iDisplayStart', 0).default(0),
    iDisplayLength: wholeNumber('iDisplayLength', 1, STORE_PAGE_SIZE).default(STORE_PAGE_SIZE),
    /** The colour filter: up to three hex colours every design shown must hold (src/domain/colour.ts). */
    colours: z
      .string()
      .regex(coloursPattern, "colours must be up to three hex colours, e.g. '1f3a5f,e0c097'")
      .or(z.literal(''))
      .default(''),
  })
  // Filter ids keyed by the group's root name ride along as extra keys.
  .catchall(z.union([z.array(z.coerce.number().int()), z.string(), z.number()]));

/**
 * A design's colours as the buyer chose them (src/domain/colourway.ts). Whether the count
 * fits the design's palette is the service's check.
 */
const colourwayText = z.string().trim().toLowerCase().regex(colourwayPattern, colourwayMessages.format);
/** '' or absent: the design's own colours. */
const colourway = colourwayText.default('');

/** A bought design's files; `colourway` picks the line bought in those colours when a design was bought in more than one. */
export const downUrlSchema = z.object({ id: id('id'), colourway: colourwayText.optional() });

// ── member ─────────────────────────────────────────────────────────────────

export const loginSchema = z.object({
  account: z.string().trim().regex(loginEmailPattern, 'Email format error'),
  password: z.string().regex(loginPasswordPattern, '6 to 16 letters, digits, and hyphens'),
  /** A fixed constant the client sends; accepted and ignored. */
  code: z.string().optional(),
  stamp: z.union([z.string(), z.number()]).optional(),
});

export const emailOnlySchema = z.object({ email });

/**
 * Logout ends the session of the token it is called with, whatever else it is sent, so
 * its query has no field that could be refused: the spec's client sends `?email=`, which
 * is ignored (issue 39: refusing a missing or malformed one left the session signed in).
 */
export const logoutSchema = z.object({});

export const resetTokenSchema = z.object({
  email,
  code: z.string().regex(verificationCodePattern, '6 letters, digits'),
});

export const emailForgotPwdSchema = z.object({
  email,
  resetPwdToken: z.string().min(1, 'resetPwdToken is required'),
  password: z.string().regex(newPasswordPattern, '6 to 16 letters, digits, and hyphens'),
});

export const emailRegisterSchema = z.object({
  email,
  code: z.string().regex(verificationCodePattern, '6 letters, digits'),
  password: z
    .string()
    .regex(registerPasswordPattern, 'The password can only contain 6-18 characters including letters, numbers and hyphens'),
  inviteCode: z.string().max(64).optional().default(''),
});

export const boardsSchema = z.object({ accessToken: z.string().min(1, 'accessToken is required') });
export const openUploadPinsSchema = z.object({ boardId: z.string().min(1, 'boardId is required'), folderId: id('folderId') });
export const closeUploadPinsSchema = z.object({ folderId: id('folderId') });

export const updatePwdSchema = z.object({
  email,
  password: z
    .string()
    .regex(registerPasswordPattern, 'The password can only contain 6-18 characters including letters, numbers and hyphens'),
  oldPassword: z.string().min(1, 'oldPassword is required'),
});
export const replaceNameSchema = z.object({
  memberName: z.string().trim().min(1, 'memberName cannot be empty').max(64, 'memberName is too long'),
});

// ── cart ───────────────────────────────────────────────────────────────────

export const cartSaveSchema = z.object({ productId: id('productId'), imgType: licence, colourway });
export const cartSaveAllOrderSchema = z.object({
  orderList: z
    .array(
      z.object({
        productId: id('productId'),
        imgType: licence,
        colourway,
        productNum: z.coerce.number().int().min(LINE_QUANTITY).max(LINE_QUANTITY).default(LINE_QUANTITY),
      }),
    )
    .max(MAX_MERGED_LINES, `orderList must hold at most ${MAX_MERGED_LINES} lines`),
});
export const cartDeleteSchema = z.object({ productId: id('productId') });
/** A line's licence, and its colours when given (absent: unchanged). */
export const cartUpdateSchema = z.object({
  productId: id('productId'),
  imgType: licence,
  colourway: colourwayText.optional(),
});
export const cartListSchema = z.object({}).optional();

// ── open ───────────────────────────────────────────────────────────────────

export const feedbackSchema = z.object({
  email: z.string().trim().regex(generalEmailPattern, 'Email format error'),
  category: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'Category format error' })),
  type: z.coerce.number().int().default(1),
  content: z.string().trim().min(1, 'Category format error').max(5000, 'content is too long'),
});
export const subscribeSchema = z.object({ email });

// ── personal (favourites) ──────────────────────────────────────────────────

export const selectBookmarkSchema = z.object({
  iDisplayStart: wholeNumber('iDisplayStart', 0).default(0),
  iDisplayLength: wholeNumber('iDisplayLength', 1, 100).default(10),
  title: z.string().max(200).default('%%'),
});
export const selectBookmarkSimpleSchema = z.object({
  pageSize: wholeNumber('pageSize', 1, 100).default(20),
  pageNum: wholeNumber('pageNum', 1).default(1),
  productId: id('productId'),
  title: z.string().max(200).default('%%'),
});
export const saveFolderSchema = z.object({
  title: z.string().max(100, 'title is too long').default(''),
  desc: z.string().max(500, 'desc is too long').default(''),
});
export const renameFolderSchema = z.object({
  folderId: id('folderId'),
  title: z.string().trim().min(1, 'The folder name cannot be empty').max(100, 'title is too long'),
  desc: z.string().trim().min(1, 'The folder description cannot be empty').max(500, 'desc is too long'),
});
export const folderIdSchema = z.object({ folderId: id('folderId') });
export const selectBookmarkDetailSchema = z.object({
  // -1 is the spec's non-editable folder (all saved designs).
  folderId: z.coerce
    .number()
    .int()
    .refine((v) => v > 0 || v === -1, 'folderId must be positive or -1'),
  pageNum: wholeNumber('pageNum', 0).default(0),
  pageSize: wholeNumber('pageSize', 1, 100).default(100),
});
export const bookmarkItemSchema = z.object({ folderId: id('folderId'), productId: id('productId'), colourway });
export const addFolderSchema = z.object({
  title: z.string().trim().min(1, 'The folder name cannot be empty').max(100, 'title is too long'),
});

// ── shop (orders, invoices, checkout) ──────────────────────────────────────

export const invoiceSchema = z.object({
  id: id('id'),
  name: z.string().trim().min(1, 'name format error').max(120),
  email: z.string().trim().min(1, 'emails format error').regex(basicEmailPattern, 'Email format error'),
  address: z.string().trim().min(1, 'address format error').max(300),
  city: z.string().trim().min(1, 'city format error').max(120),
  postCode: z.string().trim().min(1, 'postal code format error').max(32),
  country: z.string().trim().min(1, 'Region format error').max(120),
  province: z.string().trim().min(1, 'Province format error').max(120),
});
export const cancelOrderSchema = z.object({ orderNo: z.string().min(1, 'orderNo is required').max(64) });
export const datePayRangePattern = /^\[(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?,(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?\]$/;
export const orderPageSchema = z.object({
  dayAgo: z
    .union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(7), z.literal(30), z.literal(180)]))])
    .optional()
    .default(''),
  orderNo: z.string().max(64).optional().default(''),
  datePayRange: z
    .string()
    .regex(datePayRangePattern, 'datePayRange must be [yyyy-MM-dd HH:mm:ss,yyyy-MM-dd HH:mm:ss]')
    .or(z.literal(''))
    .optional()
    .default(''),
  type: z.coerce.number().int().optional().default(1),
  status: z.string().optional().default('P,Y'),
  refund: z.coerce.number().int().optional().default(0),
  iDisplayStart: wholeNumber('iDisplayStart', 0).default(0),
  iDisplayLength: wholeNumber('iDisplayLength', 1, 100).default(4),
  timer: z.union([z.string(), z.number()]).optional(),
  codes: z.union([z.string(), z.array(z.string())]).optional(),
});
const idempotencyKey = z.string().min(8, 'idempotencyKey is required').max(100);
/**
 * Starts paying for the server cart (docs/adr/010-payments.md): the pending order and
 * the provider's payment, whose client secret the browser confirms with the provider.
 * No card here: the card goes from the browser to the provider only.
 */
export const startPaymentSchema = z.object({
  agree: z.literal(true, { error: 'Please read the agreement and tick' }),
  idempotencyKey,
  /**
   * What the shopper's bag showed when Pay was pressed (issue 39): a line whose price
   * changed since, or one the bag did not show, is refused instead of charged unseen.
   * Left out, the current prices are charged (older clients).
   */
  lines: z
    .array(
      z.object({
        productId: id('lines.productId'),
        amount: z.number({ error: 'lines.amount must be a number' }).nonnegative('lines.amount cannot be negative'),
      }),
      { error: 'lines must be a list of { productId, amount }' },
    )
    .max(MAX_MERGED_LINES, `lines must hold at most ${MAX_MERGED_LINES} designs`)
    .optional(),
});
/** The browser is back from the provider: the server asks the provider and records the order paid. */
export const checkoutSchema = z.strictObject(
  {
    idempotencyKey,
    reference: z.string().min(1, 'reference is required').max(255),
  },
  // Card details are the provider's; the shop refuses to receive them at all.
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `The shop does not take ${issue.keys.join(', ')}: pay in the payment form` : undefined,
  },
);

/**
 * The built-in test gateway's own call (src/api/testGateway.ts), not the shop's: the
 * payment's client secret and the card, which the shop's /api never receives.
 */
export const testGatewayConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'number must be 12 to 19 digits')),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry must be MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().trim().min(1, 'name is required').max(120),
  }),
});

// ── back office (operator calls) ───────────────────────────────────────────

/** Dollars with whole cents, as prices are everywhere in the shop. */
const dollars = (field: string, { min = 0.01, max = 100_000 } = {}) => {
  const rule = `${field} must be a number of dollars from ${min} to ${formatNumber(max)}, in whole cents`;
  return z.coerce
    .number({ error: rule })
    .min(min, rule)
    .max(max, rule)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, rule);
};
const flag = (field: string) =>
  z.coerce.number({ error: `${field} must be 0 or 1` }).pipe(z.union([z.literal(0), z.literal(1)], { error: `${field} must be 0 or 1` }));
const word = (field: string) =>
  z.string().trim().min(1, `${field} cannot hold an empty word`).max(40, `${field} words must be at most 40 characters`);
const wordList = (field: string) => z.array(word(field)).max(30, `${field} must hold at most 30 words`);
const pageOf = (defaultLength: number) => ({
  iDisplayStart: wholeNumber('iDisplayStart', 0).default(0),
  iDisplayLength: wholeNumber('iDisplayLength', 1, 100).default(defaultLength),
});
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) => z.string().regex(dayPattern, `${field} must be a date written yyyy-MM-dd`).or(z.literal('')).default('');

export const adminDesignsSchema = z.object({
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').default(''),
  status: z.enum(['', 'onSale', 'withdrawn', 'sold'], { error: "status must be '', 'onSale', 'withdrawn' or 'sold'" }).default(''),
  sort: z
    .enum(['newest', 'oldest', 'priceAsc', 'priceDesc', 'imgSn', 'sales'], {
      error: "sort must be 'newest', 'oldest', 'priceAsc', 'priceDesc', 'imgSn' or 'sales'",
    })
    .default('newest'),
  ...pageOf(50),
});

export const adminDesignUpdateSchema = z
  .object({
    productId: id('productId'),
    label: z.string().trim().min(1, 'label cannot be empty').max(120, 'label must be at most 120 characters').optional(),
    price: dollars('price').optional(),
    priceOnce: dollars('priceOnce', { min: 0 }).optional(),
    isBuyout: flag('isBuyout').optional(),
    tags: wordList('tags').optional(),
    words: z
      .object(
        Object.fromEntries(designWordGroups.map((group) => [group, wordList(group).optional()])) as Record<
          DesignWordGroup,
          z.ZodOptional<ReturnType<typeof wordList>>
        >,
      )
      .strict()
      .optional(),
    isRepeat: flag('isRepeat').optional(),
    isLayer: flag('isLayer').optional(),
    isVector: flag('isVector').optional(),
  })
  .strict();

export const adminBulkPriceSchema = z.object({
  productIds: z
    .array(id('productIds'))
    .min(1, 'productIds must hold at least 1 design')
    .max(1000, 'productIds must hold at most 1000 designs'),
  field: z.enum(['price', 'priceOnce'], { error: "field must be 'price' or 'priceOnce'" }).default('price'),
  change: z.enum(['percent', 'add', 'set'], { error: "change must be 'percent', 'add' or 'set'" }),
  value: z.coerce
    .number({ error: 'value must be a number' })
    .min(-100_000, 'value must be at least -100000')
    .max(100_000, 'value must be at most 100000'),
  /** false: only the preview; true: apply it. */
  apply: z.boolean({ error: 'apply must be true or false' }).default(false),
});

export const adminImportJobSchema = z.object({ jobId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'jobId is not a job of this shop') });

export const adminOrdersSchema = z.object({
  orderNo: z.string().trim().max(64, 'orderNo must be at most 64 characters').default(''),
  email: z.string().trim().max(200, 'email must be at most 200 characters').default(''),
  dateFrom: day('dateFrom'),
  dateTo: day('dateTo'),
  ...pageOf(20),
});

export const adminRefundSchema = z.object({
  lineId: id('lineId'),
  reason: z
    .string()
    .trim()
    .min(1, 'reason cannot be empty: say why the line is refunded')
    .max(500, 'reason must be at most 500 characters'),
  /** An exclusive's design goes back on sale with the refund (else it stays off sale). */
  returnToSale: z.boolean({ error: 'returnToSale must be true or false' }).default(false),
});

export const adminFeedbackSchema = z.object({
  status: z.enum(['', 'open', 'handled'], { error: "status must be '', 'open' or 'handled'" }).default(''),
  ...pageOf(20),
});
export const adminFeedbackHandleSchema = z.object({ id: id('id'), handled: z.boolean({ error: 'handled must be true or false' }) });
export const adminFeedbackReplySchema = z.object({
  id: id('id'),
  subject: z.string().trim().min(1, 'subject cannot be empty').max(200, 'subject must be at most 200 characters'),
  text: z.string().trim().min(1, 'text cannot be empty').max(5000, 'text must be at most 5000 characters'),
});

export const adminHoldReleaseSchema = z.object({
  orderNo: z.string().trim().min(1, 'orderNo cannot be empty').max(64, 'orderNo must be at most 64 characters'),
});

export const adminSubscribersSchema = z.object({
  keyword: z.string().trim().max(200, 'keyword must be at most 200 characters').default(''),
  ...pageOf(50),
});

export const adminBannerSaveSchema = z.object({
  /** Absent: a new banner. */
  id: id('id').optional(),
  imgUrl: z.string().trim().min(1, 'imgUrl cannot be empty').max(500, 'imgUrl must be at most 500 characters'),
  groupId: z.coerce.number().pipe(z.literal(bannerGroupIds, { error: 'groupId must be 2, 6 or 7' })),
  sort: wholeNumber('sort', 0, 9999).default(0),
  title: z.string().trim().min(1, 'title cannot be empty').max(120, 'title must be at most 120 characters'),
  subtitle: z.string().trim().max(200, 'subtitle must be at most 200 characters').default(''),
  tagId: id('tagId').nullable().default(null),
  tagWord: z.string().trim().max(40, 'tagWord must be at most 40 characters').nullable().default(null),
  colorBg: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/, "colorBg must be two colours like '#1f3a5f,#c9d6e3'"),
  productId: id('productId').nullable().default(null),
});
export const adminIdSchema = z.object({ id: id('id') });
export const adminBestSellersSaveSchema = z.object({
  productIds: z.array(id('productIds')).max(12, 'productIds must hold at most 12 designs'),
});
export const adminDashboardSchema = z.object({ days: wholeNumber('days', 7, 365).default(30) });
export const adminAuditSchema = z.object({
  keyword: z.string().trim().max(200, 'keyword must be at most 200 characters').default(''),
  action: z.string().trim().max(64, 'action must be at most 64 characters').default(''),
  ...pageOf(50),
});

// ── inferred payload types (the browser imports only these) ────────────────

export type SelectByIdPayload = z.input<typeof selectByIdSchema>;
export type SelectLikePayload = z.input<typeof selectLikeSchema>;
export type SelectPagePayload = z.input<typeof selectPageSchema>;
export type DownUrlPayload = z.input<typeof downUrlSchema>;
export type LoginPayload = z.input<typeof loginSchema>;
export type EmailOnlyPayload = z.input<typeof emailOnlySchema>;
/** What the spec's client sends to logout; the server reads none of it (logoutSchema). */
export type LogoutPayload = { email?: string };
export type ResetTokenPayload = z.input<typeof resetTokenSchema>;
export type EmailForgotPwdPayload = z.input<typeof emailForgotPwdSchema>;
export type EmailRegisterPayload = z.input<typeof emailRegisterSchema>;
export type BoardsPayload = z.input<typeof boardsSchema>;
export type OpenUploadPinsPayload = z.input<typeof openUploadPinsSchema>;
export type CloseUploadPinsPayload = z.input<typeof closeUploadPinsSchema>;
export type UpdatePwdPayload = z.input<typeof updatePwdSchema>;
export type ReplaceNamePayload = z.input<typeof replaceNameSchema>;
export type CartSavePayload = z.input<typeof cartSaveSchema>;
export type CartSaveAllOrderPayload = z.input<typeof cartSaveAllOrderSchema>;
export type CartDeletePayload = z.input<typeof cartDeleteSchema>;
export type CartUpdatePayload = z.input<typeof cartUpdateSchema>;
export type FeedbackPayload = z.input<typeof feedbackSchema>;
export type SubscribePayload = z.input<typeof subscribeSchema>;
export type SelectBookmarkPayload = z.input<typeof selectBookmarkSchema>;
export type SelectBookmarkSimplePayload = z.input<typeof selectBookmarkSimpleSchema>;
export type SaveFolderPayload = z.input<typeof saveFolderSchema>;
export type RenameFolderPayload = z.input<typeof renameFolderSchema>;
export type FolderIdPayload = z.input<typeof folderIdSchema>;
export type SelectBookmarkDetailPayload = z.input<typeof selectBookmarkDetailSchema>;
export type BookmarkItemPayload = z.input<typeof bookmarkItemSchema>;
export type AddFolderPayload = z.input<typeof addFolderSchema>;
export type InvoicePayload = z.input<typeof invoiceSchema>;
export type CancelOrderPayload = z.input<typeof cancelOrderSchema>;
export type OrderPagePayload = z.input<typeof orderPageSchema>;
export type CheckoutPayload = z.input<typeof checkoutSchema>;
export type StartPaymentPayload = z.input<typeof startPaymentSchema>;

export type AdminDesignsPayload = z.input<typeof adminDesignsSchema>;
export type AdminDesignUpdatePayload = z.input<typeof adminDesignUpdateSchema>;
export type AdminBulkPricePayload = z.input<typeof adminBulkPriceSchema>;
export type AdminImportJobPayload = z.input<typeof adminImportJobSchema>;
export type AdminOrdersPayload = z.input<typeof adminOrdersSchema>;
export type AdminRefundPayload = z.input<typeof adminRefundSchema>;
export type AdminFeedbackPayload = z.input<typeof adminFeedbackSchema>;
export type AdminFeedbackHandlePayload = z.input<typeof adminFeedbackHandleSchema>;
export type AdminFeedbackReplyPayload = z.input<typeof adminFeedbackReplySchema>;
export type AdminSubscribersPayload = z.input<typeof adminSubscribersSchema>;
export type AdminHoldReleasePayload = z.input<typeof adminHoldReleaseSchema>;
export type AdminBannerSavePayload = z.input<typeof adminBannerSaveSchema>;
export type AdminIdPayload = z.input<typeof adminIdSchema>;
export type AdminBestSellersSavePayload = z.input<typeof adminBestSellersSaveSchema>;
export type AdminDashboardPayload = z.input<typeof adminDashboardSchema>;
export type AdminAuditPayload = z.input<typeof adminAuditSchema>;

/** The payload schema of every call (null: the call takes none). The server's OpenAPI document is built from it. */
export const payloadSchemas = {
  selectAllType: null,
  home: null,
  bestSeller: null,
  selectById: selectByIdSchema,
  selectPage: selectPageSchema,
  selectAlike: null,
  selectLike: selectLikeSchema,
  downUrl: downUrlSchema,
  login: loginSchema,
  logout: logoutSchema,
  getEmailCode: emailOnlySchema,
  getResetPwdToken: resetTokenSchema,
  emailForgotPwd: emailForgotPwdSchema,
  emailRegister: emailRegisterSchema,
  getMemberInfo: null,
  boards: boardsSchema,
  openUploadPins: openUploadPinsSchema,
  closeUploadPins: closeUploadPinsSchema,
  updatePwd: updatePwdSchema,
  replaceName: replaceNameSchema,
  getCurMember: null,
  cartSave: cartSaveSchema,
  cartSaveAllOrder: cartSaveAllOrderSchema,
  cartList: null,
  cartDelete: cartDeleteSchema,
  cartUpdate: cartUpdateSchema,
  feedback: feedbackSchema,
  subscribe: subscribeSchema,
  selectBookmark: selectBookmarkSchema,
  selectBookmarkSimple: selectBookmarkSimpleSchema,
  saveFolder: saveFolderSchema,
  renameFolder: renameFolderSchema,
  deleteFolder: folderIdSchema,
  selectBookmarkDetail: selectBookmarkDetailSchema,
  addBookmarkDetail: bookmarkItemSchema,
  deleteBookmarkDetail: bookmarkItemSchema,
  addFolder: addFolderSchema,
  getInvoice: invoiceSchema,
  cancelOrder: cancelOrderSchema,
  orderPage: orderPageSchema,
  paymentProvider: null,
  startPayment: startPaymentSchema,
  checkout: checkoutSchema,
  adminSession: null,
  adminDesigns: adminDesignsSchema,
  adminDesignUpdate: adminDesignUpdateSchema,
  adminDesignWithdraw: selectByIdSchema,
  adminDesignRestore: selectByIdSchema,
  adminBulkPrice: adminBulkPriceSchema,
  // Multipart (the folder's files and its sheet), read by the route itself.
  adminImport: null,
  adminImportJob: adminImportJobSchema,
  adminOrders: adminOrdersSchema,
  adminRefundLine: adminRefundSchema,
  adminHolds: null,
  adminHoldRelease: adminHoldReleaseSchema,
  // Multipart (lineId and the file), read by the route itself.
  adminReplaceFile: null,
  adminFeedback: adminFeedbackSchema,
  adminFeedbackHandle: adminFeedbackHandleSchema,
  adminFeedbackReply: adminFeedbackReplySchema,
  adminSubscribers: adminSubscribersSchema,
  adminSubscribersCsv: null,
  adminBanners: null,
  adminBannerSave: adminBannerSaveSchema,
  adminBannerDelete: adminIdSchema,
  adminBestSellers: null,
  adminBestSellersSave: adminBestSellersSaveSchema,
  adminDashboard: adminDashboardSchema,
  adminAudit: adminAuditSchema,
} as const;
