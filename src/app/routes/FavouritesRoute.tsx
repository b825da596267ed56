import { FavouritesPage } from '../../features/favourites';
import * as styles from './routes.css';

/** /favorites — the member's moodboards (visitors get the login dialog). */
export default function FavouritesRoute() {
  return (
    <main className={styles.storePage}>
      <FavouritesPage />
    </main>
  );
}
