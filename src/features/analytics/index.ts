export {
  dataLayerSink,
  setAnalyticsSink,
  toDataLayerEntry,
  trackAddToCart,
  type AddToCartEvent,
  type AnalyticsEvent,
  type AnalyticsSink,
  type DataLayerEcommerceEntry,
} from './analytics';
