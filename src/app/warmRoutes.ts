import { whenIdle } from '../ui/idle';

/** How long to wait for an idle moment before fetching the next route anyway. */
const IDLE_WAIT_MS = 2_000;

/** What a shopper does before they go anywhere: the first of these starts the warm-up. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Fetches the routes a shopper is likely to open next (and the header's menus, which
 * the first press on "All Designs" would otherwise wait for: src/features/chrome/lazyPart.ts),
 * one per idle moment, from their first touch, key or scroll on. The build does not preload a lazy chunk's imports
 * (vite.config.ts): Vite's loader added forty `<link rel="modulepreload">` at once inside
 * the hydration of the server's first screen, which held a slowed phone's main thread for
 * over 100 ms. Without them a route's imports arrive one level at a time when it is
 * opened (home → store 2.8 s instead of 2.1 s on a slow 4G phone); fetched here first,
 * the store opens in 1.1 s. Not before the shopper does something: importing a route
 * runs its modules, work a page that is only looked at (or measured) need not do while it
 * loads. Not at all on a connection that asks to save data; a failed fetch is tried again
 * on the tap.
 */
export function warmRoutes(loaders: readonly (() => Promise<unknown>)[]): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const warm = async () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, warm, { capture: true });
    for (const load of loaders) {
      await new Promise<void>((resolve) => whenIdle(resolve, IDLE_WAIT_MS));
      await load().catch(() => undefined);
    }
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, warm, { capture: true, passive: true, once: true });
}
