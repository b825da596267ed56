import { lazy, type ComponentType } from 'react';

/**
 * A part of the header left out of the first load (the open mega-menu, the phone's
 * categories drawer). Returns the part to render, what fetches its code ahead, and the
 * props that fetch it when the shopper shows intent on the part's trigger (the pointer
 * comes to it, focus reaches it, a press starts: each before the click), and whether its
 * code is here. Fetched on the
 * click instead, the part waited for its chunk and the chunks that one imports, one level
 * at a time (the build preloads none, vite.config.ts), behind "Loading categories…"
 * (issue 42). Not fetched before that or the shopper's first touch (src/app/warmRoutes.ts);
 * a failed fetch is tried again on the next intent or the click.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  let part: { default: ComponentType<P> } | undefined;
  const preload = () => load().then((component) => (part = { default: component }));
  // Intent only hints: a fetch that fails here is not the shopper's concern yet.
  const onIntent = () => void preload().catch(() => undefined);
  /** Whether the part's code is here: rendered now, it draws in the same render. */
  const loaded = () => part !== undefined;
  return [
    // Once the code is here, a thenable that answers at once: React's lazy then renders
    // the part in the same render. A promise answers a tick later, so React would show
    // the fallback and hold the part back for its 300 ms fallback throttle.
    lazy(() => (part ? ({ then: (answer: (loaded: typeof part) => void) => answer(part) } as ReturnType<typeof preload>) : preload())),
    preload,
    { onPointerEnter: onIntent, onPointerDown: onIntent, onFocus: onIntent },
    loaded,
  ] as const;
}
