import { useId, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { coverSizes, coverSrcSet } from '../../../api/covers';
import type { ProductCard as ProductCardData } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Image } from '../../../ui/Image/Image';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { formatPrice } from '../../../domain/licence';
import { designAltText, detailHref } from '../productText';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  /** The design as the store search answers it (`data.aaData[n]`). */
  card: ProductCardData;
  /**
   * The favourites control (SAVE / Saved) drawn over the image's top-right corner. The
   * app passes the favourites feature's `SaveToBoard`; the card knows nothing of it.
   */
  saveControl?: ReactNode;
  /** Opens the quick-view detail dialog; without it the card has no Quick view button. */
  onQuickView?: (card: ProductCardData) => void;
  /** Width of the masonry cell in px; without it the card fills its container's width. */
  width?: number;
  /**
   * The cell's size is set by CSS (the server's first screen, before the grid is
   * measured): the card fills it, and `width` only chooses the image file.
   */
  fluid?: boolean;
  /**
   * With `fluid`: the cover's `sizes` for the cell's real width, in window units. The
   * file the browser chooses from it before the grid is measured is the one it keeps.
   */
  coverSizes?: string;
  /**
   * Height of the masonry cell in px; the image then takes what the caption leaves.
   * Without it the image keeps the design's aspect ratio (imgWeight × imgHeight).
   */
  height?: number;
  /** The card is in the first row of the page: its image loads at once, ahead of the rest. */
  priority?: boolean;
  /** Extra positioning from the grid (e.g. `position`, `top`, `left`). */
  style?: CSSProperties;
  className?: string;
}

/**
 * A design in the store grid (storefront §2 "Product card"): the image, linking to the
 * design's page in a new tab, with its serial label and price under it. Exclusive
 * designs (isBuyout 1) show the buyout price and an 'Exclusive' badge; designs with a
 * nonzero uploadStatus show a 'New' badge (the flag marks recently uploaded designs).
 */
export function ProductCard({
  card,
  saveControl,
  onQuickView,
  width,
  fluid = false,
  coverSizes: fluidSizes,
  height,
  priority,
  style,
  className,
}: ProductCardProps) {
  const serialId = useId();
  const exclusive = card.isBuyout === 1;
  const fixedHeight = height !== undefined;
  const imageWidth = card.imgWeight || card.imgWidth;
  // With the cell's width known, the browser picks the smallest cover that fills the
  // image box (its height is the design's ratio at that width, or what the cell gives).
  const drawnHeight = height ?? (width && imageWidth ? (width * card.imgHeight) / imageWidth : undefined);
  const sizes = (fluid ? fluidSizes : undefined) ?? (width && drawnHeight ? coverSizes(width, drawnHeight) : undefined);
  return (
    <Stack
      as="article"
      gap="sm"
      className={clsx(styles.card, className)}
      style={{ ...style, width: (fluid ? undefined : width) ?? style?.width, height: height ?? style?.height }}
      aria-labelledby={serialId}
    >
      <div className={clsx(styles.media, fixedHeight && styles.mediaFill)}>
        <a className={styles.imageLink} href={detailHref(card.productId)} target="_blank" rel="noopener">
          <Image
            src={card.cover}
            srcSet={sizes ? coverSrcSet(card.cover) : undefined}
            sizes={sizes}
            alt={designAltText(card)}
            width={imageWidth}
            height={card.imgHeight}
            priority={priority}
            className={fixedHeight ? styles.imageFill : undefined}
          />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
        {exclusive || card.uploadStatus !== 0 ? (
          <Inline gap="xs" wrap className={styles.badges}>
            {exclusive ? (
              <Badge tone="accent" variant="solid">
                Exclusive
              </Badge>
            ) : null}
            {card.uploadStatus !== 0 ? (
              <Badge tone="info" variant="solid">
                New
              </Badge>
            ) : null}
          </Inline>
        ) : null}
        {saveControl ? <div className={styles.saveSlot}>{saveControl}</div> : null}
        {onQuickView ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.quickView}
            aria-label={`Quick view ${card.imgSn}`}
            onClick={() => onQuickView(card)}
          >
            Quick view
          </Button>
        ) : null}
      </div>
      <Inline gap="sm" align="baseline" justify="between" className={styles.caption}>
        <Text id={serialId} size="sm" tone="muted" truncate className={styles.serial}>
          {card.imgSn}
        </Text>
        <Text size="md" weight="semibold" tone="text" className={styles.price}>
          {formatPrice(exclusive ? card.priceOnce : card.price)}
        </Text>
      </Inline>
    </Stack>
  );
}
