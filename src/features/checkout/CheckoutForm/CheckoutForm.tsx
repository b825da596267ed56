import { useId, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { Form, FormSubmit, useFormErrors } from '../../../ui/Form';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';
import { formatPrice } from '../../../domain/licence';
import { CardBrandIcon } from '../CardBrandIcon/CardBrandIcon';
import {
  acceptedBrands,
  cardBrand,
  cardBrandNames,
  cardFieldError,
  cardFields,
  checkoutMessages,
  cvcLength,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  LICENCE_AGREEMENT_PATH,
  toPayment,
  validateCard,
  type CardDraft,
  type CardField,
  type PaymentDetails,
} from '../checkout';
import { LicenceAgreement } from '../LicenceAgreement/LicenceAgreement';
import * as styles from './CheckoutForm.css';

export interface CheckoutFormProps {
  /** What the buyer pays, shown on the Pay button. */
  total: number;
  /** Called with the card once every field passes and the agreement is ticked. */
  onSubmit: (payment: PaymentDetails) => void;
  /** A payment is on its way: Pay shows a spinner and ignores presses. */
  submitting?: boolean;
  /** The server's message (a declined card…), shown in the error line under Pay. */
  error?: string | null;
  /** The licence agreement the tick accepts. */
  agreementHref?: string;
  /** Today, for the expiry check (stories fix it). */
  now?: () => Date;
}

const emptyDraft: CardDraft = { cardNumber: '', expiry: '', cvc: '', name: '' };
const today = () => new Date();

/**
 * The payment form (ours: docs/architecture.md's checkout through a test gateway): the card —
 * number with its brand, expiry MM/YY, security code, name — and the licence agreement
 * tick, which the buyer accepts before ordering (account §2). Nothing is sent until
 * every field passes (the number's Luhn check included) and the agreement is ticked:
 * 'Please read the agreement and tick'.
 */
export function CheckoutForm({
  total,
  onSubmit,
  submitting = false,
  error,
  agreementHref = LICENCE_AGREEMENT_PATH,
  now = today,
}: CheckoutFormProps) {
  const [draft, setDraft] = useState<CardDraft>(emptyDraft);
  const form = useFormErrors<CardField | 'agreement'>([...cardFields, 'agreement']);
  const [agreed, setAgreed] = useState(false);
  const brandsLabelId = useId();
  const brand = cardBrand(draft.cardNumber);

  const change = (field: CardField, value: string) => {
    const next = { ...draft, [field]: value };
    // A new number may change the brand, and with it the code's length.
    if (field === 'cardNumber') next.cvc = formatCvc(next.cvc, cardBrand(value));
    setDraft(next);
    // Fields that show an error are checked again as the person types (the code follows the number).
    const recheck = field === 'cardNumber' ? [field, 'cvc' as const] : [field];
    form.recheck(Object.fromEntries(recheck.map((f) => [f, cardFieldError(f, next, now())])));
  };

  const changeAgreement = (checked: boolean) => {
    setAgreed(checked);
    if (checked) form.setError('agreement', null);
  };

  const handleSubmit = () => {
    if (submitting) return;
    const found = { ...validateCard(draft, now()), agreement: agreed ? undefined : checkoutMessages.agreement };
    if (form.showErrors(found)) return;
    onSubmit(toPayment(draft));
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Payment">
      <Stack as="fieldset" gap="md" frameless>
        <Text as="legend" size="md" weight="semibold" className={styles.legend}>
          Card details
        </Text>
        <Inline gap="sm" align="center">
          <Text id={brandsLabelId} size="sm" tone="muted" className={styles.brandsLabel}>
            We accept
          </Text>
          <Inline as="ul" gap="xs" list aria-labelledby={brandsLabelId}>
            {acceptedBrands.map((accepted) => (
              <li key={accepted} data-detected={brand === accepted ? '' : undefined} className={styles.brandItem}>
                <CardBrandIcon brand={accepted} />
              </li>
            ))}
          </Inline>
        </Inline>
        <TextField
          ref={form.fieldRef('cardNumber')}
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={draft.cardNumber}
          onChange={(event) => change('cardNumber', formatCardNumber(event.target.value))}
          error={form.errors.cardNumber}
          endSlot={brand ? <CardBrandIcon brand={brand} label={`Card brand: ${cardBrandNames[brand]}`} /> : null}
        />
        <Grid columns="1fr 1fr" gap="md" align="start">
          <TextField
            ref={form.fieldRef('expiry')}
            label="Expiry date"
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            hint="MM/YY"
            value={draft.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value))}
            error={form.errors.expiry}
          />
          <TextField
            ref={form.fieldRef('cvc')}
            label="Security code"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            hint={`${cvcLength(brand)} digits, ${brand === 'amex' ? 'on the front' : 'on the back'} of the card`}
            value={draft.cvc}
            onChange={(event) => change('cvc', formatCvc(event.target.value, brand))}
            error={form.errors.cvc}
          />
        </Grid>
        <TextField
          ref={form.fieldRef('name')}
          label="Name on card"
          name="name"
          autoComplete="cc-name"
          value={draft.name}
          onChange={(event) => change('name', event.target.value)}
          error={form.errors.name}
        />
      </Stack>
      <LicenceAgreement
        ref={form.fieldRef('agreement')}
        checked={agreed}
        onCheckedChange={changeAgreement}
        error={form.errors.agreement ?? null}
        agreementHref={agreementHref}
      />
      <Text as="p" size="sm" leading="normal" tone="muted">
        Payments go through the shop&apos;s test gateway: no real card is charged.
      </Text>
      <FormSubmit error={error}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Pay {formatPrice(total)}
        </Button>
      </FormSubmit>
    </Form>
  );
}
