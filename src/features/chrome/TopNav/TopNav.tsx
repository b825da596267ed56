import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WordGroup } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import type { DropdownMenuEntry } from '../../../ui/DropdownMenu/DropdownMenu';
import { Icon } from '../../../ui/Icon/Icon';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { lazyPart } from '../lazyPart';
import { MegaMenu, type MegaMenuStatus } from '../MegaMenu/MegaMenu';
import { chromeRoutes, SHOP_NAME } from '../site';
import * as styles from './TopNav.css';

export interface TopNavProps {
  /** Where the mega-menu's type list is: loading, failed or here. */
  menuStatus: MegaMenuStatus;
  /** The mega-menu's categories (without 'Price' and 'License type'). */
  menuCategories: readonly WordGroup[];
  /** The search box's text (controlled: the logo clears it). */
  searchText: string;
  /** Every keystroke in the search box. */
  onSearchTextChange: (text: string) => void;
  /** Enter or the search button, with the text trimmed. */
  onSearch: (text: string) => void;
  /** The 'Search by image' button: open the store's image upload. */
  onImageSearch: () => void;
  /** The logo was clicked (its link goes home); the header clears its search here. */
  onHome?: () => void;
  /** Designs in the cart; a badge shows it when above zero. */
  cartCount: number;
  /** Logged in: favourites and the account menu instead of Sign In / Sign Up. */
  loggedIn: boolean;
  /** The avatar's letter (the company name's first, upper case). */
  avatarInitial?: string;
  /** 'Sign In' was pressed. */
  onSignIn: () => void;
  /** 'Sign Up' was pressed. */
  onSignUp: () => void;
  /** An account-menu item that goes to a page (Account, Favorites, Shopping Cart, My Order). */
  onNavigate: (to: string) => void;
  /** 'Log out' in the account menu. */
  onLogout: () => void;
  /** The name next to the logo mark. */
  shopName?: string;
}

/** The logo mark: a small repeat tile, the shop's subject. */
function LogoMark() {
  return (
    <svg viewBox="0 0 24 24" className={styles.logoMark} aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="5" className={styles.logoTile} />
      <circle cx="7.5" cy="7.5" r="3" className={styles.logoDot} />
      <circle cx="16.5" cy="16.5" r="3" className={styles.logoDot} />
      <path d="M14 7.5h5M7.5 14v5" className={styles.logoStroke} />
    </svg>
  );
}

const cartLabel = (count: number) => (count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'design' : 'designs'}` : 'Shopping cart');

// The account menu (Radix menu, popper) is for members only: a visitor's first load
// does not carry it.
const DropdownMenu = lazy(() => import('../../../ui/DropdownMenu/DropdownMenu').then((m) => ({ default: m.DropdownMenu })));

// The categories' drawer (phones and tablets) is not in the first load either; fetched
// when the shopper shows intent on its menu button (lazyPart).
const [CategoriesDrawer, preloadCategoriesDrawer, onIntent, showWhenLoaded] = lazyPart(() =>
  import('../CategoriesDrawer/CategoriesDrawer').then((m) => m.CategoriesDrawer),
);
/** Fetches the phone's categories drawer's code ahead (src/app/warmRoutes.ts); resolves once it is here. */
export { preloadCategoriesDrawer };

/**
 * The top navigation bar of every page: logo (home), the 'All Designs' mega-menu, the
 * search box, image search, the cart, and Sign In / Sign Up or, logged in, favourites
 * and the account menu behind the avatar.
 */
export function TopNav({
  menuStatus,
  menuCategories,
  searchText,
  onSearchTextChange,
  onSearch,
  onImageSearch,
  onHome,
  cartCount,
  loggedIn,
  avatarInitial = '?',
  onSignIn,
  onSignUp,
  onNavigate,
  onLogout,
  shopName = SHOP_NAME,
}: TopNavProps) {
  // null until the menu button is first pressed: the drawer is not rendered before.
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  // As the mega-menu does: a press before the drawer's code is here opens it once the
  // code has come, so the button never says "expanded" over an empty fallback.
  const pressMenuButton = () => showWhenLoaded(() => setDrawerOpen(true));
  const accountItems: DropdownMenuEntry[] = [
    { key: 'account', label: 'Account', onSelect: () => onNavigate(chromeRoutes.account) },
    { key: 'favorites', label: 'Favorites', onSelect: () => onNavigate(chromeRoutes.favorites) },
    { key: 'cart', label: 'Shopping Cart', onSelect: () => onNavigate(chromeRoutes.cart) },
    { key: 'orders', label: 'My Order', onSelect: () => onNavigate(chromeRoutes.orders) },
    { key: 'logout-separator', separator: true },
    { key: 'logout', label: 'Log out', onSelect: onLogout, danger: true },
  ];

  return (
    <header className={styles.bar}>
      <Button
        variant="icon"
        aria-label="All Designs"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen === true}
        title="All Designs"
        className={styles.menuButton}
        {...onIntent}
        onClick={pressMenuButton}
      >
        <Icon name="menu" />
      </Button>
      {drawerOpen !== null ? (
        <Suspense fallback={null}>
          <CategoriesDrawer open={drawerOpen} onOpenChange={setDrawerOpen} status={menuStatus} categories={menuCategories} />
        </Suspense>
      ) : null}
      <Link to={chromeRoutes.home} className={styles.logo} aria-label={`${shopName} home`} onClick={onHome}>
        <LogoMark />
        <span className={styles.logoText}>{shopName}</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <MegaMenu status={menuStatus} categories={menuCategories} />
      </nav>
      <div className={styles.search}>
        <SearchBox value={searchText} onValueChange={onSearchTextChange} onSearch={onSearch} />
        <Button variant="icon" aria-label="Search by image" title="Search by image" className={styles.iconButton} onClick={onImageSearch}>
          <Icon name="image" />
        </Button>
      </div>
      <div className={styles.actions}>
        {loggedIn ? (
          <Link to={chromeRoutes.favorites} className={styles.iconLink} aria-label="Favorites" title="Favorites">
            <Icon name="heart" />
          </Link>
        ) : null}
        <Link to={chromeRoutes.cart} className={styles.iconLink} aria-label={cartLabel(cartCount)} title="Shopping cart">
          <Icon name="cart" />
          {cartCount > 0 ? (
            <span className={styles.count} aria-hidden="true" data-cart-count="">
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          ) : null}
        </Link>
        {loggedIn ? (
          <Suspense
            fallback={
              // The same avatar, inert for the moment the menu's code takes to arrive.
              <span className={styles.avatar} aria-hidden="true">
                {avatarInitial}
              </span>
            }
          >
            <DropdownMenu
              label="Account menu"
              align="end"
              items={accountItems}
              trigger={
                <span className={styles.avatar} data-avatar="">
                  {avatarInitial}
                </span>
              }
            />
          </Suspense>
        ) : (
          <>
            <Button variant="secondary" onClick={onSignIn}>
              Sign In
            </Button>
            <Button onClick={onSignUp}>Sign Up</Button>
          </>
        )}
      </div>
    </header>
  );
}
