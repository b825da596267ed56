/**
 * The store grid's masonry layout (storefront "Store" and §3 "layout-derived width,
 * height, top, left"): cards keep their image's aspect ratio, each goes into the
 * shortest column, and every card has room under its image for serial and price.
 */

/** Spec: "vertical gap 80 per card" — the room under each image for serial and price. */
export const CARD_VERTICAL_GAP = 80;

/** What the layout needs of a card: its image's size (`imgWeight` is the width the ratio uses). */
export interface MasonryItem {
  imgWidth: number;
  imgHeight: number;
  imgWeight: number;
}

/** Where a card goes, in px relative to the grid's top left corner. */
export interface MasonryBox {
  left: number;
  top: number;
  /** The card's (and its image's) width: the column width. */
  width: number;
  /** The image's height; the card takes `CARD_VERTICAL_GAP` more below it. */
  height: number;
}

export interface MasonryLayout {
  boxes: MasonryBox[];
  /** Height of the whole grid: the tallest column, its last card's gap included. */
  height: number;
  columnWidth: number;
}

export interface MasonryOptions {
  /** Available width in px. */
  width: number;
  /** Number of columns (from `storeGridColumns` for the width). */
  columns: number;
  /** Horizontal space between columns, in px. */
  gutter?: number;
  /** Space under each image, in px. */
  verticalGap?: number;
}

/** Height over width of a card's image; a square when the file's size is unknown. */
export function aspectRatio({ imgWidth, imgHeight, imgWeight }: MasonryItem): number {
  const width = imgWeight > 0 ? imgWeight : imgWidth;
  return width > 0 && imgHeight > 0 ? imgHeight / width : 1;
}

/**
 * Lays `items` out in `columns` columns of equal width. Each card goes into the column
 * that is shortest so far (the leftmost on a tie), so columns stay even and the reading
 * order still runs left to right, top to bottom.
 */
export function masonryLayout(items: readonly MasonryItem[], options: MasonryOptions): MasonryLayout {
  const columns = Math.max(1, Math.floor(options.columns));
  const gutter = Math.max(0, options.gutter ?? 0);
  const verticalGap = options.verticalGap ?? CARD_VERTICAL_GAP;
  const columnWidth = Math.max(0, (Math.max(0, options.width) - gutter * (columns - 1)) / columns);
  const heights = new Array<number>(columns).fill(0);

  const boxes = items.map((item) => {
    let column = 0;
    for (let c = 1; c < columns; c += 1) if (heights[c]! < heights[column]!) column = c;
    const height = Math.round(columnWidth * aspectRatio(item));
    const box: MasonryBox = { left: column * (columnWidth + gutter), top: heights[column]!, width: columnWidth, height };
    heights[column] = heights[column]! + height + verticalGap;
    return box;
  });

  return { boxes, height: Math.max(0, ...heights), columnWidth };
}

/**
 * A card's place in a layout drawn before the grid's width is known (the server's first
 * screen): CSS lengths in terms of the column width, which follows the grid's width
 * (`100cqw`, the grid being an inline-size container).
 */
export interface FluidMasonryBox {
  left: string;
  top: string;
  width: string;
  /** The card's height, the space under the image included. */
  height: string;
}

/**
 * The masonry of `masonryLayout` in CSS lengths, for `columns` columns of any width.
 * Which column a card goes into is decided at `referenceColumnWidth`; at the real width
 * the browser lays the cards out again in px, the same way as long as the columns'
 * order of heights is the same.
 */
export function fluidMasonryLayout(
  items: readonly MasonryItem[],
  {
    columns,
    gutter = 0,
    verticalGap = CARD_VERTICAL_GAP,
    referenceColumnWidth,
  }: { columns: number; gutter?: number; verticalGap?: number; referenceColumnWidth: number },
): { boxes: FluidMasonryBox[]; height: string; referenceHeights: number[] } {
  const columnWidth = `((100cqw - ${gutter * (columns - 1)}px) / ${columns})`;
  const reference = masonryLayout(items, { width: referenceColumnWidth * columns + gutter * (columns - 1), columns, gutter, verticalGap });
  // Per column: the sum of the ratios and the number of cards stacked so far.
  const stacks = Array.from({ length: columns }, () => ({ ratios: 0, cards: 0 }));
  const boxes = items.map((item, index) => {
    const column = Math.round(reference.boxes[index]!.left / (referenceColumnWidth + gutter));
    const stack = stacks[column]!;
    const ratio = aspectRatio(item);
    const box: FluidMasonryBox = {
      left: `calc(${column} * (${columnWidth} + ${gutter}px))`,
      top: `calc(${stack.ratios.toFixed(4)} * ${columnWidth} + ${stack.cards * verticalGap}px)`,
      width: `calc(${columnWidth})`,
      height: `calc(${ratio.toFixed(4)} * ${columnWidth} + ${verticalGap}px)`,
    };
    stack.ratios += ratio;
    stack.cards += 1;
    return box;
  });
  const tallest = stacks.reduce((a, b) =>
    b.ratios * referenceColumnWidth + b.cards * verticalGap > a.ratios * referenceColumnWidth + a.cards * verticalGap ? b : a,
  );
  return {
    boxes,
    height: `calc(${tallest.ratios.toFixed(4)} * ${columnWidth} + ${tallest.cards * verticalGap}px)`,
    referenceHeights: reference.boxes.map((box) => box.height),
  };
}

/**
 * `sizes` for the square cover of `item` in a column of the fluid layout: the column's
 * width in window units (the window less `windowInset` px beside the grid and the
 * gutters), as wide as the design's box is tall where it is taller. The browser chooses
 * the file from the real width before any script runs; the grid, once measured, asks
 * for the same width in px, so no cover is fetched again at another size.
 */
export function fluidCoverSizes(
  item: MasonryItem,
  { columns, gutter = 0, windowInset }: { columns: number; gutter?: number; windowInset: number },
): string {
  const column = `(100vw - ${windowInset + gutter * (columns - 1)}px) / ${columns}`;
  const side = Math.max(1, aspectRatio(item));
  return side === 1 ? `calc(${column})` : `calc((${column}) * ${side.toFixed(4)})`;
}
