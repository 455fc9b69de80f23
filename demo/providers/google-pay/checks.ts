/// <reference types="googlepay" />

const AUTH_METHODS: ReadonlySet<string> = new Set(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
const NETWORKS: ReadonlySet<string> = new Set([
  'AMEX',
  'DISCOVER',
  'ELECTRON',
  'ELO',
  'ELO_DEBIT',
  'INTERAC',
  'JCB',
  'MAESTRO',
  'MASTERCARD',
  'VISA',
]);

type CardSpec = google.payments.api.IsReadyToPayPaymentMethodSpecification;

const cardProblem = (method: CardSpec): string | undefined => {
  if (method.type !== 'CARD') return `Unsupported payment method type: ${method.type}`;
  const { allowedAuthMethods, allowedCardNetworks } = method.parameters;
  if (!allowedAuthMethods.length || !allowedAuthMethods.every((m) => AUTH_METHODS.has(m))) {
    return 'allowedAuthMethods must name PAN_ONLY and/or CRYPTOGRAM_3DS';
  }
  if (!allowedCardNetworks.length || !allowedCardNetworks.every((n) => NETWORKS.has(n))) {
    return 'allowedCardNetworks must name known card networks';
  }
  return undefined;
};

/** What the real library refuses in any request, as its DEVELOPER_ERROR message. */
export function requestProblem(request: {
  readonly apiVersion: number;
  readonly apiVersionMinor: number;
  readonly allowedPaymentMethods: readonly CardSpec[];
}): string | undefined {
  if (request.apiVersion !== 2 || request.apiVersionMinor !== 0) {
    return `Unsupported API version: ${request.apiVersion}.${request.apiVersionMinor}`;
  }
  if (!request.allowedPaymentMethods.length) return 'allowedPaymentMethods must not be empty';
  return request.allowedPaymentMethods.map(cardProblem).find(Boolean);
}

/** And what it refuses in a payment data request: the price, and how the card is tokenised. */
export function paymentRequestProblem(
  request: google.payments.api.PaymentDataRequest,
  environment: google.payments.api.Environment,
): string | undefined {
  const general = requestProblem(request);
  if (general) return general;
  if (environment === 'PRODUCTION' && !request.merchantInfo.merchantId) {
    return 'merchantInfo.merchantId is required in PRODUCTION';
  }
  if (!request.transactionInfo) return 'transactionInfo is required';
  const { currencyCode, totalPrice, totalPriceStatus } = request.transactionInfo;
  if (!/^[A-Z]{3}$/.test(currencyCode)) return `Invalid currencyCode: ${currencyCode}`;
  if (totalPriceStatus !== 'NOT_CURRENTLY_KNOWN' && !/^\d+(\.\d{1,2})?$/.test(totalPrice ?? '')) {
    return `Invalid totalPrice: ${totalPrice ?? ''}`;
  }
  const spec = request.allowedPaymentMethods[0]?.tokenizationSpecification;
  if (spec?.type !== 'PAYMENT_GATEWAY' || !spec.parameters.gateway) {
    return 'tokenizationSpecification must name a PAYMENT_GATEWAY';
  }
  return undefined;
}
