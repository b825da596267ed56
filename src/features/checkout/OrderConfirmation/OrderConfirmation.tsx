import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon/Icon';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
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
    <Stack gap="md" align="center">
      <Icon name="success" size="max(40px, 0.56rem)" className={styles.art} />
      <Text as={Heading} ref={headingRef} tabIndex={-1} size="xl" weight="semibold" leading="tight" align="center" className={styles.title}>
        Payment completed
      </Text>
      <Text as="p" size="md" tone="muted" align="center">
        Thank you for your order. Your files are ready to download.
      </Text>
      <Stack as="dl" gap="xs" className={styles.facts}>
        <Inline gap="md" justify="between">
          <Text as="dt" size="md">
            Order number
          </Text>
          <Text as="dd" size="md" weight="semibold" figures="tabular">
            {orderNo}
          </Text>
        </Inline>
        <Inline gap="md" justify="between">
          <Text as="dt" size="md">
            Amount paid
          </Text>
          <Text as="dd" size="md" weight="semibold" figures="tabular">
            {formatPrice(total)}
          </Text>
        </Inline>
      </Stack>
      <Link to={downloadsHref} className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}>
        Download your files
      </Link>
      <Text as="p" size="sm" tone="muted" align="center">
        They stay in My Order, with the invoice, whenever you need them again.
      </Text>
    </Stack>
  );
}
