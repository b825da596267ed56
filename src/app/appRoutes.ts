import type { ComponentType } from 'react';

export interface AppRoute {
  /** Where it is, as react-router matches it: absolute, '*' for everything else. */
  path: string;
  /** Its chunk (App.tsx makes it a lazy route): the home page does not download the store. */
  load: () => Promise<{ default: ComponentType }>;
  /** Its source file as the build's manifest names it: the server looks up the route's CSS by it. */
  source: string;
  /**
   * Whether the server renders its first screen (entry-server.tsx): what every anonymous
   * shopper sees alike. Personal pages (cart, favourites, account) and the back office
   * are not: their content is the shopper's own, which the server does not know.
   */
  serverRendered?: true;
}

/**
 * The spec's routes with a page of their own (storefront §2, account-and-pages §2), in
 * one table that App.tsx's router, the server's first screen, the route budget and the
 * warm-up all read. App.tsx adds what has no chunk of its own: the /orderForm redirect
 * and the static pages.
 */
export const appRoutes = {
  home: { path: '/', load: () => import('./routes/HomeRoute'), source: 'src/app/routes/HomeRoute.tsx', serverRendered: true },
  store: { path: '/store', load: () => import('./routes/StoreRoute'), source: 'src/app/routes/StoreRoute.tsx', serverRendered: true },
  detail: {
    path: '/detail/:productId',
    load: () => import('./routes/DetailRoute'),
    source: 'src/app/routes/DetailRoute.tsx',
    serverRendered: true,
  },
  blank: { path: '/blank', load: () => import('./routes/BlankRoute'), source: 'src/app/routes/BlankRoute.tsx' },
  cart: { path: '/shoppingcar', load: () => import('./routes/CartRoute'), source: 'src/app/routes/CartRoute.tsx' },
  favourites: { path: '/favorites', load: () => import('./routes/FavouritesRoute'), source: 'src/app/routes/FavouritesRoute.tsx' },
  folder: { path: '/folder', load: () => import('./routes/FolderRoute'), source: 'src/app/routes/FolderRoute.tsx' },
  account: { path: '/personalCenter/*', load: () => import('./routes/AccountRoute'), source: 'src/app/routes/AccountRoute.tsx' },
  // The operator's back office (issue 16): its own chunks, never in the shop's first load.
  admin: { path: '/admin/*', load: () => import('./routes/AdminRoute'), source: 'src/app/routes/AdminRoute.tsx' },
  notFound: { path: '*', load: () => import('./routes/NotFoundRoute'), source: 'src/app/routes/NotFoundRoute.tsx' },
} satisfies Record<string, AppRoute>;

/**
 * Where a shopper goes next from any page without a page load: the store (a search, a
 * category) and the cart. A design opens in a new tab, as a page the server renders.
 * Fetched ahead once the page is idle (warmRoutes).
 */
export const likelyNextRoutes = [appRoutes.store.load, appRoutes.cart.load];
