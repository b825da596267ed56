import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the current tab (`aria-current="page"`) of a row of tabs in view. Below the
 * desktop a side menu is a row of tabs that scrolls sideways when it is wider than the
 * window (`sideMenuNav`); without this a phone opened on a later section showed the
 * first tabs, the highlighted one out of sight. The row is scrolled itself, never the
 * page, and only when the tab is not already wholly in view: then it is centred.
 *
 * `current` is what changes when another tab becomes current (the route's path).
 */
export function useCurrentTabInView(rowRef: RefObject<HTMLElement | null>, current: string) {
  useLayoutEffect(() => {
    const row = rowRef.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
    row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
  }, [rowRef, current]);
}
