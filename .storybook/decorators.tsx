import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider, type WritableAtom } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastProvider } from '../src/ui/Toast';
import { SessionApiBridge } from '../src/features/session';
import { lightTheme } from '../src/ui/theme/lightTheme.css';

/** Atom values a story starts with: `parameters: { jotai: [[cartAtom, [...lines]]] }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- atoms of any value type
export type JotaiValues = ReadonlyArray<readonly [WritableAtom<unknown, [any], unknown>, unknown]>;

/** Where a story is rendered in the router: `parameters: { route: { path: '/store', url: '/store?q=rose' } }`. */
export interface RouteParameter {
  /** Route pattern the story is mounted at, e.g. `/detail/:productId`. */
  path?: string;
  /** The URL the memory router starts at, e.g. `/detail/42`. */
  url?: string;
}

/**
 * Puts the light theme on <html>, like the app does, so portals (dialogs, toasts,
 * menus) outside the story's root see the theme variables too.
 */
function ThemeRoot({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.add(lightTheme);
    return () => document.documentElement.classList.remove(lightTheme);
  }, []);
  return children;
}
export const withTheme: Decorator = (Story) => (
  <ThemeRoot>
    <Story />
  </ThemeRoot>
);

/** A fresh jotai store per story, hydrated from `parameters.jotai`. */
function JotaiRoot({ values, children }: { values: JotaiValues; children: ReactNode }) {
  const [store] = useState(() => {
    const fresh = createStore();
    for (const [atom, value] of values) fresh.set(atom, value);
    return fresh;
  });
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
export const withJotai: Decorator = (Story, { id, parameters }) => (
  // Keyed by story: switching stories in Storybook starts from a fresh store.
  <JotaiRoot key={id} values={(parameters.jotai as JotaiValues | undefined) ?? []}>
    <Story />
  </JotaiRoot>
);

/** A memory router at `parameters.route` (default: `/`). */
export const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as RouteParameter | undefined) ?? {};
  return (
    <MemoryRouter initialEntries={[route.url ?? route.path ?? '/']}>
      <Routes>
        <Route path={route.path ?? '*'} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

/**
 * A fresh query cache per story (no answer leaks from one story into the next), no
 * retries (an error scenario shows its error at once), and the session's api bridge.
 */
function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <SessionApiBridge />
      {children}
    </QueryClientProvider>
  );
}
export const withQuery: Decorator = (Story, { id }) => (
  <QueryRoot key={id}>
    <Story />
  </QueryRoot>
);

// The toast stack's code is loaded with the first toast in the app. Here it is loaded
// with the workbench, so a toast a story causes is on screen in the same moment as the
// rest of the outcome, however slow the machine is to fetch a chunk.
void import('../src/ui/Toast/ToastRegion');

/**
 * Toasts, as the app provides them, except that a toast which would time out stays
 * until the story ends. A story's picture then shows the toast its action caused,
 * whether the capture is taken after 0.5 s or 5 s: with the app's 3 s, a busy machine
 * decided whether the toast was in the picture. How long toasts last, and that they
 * leave, is what the Toast stories check (they bring their own provider:
 * `parameters.ownToastProvider`).
 */
export const withToasts: Decorator = (Story, { parameters }) =>
  parameters.ownToastProvider ? (
    <Story />
  ) : (
    <ToastProvider duration={Infinity}>
      <Story />
    </ToastProvider>
  );
