import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Form, FormSubmit, useFormErrors } from '../../../ui/Form';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { formatPrice, toCents } from '../../../domain/licence';
import type { PaymentStart } from '../../../api/types';
import { checkoutMessages, LICENCE_AGREEMENT_PATH, paymentReturnUrl } from '../checkout';
import { LicenceAgreement } from '../LicenceAgreement/LicenceAgreement';
import * as styles from '../CheckoutForm/CheckoutForm.css';
import { loadStripe, type StripeElements, type StripeJs } from './stripeJs';

export interface StripeCheckoutFormProps {
  total: number;
  /** The shop's publishable key (PAYMENTS=stripe). */
  publishableKey: string;
  /** Called once the fields pass and the agreement is ticked, with Stripe's step of the payment. */
  onPay: (confirm: (started: PaymentStart, idempotencyKey: string) => Promise<unknown>) => void;
  submitting?: boolean;
  error?: string | null;
  agreementHref?: string;
  /** Loads Stripe.js (stories pass a stand-in: the real one cannot load offline). */
  load?: (publishableKey: string) => Promise<StripeJs>;
}

const LOAD_FAILED = 'The card form could not be loaded. Check your connection and reload the page.';

/**
 * The payment form when Stripe takes the payments (docs/adr/010-payments.md): Stripe's
 * Payment Element draws the card fields in Stripe's frames, so the card never passes
 * through the shop's page or server; the licence agreement and Pay are the shop's, as
 * in `CheckoutForm`. On Pay, the shop starts the payment and Stripe.js confirms it with
 * the card (`redirect: 'if_required'`: a bank that needs its own page returns to this
 * one with the attempt's key, where `PaymentReturnPanel` finishes the checkout; the webhook
 * records the order too, whichever comes first). A declined card is answered by the shop's
 * checkout, in Stripe's words. Its stories run on a stand-in for Stripe.js: the real
 * one is loaded from js.stripe.com only.
 */
export function StripeCheckoutForm({
  total,
  publishableKey,
  onPay,
  submitting = false,
  error,
  agreementHref = LICENCE_AGREEMENT_PATH,
  load = loadStripe,
}: StripeCheckoutFormProps) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  const form = useFormErrors(['agreement']);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let fields: { destroy(): void } | null = null;
    load(publishableKey).then(
      (js) => {
        if (cancelled || !fieldsRef.current) return;
        const elements = js.elements({ mode: 'payment', amount: toCents(total), currency: 'usd' });
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(fieldsRef.current);
        fields = element;
        setStripe({ js, elements });
      },
      () => {
        if (!cancelled) setLoadError(LOAD_FAILED);
      },
    );
    return () => {
      cancelled = true;
      fields?.destroy();
    };
  }, [publishableKey, total, load]);

  const submit = async () => {
    if (submitting || !stripe) return;
    if (form.showErrors({ agreement: agreed ? undefined : checkoutMessages.agreement })) return;
    // Stripe's fields show their own messages.
    if ((await stripe.elements.submit()).error) return;
    onPay(async (started, idempotencyKey) => {
      const { error: failed } = await stripe.js.confirmPayment({
        elements: stripe.elements,
        clientSecret: started.clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: paymentReturnUrl(window.location.href, idempotencyKey) },
      });
      if (failed && failed.type !== 'card_error') throw new Error(failed.message ?? 'The payment could not be confirmed');
    });
  };

  return (
    <Form onSubmit={() => void submit()} aria-label="Payment">
      <Stack as="fieldset" gap="md" frameless>
        <Text as="legend" size="md" weight="semibold" className={styles.legend}>
          Card details
        </Text>
        <div ref={fieldsRef} />
        {loadError ? (
          <Text as="p" role="alert" size="sm" leading="normal" tone="danger">
            {loadError}
          </Text>
        ) : null}
      </Stack>
      <LicenceAgreement
        ref={form.fieldRef('agreement')}
        checked={agreed}
        onCheckedChange={(checked) => {
          setAgreed(checked);
          if (checked) form.setError('agreement', null);
        }}
        error={form.errors.agreement ?? null}
        agreementHref={agreementHref}
      />
      <Text as="p" size="sm" leading="normal" tone="muted">
        Payments are processed by Stripe: the card goes to Stripe, not to the shop.
      </Text>
      <FormSubmit error={error}>
        <Button type="submit" size="lg" fullWidth loading={submitting} disabled={!stripe}>
          Pay {formatPrice(total)}
        </Button>
      </FormSubmit>
    </Form>
  );
}
