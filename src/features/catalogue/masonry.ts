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
function aspectRatio({ imgWidth, imgHeight, imgWeight }: MasonryItem): number {
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
