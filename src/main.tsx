import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { hasPersonalState, writePersonalCookie } from './app/PersonalPageCookie';
import { createQueryClient, type FirstScreenState } from './app/Providers';
import { lightTheme } from './ui/theme/lightTheme.css';
import { likelyNextRoutes } from './app/appRoutes';
import { warmRoutes } from './app/warmRoutes';
import { preloadCategoriesDrawer, preloadMegaMenu } from './features/chrome';

// The theme's variables must be there for the first paint: added in an effect, the
// page first laid out without them and then jumped (Lighthouse's layout shift 0.1).
// A page the server rendered has the class already.
document.documentElement.classList.add(lightTheme);

async function start() {
  // `npm run dev:mock` runs the whole app on the MSW world. The check is on the build
  // mode, which Vite replaces with a constant, so a production build drops this branch
  // and ships no MSW or fixture code (a test checks the bundle).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Only listens for the shopper's first touch, key or scroll: nothing is fetched before.
  // The header's menus first: small, and a press away on every page.
  warmRoutes([preloadMegaMenu, preloadCategoriesDrawer, ...likelyNextRoutes]);
  // The server rendered this page (ADR 007, server/firstScreen.ts): hydrate it from the
  // data it was rendered with. In a transition, so the work is cut into short tasks and
  // a tap meanwhile is answered rather than waiting behind the whole page.
  // A shopper who signed in or filled a cart just before this load (the page reloads
  // then) may have had the anonymous page from the server before the cookie said
  // otherwise: that page is not theirs, so it is drawn afresh rather than hydrated.
  const personal = hasPersonalState();
  writePersonalCookie(personal);
  const sent = document.getElementById('first-screen-state');
  if (sent?.textContent && !personal) {
    const firstScreen = JSON.parse(sent.textContent) as FirstScreenState;
    const queryClient = createQueryClient();
    // The data the server rendered with: the first render shows it, as the HTML did.
    hydrate(queryClient, firstScreen.queries);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} hints={firstScreen.hints} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
