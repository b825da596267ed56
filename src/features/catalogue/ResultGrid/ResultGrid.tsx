import { memo, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { ProductCard } from '../../../api/types';
import { columnsForWidth, storeGridColumns } from '../../../ui/useColumns/columns';
import { useFirstScreenHints, useServerRendering } from '../../../ui/serverRendering';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Inline } from '../../../ui/Inline/Inline';
import { aspectRatio, CARD_VERTICAL_GAP, fluidCoverSizes, fluidMasonryLayout, masonryLayout, type MasonryBox } from '../masonry';
import { ALWAYS_SHOWN, desktopCoverSizes, desktopFirstRowLayout, MOST_COLUMNS, type StoreGridInset } from '../desktopFirstRow';
import { phoneFirstScreenCards } from './phoneFirstScreen';
import { useDrawnCount } from './useDrawnCount';
import { useElementWidth } from './useElementWidth';
import * as styles from './ResultGrid.css';
import { desktopFirstRow as desktopFirstRowStyle } from './desktopFirstRow.css';

/** The space a card is given: its width, and the height of its image (the card has `CARD_VERTICAL_GAP` px more below). */
export interface CardBox {
  width: number;
  height: number;
  /** The card is in the grid's first row, the first thing seen: its image should load at once. */
  firstRow: boolean;
  /**
   * The cell's size is set in CSS, the grid's width not being known yet (the server's
   * first screen): the card fills its cell, and `width` and `height` are an estimate,
   * good for choosing the image file.
   */
  fluid?: boolean;
  /** With `fluid`: the cover's `sizes`, in window units, for the cell's real width. */
  coverSizes?: string;
}

/** The column width the server's first screen assumes on a phone (2 columns of a 390 px screen). */
const PHONE_COLUMN_WIDTH = 170;

/** The column width a desktop's first row is estimated at (Lighthouse's desktop window, 1350 px, has about 330). */
const DESKTOP_COLUMN_WIDTH = 330;

/** No layout yet (the grid's width is not known): nothing to measure the reach of. */
const NO_BOXES: readonly MasonryBox[] = [];

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
  /**
   * The window's width beside the grid on a phone, in px (the page's side padding, both
   * sides): the server's first screen then asks for covers at the columns' real width.
   */
  windowInset?: number;
  /**
   * How much narrower than the window the grid is on a desktop or tablet: the server's
   * first screen then draws the first row there too (../desktopFirstRow.ts), its covers
   * asked for at the columns' real width. Without it, the grid there waits to be measured.
   */
  desktopInset?: StoreGridInset;
  className?: string;
}

/**
 * The store's masonry grid: as many columns as the available width gives (9 above
 * 2800 px down to 2 at 700 px and below), cards as wide as a column and as tall as
 * their image's aspect ratio, each placed in the shortest column, with 80 px under
 * each image for serial and price.
 */
export function ResultGrid({
  cards,
  renderCard,
  'aria-label': ariaLabel,
  busy = false,
  gutter = 16,
  windowInset = 0,
  desktopInset,
  className,
}: ResultGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Rendered on the server (and hydrated), the width is not known yet: a phone gets its
  // two columns drawn in CSS lengths, so the first cards show before any script runs;
  // elsewhere the grid keeps a screen's height, so the footer stays below the fold. Once
  // hydrated the grid is measured and the same cards (same elements, same images) are
  // laid out in px; on a phone in a transition, the CSS layout being on screen meanwhile.
  const serverRendering = useServerRendering();
  // Drawn by the server: its layout stays until the grid is measured, even once hydration
  // has ended (both land in transitions, not necessarily in the same render).
  const [fromServer] = useState(serverRendering);
  const { phone } = useFirstScreenHints();
  const width = useElementWidth(ref, { deferFirst: serverRendering && phone });
  const columns = columnsForWidth(width, storeGridColumns);
  const layout = useMemo(() => masonryLayout(cards, { width, columns, gutter }), [cards, width, columns, gutter]);
  const unmeasured = width === 0 && fromServer;
  const desktopFirstRow = unmeasured && !phone && desktopInset !== undefined;
  // The cards the shopper can see or soon reach are drawn; the rest of the page follows
  // when the browser is idle (useDrawnCount). The list's height is the whole layout's
  // from the start, so nothing below moves.
  // The server's first screen on a phone has the cards a phone's window shows (ADR 007),
  // on a desktop the first row of the widest grid, which the grid's width cuts to its own;
  // hydration starts from the same count, computed from the same cards.
  const firstScreenCount =
    unmeasured && phone
      ? phoneFirstScreenCards(cards, { columns, gutter, windowInset })
      : desktopFirstRow
        ? Math.min(cards.length, MOST_COLUMNS)
        : 0;
  const drawnCount = useDrawnCount(ref, cards, width > 0 ? layout.boxes : NO_BOXES, firstScreenCount);

  const phoneLayout =
    unmeasured && phone
      ? fluidMasonryLayout(cards.slice(0, drawnCount), { columns, gutter, referenceColumnWidth: PHONE_COLUMN_WIDTH })
      : null;
  const desktopLayout = desktopFirstRow ? desktopFirstRowLayout(cards.slice(0, drawnCount), { gutter }) : null;
  const fluid = phoneLayout ?? desktopLayout;

  return (
    <div
      ref={ref}
      className={clsx(styles.root, fluid && styles.fluid, unmeasured && !phoneLayout && styles.unmeasured, className)}
      data-columns={columns}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <Inline justify="center" className={styles.busy}>
          <span className={styles.busyBadge}>
            <Spinner size="sm" decorative />
            <span role="status">Loading designs…</span>
          </span>
        </Inline>
      ) : null}
      {/* Until the width is known there is nothing sensible to draw (but the server's phone grid or desktop first row). */}
      {width > 0 || fluid ? (
        <ul
          aria-label={ariaLabel}
          className={clsx(styles.list, desktopFirstRow && desktopFirstRowStyle)}
          style={{ height: fluid ? fluid.height : layout.height }}
        >
          {cards.slice(0, drawnCount).map((card, index) => {
            const box = layout.boxes[index]!;
            // The same cell in either layout: only its place and size differ.
            const place = desktopLayout
              ? {
                  cellStyle: desktopLayout.boxes[index]!,
                  width: DESKTOP_COLUMN_WIDTH,
                  height: Math.round(DESKTOP_COLUMN_WIDTH * aspectRatio(card)),
                  // Every desktop grid shows these; the others are lazy, so a grid that hides them does not fetch them.
                  firstRow: index < ALWAYS_SHOWN,
                  fluid: true,
                  coverSizes: desktopCoverSizes(card, { gutter, inset: desktopInset! }),
                }
              : phoneLayout
                ? {
                    cellStyle: phoneLayout.boxes[index]!,
                    width: PHONE_COLUMN_WIDTH,
                    height: phoneLayout.referenceHeights[index]!,
                    firstRow: index < columns,
                    fluid: true,
                    coverSizes: fluidCoverSizes(card, { columns, gutter, windowInset }),
                  }
                : { left: box.left, top: box.top, width: box.width, height: box.height, firstRow: box.top === 0 };
            return <GridCell key={card.productId} card={card} renderCard={renderCard} {...place} />;
          })}
        </ul>
      ) : null}
    </div>
  );
}

interface GridCellProps {
  card: ProductCard;
  renderCard: RenderCard;
  /** The cell's position and size in px, from the measured layout. */
  left?: number;
  top?: number;
  width: number;
  height: number;
  firstRow: boolean;
  /** The server's CSS layout instead (`fluid`): the cell's style, and `width` × `height` an estimate. */
  fluid?: boolean;
  cellStyle?: CSSProperties;
  coverSizes?: string;
}

/**
 * One card of the grid. Memoised: each batch of cards drawn re-renders the grid, and
 * the cards already there (up to a hundred, each with its favourites control) must not
 * render again when their place has not changed.
 *
 * One element in both layouts, so hydration keeps it when the px layout replaces the CSS one.
 */
const GridCell = memo(function GridCell({
  card,
  renderCard,
  left,
  top,
  width,
  height,
  firstRow,
  fluid,
  cellStyle,
  coverSizes,
}: GridCellProps) {
  const style = cellStyle ?? { left, top, width, height: height + CARD_VERTICAL_GAP };
  return (
    <li className={styles.item} style={style}>
      {renderCard(card, fluid ? { width, height, firstRow, fluid: true, coverSizes } : { width, height, firstRow })}
    </li>
  );
});
