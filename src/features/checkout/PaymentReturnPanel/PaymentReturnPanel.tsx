import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { Button } from '../../../ui/Button/Button';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { inlineLink } from '../../../ui/styles/inlineLink.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';
import { Text } from '../../../ui/Text/Text';
import { checkoutMessages, type PaymentReturn } from '../checkout';
import { OrderConfirmation } from '../OrderConfirmation/OrderConfirmation';
import { useCheckout } from '../useCheckout';
import * as panelStyles from '../CheckoutPanel/CheckoutPanel.css';
import * as styles from './PaymentReturnPanel.css';

export interface PaymentReturnPanelProps {
  /** The payment the bank's page returned with (`paymentReturnOf` of the page's query). */
  payment: PaymentReturn;
  /** The cart: this page's path, without the return's parameters. */
  cartHref: string;
  /** The member's order list, where the confirmation sends the buyer for the files (the account's route). */
  ordersHref: string;
}

/**
 * The cart page when a bank's own page (3-D Secure) sends the buyer back after Stripe
 * took the card: the shop finishes the checkout under the attempt's key and shows the
 * confirmation, as the cart's checkout does when no bank page was needed. The provider's
 * webhook may have recorded the order first; the checkout then answers that order, so
 * the buyer never pays twice nor sees a cart with no answer. A refusal (the bank said
 * no) shows its reason and the way back to the cart; a lost answer can be asked again.
 */
export function PaymentReturnPanel({ payment, cartHref, ordersHref }: PaymentReturnPanelProps) {
  const titleId = useId();
  const checkout = useCheckout();
  const asked = useRef(false);
  const { resume } = checkout;

  useEffect(() => {
    // Once per return, however often React runs effects.
    if (asked.current) return;
    asked.current = true;
    resume(payment);
  }, [resume, payment]);

  const message = checkout.error === checkoutMessages.unconfirmed ? checkoutMessages.returnUnconfirmed : checkout.error;
  return (
    <Stack as="section" gap="lg" className={panelStyles.panel} aria-labelledby={titleId} aria-busy={checkout.paying}>
      <Text as="h2" id={titleId} size="lg" weight="semibold" leading="tight">
        Checkout
      </Text>
      {checkout.result ? (
        <OrderConfirmation orderNo={checkout.result.orderNo} total={checkout.result.total} downloadsHref={ordersHref} autoFocus />
      ) : message && !checkout.paying ? (
        <Stack gap="md" align="start">
          <Text as="p" role="alert" tone="danger" leading="normal">
            {message}
          </Text>
          <Inline gap="md" align="center" wrap>
            {checkout.error === checkoutMessages.unconfirmed ? (
              <Button variant="secondary" onClick={() => resume(payment)}>
                Try again
              </Button>
            ) : null}
            {/* The way back to the cart: a finger's 44 px target on touch screens. */}
            <Link to={cartHref} className={clsx(inlineLink, touchTarget)}>
              Back to your cart
            </Link>
          </Inline>
        </Stack>
      ) : (
        <Inline justify="center" className={styles.waiting}>
          <Spinner label="Confirming your payment" />
        </Inline>
      )}
    </Stack>
  );
}
