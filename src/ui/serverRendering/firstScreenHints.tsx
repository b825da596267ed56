import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server assumed about the shopper's screen when it rendered the first screen
 * (from the request: a phone's browser says so in its User-Agent). A layout that needs
 * the screen's width (the store's masonry) draws a provisional version for it on the
 * server, and the browser hydrates with the same assumption before it measures.
 */
export interface FirstScreenHints {
  phone: boolean;
}

const FirstScreenHintsContext = createContext<FirstScreenHints>({ phone: false });

export function FirstScreenHintsProvider({ hints, children }: { hints: FirstScreenHints; children: ReactNode }) {
  return <FirstScreenHintsContext.Provider value={hints}>{children}</FirstScreenHintsContext.Provider>;
}

export const useFirstScreenHints = () => useContext(FirstScreenHintsContext);
