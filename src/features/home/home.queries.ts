import { useQuery } from '@tanstack/react-query';
import { bestSeller, home } from '../../api/product';
import { typeTreeQueryOptions } from '../catalogue';

/*
 * Keys live under 'home' so this feature's cache entries never collide with another
 * feature that stores the same calls in a different shape. The banner carousel and
 * 'Shop By Collection' share one key: one request feeds both.
 */
export const homeKeys = {
  banners: ['home', 'banners'] as const,
  bestSellers: ['home', 'bestSellers'] as const,
};

/** Home banner items (GET /api/product/home). */
export const useHomeBanners = () =>
  useQuery({ queryKey: homeKeys.banners, queryFn: async ({ signal }) => (await home({ signal })).data ?? [] });

/**
 * Best sellers (GET /api/product/bestSeller). Not in the server's first screen: the row
 * starts below the window on every screen from a phone to 1920 × 1080, yet its lazy
 * covers were fetched at once beside the banner's.
 */
export const useBestSellers = () =>
  useQuery({
    queryKey: homeKeys.bestSellers,
    queryFn: async ({ signal }) => (await bestSeller({ signal })).data ?? [],
    meta: { firstScreen: false },
  });

/**
 * The type tree, for the featured categories' ids and counts: the catalogue's cache
 * entry, which the header's mega-menu already fills on every page.
 */
export const useTypeTree = () => useQuery({ ...typeTreeQueryOptions, select: (tree) => tree ?? [] });
