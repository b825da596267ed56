import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, codes, NetworkError } from '../../api/errors';
import type { CheckoutPayload } from '../../api/schemas';
import * as shop from '../../api/shop';
import type { CheckoutResult } from '../../api/types';
import { cartListKey } from '../cart';
import { attemptKey, checkoutMessages, type PaymentDetails } from './checkout';

export interface UseCheckoutOptions {
  /** Runs once the order is paid, with its number and amount. */
  onPaid?: (result: CheckoutResult) => void;
}

/** What the error line says about a failed payment. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.desc || error.message;
  if (error instanceof NetworkError) return checkoutMessages.unconfirmed;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Pays for the member's server cart (`/api/shop/checkout`, `agree` true). Each attempt
 * carries an idempotency key; the same card details keep their key, so a retry after a
 * lost answer — or a second press that slips through — is answered with the first
 * order instead of a second charge. One payment at a time: presses while one is on its
 * way are ignored. Failures give the server's desc (a declined card); a design sold
 * meanwhile (409) also reloads the cart so the buyer sees which.
 */
export function useCheckout({ onPaid }: UseCheckoutOptions = {}) {
  const client = useQueryClient();
  const attempt = useRef<{ payment: string; key: string } | null>(null);
  // A ref, not state: a double click must not send twice before React re-renders.
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (payload: CheckoutPayload) => (await shop.checkout(payload)).data,
    onSuccess: (result) => {
      onPaid?.(result);
      // The cart is empty now (the header's count too), and the designs are purchased:
      // their cached details must offer Download File, not View Cart.
      void client.invalidateQueries({ queryKey: cartListKey });
      void client.invalidateQueries({ queryKey: ['product', 'detail'] });
    },
    onError: (failure) => {
      setError(failureMessage(failure));
      if (failure instanceof ApiError && failure.code === codes.conflict) void client.invalidateQueries({ queryKey: cartListKey });
    },
  });

  const pay = (payment: PaymentDetails) => {
    if (inFlight.current || mutation.isSuccess) return;
    attempt.current = attemptKey(attempt.current, payment);
    inFlight.current = true;
    setError(null);
    mutation.mutate(
      { agree: true, payment, idempotencyKey: attempt.current.key },
      {
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return {
    /** Sends the payment, unless one is on its way or the order is already paid. */
    pay,
    /** A payment is on its way. */
    paying: mutation.isPending,
    /** Why the last attempt failed, for the form's error line. */
    error,
    /** The paid order. */
    result: mutation.data ?? null,
  };
}
