/**
 * Stripe.js, loaded only when the shop takes payments with Stripe (PAYMENTS=stripe;
 * docs/adr/010-payments.md). It cannot be bundled or self-hosted: Stripe requires the
 * script from js.stripe.com, whose Payment Element draws the card fields in Stripe's
 * own frames. Only the few calls the checkout makes are typed here.
 */

export interface StripeError {
  /** card_error: declined (the shop's checkout answers it); validation_error: a field to fix. */
  type: string;
  message?: string;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): { mount(element: HTMLElement): void; destroy(): void };
  /** Checks the fields before a payment is started. */
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeJs {
  elements(options: { mode: 'payment'; amount: number; currency: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    clientSecret: string;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Stripe.js with the shop's publishable key; the script is added to the page once. */
export async function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return (await loading)(publishableKey);
}
