/**
 * The back office's calls (operators only: access 'operator' in the contract table).
 * A member who is not an operator is refused with 403; no session, 601 / 680.
 */
import { endpoints } from './endpoints';
import { fetchFile, get, post, sendForm, type RequestOptions } from './request';
import type {
  AdminAuditPayload,
  AdminBannerSavePayload,
  AdminBestSellersSavePayload,
  AdminBulkPricePayload,
  AdminDashboardPayload,
  AdminDesignsPayload,
  AdminDesignUpdatePayload,
  AdminFeedbackHandlePayload,
  AdminFeedbackPayload,
  AdminFeedbackReplyPayload,
  AdminHoldReleasePayload,
  AdminIdPayload,
  AdminImportJobPayload,
  AdminOrdersPayload,
  AdminRefundPayload,
  AdminSubscribersPayload,
  SelectByIdPayload,
} from './schemas';
import type {
  AdminBanner,
  AdminDesign,
  AdminFeedback,
  AdminOrder,
  HeldExclusive,
  AdminSession,
  AuditEntry,
  BestSellerPins,
  BulkPriceResult,
  Dashboard,
  ImportJob,
  Paged,
  Subscriber,
} from './types';

/** Who the operator is; refused (403) for a member who is not one. */
export const adminSession = (options?: RequestOptions) => get<AdminSession>(endpoints.adminSession.path, undefined, options);

export const adminDesigns = (payload: AdminDesignsPayload, options?: RequestOptions) =>
  post<Paged<AdminDesign>>(endpoints.adminDesigns.path, payload, options);
export const adminDesignUpdate = (payload: AdminDesignUpdatePayload, options?: RequestOptions) =>
  post<AdminDesign>(endpoints.adminDesignUpdate.path, payload, options);
export const adminDesignWithdraw = (payload: SelectByIdPayload, options?: RequestOptions) =>
  post<AdminDesign>(endpoints.adminDesignWithdraw.path, payload, options);
export const adminDesignRestore = (payload: SelectByIdPayload, options?: RequestOptions) =>
  post<AdminDesign>(endpoints.adminDesignRestore.path, payload, options);
/** `apply: false` answers the preview; `apply: true` changes the prices. */
export const adminBulkPrice = (payload: AdminBulkPricePayload, options?: RequestOptions) =>
  post<BulkPriceResult>(endpoints.adminBulkPrice.path, payload, options);

/** A file of an import folder and where it sits in the folder ('designs.csv', 'florals/rose.png'). */
export interface FolderFile {
  path: string;
  file: Blob;
}

/**
 * Uploads an import folder (its designs.csv or designs.json and the files it names):
 * each file is a part named 'files/<path in the folder>'. Answers the started job.
 */
export function adminImport(files: FolderFile[], options?: RequestOptions) {
  const form = new FormData();
  for (const { path, file } of files) form.append(`files/${path}`, file, path.split('/').pop() ?? path);
  // A studio's folder may be gigabytes: an hour rather than the minute other calls get.
  return sendForm<ImportJob>(endpoints.adminImport.path, form, { timeoutMs: 60 * 60_000, ...options });
}
export const adminImportJob = (payload: AdminImportJobPayload, options?: RequestOptions) =>
  get<ImportJob>(endpoints.adminImportJob.path, payload, options);

export const adminOrders = (payload: AdminOrdersPayload, options?: RequestOptions) =>
  post<Paged<AdminOrder>>(endpoints.adminOrders.path, payload, options);
export const adminRefundLine = (payload: AdminRefundPayload, options?: RequestOptions) =>
  post<AdminOrder>(endpoints.adminRefundLine.path, payload, options);

/** Exclusives that unpaid orders hold off sale now, with their holder and time left. */
export const adminHolds = (options?: RequestOptions) => get<HeldExclusive[]>(endpoints.adminHolds.path, undefined, options);
/** Ends one unpaid order's hold now: its designs go back on sale (audited). Answers the designs released. */
export const adminHoldRelease = (payload: AdminHoldReleasePayload, options?: RequestOptions) =>
  post<HeldExclusive[]>(endpoints.adminHoldRelease.path, payload, options);
/** Attaches a replacement file to an order line (the line id goes before the file). */
export function adminReplaceFile(lineId: number, file: File, options?: RequestOptions) {
  const form = new FormData();
  form.append('lineId', String(lineId));
  form.append('file', file, file.name);
  return sendForm<AdminOrder>(endpoints.adminReplaceFile.path, form, options);
}

export const adminFeedback = (payload: AdminFeedbackPayload, options?: RequestOptions) =>
  post<Paged<AdminFeedback>>(endpoints.adminFeedback.path, payload, options);
export const adminFeedbackHandle = (payload: AdminFeedbackHandlePayload, options?: RequestOptions) =>
  post<AdminFeedback>(endpoints.adminFeedbackHandle.path, payload, options);
export const adminFeedbackReply = (payload: AdminFeedbackReplyPayload, options?: RequestOptions) =>
  post<AdminFeedback>(endpoints.adminFeedbackReply.path, payload, options);

export const adminSubscribers = (payload: AdminSubscribersPayload, options?: RequestOptions) =>
  post<Paged<Subscriber>>(endpoints.adminSubscribers.path, payload, options);
/** Every subscriber as a CSV file (email, subscribed). */
export const adminSubscribersCsv = (options?: RequestOptions) => fetchFile(endpoints.adminSubscribersCsv.path, undefined, options);

export const adminBanners = (options?: RequestOptions) => get<AdminBanner[]>(endpoints.adminBanners.path, undefined, options);
export const adminBannerSave = (payload: AdminBannerSavePayload, options?: RequestOptions) =>
  post<AdminBanner>(endpoints.adminBannerSave.path, payload, options);
export const adminBannerDelete = (payload: AdminIdPayload, options?: RequestOptions) =>
  post<null>(endpoints.adminBannerDelete.path, payload, options);
export const adminBestSellers = (options?: RequestOptions) => get<BestSellerPins>(endpoints.adminBestSellers.path, undefined, options);
export const adminBestSellersSave = (payload: AdminBestSellersSavePayload, options?: RequestOptions) =>
  post<BestSellerPins>(endpoints.adminBestSellersSave.path, payload, options);

export const adminDashboard = (payload: AdminDashboardPayload, options?: RequestOptions) =>
  post<Dashboard>(endpoints.adminDashboard.path, payload, options);
export const adminAudit = (payload: AdminAuditPayload, options?: RequestOptions) =>
  post<Paged<AuditEntry>>(endpoints.adminAudit.path, payload, options);
