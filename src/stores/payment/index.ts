export { $ownCardFields, $payment, $paymentMethods, resetPayment } from './state';
export type { PaymentState } from './state';
export {
  closeMethod,
  finishReturn,
  openMethod,
  payWithCardFields,
  payWithOpenMethod,
} from './actions';
export { loadPaymentSettings } from './settings';
export { onPaymentError } from './errors';
export type { FieldChange, PaymentNext } from '@payments/types';
