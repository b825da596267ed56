import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { logout } from '../../../api/member';
import { useToast } from '../../../ui/Toast';
import { typeTreeQueryOptions } from '../../catalogue';
import { isLoggedInAtom, loginDialogAtom, signOutAtom, usePageReload, userAtom } from '../../session';
import { avatarInitial, IMAGE_SEARCH_PATH, storeSearchPath } from '../header';
import { menuCategories } from '../megaMenu';
import { parseStoreQuery, STORE_PATH } from '../../../domain/storeUrl';
import { TopNav } from '../TopNav/TopNav';

export interface SiteHeaderProps {
  /** Designs in the cart, for the cart icon's badge (the app wires it from the cart feature). */
  cartCount?: number;
  /** Reloads the page after logout (spec §4); stories pass a spy. By default the app's page reload. */
  reload?: () => void;
}

/** The search text in the URL when the store shows a keyword search, else null. */
function useStoreQuery(): string | null {
  const { pathname, search } = useLocation();
  return pathname === STORE_PATH ? parseStoreQuery(search).q : null;
}

/**
 * The top navigation connected to the app: the type list for the mega-menu, the session
 * for Sign In / Sign Up or the account menu, searches and menu choices as navigations,
 * and logout (the server call, then the session is forgotten and the page reloads).
 */
export function SiteHeader({ cartCount = 0, reload: reloadProp }: SiteHeaderProps) {
  const pageReload = usePageReload();
  const reload = reloadProp ?? pageReload;
  const navigate = useNavigate();
  const toast = useToast();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const openLoginDialog = useSetAtom(loginDialogAtom);
  const signOut = useSetAtom(signOutAtom);

  // The same cache entry as the store's filter panel and the home page: one request.
  const typeList = useQuery(typeTreeQueryOptions);

  // The box follows the store's keyword when the URL changes (back, a link, a search
  // elsewhere); typing stays local until Enter.
  const urlQuery = useStoreQuery();
  const [searchText, setSearchText] = useState(urlQuery ?? '');
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== null) setSearchText(urlQuery);
  }

  const logoutCall = useMutation({
    mutationFn: (email: string) => logout({ email }),
    onSuccess: () => {
      signOut();
      reload();
    },
    onError: (error) => {
      // Network failures are reported by the request helper's app-wide sink (spec §7).
      if (error instanceof ApiError) toast.error(error.desc || error.message);
    },
  });

  return (
    <TopNav
      menuStatus={typeList.status}
      menuCategories={typeList.data ? menuCategories(typeList.data) : []}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onSearch={(text) => navigate(storeSearchPath(text))}
      onImageSearch={() => navigate(IMAGE_SEARCH_PATH)}
      onHome={() => setSearchText('')}
      cartCount={cartCount}
      loggedIn={loggedIn}
      avatarInitial={avatarInitial(user)}
      onSignIn={() => openLoginDialog('signIn')}
      onSignUp={() => openLoginDialog('signUp')}
      onNavigate={(to) => navigate(to)}
      onLogout={() => {
        if (!logoutCall.isPending) logoutCall.mutate(user?.email ?? '');
      }}
    />
  );
}
