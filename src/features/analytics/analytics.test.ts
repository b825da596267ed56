import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayerSink, setAnalyticsSink, toDataLayerEntry, trackAddToCart, type AnalyticsEvent } from './analytics';

const added = { productId: 1001, imgSn: 'PT-01001', price: 124.8, licence: 'Commercial unlimited license' };
const ga4 = {
  event: 'add_to_cart',
  ecommerce: {
    currency: 'USD',
    value: 124.8,
    items: [{ item_id: '1001', item_name: 'PT-01001', price: 124.8, item_variant: 'Commercial unlimited license' }],
  },
};

describe('analytics', () => {
  afterEach(() => {
    setAnalyticsSink(null);
    delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  });

  it('turns add-to-cart into the GA4 ecommerce shape', () => {
    expect(toDataLayerEntry({ type: 'add_to_cart', ...added })).toEqual(ga4);
  });

  it('the default sink pushes onto the global dataLayer, clearing the previous ecommerce object first', () => {
    trackAddToCart(added);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([{ ecommerce: null }, ga4]);
  });

  it('keeps what a tag manager already put in the data layer', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    dataLayerSink(host)({ type: 'add_to_cart', ...added });
    expect(host.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, ga4]);
  });

  it('sends to a plugged-in sink instead, and back to the default after reset', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    trackAddToCart(added);
    expect(events).toEqual([{ type: 'add_to_cart', ...added }]);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();

    setAnalyticsSink(null);
    trackAddToCart(added);
    expect(events).toHaveLength(1);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2);
  });

  it('a failing sink never breaks the caller', () => {
    const failing = vi.fn(() => {
      throw new Error('blocked by an ad blocker');
    });
    setAnalyticsSink(failing);
    expect(() => trackAddToCart(added)).not.toThrow();
    expect(failing).toHaveBeenCalledOnce();
  });
});
