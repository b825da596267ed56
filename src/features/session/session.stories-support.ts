/**
 * Story parameters that start a story logged in as a fixture member: the jotai
 * decorator writes the token and user (and so local storage, which the request helper
 * reads) before the story renders. Only stories import this file.
 */
import type { SessionUser } from '../../api/types';
import { tokenAtom, userAtom } from './session.atoms';

export function loggedInAs(user: SessionUser) {
  return [
    [tokenAtom, user.token],
    [userAtom, user],
  ] as const;
}
