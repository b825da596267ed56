import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { configureApi } from '../api/config';
import { SessionApiBridge } from '../features/session';
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

/** The app's one jotai store, one query cache, toasts and the api's session hooks. */
export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Catalogue data changes rarely; a minute of freshness saves refetches when a
          // shopper goes back and forth between store and detail.
          queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
        },
      }),
  );
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionApiBridge />
          <NetworkErrorToasts />
          {children}
        </ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
