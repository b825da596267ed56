/**
 * The first screen rendered on the server (ADR 007): the server's HTML for a public
 * page, so a shopper sees the page — and its largest image starts loading — before the
 * script has arrived, and the data the page was rendered with, which the browser's
 * query cache starts from so hydration renders exactly the same thing. Built by
 * `vite build --ssr` into dist-server/ and used by server/firstScreen.ts.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { configureApi } from './api/config';
import { AppRoutes } from './app/App';
import { appRoutes, type AppRoute } from './app/appRoutes';
import { createQueryClient, Providers, type FirstScreenState } from './app/Providers';
import type { FirstScreenHints } from './ui/serverRendering';
export { PERSONAL_COOKIE as personalCookie } from './app/PersonalPageCookie';
import { lightTheme } from './ui/theme/lightTheme.css';

/**
 * The pages rendered on the server (appRoutes' `serverRendered`), with the module (key of
 * Vite's manifest) whose CSS the HTML carries at once. Every page also gets the footer's.
 */
export const firstScreenRoutes = Object.values(appRoutes).flatMap((route: AppRoute) =>
  route.serverRendered ? [{ path: route.path, module: route.source }] : [],
);
export const alwaysRenderedModules = ['src/features/chrome/Footer/Footer.tsx'] as const;

/** The class the theme puts on <html>, which the server's HTML must carry before main.tsx runs. */
export const htmlClassName = lightTheme;

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  /** The query cache the page was rendered with (successful queries only) and the screen it assumed. */
  state: FirstScreenState;
  /** The manifest keys of the matched route and what every page renders. */
  modules: string[];
}

/** How many render passes may discover new queries (a query that needs another's answer). */
const MAX_PASSES = 5;

const enabledOnServer = (query: Query) => {
  if (query.meta?.firstScreen === false) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

async function prerendered(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The route's entry of firstScreenRoutes, or null when the page is not rendered on the server. */
export function firstScreenRoute(pathname: string) {
  return firstScreenRoutes.find((route) => matchPath(route.path, pathname)) ?? null;
}

/**
 * Renders `url` as an anonymous shopper sees it. The app's queries call the API through
 * `fetchApi` (the server answering itself, no network). Each pass renders the page and
 * then fetches the queries it asked for; the page is done when a pass asks for nothing new.
 */
export async function renderFirstScreen(url: string, fetchApi: typeof fetch, hints: FirstScreenHints): Promise<FirstScreen | null> {
  const route = firstScreenRoute(new URL(url, 'http://shop').pathname);
  if (!route) return null;
  configureApi({ fetch: fetchApi, baseUrl: '' });
  const queryClient = createQueryClient();
  const fetched = new Set<string>();
  const page = (
    <StrictMode>
      <Providers queryClient={queryClient} hints={hints}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  for (let pass = 1; ; pass++) {
    // The first pass waits for the lazy route and footer chunks (prerender does); once
    // loaded, React.lazy renders them at once, so later passes are plain renderToString:
    // HTML with no inline script, which the shop's Content-Security-Policy would block.
    const html = pass === 1 ? await prerendered(page) : renderToString(page);
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !fetched.has(query.queryHash) && enabledOnServer(query));
    // `<!--$?-->` and `<!--$!-->` mark a boundary that suspended or failed: not ready yet.
    const complete = pass > 1 && !html.includes('<!--$?-->') && !html.includes('<!--$!-->') && asked.length === 0;
    if (complete) return { html, state: { queries: dehydrate(queryClient), hints }, modules: [route.module, ...alwaysRenderedModules] };
    if (pass === MAX_PASSES) return null;
    await Promise.all(
      asked.map((query) => {
        fetched.add(query.queryHash);
        // A failed query renders as the browser would render it while loading; the browser asks again.
        return query.fetch().catch(() => undefined);
      }),
    );
  }
}
