import { useLocation } from 'react-router-dom';
import { ORDERS_PATH } from '../../features/account';
import { CartPage } from '../../features/cart';
import { CheckoutPanel, PaymentReturnPanel, paymentReturnOf } from '../../features/checkout';
import * as styles from './routes.css';

/**
 * /shoppingcar — the cart; members check out beside it (visitors are asked to sign in).
 * Back from a bank's own page (3-D Secure), the page finishes that payment instead.
 */
export default function CartRoute() {
  const { pathname, search } = useLocation();
  const payment = paymentReturnOf(search);
  return (
    <main className={styles.storePage}>
      {payment ? (
        <PaymentReturnPanel payment={payment} cartHref={pathname} ordersHref={ORDERS_PATH} />
      ) : (
        <CartPage
          renderCheckout={({ total, onOrderPlaced }) => <CheckoutPanel total={total} onPaid={onOrderPlaced} ordersHref={ORDERS_PATH} />}
        />
      )}
    </main>
  );
}
