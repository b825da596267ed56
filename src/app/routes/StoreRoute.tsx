import { filterPanelWidthRem, StorePage, type StoreGridInset } from '../../features/catalogue';
import { ProductTile } from '../../features/product';
import { CardSaveControl } from '../CardSaveControl';
import { breakpoint, rootFontSizePx, space } from '../../ui/theme/tokens';
import * as styles from './routes.css';

/**
 * The page's side padding (`space.xl`, both sides) in px where the grid lays out a
 * phone's columns: below the desktop the root font size is fixed, so it is one length.
 */
const PHONE_PAGE_INSET = 2 * parseFloat(space.xl) * rootFontSizePx(breakpoint.desktop - 1);

/**
 * Beside the grid on a desktop or tablet: below the desktop the same padding; from it
 * also the filters' side panel (its width from FilterPanel) and the gap after it
 * (`space.xl`), in rem, which scale with the window. The server's first row asks for
 * its covers at the width this gives (e2e/first-screen.e2e.ts holds it to the page).
 */
const DESKTOP_GRID_INSET: StoreGridInset = {
  compactPx: PHONE_PAGE_INSET,
  wideRem: 2 * parseFloat(space.xl) + filterPanelWidthRem + parseFloat(space.xl),
};

/** /store — the catalogue; each result is a product tile with the favourites control. */
export default function StoreRoute() {
  return (
    <main className={styles.storePage}>
      <StorePage
        gridWindowInset={PHONE_PAGE_INSET}
        gridDesktopInset={DESKTOP_GRID_INSET}
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
