import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ApiError, codes } from '../../api/errors';
import type { AdminSession } from '../../api/types';
import { tokenAtom } from '../session';
import { adminSessionQuery } from './admin.queries';

export type OperatorState =
  | { state: 'checking' }
  | { state: 'operator'; operator: AdminSession }
  /** Not signed in, not an operator: the back office does not exist for them. */
  | { state: 'refused' }
  /** The check itself failed (network, server error): say so, do not pretend not-found. */
  | { state: 'failed'; error: unknown; retry: () => void };

const refusals = new Set<number>([codes.notLoggedIn, codes.tokenInvalid, codes.notYours]);

/** Whether the signed-in member may use the back office; a visitor is refused without a call. */
export function useOperator(): OperatorState {
  const token = useAtomValue(tokenAtom);
  const session = useQuery({ ...adminSessionQuery(token), enabled: token !== null });
  if (token === null) return { state: 'refused' };
  if (session.isPending) return { state: 'checking' };
  if (session.isError) {
    if (session.error instanceof ApiError && refusals.has(session.error.code)) return { state: 'refused' };
    return { state: 'failed', error: session.error, retry: () => void session.refetch() };
  }
  return { state: 'operator', operator: session.data };
}
