import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { rememberReturnTo } from '../returnTo';
import { isLoggedInAtom, loginDialogAtom } from '../session.atoms';

export interface MembersOnlyProps {
  /** What a visitor is asked to sign in for, as a heading ("Sign in to see your favourites"). */
  title: string;
  /** One line under it. */
  description?: string;
  /** The member's page. Not rendered (nor its data loaded) for a visitor. */
  children: ReactNode;
}

/**
 * A page for members only (favourites, folders, the account area: storefront §6 and
 * account §6). A visitor gets the login dialog in sign-in mode instead
 * of the page, and the page is remembered so that /blank brings them back after the
 * login reload. If the session ends while the page is open (680), the same happens.
 */
export function MembersOnly({ title, description, children }: MembersOnlyProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setLoginDialog = useSetAtom(loginDialogAtom);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (loggedIn) return;
    rememberReturnTo(pathname + search);
    setLoginDialog('signIn');
  }, [loggedIn, pathname, search, setLoginDialog]);

  if (loggedIn) return children;
  // Behind the dialog, and after it is closed: a way to open it again.
  return (
    <EmptyState
      headingLevel={2}
      icon="user"
      title={title}
      description={description}
      action={<Button onClick={() => setLoginDialog('signIn')}>Sign In</Button>}
    />
  );
}
