import { CartPage } from '../../features/cart';
import { CheckoutPanel } from '../../features/checkout';
import * as styles from './routes.css';

/** /shoppingcar — the cart; members check out beside it (visitors are asked to sign in). */
export default function CartRoute() {
  return (
    <main className={styles.storePage}>
      <CartPage renderCheckout={({ total, onOrderPlaced }) => <CheckoutPanel total={total} onPaid={onOrderPlaced} />} />
    </main>
  );
}
