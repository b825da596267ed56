import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { ApiError, isAuthError, NetworkError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { loginDialogAtom } from './session.atoms';

/** The words a failed call shows: the server's desc (§8), or what went wrong on the way. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.desc || error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again.';
}

/**
 * What a failed member action does (§8): 601 or 680 open the login dialog in sign-in
 * mode; any other refusal shows the server's desc as a toast. A network failure is
 * left to the app's network sink, which already reports it.
 */
export function useFailure(): (error: unknown) => void {
  const toast = useToast();
  const setLoginDialog = useSetAtom(loginDialogAtom);
  return useCallback(
    (error: unknown) => {
      if (isAuthError(error)) setLoginDialog('signIn');
      else if (!(error instanceof NetworkError)) toast.error(errorMessage(error));
    },
    [toast, setLoginDialog],
  );
}
