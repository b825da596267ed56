import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { pageCount, pageItems } from './pagination';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, zero-based (the first page is 0; people see it as "1"). */
  page: number;
  /** How many items there are in all. */
  total: number;
  /** How many items one page shows. Pages = Math.ceil(total / pageSize). */
  pageSize: number;
  /** Called with the zero-based page the person asked for. The parent owns `page`. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; change it when a page has more than one pager. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Page navigation for long lists: Previous, page numbers with gaps (1 … 4 5 6 … 20) and
 * Next. Controlled: it shows `page` and reports clicks. Renders nothing for a single page.
 */
export function Pagination({ page, total, pageSize, onPageChange, 'aria-label': ariaLabel = 'Pagination', className }: PaginationProps) {
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(page, 0), Math.max(count - 1, 0));
  const navRef = useRef<HTMLElement>(null);
  const focusCurrentOnNextRender = useRef(false);

  useEffect(() => {
    if (!focusCurrentOnNextRender.current) return;
    focusCurrentOnNextRender.current = false;
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  if (count <= 1) return null;

  const step = (target: number) => {
    // Reaching an end disables the button that has focus; keep focus in the pager.
    focusCurrentOnNextRender.current = target === 0 || target === count - 1;
    onPageChange(target);
  };

  return (
    <nav ref={navRef} aria-label={ariaLabel} className={className}>
      <ul className={styles.list}>
        <li className={styles.stepItem}>
          <Button variant="secondary" size="sm" disabled={current === 0} onClick={() => step(current - 1)}>
            <Icon name="chevronLeft" />
            Previous
          </Button>
        </li>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={`Page ${item + 1}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item + 1}
              </button>
            </li>
          ) : (
            // The gap is visual: the labelled page buttons already say which pages exist.
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className={styles.stepItem}>
          <Button variant="secondary" size="sm" disabled={current === count - 1} onClick={() => step(current + 1)}>
            Next
            <Icon name="chevronRight" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
