import { DetailPage } from '../../features/product';
import { CardSaveControl } from '../CardSaveControl';
import { loadingPage } from './routes.css';

/** /detail/{productId} — the design's own page (cards open it in a new tab). */
export default function DetailRoute() {
  return (
    <main className={loadingPage}>
      <DetailPage renderSaveControl={(detail) => <CardSaveControl productId={detail.productId} hasCollection={detail.hasCollection} />} />
    </main>
  );
}
