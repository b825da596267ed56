import { useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';
import { CardBrandIcon } from '../../checkout';
import { MembersOnly } from '../../session';
import { wide } from '../InvoiceDialog/InvoiceDialog.css';
import * as styles from './PaymentMethods.css';
import { pageTitle } from '../../../ui/styles/textRoles.css';

/** The fixed sample card (account §2): only the last four digits and a fixed expiry are shown. */
export const sampleCard = { lastFour: '4242', expiry: '12/28' } as const;

/**
 * Payment methods (/personalCenter/method, account §2): 'Add Payment Method', a +Add
 * link, the masked sample card, the accepted brands, and 'Add a credit card', which
 * opens a card-entry overlay. The spec shows a static sample only and no call stores a
 * card, so the overlay says that cards are entered at checkout instead of pretending
 * to save one. Members only.
 */
export function PaymentMethods() {
  return (
    <MembersOnly title="Sign in to see your payment methods" description="Your orders, invoices and downloads are kept in your account.">
      <PaymentMethodList />
    </MembersOnly>
  );
}

function PaymentMethodList() {
  const [adding, setAdding] = useState(false);
  return (
    <Stack as="section" gap="lg" aria-labelledby="payment-methods-title">
      <Inline as="header" gap="md" align="baseline" justify="between">
        <h1 id="payment-methods-title" className={pageTitle}>
          Add Payment Method
        </h1>
        <Button variant="text" onClick={() => setAdding(true)}>
          +Add
        </Button>
      </Inline>
      <Stack gap="sm" className={styles.card} role="group" aria-label="Sample card">
        <Text size="lg" figures="tabular" className={styles.cardNumber} aria-label={`Card ending in ${sampleCard.lastFour}`}>
          **** **** **** {sampleCard.lastFour}
        </Text>
        <Inline as="span" justify="between">
          <Text size="sm">Expires {sampleCard.expiry}</Text>
          <CardBrandIcon brand="visa" />
        </Inline>
      </Stack>
      <Inline as="ul" gap="sm" align="center" list aria-label="Accepted cards">
        <li>
          <CardBrandIcon brand="visa" />
        </li>
        <li>
          <CardBrandIcon brand="amex" />
        </li>
        <li>
          <CardBrandIcon brand="mastercard" />
        </li>
      </Inline>
      <div>
        <Button onClick={() => setAdding(true)}>Add a credit card</Button>
      </div>
      <Modal
        open={adding}
        onClose={() => setAdding(false)}
        title="Add a credit card"
        footer={
          <Button variant="secondary" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        }
      >
        {/* The card entry's fields two by two; the number, the name and the note across. */}
        <Grid as="form" columns={2} gap="md" aria-label="Add a credit card" onSubmit={(event) => event.preventDefault()}>
          <TextField className={wide} label="Card number" inputMode="numeric" autoComplete="cc-number" disabled />
          <TextField label="Expiry (MM/YY)" autoComplete="cc-exp" disabled />
          <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" disabled />
          <TextField className={wide} label="Name on card" autoComplete="cc-name" disabled />
          <Text as="p" size="sm" tone="muted" className={wide}>
            Saving a card is not available yet: you enter your card when you pay at checkout.
          </Text>
        </Grid>
      </Modal>
    </Stack>
  );
}
