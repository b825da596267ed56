export { useServerRendering } from './useServerRendering';
export { FirstScreenHintsProvider, useFirstScreenHints, type FirstScreenHints } from './firstScreenHints';
