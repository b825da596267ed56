import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as shop from '../../../api/shop';
import type { CheckoutResult } from '../../../api/types';
import { CheckoutForm } from '../CheckoutForm/CheckoutForm';
import { StripeCheckoutForm } from '../StripeCheckoutForm/StripeCheckoutForm';
import { OrderConfirmation } from '../OrderConfirmation/OrderConfirmation';
import { useCheckout } from '../useCheckout';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import * as styles from './CheckoutPanel.css';

export interface CheckoutPanelProps {
  /** What the member's cart costs (the cart page's total of the available lines). */
  total: number;
  /** Runs once the order is paid (the cart page then keeps the confirmation on screen). */
  onPaid?: (result: CheckoutResult) => void;
  /** Today, for the card's expiry check (stories fix it). */
  now?: () => Date;
  /** The member's order list, where the confirmation sends the buyer for the files (the account's route). */
  ordersHref: string;
}

/** Which provider takes the card: asked once per visit. */
const paymentProviderQuery = {
  queryKey: ['shop', 'paymentProvider'],
  queryFn: async () => (await shop.paymentProvider()).data,
  staleTime: Infinity,
} as const;

/**
 * Checkout of the member's server cart: the card form and the licence agreement, Pay,
 * then the confirmation with the order number and the way to the downloads. The
 * server's desc shows under Pay when it refuses (a declined card). The card goes to the
 * payment provider only (docs/adr/010-payments.md): the shop's test gateway takes it
 * from the form's own fields; when the shop takes payments with Stripe, Stripe's
 * Payment Element takes their place.
 *
 * The cart page renders it in its checkout slot:
 * `<CartPage renderCheckout={({ total, onOrderPlaced }) => <CheckoutPanel total={total} onPaid={onOrderPlaced} ordersHref={ORDERS_PATH} />} />`.
 */
export function CheckoutPanel({ total, onPaid, now, ordersHref }: CheckoutPanelProps) {
  const titleId = useId();
  const checkout = useCheckout({ onPaid });
  const provider = useQuery(paymentProviderQuery).data;
  return (
    <Stack as="section" gap="lg" className={styles.panel} aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size="lg" weight="semibold" leading="tight">
        Checkout
      </Text>
      {checkout.result ? (
        <OrderConfirmation orderNo={checkout.result.orderNo} total={checkout.result.total} downloadsHref={ordersHref} autoFocus />
      ) : provider?.provider === 'stripe' ? (
        <StripeCheckoutForm
          total={total}
          publishableKey={provider.publishableKey}
          onPay={checkout.payWithProvider}
          submitting={checkout.paying}
          error={checkout.error}
        />
      ) : (
        <CheckoutForm total={total} onSubmit={checkout.pay} submitting={checkout.paying} error={checkout.error} now={now} />
      )}
    </Stack>
  );
}
