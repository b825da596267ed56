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
import { appRoutes } from './appRoutes';

/** Each route's page, loaded with its chunk the first time it is shown. */
const pages = Object.values(appRoutes).map(({ path, load }) => ({ path, Page: lazy(load) }));

/** The spec's route tables (storefront §2, account-and-pages §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map(({ path, Page }) =>
          path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={path.replace(/^\//, '')} element={<Page />} />
          ),
        )}
        {/* The storefront's route table also names /orderForm for the account's orders. */}
        <Route path="orderForm/*" element={<Navigate to="/personalCenter/orderForm" replace />} />
        {/* Static pages render their own <main>; each is its own lazy chunk. */}
        {contentRoutes.map(({ path, Page }) => (
          <Route key={path} path={path.slice(1)} element={<Page />} />
        ))}
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
