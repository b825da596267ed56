import { lazy, type ComponentType } from 'react';

/**
 * A part of the header left out of the first load (the open mega-menu, the phone's
 * categories drawer). Returns the part to render, what fetches its code ahead, and the
 * props that fetch it when the shopper shows intent on the part's trigger (the pointer
 * comes to it, focus reaches it, a press starts: each before the click), and what opens
 * it once its code is here. Fetched on the
 * click instead, the part waited for its chunk and the chunks that one imports, one level
 * at a time (the build preloads none, vite.config.ts), behind "Loading categories…"
 * (issue 42). Not fetched before that or the shopper's first touch (src/app/warmRoutes.ts);
 * a failed fetch is tried again on the next intent or the click.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  let part: { default: ComponentType<P> } | undefined;
  const preload = () => load().then((component) => (part = { default: component }));
  /**
   * Runs `show` (what draws the part) once the part's code is here: at once when it is, or
   * when it comes. Drawn before, React would show the fallback and hold the part back for
   * its 300 ms fallback throttle however soon the code came. A fetch that fails runs it
   * all the same: the part's boundary tries again.
   */
  const showWhenLoaded = (show: () => void) => (part ? show() : preload().then(show, show));
  // Intent only hints: fetched unless here already, and a fetch that fails here is not the
  // shopper's concern yet (the press tries again).
  const onIntent = () => showWhenLoaded(() => {});
  return [
    // Once the code is here, a thenable that answers at once: React's lazy then renders
    // the part in the same render. A promise answers a tick later, so React would show
    // the fallback and hold the part back for its 300 ms fallback throttle.
    lazy(() => (part ? ({ then: (answer: (loaded: typeof part) => void) => answer(part) } as ReturnType<typeof preload>) : preload())),
    preload,
    { onPointerEnter: onIntent, onPointerDown: onIntent, onFocus: onIntent },
    showWhenLoaded,
  ] as const;
}
