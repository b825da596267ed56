/**
 * Shop analytics (storefront §4: "An analytics add-to-cart event is sent").
 *
 * Features call typed `track…` functions; where the events go is a pluggable sink.
 * The default sink pushes GA4-style ecommerce objects onto `window.dataLayer`, which a
 * tag manager (or nothing at all) reads; the app or a test can swap the sink with
 * `setAnalyticsSink` without the features knowing.
 */

/** A design put in the bag under a licence. */
export interface AddToCartEvent {
  type: 'add_to_cart';
  productId: number;
  /** The pattern id buyers see, e.g. 'PT-01001'. */
  imgSn: string;
  /** Price of the chosen licence in USD. */
  price: number;
  /** Name of the chosen licence, e.g. 'Commercial license'. */
  licence: string;
}

/** Every event the shop sends. */
export type AnalyticsEvent = AddToCartEvent;

/** Receives every tracked event. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** The GA4 ecommerce object of an event, as pushed to the data layer. */
export interface DataLayerEcommerceEntry {
  event: 'add_to_cart';
  ecommerce: {
    currency: 'USD';
    value: number;
    items: { item_id: string; item_name: string; price: number; item_variant: string }[];
  };
}

type DataLayerHost = { dataLayer?: unknown[] };

/** The GA4 shape of an event. */
export function toDataLayerEntry(event: AnalyticsEvent): DataLayerEcommerceEntry {
  return {
    event: event.type,
    ecommerce: {
      currency: 'USD',
      value: event.price,
      items: [{ item_id: String(event.productId), item_name: event.imgSn, price: event.price, item_variant: event.licence }],
    },
  };
}

/**
 * Pushes onto `host.dataLayer` (the window in a browser), creating it when no tag
 * manager has yet. GA4 asks to clear the previous ecommerce object first, so one
 * event's items never merge into the next.
 */
export function dataLayerSink(host: DataLayerHost = globalThis as DataLayerHost): AnalyticsSink {
  return (event) => {
    const layer = (host.dataLayer ??= []);
    layer.push({ ecommerce: null });
    layer.push(toDataLayerEntry(event));
  };
}

const defaultSink = dataLayerSink();
let sink: AnalyticsSink = defaultSink;

/** Sends events to `next` from now on; `null` restores the default data-layer sink. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? defaultSink;
}

function send(event: AnalyticsEvent): void {
  // Analytics must never break a purchase: a failing sink is ignored.
  try {
    sink(event);
  } catch {
    /* ignored on purpose */
  }
}

/** A design went into the bag (server cart or the visitor's local cart). */
export function trackAddToCart(item: Omit<AddToCartEvent, 'type'>): void {
  send({ type: 'add_to_cart', ...item });
}
