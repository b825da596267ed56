import { z } from 'zod';
import { LINE_QUANTITY, MAX_MERGED_LINES } from '../domain/cart';
import { MAX_KEYWORD_LENGTH, STORE_PAGE_SIZE, priceRangePattern, sortValues } from '../domain/search';
import { readableIssue } from './validation';

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

/** Login email (storefront §5): local part starts with a letter or digit and has at least 3 characters. */
export const loginEmailPattern = /^[A-Za-z0-9][A-Za-z0-9._%+-]{2,}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Login password: 6 to 16 letters, digits, underscore or hyphen. */
export const loginPasswordPattern = /^[A-Za-z0-9_-]{6,16}$/;
/** Verification code (forgot and register): 6 to 16 letters or digits. */
export const verificationCodePattern = /^[A-Za-z0-9]{6,16}$/;
/** New password (forgot): 6 to 16 letters, digits or hyphens. */
export const newPasswordPattern = /^[A-Za-z0-9-]{6,16}$/;
/** Register password: letters and digits only, at least one of each, 6 to 16 long. */
export const registerPasswordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/;
/** Newsletter and invoice email: letters, digits, underscore, dot, hyphen, @, a 2–6 character ending. */
export const basicEmailPattern = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9]{2,6}$/;
/** Contact form: a general email pattern. */
export const generalEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z.string().trim().regex(basicEmailPattern, 'Email format error');
const licence = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)], { error: 'imgType must be 1, 3, 4 or 5' }));

// ── product ────────────────────────────────────────────────────────────────

export const selectByIdSchema = z.object({ productId: id('productId') });

export const selectPageSchema = z
  .object({
    priceRange: z.string().regex(priceRangePattern, "priceRange must be 'min,max'").or(z.literal('')).default(''),
    sSorts: z.enum(sortValues, { error: "sSorts must be '', 'sort,desc' or 'sort,asc'" }).default(''),
    strSearchKeyword: z.string().max(MAX_KEYWORD_LENGTH, `strSearchKeyword must be at most ${MAX_KEYWORD_LENGTH} characters`).default(''),
    iDisplayStart: wholeNumber('iDisplayStart', 0).default(0),
    iDisplayLength: wholeNumber('iDisplayLength', 1, STORE_PAGE_SIZE).default(STORE_PAGE_SIZE),
  })
  // Filter ids keyed by the group's root name ride along as extra keys.
  .catchall(z.union([z.array(z.coerce.number().int()), z.string(), z.number()]));

export const downUrlSchema = z.object({ id: id('id') });

// ── member ─────────────────────────────────────────────────────────────────

export const loginSchema = z.object({
  account: z.string().trim().regex(loginEmailPattern, 'Email format error'),
  password: z.string().regex(loginPasswordPattern, '6 to 16 letters, digits, and hyphens'),
  /** A fixed constant the client sends; accepted and ignored. */
  code: z.string().optional(),
  stamp: z.union([z.string(), z.number()]).optional(),
});

export const emailOnlySchema = z.object({ email });

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

export const cartSaveSchema = z.object({ productId: id('productId'), imgType: licence });
export const cartSaveAllOrderSchema = z.object({
  orderList: z
    .array(
      z.object({
        productId: id('productId'),
        imgType: licence,
        productNum: z.coerce.number().int().min(LINE_QUANTITY).max(LINE_QUANTITY).default(LINE_QUANTITY),
      }),
    )
    .max(MAX_MERGED_LINES, `orderList must hold at most ${MAX_MERGED_LINES} lines`),
});
export const cartDeleteSchema = z.object({ productId: id('productId') });
export const cartUpdateSchema = z.object({ productId: id('productId'), imgType: licence });
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
export const bookmarkItemSchema = z.object({ folderId: id('folderId'), productId: id('productId') });
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
export const checkoutSchema = z.object({
  agree: z.literal(true, { error: 'Please read the agreement and tick' }),
  payment: z.object({
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'cardNumber must be 12 to 19 digits')),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry must be MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().trim().min(1, 'name is required').max(120),
  }),
  idempotencyKey: z.string().min(8, 'idempotencyKey is required').max(100),
});

// ── inferred payload types (the browser imports only these) ────────────────

export type SelectByIdPayload = z.input<typeof selectByIdSchema>;
export type SelectPagePayload = z.input<typeof selectPageSchema>;
export type DownUrlPayload = z.input<typeof downUrlSchema>;
export type LoginPayload = z.input<typeof loginSchema>;
export type EmailOnlyPayload = z.input<typeof emailOnlySchema>;
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

/** The payload schema of every call (null: the call takes none). The server's OpenAPI document is built from it. */
export const payloadSchemas = {
  selectAllType: null,
  home: null,
  bestSeller: null,
  selectById: selectByIdSchema,
  selectPage: selectPageSchema,
  selectAlike: null,
  downUrl: downUrlSchema,
  login: loginSchema,
  logout: emailOnlySchema,
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
  checkout: checkoutSchema,
} as const;
