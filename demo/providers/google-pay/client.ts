/// <reference types="googlepay" />
import { WalletSheet } from '../wallet/sheet';
import type { WalletCardId } from '../wallet/cards';
import { paymentRequestProblem, requestProblem } from './checks';

type Api = typeof google.payments.api;

/** The part of the official `PaymentsClient` the stand-in implements. */
export type StandInPaymentsApi = Pick<
  google.payments.api.PaymentsClient,
  'isReadyToPay' | 'createButton' | 'loadPaymentData'
>;

/** Where the stand-in's endpoint is, and whether this "browser" supports Google Pay. */
export interface Device {
  readonly base: string;
  readonly supported: boolean;
}

const refusal = (statusCode: string, statusMessage: string): google.payments.api.PaymentsError => ({
  statusCode,
  statusMessage,
});

const LABELS: Readonly<Record<string, string>> = {
  buy: 'Buy with Google Pay',
  pay: 'Pay with Google Pay',
  checkout: 'Check out with Google Pay',
  order: 'Order with Google Pay',
  book: 'Book with Google Pay',
  donate: 'Donate with Google Pay',
  subscribe: 'Subscribe with Google Pay',
};

const formatted = (price: string, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(price));
  } catch {
    return `${price} ${currency}`;
  }
};

/**
 * Google Pay's client in test mode: ready wherever the script's `?ready=false` does not say
 * otherwise, an accessible button, and an in-page sheet whose card comes back tokenised by
 * the requested gateway (the reference backend plays Google and the card provider).
 */
export function standInPaymentsClient(device: Device): Api['PaymentsClient'] {
  class PaymentsClient implements StandInPaymentsApi {
    private readonly environment: google.payments.api.Environment;

    constructor(options: google.payments.api.PaymentOptions) {
      this.environment = options.environment ?? 'TEST';
    }

    isReadyToPay(
      request: google.payments.api.IsReadyToPayRequest,
    ): Promise<google.payments.api.IsReadyToPayResponse> {
      const problem = requestProblem(request);
      if (problem) return Promise.reject(refusal('DEVELOPER_ERROR', problem));
      return Promise.resolve({ result: device.supported });
    }

    createButton(options: google.payments.api.ButtonOptions): HTMLElement {
      const root = document.createElement('div');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = LABELS[options.buttonType ?? 'buy'] ?? 'Google Pay';
      button.setAttribute(
        'style',
        [
          'min-height:40px',
          'padding:0 1.5rem',
          'border:0',
          'border-radius:4px',
          `background:${options.buttonColor === 'white' ? '#fff' : '#000'}`,
          `color:${options.buttonColor === 'white' ? '#000' : '#fff'}`,
          'font:500 16px system-ui,sans-serif',
          'cursor:pointer',
          options.buttonSizeMode === 'fill' ? 'width:100%' : '',
        ].join(';'),
      );
      button.addEventListener('click', (event) => options.onClick(event));
      root.append(button);
      return root;
    }

    async loadPaymentData(
      request: google.payments.api.PaymentDataRequest,
    ): Promise<google.payments.api.PaymentData> {
      const problem = paymentRequestProblem(request, this.environment);
      if (problem) throw refusal('DEVELOPER_ERROR', problem);
      if (this.environment !== 'TEST') {
        throw refusal('DEVELOPER_ERROR', 'The Google Pay stand-in pays in the TEST environment');
      }
      const { transactionInfo, merchantInfo } = request;
      if (!transactionInfo) throw refusal('DEVELOPER_ERROR', 'transactionInfo is required');
      const sheet = new WalletSheet({
        wallet: 'Google Pay',
        payee: merchantInfo.merchantName ?? merchantInfo.merchantId ?? window.location.hostname,
        amount: formatted(transactionInfo.totalPrice ?? '0', transactionInfo.currencyCode),
      });
      const card = await sheet.choose();
      if (!card) throw refusal('CANCELED', 'User closed the Payment Request UI.');
      sheet.busy('Processing…');
      try {
        return await this.tokenise(card, request);
      } finally {
        sheet.close();
      }
    }

    private async tokenise(
      card: WalletCardId,
      request: google.payments.api.PaymentDataRequest,
    ): Promise<google.payments.api.PaymentData> {
      const response = await fetch(`${device.base}/providers/google-pay/payment-data`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card,
          environment: this.environment,
          tokenizationSpecification: request.allowedPaymentMethods[0]?.tokenizationSpecification,
        }),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as
        | {
            paymentMethodData?: google.payments.api.PaymentMethodData;
            error?: { message?: string };
          }
        | undefined;
      if (!response?.ok || !body?.paymentMethodData) {
        throw refusal('INTERNAL_ERROR', body?.error?.message ?? 'Google Pay could not be reached');
      }
      return { apiVersion: 2, apiVersionMinor: 0, paymentMethodData: body.paymentMethodData };
    }
  }
  // The official class has members the stand-in leaves out (types.ts of the card stand-in
  // does the same): only the part above is claimed, and checked against the official types.
  return PaymentsClient as unknown as Api['PaymentsClient'];
}
