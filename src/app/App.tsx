import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import '../ui/theme/fonts';
import '../ui/styles/global.css';
// The theme's class is put on <html> by main.tsx before the first paint; its styles
// load here, in this place of the cascade.
import '../ui/theme/lightTheme.css';
import { contentRoutes } from '../features/content';
import { Layout } from './Layout';
import { PersonalPageCookie } from './PersonalPageCookie';
import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenHints } from '../ui/serverRendering';
import { Providers } from './Providers';
import { routeModules } from './routeModules';

const HomeRoute = lazy(routeModules.home);
const StoreRoute = lazy(routeModules.store);
const DetailRoute = lazy(routeModules.detail);
const BlankRoute = lazy(routeModules.blank);
const CartRoute = lazy(routeModules.cart);
const FavouritesRoute = lazy(routeModules.favourites);
const FolderRoute = lazy(routeModules.folder);
const AccountRoute = lazy(routeModules.account);
const AdminRoute = lazy(routeModules.admin);
const NotFoundRoute = lazy(routeModules.notFound);

/** The spec's route tables (storefront §2, account-and-pages §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="store" element={<StoreRoute />} />
        <Route path="detail/:productId" element={<DetailRoute />} />
        <Route path="blank" element={<BlankRoute />} />
        <Route path="shoppingcar" element={<CartRoute />} />
        <Route path="favorites" element={<FavouritesRoute />} />
        <Route path="folder" element={<FolderRoute />} />
        <Route path="personalCenter/*" element={<AccountRoute />} />
        {/* The storefront's route table also names /orderForm for the account's orders. */}
        <Route path="orderForm/*" element={<Navigate to="/personalCenter/orderForm" replace />} />
        {/* Static pages render their own <main>; each is its own lazy chunk. */}
        {contentRoutes.map(({ path, Page }) => (
          <Route key={path} path={path.slice(1)} element={<Page />} />
        ))}
        {/* The operator's back office (issue 16): its own chunks, never in the shop's first load. */}
        <Route path="admin/*" element={<AdminRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/**
 * The composition root. Hydrating the server's HTML, it gets the query cache the server
 * rendered with and what the server assumed of the screen (main.tsx).
 */
export function App({ queryClient, hints }: { queryClient?: QueryClient; hints?: FirstScreenHints }) {
  return (
    <Providers queryClient={queryClient} hints={hints}>
      <PersonalPageCookie />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
