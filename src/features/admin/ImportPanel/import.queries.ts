import { queryOptions } from '@tanstack/react-query';
import { adminImportJob } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** How often a running import is asked how far it got. */
export const IMPORT_POLL_MS = 1000;

/** An import job: polled while it runs, then left alone. */
export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'import', jobId] as const,
    queryFn: async ({ signal }) => (await adminImportJob({ jobId }, { signal })).data,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? IMPORT_POLL_MS : false),
    // An operator may look at another tab while a large folder imports.
    refetchIntervalInBackground: true,
  });
