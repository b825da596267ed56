import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '../ui/theme/fonts';
import '../ui/styles/global.css';
import { lightTheme } from '../ui/theme/lightTheme.css';
import { Layout } from './Layout';
import { Providers } from './Providers';

// One chunk per route: the home page does not download the store or the detail page.
const HomeRoute = lazy(() => import('./routes/HomeRoute'));
const StoreRoute = lazy(() => import('./routes/StoreRoute'));
const DetailRoute = lazy(() => import('./routes/DetailRoute'));
const BlankRoute = lazy(() => import('./routes/BlankRoute'));
const ThankRoute = lazy(() => import('./routes/ThankRoute'));
const NotFoundRoute = lazy(() => import('./routes/NotFoundRoute'));

/** The spec's route table (storefront §2); the account and static pages join with their issue. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="store" element={<StoreRoute />} />
        <Route path="detail/:productId" element={<DetailRoute />} />
        <Route path="blank" element={<BlankRoute />} />
        <Route path="thank" element={<ThankRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** The composition root. */
export function App() {
  useEffect(() => {
    document.documentElement.classList.add(lightTheme);
  }, []);
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
