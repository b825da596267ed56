import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, false in every
 * render after that (React renders once more when hydration ends). For what must look
 * the same in both places but needs the browser: portals into <body>, or images the
 * server sent visible before any script ran.
 */
export function useServerRendering(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
