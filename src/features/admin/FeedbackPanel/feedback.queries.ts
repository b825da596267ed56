import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminFeedback } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** The inbox's filter: only open messages, only handled ones, or all ('', the server's word for all). */
export type FeedbackStatus = '' | 'open' | 'handled';

/** Messages a page of the inbox shows (the server's default). */
export const FEEDBACK_PAGE_SIZE = 20;

export interface FeedbackQuery {
  status: FeedbackStatus;
  iDisplayStart: number;
  iDisplayLength: number;
}

/** One page of the feedback inbox (open messages first, newest first). */
export const feedbackQuery = (query: FeedbackQuery) =>
  queryOptions({
    queryKey: [...adminKey, 'feedback', query] as const,
    queryFn: async ({ signal }) => (await adminFeedback(query, { signal })).data,
    // The previous page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

/** What a change to a message makes stale: the inbox, the audit log and the dashboard's open count. */
export const feedbackChangeKeys = [
  [...adminKey, 'feedback'],
  [...adminKey, 'audit'],
  [...adminKey, 'dashboard'],
] as const;
