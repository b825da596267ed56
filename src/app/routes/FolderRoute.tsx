import { FolderDetailPage } from '../../features/favourites';
import * as styles from './routes.css';

/** /folder?fid= — one moodboard's designs, with Quick Sharing for eligible members. */
export default function FolderRoute() {
  return (
    <main className={styles.storePage}>
      <FolderDetailPage />
    </main>
  );
}
