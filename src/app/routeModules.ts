/**
 * Each route's chunk (App.tsx makes them lazy routes). One chunk per route: the home
 * page does not download the store or the detail page.
 */
export const routeModules = {
  home: () => import('./routes/HomeRoute'),
  store: () => import('./routes/StoreRoute'),
  detail: () => import('./routes/DetailRoute'),
  blank: () => import('./routes/BlankRoute'),
  cart: () => import('./routes/CartRoute'),
  favourites: () => import('./routes/FavouritesRoute'),
  folder: () => import('./routes/FolderRoute'),
  account: () => import('./routes/AccountRoute'),
  admin: () => import('./routes/AdminRoute'),
  notFound: () => import('./routes/NotFoundRoute'),
};

/**
 * Where a shopper goes next from any page without a page load: the store (a search, a
 * category) and the cart. A design opens in a new tab, as a page the server renders.
 * Fetched ahead once the page is idle (warmRoutes).
 */
export const likelyNextRoutes = [routeModules.store, routeModules.cart];
