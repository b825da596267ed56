import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminDesigns } from '../../../api/admin';
import type { AdminDesignsPayload } from '../../../api/schemas';
import { adminKey } from '../admin.queries';

/** Every page of the design table: a change to a design invalidates them all. */
export const designsKey = [...adminKey, 'designs'] as const;

/** Designs the table shows a page. */
export const DESIGNS_PAGE_SIZE = 10;

/** The table's search: what the operator typed and chose, and the page (from 0). */
export interface DesignsQuery {
  keyword: string;
  status: NonNullable<AdminDesignsPayload['status']>;
  sort: NonNullable<AdminDesignsPayload['sort']>;
  page: number;
}

export const initialDesignsQuery: DesignsQuery = { keyword: '', status: '', sort: 'newest', page: 0 };

/** One page of the catalogue as the back office sees it (every status). */
export const designsQuery = (query: DesignsQuery) =>
  queryOptions({
    queryKey: [...designsKey, query] as const,
    queryFn: async ({ signal }) =>
      (
        await adminDesigns(
          {
            keyword: query.keyword,
            status: query.status,
            sort: query.sort,
            iDisplayStart: query.page * DESIGNS_PAGE_SIZE,
            iDisplayLength: DESIGNS_PAGE_SIZE,
          },
          { signal },
        )
      ).data,
    // The page stays on screen while the next search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** After a change to designs: the table, and the dashboard and audit log that count and record it. */
export function invalidateAfterDesignChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: designsKey }),
    client.invalidateQueries({ queryKey: [...adminKey, 'dashboard'] }),
    client.invalidateQueries({ queryKey: [...adminKey, 'audit'] }),
  ]);
}
