import { StorePage } from '../../features/catalogue';
import { ProductTile } from '../../features/product';
import { CardSaveControl } from '../CardSaveControl';
import { breakpoint, rootFontSizePx, space } from '../../ui/theme/tokens';
import * as styles from './routes.css';

/**
 * The page's side padding (`space.xl`, both sides) in px where the grid lays out a
 * phone's columns: below the desktop the root font size is fixed, so it is one length.
 */
const PHONE_PAGE_INSET = 2 * parseFloat(space.xl) * rootFontSizePx(breakpoint.desktop - 1);

/** /store — the catalogue; each result is a product tile with the favourites control. */
export default function StoreRoute() {
  return (
    <main className={styles.storePage}>
      <StorePage
        gridWindowInset={PHONE_PAGE_INSET}
        renderCard={(card, box) => (
          // The image keeps the design's ratio at the cell's width, which is the height the
          // masonry gave it; the caption sits in the 80 px under it.
          <ProductTile
            card={card}
            width={box.width}
            fluid={box.fluid}
            coverSizes={box.coverSizes}
            priority={box.firstRow}
            saveControl={<CardSaveControl productId={card.productId} collectionId={card.collectionId} hasCollection={card.hasCollection} />}
          />
        )}
      />
    </main>
  );
}
