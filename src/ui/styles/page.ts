/** Whether a path is one of the spec's bare /sketch/* pages (no chrome, no top margin). */
export const isSketchPath = (pathname: string): boolean => /^\/sketch(\/|$)/.test(pathname);
