import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminAudit } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** Entries a page of the log shows (the server's default). */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  /** Part of the actor, action or target ('' all). */
  keyword: string;
  /** One action ('' all). */
  action: string;
  iDisplayStart: number;
  iDisplayLength: number;
}

/** One page of the audit log, newest first. Every operator action invalidates [...adminKey, 'audit']. */
export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...adminKey, 'audit', query] as const,
    queryFn: async ({ signal }) => (await adminAudit(query, { signal })).data,
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
