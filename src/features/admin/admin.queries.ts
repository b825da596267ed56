import { queryOptions } from '@tanstack/react-query';
import { adminSession } from '../../api/admin';

/**
 * Every back-office query starts with this key: an operator action invalidates the
 * lists it may have changed with `{ queryKey: [...adminKey, '<section>'] }`.
 */
export const adminKey = ['admin'] as const;

/** Who the operator is: refused (403) for a member who is not one, 601/680 without a session. */
export const adminSessionQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...adminKey, 'session', token] as const,
    queryFn: async ({ signal }) => (await adminSession({ signal })).data,
    // A refusal is an answer, not a hiccup: asking again would only repeat it.
    retry: false,
    staleTime: 60_000,
  });
