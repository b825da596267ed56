import { endpoints } from './endpoints';
import { post, get, upload, type RequestOptions } from './request';
import type { DownUrlPayload, SelectByIdPayload, SelectLikePayload, SelectPagePayload } from './schemas';
import type { ImageSearchIntent } from '../domain/imageSearch';
import type { BannerItem, BestSeller, ProductCard, ProductDetail, ProductTypeGroup, SearchResult } from './types';

/** The filter tree: word groups with counts, and 'Price' with `data.maxPrice`. */
export const selectAllType = (options?: RequestOptions) => get<ProductTypeGroup[]>(endpoints.selectAllType.path, undefined, options);

/** Home banner items. */
export const home = (options?: RequestOptions) => get<BannerItem[]>(endpoints.home.path, undefined, options);

export const bestSeller = (options?: RequestOptions) => get<BestSeller[]>(endpoints.bestSeller.path, undefined, options);

/** Design detail, with `isBuy` and `hasCollection` relative to the caller. */
export const selectById = (payload: SelectByIdPayload, options?: RequestOptions) =>
  post<ProductDetail>(endpoints.selectById.path, payload, options);

/** Store search: `data.aaData` and `data.iTotalRecords`. */
export const selectPage = (payload: SelectPagePayload, options?: RequestOptions) =>
  post<SearchResult>(endpoints.selectPage.path, payload, options);

/** "More like this": the designs most like one design (at most 12), best first, by its pattern or by its colours. */
export const selectLike = (payload: SelectLikePayload, options?: RequestOptions) =>
  post<ProductCard[]>(endpoints.selectLike.path, payload, options);

/**
 * Similar-image search: uploads an image (multipart, token header) with what the shopper
 * is after (`intent`: the same pattern, or the same colours); answers product cards, and
 * how far along the shop is when they come from the designs measured so far (the
 * envelope's `measuring`, AlikeEnvelope: read where it is shown, so the home page's
 * first load, which shares this module, carries no code for it).
 */
export const selectAlike = (image: Blob, options?: RequestOptions & { intent?: ImageSearchIntent }) =>
  upload<ProductCard[]>(endpoints.selectAlike.path, image, { intent: options?.intent ?? 'pattern' }, { ...options, fieldName: 'file' });

/** The file URL of a purchased design (account §7). */
export const downUrl = (payload: DownUrlPayload, options?: RequestOptions) => post<string>(endpoints.downUrl.path, payload, options);
