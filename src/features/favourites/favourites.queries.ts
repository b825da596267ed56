import { queryOptions } from '@tanstack/react-query';
import { selectBookmarkSimple } from '../../api/personal';

/**
 * The picker's folder list for a product and a search text (POST
 * /api/personal/selectBookmarkSimple: page 1 of 20, title `%search%`). It is loaded on
 * purpose (opening, searching, after a change) with `fetchQuery`, so the cached answer
 * never goes stale on its own and a mounted list never refetches behind the person's back.
 */
export const pickerFoldersQuery = (productId: number, search: string) =>
  queryOptions({
    queryKey: ['favourites', 'picker', productId, search] as const,
    queryFn: async ({ signal }) => (await selectBookmarkSimple(productId, search, { signal })).data.aaData ?? [],
    staleTime: Infinity,
  });
