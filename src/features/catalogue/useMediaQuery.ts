import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` (a media query of the tokens' `media`) matches the window now, kept
 * up to date as the window changes. For what CSS alone cannot change: which controls
 * exist (the camera button) and closing a sheet that the layout no longer uses.
 * `onServer` is the answer assumed where there is no window (the server's first screen,
 * and its hydration): the desktop, the spec's layout, unless the request said otherwise.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
