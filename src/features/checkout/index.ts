/** Checkout of the member's cart: card form, licence agreement, payment, confirmation. */
export { CheckoutPanel, type CheckoutPanelProps } from './CheckoutPanel/CheckoutPanel';
export { CheckoutForm, type CheckoutFormProps } from './CheckoutForm/CheckoutForm';
export { PaymentReturnPanel, type PaymentReturnPanelProps } from './PaymentReturnPanel/PaymentReturnPanel';
export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation/OrderConfirmation';
export { CardBrandIcon, type CardBrandIconProps } from './CardBrandIcon/CardBrandIcon';
export { useCheckout, type UseCheckoutOptions } from './useCheckout';
export { LICENCE_AGREEMENT_PATH, paymentReturnOf, type CardBrand, type PaymentDetails, type PaymentReturn } from './checkout';
