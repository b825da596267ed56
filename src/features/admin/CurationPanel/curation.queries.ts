import { queryOptions } from '@tanstack/react-query';
import { adminBanners, adminBestSellers } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** Every home banner, grouped by group then sort (the server's order). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'banners'] as const,
    queryFn: async ({ signal }) => (await adminBanners({ signal })).data ?? [],
  });

/** The designs pinned at the front of Best Sellers, in order. */
export const bestSellersQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'bestSellers'] as const,
    queryFn: async ({ signal }) => (await adminBestSellers({ signal })).data ?? { productIds: [], designs: [] },
  });

/**
 * The shop's home data: the home feature keeps its banners and best sellers under 'home'
 * (src/features/home/home.queries.ts, not exported through the feature's index).
 */
const homeKey = ['home'] as const;

/** What a banner change makes stale: the banner list, the audit log and the shop's home page. */
export const bannerChangeKeys = [[...adminKey, 'banners'], [...adminKey, 'audit'], homeKey] as const;

/** What saving the pins makes stale: the pins, the audit log and the shop's home page. */
export const bestSellersChangeKeys = [[...adminKey, 'bestSellers'], [...adminKey, 'audit'], homeKey] as const;
