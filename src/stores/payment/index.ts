export {
  $ownCardFields,
  $payment,
  $paymentMethods,
  $providerCardFields,
  resetPayment,
} from './state';
export type { PaymentState } from './state';
export {
  closeMethod,
  finishReturn,
  loadPaymentSettings,
  openMethod,
  payWithCardFields,
  payWithOpenMethod,
} from './actions';
export { onPaymentError } from './errors';
export type { FieldChange, PaymentNext } from '@payments/types';
