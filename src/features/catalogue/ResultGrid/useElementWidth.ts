import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** The width of the element's content box (no padding or border). */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The content width of the element behind `ref`, in px, kept up to date as it resizes
 * (ResizeObserver). Measured before the first paint; 0 until the element exists.
 *
 * `deferFirst`: what is on screen already stands in for the measured layout (the
 * server's first screen), so the first measurement is a transition, rendered in slices
 * after hydration instead of as one blocking render inside it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, { deferFirst = false }: { deferFirst?: boolean } = {}): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = contentWidth(element);
    if (deferFirst) startTransition(() => setWidth(measured));
    else setWidth(measured);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Measured once per element; `deferFirst` only says how the first measurement lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return width;
}
