import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, codes, NetworkError } from '../../api/errors';
import * as shop from '../../api/shop';
import { TestGatewayError, withTestCard } from '../../api/testGateway';
import type { CartSummary, CheckoutResult, PaymentStart } from '../../api/types';
import { cartListKey, shownLines } from '../cart';
import { attemptKey, checkoutMessages, newIdempotencyKey, toGatewayCard, type PaymentDetails, type PaymentReturn } from './checkout';

export interface UseCheckoutOptions {
  /** Runs once the order is paid, with its number and amount. */
  onPaid?: (result: CheckoutResult) => void;
}

/** What the error line says about a failed payment. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.desc || error.message;
  if (error instanceof NetworkError) return checkoutMessages.unconfirmed;
  if (error instanceof TestGatewayError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The provider's step that confirms a started payment with the card (given the attempt's key too). */
type ConfirmWithProvider = (started: PaymentStart, idempotencyKey: string) => Promise<unknown>;

/**
 * Pays for the member's server cart through the payment provider
 * (docs/adr/010-payments.md): the shop starts the payment (`agree` true), the provider
 * takes the card — the test gateway's call here, Stripe.js with `payWithProvider` — and
 * the shop gets only the payment's reference, asks the provider and records the order.
 * Each attempt carries an idempotency key; the same card details keep their key, so a
 * retry after a lost answer — or a second press that slips through — is answered with
 * the first order instead of a second charge. One payment at a time: presses while one
 * is on its way are ignored. The payment carries what the bag showed (its payable
 * lines and their prices, from the cart's query), so the shop never charges a price the
 * buyer did not see (issue 39). Failures give the server's desc (a declined card, a
 * price changed meanwhile); a refusal about the cart (409) also reloads it so the buyer
 * sees what changed.
 */
export function useCheckout({ onPaid }: UseCheckoutOptions = {}) {
  const client = useQueryClient();
  const attempt = useRef<{ payment: string; key: string } | null>(null);
  /** A provider's own fields (Stripe) keep one key until the card is declined. */
  const providerKey = useRef<string | null>(null);
  // A ref, not state: a double click must not send twice before React re-renders.
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    // One attempt: pay through the provider, or finish one the bank's page returned from.
    mutationFn: async (attempt: () => Promise<{ data: CheckoutResult }>) => (await attempt()).data,
    onSuccess: (result) => {
      onPaid?.(result);
      // The cart is empty now (the header's count too), and the designs are purchased:
      // their cached details must offer Download File, not View Cart.
      void client.invalidateQueries({ queryKey: cartListKey });
      void client.invalidateQueries({ queryKey: ['product', 'detail'] });
    },
    onError: (failure) => {
      setError(failureMessage(failure));
      // A declined card ended its attempt (the shop released the order): the next press is a new one.
      if (failure instanceof ApiError && failure.code === 402) providerKey.current = null;
      if (failure instanceof ApiError && failure.code === codes.conflict) void client.invalidateQueries({ queryKey: cartListKey });
    },
  });

  /** What the bag shows now: undefined when the cart was never loaded here (then the current prices are charged). */
  const shown = () => {
    const summary = client.getQueryData<CartSummary>(cartListKey);
    return summary ? { lines: shownLines(summary) } : {};
  };

  /** One payment at a time, and none once the order is paid. */
  const busy = () => inFlight.current || mutation.isSuccess;

  const send = (attempt: () => Promise<{ data: CheckoutResult }>) => {
    inFlight.current = true;
    setError(null);
    mutation.mutate(attempt, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** The test gateway: the card from the shop's form goes to the gateway only. */
  const pay = (payment: PaymentDetails) => {
    if (busy()) return;
    attempt.current = attemptKey(attempt.current, payment);
    const { key } = attempt.current;
    const seen = shown();
    send(() => shop.payThroughProvider(key, withTestCard(toGatewayCard(payment)), seen));
  };

  /** A provider with fields of its own (Stripe's Payment Element): `confirm` hands the payment to it. */
  const payWithProvider = (confirm: ConfirmWithProvider) => {
    if (busy()) return;
    const key = (providerKey.current ??= newIdempotencyKey());
    const seen = shown();
    send(() => shop.payThroughProvider(key, confirm, seen));
  };

  /**
   * Back from the bank's page: the payment was confirmed there, so only the shop's
   * checkout is left, under the attempt's key. The provider's webhook may have recorded
   * the order first; the checkout then answers that order.
   */
  const resume = ({ key, reference }: PaymentReturn) => {
    if (busy()) return;
    send(() => shop.checkout({ idempotencyKey: key, reference }));
  };

  return {
    /** Sends the payment, unless one is on its way or the order is already paid. */
    pay,
    payWithProvider,
    resume,
    /** A payment is on its way. */
    paying: mutation.isPending,
    /** Why the last attempt failed, for the form's error line. */
    error,
    /** The paid order. */
    result: mutation.data ?? null,
  };
}
