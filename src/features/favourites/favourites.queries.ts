import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { boards, getMemberInfo } from '../../api/member';
import { selectBookmark, selectBookmarkDetail, selectBookmarkSimple } from '../../api/personal';
import { SHARE_POLL_MS, shareStateOf } from './sharing';

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

/** Every query of this feature's folders: invalidated together after a folder changes. */
export const favouritesKey = ['favourites'] as const;

/**
 * The member's folders for the favourites grid (POST /api/personal/selectBookmark), ten
 * per call (§9): each further page starts where the loaded folders end.
 */
export const foldersQuery = () =>
  infiniteQueryOptions({
    queryKey: ['favourites', 'folders'] as const,
    queryFn: async ({ pageParam, signal }) => (await selectBookmark(pageParam, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.aaData.length, 0);
      // An empty page ends it too, should the total ever be wrong.
      return last.aaData.length > 0 && loaded < last.iTotalRecords ? loaded : undefined;
    },
  });

/**
 * One folder's header and designs (POST /api/personal/selectBookmarkDetail: page 0 of
 * 100). While its pins upload it asks again every few seconds, so the share button
 * moves on from 'Are Uploading...' by itself.
 */
export const folderDetailQuery = (folderId: number) =>
  queryOptions({
    queryKey: ['favourites', 'folder', folderId] as const,
    queryFn: async ({ signal }) => (await selectBookmarkDetail({ folderId }, { signal })).data,
    refetchInterval: (query) => (shareStateOf(query.state.data?.info) === 'uploading' ? SHARE_POLL_MS : false),
  });

/** The member's info (GET /api/member/getMemberInfo): pinterestAdmin decides Quick Sharing. */
export const memberInfoQuery = () =>
  queryOptions({
    queryKey: ['member', 'info'] as const,
    queryFn: async ({ signal }) => (await getMemberInfo({ signal })).data,
  });

/**
 * The member's boards on the pinboard service (POST /api/member/boards). The call takes
 * "the access token of the external service" (§7); the client holds no other token than
 * the member's own, so it sends that and the server looks up the member's connection.
 */
export const boardsQuery = (accessToken: string) =>
  queryOptions({
    queryKey: ['member', 'boards'] as const,
    queryFn: async ({ signal }) => (await boards({ accessToken }, { signal })).data ?? [],
    // Boards change on the other service: ask again each time the picker opens.
    staleTime: 0,
  });
