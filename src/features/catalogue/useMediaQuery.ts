import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` (a media query of the tokens' `media`) matches the window now, kept
 * up to date as the window changes. For what CSS alone cannot change: which controls
 * exist (the camera button) and closing a sheet that the layout no longer uses.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // No window on the server: the desktop, the spec's layout.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
