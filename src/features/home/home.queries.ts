import { useQuery } from '@tanstack/react-query';
import { bestSeller, home, selectAllType } from '../../api/product';

/*
 * Keys live under 'home' so this feature's cache entries never collide with another
 * feature that stores the same calls in a different shape. The banner carousel and
 * 'Shop By Collection' share one key: one request feeds both.
 */
export const homeKeys = {
  banners: ['home', 'banners'] as const,
  bestSellers: ['home', 'bestSellers'] as const,
  typeTree: ['home', 'typeTree'] as const,
};

/** Home banner items (GET /api/product/home). */
export const useHomeBanners = () =>
  useQuery({ queryKey: homeKeys.banners, queryFn: async ({ signal }) => (await home({ signal })).data ?? [] });

/** Best sellers (GET /api/product/bestSeller). */
export const useBestSellers = () =>
  useQuery({ queryKey: homeKeys.bestSellers, queryFn: async ({ signal }) => (await bestSeller({ signal })).data ?? [] });

/** The type tree, for the featured categories' ids and counts (GET /api/product/selectAllType). */
export const useTypeTree = () =>
  useQuery({ queryKey: homeKeys.typeTree, queryFn: async ({ signal }) => (await selectAllType({ signal })).data ?? [] });
