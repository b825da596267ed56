import { Link } from 'react-router-dom';
import * as styles from './routes.css';

/** /thank: after the contact form is sent outside the dialog (spec §2). */
export default function ThankRoute() {
  return (
    <main className={styles.narrowPage}>
      <h1 className={styles.pageTitle}>contact us</h1>
      <p>Thank you - your message has been sent, we’ll be in touch shortly.</p>
      <p>
        <Link to="/store">Continue browsing designs</Link>
      </p>
    </main>
  );
}
