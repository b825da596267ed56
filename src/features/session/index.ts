export {
  isLoggedInAtom,
  loginDialogAtom,
  readStoredToken,
  signInAtom,
  signOutAtom,
  tokenAtom,
  userAtom,
  TOKEN_KEY,
  USER_KEY,
  type LoginPanel,
} from './session.atoms';
export { SessionApiBridge } from './SessionApiBridge';
export { loggedInAs } from './session.stories-support';
export { rememberReturnTo, takeReturnTo } from './returnTo';
export { MembersOnly, type MembersOnlyProps } from './MembersOnly/MembersOnly';
export { errorMessage, useFailure } from './useFailure';
export { PageReloadProvider, usePageReload } from './pageReload';
