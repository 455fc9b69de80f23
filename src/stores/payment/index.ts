export { $payment, $paymentMethods, resetPayment } from './state';
export type { PaymentState } from './state';
export {
  closeMethod,
  finishReturn,
  loadPaymentSettings,
  openMethod,
  payWithCardFields,
  payWithOpenMethod,
} from './actions';
