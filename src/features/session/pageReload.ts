import { createContext, useContext } from 'react';

/**
 * How the app reloads the page after sign-in and sign-out (storefront §4): the browser's
 * reload by default, so every part of the page starts again from the stored session.
 * Whole-app stories provide their own (a real reload would restart the story) through
 * PageReloadProvider.
 */
const PageReloadContext = createContext<() => void>(() => window.location.reload());

export const PageReloadProvider = PageReloadContext.Provider;

/** The page reload in effect here. */
export const usePageReload = (): (() => void) => useContext(PageReloadContext);
