import { useLayoutEffect, useState, type RefObject } from 'react';
import { columnsForWidth, type ColumnTable } from './columns';

/** The width a grid's tracks get: the content box, without padding, border or scrollbar. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The column count `table` gives for the width of the element behind `ref`, kept up to
 * date as that element resizes. It measures before the first paint, so a grid never
 * shows the fallback count first and then jumps.
 */
export function useColumns(ref: RefObject<HTMLElement | null>, table: ColumnTable): number {
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(contentWidth(element));
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return columnsForWidth(width ?? 0, table);
}
