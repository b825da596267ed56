import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { ProductCard } from '../../../api/types';
import { columnsForWidth, storeGridColumns } from '../../../ui/useColumns/columns';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { CARD_VERTICAL_GAP, masonryLayout } from '../masonry';
import { useElementWidth } from './useElementWidth';
import * as styles from './ResultGrid.css';

/** The space a card is given: its width, and the height of its image (the card has `CARD_VERTICAL_GAP` px more below). */
export interface CardBox {
  width: number;
  height: number;
  /** The card is in the grid's first row, the first thing seen: its image should load at once. */
  firstRow: boolean;
}

/**
 * Cards drawn in the first render: more than a wide first screen holds. The rest of a
 * page (up to 100) follows in a transition, which React renders in slices, so a new
 * page never blocks the main thread for the ~100 ms a hundred cards take at once.
 */
export const FIRST_RENDERED_CARDS = 30;

/** Draws one card of the grid in the box it is given. */
export type RenderCard = (card: ProductCard, box: CardBox) => ReactNode;

export interface ResultGridProps {
  /** The designs to show, in order. */
  cards: readonly ProductCard[];
  /** Draws a card (the product tile). Its image should fill `box.width` × `box.height`; serial and price go below. */
  renderCard: RenderCard;
  /** Accessible name of the list, e.g. "Search results". */
  'aria-label': string;
  /** New results are on their way: the grid stays in place and says it is loading. */
  busy?: boolean;
  /** Space between columns, in px. */
  gutter?: number;
  className?: string;
}

/**
 * The store's masonry grid: as many columns as the available width gives (9 above
 * 2800 px down to 2 at 700 px and below), cards as wide as a column and as tall as
 * their image's aspect ratio, each placed in the shortest column, with 80 px under
 * each image for serial and price.
 */
export function ResultGrid({ cards, renderCard, 'aria-label': ariaLabel, busy = false, gutter = 16, className }: ResultGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = columnsForWidth(width, storeGridColumns);
  const layout = useMemo(() => masonryLayout(cards, { width, columns, gutter }), [cards, width, columns, gutter]);
  // How many cards of `cards` are drawn; a new list starts again from the first batch.
  // The list's height is the whole layout's from the start, so nothing below moves.
  const [drawn, setDrawn] = useState({ cards, count: FIRST_RENDERED_CARDS });
  if (drawn.cards !== cards) setDrawn({ cards, count: FIRST_RENDERED_CARDS });
  const drawnCount = drawn.cards === cards ? drawn.count : FIRST_RENDERED_CARDS;
  useEffect(() => {
    if (width > 0 && drawnCount < cards.length) startTransition(() => setDrawn({ cards, count: cards.length }));
  }, [width, drawnCount, cards]);

  return (
    <div ref={ref} className={clsx(styles.root, className)} data-columns={columns} aria-busy={busy || undefined}>
      {busy ? (
        <div className={styles.busy}>
          <span className={styles.busyBadge}>
            <Spinner size="sm" decorative />
            <span role="status">Loading designs…</span>
          </span>
        </div>
      ) : null}
      {/* Until the width is known there is nothing sensible to draw. */}
      {width > 0 ? (
        <ul aria-label={ariaLabel} className={styles.list} style={{ height: layout.height }}>
          {cards.slice(0, drawnCount).map((card, index) => {
            const box = layout.boxes[index]!;
            return (
              <li
                key={card.productId}
                className={styles.item}
                style={{ left: box.left, top: box.top, width: box.width, height: box.height + CARD_VERTICAL_GAP }}
              >
                {renderCard(card, { width: box.width, height: box.height, firstRow: box.top === 0 })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
