import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminSubscribers } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** Subscribers a page of the table shows (the server's default). */
export const SUBSCRIBERS_PAGE_SIZE = 50;

export interface SubscribersQuery {
  /** Part of an email ('' all). */
  keyword: string;
  iDisplayStart: number;
  iDisplayLength: number;
}

/** One page of the newsletter's subscribers, newest first. */
export const subscribersQuery = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: [...adminKey, 'subscribers', query] as const,
    queryFn: async ({ signal }) => (await adminSubscribers(query, { signal })).data,
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
