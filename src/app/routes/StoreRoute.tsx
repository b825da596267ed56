import { StorePage } from '../../features/catalogue';
import { ProductTile } from '../../features/product';
import { CardSaveControl } from '../CardSaveControl';
import * as styles from './routes.css';

/** /store — the catalogue; each result is a product tile with the favourites control. */
export default function StoreRoute() {
  return (
    <main className={styles.storePage}>
      <StorePage
        renderCard={(card, box) => (
          // The image keeps the design's ratio at the cell's width, which is the height the
          // masonry gave it; the caption sits in the 80 px under it.
          <ProductTile
            card={card}
            width={box.width}
            fluid={box.fluid}
            priority={box.firstRow}
            saveControl={<CardSaveControl productId={card.productId} collectionId={card.collectionId} hasCollection={card.hasCollection} />}
          />
        )}
      />
    </main>
  );
}
