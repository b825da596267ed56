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

/**
 * The tree's state as the shop shows it: 'error' only while nothing is being tried, so
 * "Try again" turns into a loading state until the new answer comes, and a tree that
 * loaded once stays usable even if a later refresh fails.
 */
export function typeTreeStatus(
  tree: Pick<ReturnType<typeof useTypeTree>, 'status' | 'isFetching' | 'data'>,
): 'pending' | 'error' | 'success' {
  if (tree.data !== undefined) return 'success';
  return tree.status === 'error' && !tree.isFetching ? 'error' : 'pending';
}
