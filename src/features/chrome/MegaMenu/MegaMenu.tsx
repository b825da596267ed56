import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ProductTypeWord, WordGroup } from '../../../api/types';
import { Icon } from '../../../ui/Icon/Icon';
import { lazyPart } from '../lazyPart';
import { categoriesNote } from '../megaMenu';
import * as styles from './MegaMenu.css';

export type MegaMenuStatus = 'pending' | 'error' | 'success';

export interface MegaMenuProps {
  /** Where the type list is: still loading, failed, or here (`categories`). */
  status: MegaMenuStatus;
  /** The categories to browse (already without 'Price' and 'License type', see `menuCategories`). */
  categories: readonly WordGroup[];
  /** Called after a word was chosen (its link then navigates to `/store?ids=<id>`). */
  onWordSelect?: (word: ProductTypeWord) => void;
  /** The trigger's text. */
  label?: string;
  /** Starts open (previews and tests). */
  defaultOpen?: boolean;
}

/**
 * The 'All Designs' mega-menu: a disclosure button opens a panel whose left column lists
 * the categories (a vertical tab list: hover, focus or the arrow keys show a category)
 * and whose right side shows the category's words with their design counts, the first
 * 15 in one column and the rest in a second. Words are links to the store filtered by
 * that word. Escape, a click outside or moving focus away closes the panel.
 */
// The panel's tabs (Radix) are not in the first load: the header is on every page's
// first load, the open menu is not. Fetched when the shopper shows intent (lazyPart).
const [MegaMenuCategories, preloadMegaMenu, onIntent, showWhenLoaded] = lazyPart(() =>
  import('./MegaMenuCategories').then((m) => m.MegaMenuCategories),
);
/** Fetches the open menu's code ahead (the shopper's first touch, src/app/warmRoutes.ts); resolves once it is here. */
export { preloadMegaMenu };

export function MegaMenu({ status, categories, onWordSelect, label = 'All Designs', defaultOpen = false }: MegaMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  // The category shown, by index: the one last hovered or focused, else the first.
  // (Indexes, not names, become Radix ids: a name with a space would break aria-labelledby.)
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = active < categories.length ? active : 0;
  const note = categoriesNote(status, categories);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes the panel, as a menu does.
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent) => {
    // Tabbing past the last word (or Shift+Tab before the trigger) leaves the menu.
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  // Before its code is here, the panel opens once it has come (fetched on the pointer's or
  // focus's intent, usually before the press), 50–150 ms later. Opened at once, it showed
  // "Loading categories…" and React held the categories back for its 300 ms fallback
  // throttle however soon the code came: 322 ms from the press to a category on a new
  // shop (issue 42's target is 300). A fetch that fails opens it all the same: the
  // boundary below says "Loading categories…" and tries again.
  const toggle = () => (open || note !== null ? setOpen(!open) : showWhenLoaded(() => setOpen(true)));

  const chooseWord = (word: ProductTypeWord) => {
    setOpen(false);
    onWordSelect?.(word);
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...onIntent}
        onClick={toggle}
      >
        {label}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} data-mega-menu-panel="">
          {note !== null ? (
            <p role="status" className={styles.note}>
              {note}
            </p>
          ) : (
            <Suspense fallback={<p className={styles.note}>Loading categories…</p>}>
              <MegaMenuCategories categories={categories} active={current} onActiveChange={setActive} onWordSelect={chooseWord} />
            </Suspense>
          )}
        </div>
      ) : null}
    </div>
  );
}
