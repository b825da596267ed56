import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon/Icon';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { formatPrice } from '../../../domain/licence';
import * as styles from './OrderConfirmation.css';

export interface OrderConfirmationProps {
  /** The new order's number, as the order list shows it. */
  orderNo: string;
  /** What was charged. */
  total: number;
  /** Where the purchased files are downloaded: the member's order list (the account's route). */
  downloadsHref: string;
  /** Heading level, to fit the outline of the page around it. */
  headingLevel?: 2 | 3;
  /** Move focus to the heading when shown, so a screen reader announces the outcome. */
  autoFocus?: boolean;
}

/**
 * What the buyer sees once paid: 'Payment completed' (the order list's label, account
 * §2), the order number and amount, and the way to the downloads.
 */
export function OrderConfirmation({ orderNo, total, downloadsHref, headingLevel = 3, autoFocus = false }: OrderConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
    // Only when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack gap="md" align="center" className={styles.root}>
      <Icon name="success" size="max(40px, 0.56rem)" className={styles.art} />
      <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
        Payment completed
      </Heading>
      <p className={styles.lead}>Thank you for your order. Your files are ready to download.</p>
      <Stack as="dl" gap="xs" className={styles.facts}>
        <Inline gap="md" justify="between" className={styles.fact}>
          <dt>Order number</dt>
          <dd className={styles.value}>{orderNo}</dd>
        </Inline>
        <Inline gap="md" justify="between" className={styles.fact}>
          <dt>Amount paid</dt>
          <dd className={styles.value}>{formatPrice(total)}</dd>
        </Inline>
      </Stack>
      <Link to={downloadsHref} className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}>
        Download your files
      </Link>
      <p className={styles.note}>They stay in My Order, with the invoice, whenever you need them again.</p>
    </Stack>
  );
}
