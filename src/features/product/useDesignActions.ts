import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CartState, LicenceType, ProductDetail } from '../../api/types';
import { isInLocalCart, localCartAtom, useAddToBag } from '../cart';
import { isLoggedInAtom, loginDialogAtom } from '../session';
import { markDetailInCart, useDesignDownload } from './productQueries';

/**
 * What the detail's buttons do, for the dialog and the page alike: Add To Bag (then the
 * design shows View Cart), Download File, and Collect for a visitor (sign in first,
 * storefront §4 "Saving requires login").
 */
export function useDesignActions(detail: ProductDetail | undefined) {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const localLines = useAtomValue(localCartAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const { addToBag, adding } = useAddToBag({ onInBag: (productId) => markDetailInCart(queryClient, productId) });
  const { download, progress } = useDesignDownload();

  // A design kept in the local cart is in the visitor's bag, whatever the server says.
  const cartState: CartState | undefined = detail && detail.isBuy === 0 && isInLocalCart(localLines, detail.productId) ? 1 : detail?.isBuy;

  return {
    cartState,
    adding,
    downloadProgress: progress,
    onAddToBag: (imgType: LicenceType) => {
      if (detail) void addToBag({ design: detail, imgType });
    },
    onDownload: () => {
      if (detail) download(detail);
    },
    /** Only for a visitor: a member's Collect is the favourites control. */
    onCollect: loggedIn ? undefined : () => openLogin('signIn'),
  };
}
