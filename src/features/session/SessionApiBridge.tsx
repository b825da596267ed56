import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useLayoutEffect } from 'react';
import { configureApi } from '../../api/config';
import { readStoredToken, signOutAtom, tokenAtom } from './session.atoms';

/**
 * Connects the request helper to the session: the token header comes from local
 * storage (spec §7), 680 clears the token, 200 without user ends the session (§4).
 * Render it once near the root, inside the jotai provider.
 */
export function SessionApiBridge() {
  const setToken = useSetAtom(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  // Layout effect: configured before any child's effect sends a request.
  useLayoutEffect(() => {
    configureApi({
      getToken: readStoredToken,
      onTokenInvalid: () => setToken(RESET),
      onSessionEnded: () => signOut(),
    });
  }, [setToken, signOut]);
  return null;
}
