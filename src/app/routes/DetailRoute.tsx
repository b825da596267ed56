import { DetailPage } from '../../features/product';
import { CardSaveControl } from '../CardSaveControl';

/** /detail/{productId} — the design's own page (cards open it in a new tab). */
export default function DetailRoute() {
  return (
    <main>
      <DetailPage renderSaveControl={(detail) => <CardSaveControl productId={detail.productId} hasCollection={detail.hasCollection} />} />
    </main>
  );
}
