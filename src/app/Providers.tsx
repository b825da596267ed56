import { QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { configureApi } from '../api/config';
import { SessionApiBridge } from '../features/session';
import { FirstScreenHintsProvider, type FirstScreenHints } from '../ui/serverRendering';
import { ToastProvider, useToast } from '../ui/Toast';

/** A failed connection gets one message wherever it happened (spec §7: shown with the error). */
function NetworkErrorToasts() {
  const toast = useToast();
  useEffect(() => {
    configureApi({
      // The error's own words, closable: a page that reports the same failure itself
      // (the store's search) shows the same toast, which the queue shows once.
      onNetworkError: (error) => toast.error(error.message, { closable: true }),
    });
  }, [toast]);
  return null;
}

/** What the server sends beside the HTML it rendered (ADR 007): its query cache and what it assumed of the screen. */
export interface FirstScreenState {
  queries: DehydratedState;
  hints: FirstScreenHints;
}

const noHints: FirstScreenHints = { phone: false };

/** The query cache's defaults, the same in the browser and on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Catalogue data changes rarely; a minute of freshness saves refetches when a
      // shopper goes back and forth between store and detail.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export interface ProvidersProps {
  children: ReactNode;
  /** The cache to use instead of a new one: the server's, or the browser's started from what the server sent. */
  queryClient?: QueryClient;
  /** What the server assumed of the screen, when this page hydrates HTML the server rendered. */
  hints?: FirstScreenHints;
}

/** The app's one jotai store, one query cache, toasts and the api's session hooks. */
export function Providers({ children, queryClient: given, hints = noHints }: ProvidersProps) {
  const [store] = useState(createStore);
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionApiBridge />
          <NetworkErrorToasts />
          <FirstScreenHintsProvider hints={hints}>{children}</FirstScreenHintsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
