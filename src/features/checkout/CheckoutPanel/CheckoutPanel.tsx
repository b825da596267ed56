import { useId } from 'react';
import type { CheckoutResult } from '../../../api/types';
import { CheckoutForm } from '../CheckoutForm/CheckoutForm';
import { OrderConfirmation } from '../OrderConfirmation/OrderConfirmation';
import { useCheckout } from '../useCheckout';
import * as styles from './CheckoutPanel.css';

export interface CheckoutPanelProps {
  /** What the member's cart costs (the cart page's total of the available lines). */
  total: number;
  /** Runs once the order is paid (the cart page then keeps the confirmation on screen). */
  onPaid?: (result: CheckoutResult) => void;
  /** Today, for the card's expiry check (stories fix it). */
  now?: () => Date;
}

/**
 * Checkout of the member's server cart: the card form and the licence agreement, Pay,
 * then the confirmation with the order number and the way to the downloads. The
 * server's desc shows under Pay when it refuses (a declined card).
 *
 * The cart page renders it in its checkout slot:
 * `<CartPage renderCheckout={({ total, onOrderPlaced }) => <CheckoutPanel total={total} onPaid={onOrderPlaced} />} />`.
 */
export function CheckoutPanel({ total, onPaid, now }: CheckoutPanelProps) {
  const titleId = useId();
  const checkout = useCheckout({ onPaid });
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Checkout
      </h2>
      {checkout.result ? (
        <OrderConfirmation orderNo={checkout.result.orderNo} total={checkout.result.total} autoFocus />
      ) : (
        <CheckoutForm total={total} onSubmit={checkout.pay} submitting={checkout.paying} error={checkout.error} now={now} />
      )}
    </section>
  );
}
