import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FeedbackButton, GlobalLoading, SiteHeader } from '../features/chrome';
import { useCartCount } from '../features/cart';
import { pageFrame } from '../ui/styles/page.css';
import { routeFallback } from './routes/routes.css';
import { isSketchPath } from '../ui/styles/page';
import { LoginDialogSlot } from './LoginDialogSlot';

// The footer (links, social icons, the newsletter form) is below the fold on every page
// but the shortest: it arrives just after the first paint instead of in the first load,
// which keeps the home page's first-load JavaScript in its budget with the phone header.
const Footer = lazy(() => import('../features/chrome/Footer/Footer').then((m) => ({ default: m.Footer })));

/** Every navigation starts at the top of the new page (spec §2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * The page frame: header, footer, feedback button and loading bar around every route,
 * except /sketch/* pages, which get none of them and no top margin (spec §2).
 */
export function Layout() {
  const { pathname } = useLocation();
  const sketch = isSketchPath(pathname);
  const cartCount = useCartCount();
  return (
    <div className={pageFrame({ sketch })}>
      <ScrollToTop />
      {!sketch && <GlobalLoading />}
      {!sketch && <SiteHeader cartCount={cartCount} />}
      {/* A route's chunk arrives in a blink on the same origin: header and footer stay
          put meanwhile, and the reserved height keeps the footer from jumping up. */}
      <Suspense fallback={<main className={routeFallback} />}>
        <Outlet />
      </Suspense>
      {!sketch && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <FeedbackButton />
      <LoginDialogSlot />
    </div>
  );
}
