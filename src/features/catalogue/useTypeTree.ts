import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectAllType } from '../../api/product';

/**
 * The product type tree (selectAllType). One cache entry for every part of the shop
 * that shows it (the store's filter panel, the header's mega-menu); it changes
 * rarely, so it is kept fresh for five minutes.
 */
export const typeTreeQueryOptions = queryOptions({
  queryKey: ['product', 'selectAllType'] as const,
  queryFn: async ({ signal }) => (await selectAllType({ signal })).data,
  staleTime: 5 * 60_000,
});

export const useTypeTree = () => useQuery(typeTreeQueryOptions);
