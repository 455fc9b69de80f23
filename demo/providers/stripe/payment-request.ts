import type {
  CanMakePaymentResult,
  PaymentMethod,
  PaymentRequest,
  PaymentRequestCompleteStatus,
  PaymentRequestItem,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  PaymentRequestUpdateOptions,
} from '@stripe/stripe-js';
import { WalletSheet } from '../wallet/sheet';
import { call } from './api';
import type { Transport } from './api';
import { IntegrationError } from './types';

/**
 * The part of the official `PaymentRequest` the stand-in implements: whether the browser can
 * pay, its sheet, and the `paymentmethod` and `cancel` events the widgets listen to.
 */
export interface StandInPaymentRequestApi extends Pick<
  PaymentRequest,
  'canMakePayment' | 'show' | 'abort' | 'isShowing' | 'update'
> {
  on(
    eventType: 'paymentmethod',
    handler: (event: PaymentRequestPaymentMethodEvent) => unknown,
  ): this;
  on(eventType: 'cancel', handler: () => unknown): this;
}

type Handlers = {
  paymentmethod: ((event: PaymentRequestPaymentMethodEvent) => unknown)[];
  cancel: (() => unknown)[];
};

const formatted = (item: PaymentRequestItem, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(item.amount / 100);
  } catch {
    return `${item.amount / 100} ${currency.toUpperCase()}`;
  }
};

/**
 * The card provider's payment request in test mode: the browser's own wallet (Chrome's saved
 * cards, Safari's Apple Pay) played by an in-page sheet of the demo's wallet cards. Pay turns
 * the chosen card into the provider's payment method (the reference backend keeps it in the
 * vault's table) and hands it to the `paymentmethod` listeners, whose `complete` closes the
 * sheet; Cancel tells the `cancel` listeners.
 */
export class StandInPaymentRequest implements StandInPaymentRequestApi {
  private currency: string;
  private total: PaymentRequestItem;
  private sheet: WalletSheet | undefined;
  private readonly handlers: Handlers = { paymentmethod: [], cancel: [] };

  constructor(
    private readonly transport: Transport,
    options: PaymentRequestOptions,
  ) {
    if (!/^[A-Z]{2}$/.test(options.country ?? '')) {
      throw new IntegrationError(
        'Invalid value for paymentRequest(): country should be a two-letter country code.',
      );
    }
    this.currency = checkedCurrency(options.currency);
    this.total = checkedTotal(options.total);
  }

  // Every "browser" of the demo holds the wallet's cards.
  canMakePayment(): Promise<CanMakePaymentResult | null> {
    return Promise.resolve({ applePay: false, googlePay: false, link: false });
  }

  update(options: PaymentRequestUpdateOptions): void {
    if (this.isShowing()) {
      throw new IntegrationError('You cannot update a PaymentRequest while it is showing.');
    }
    if (options.currency !== undefined) this.currency = checkedCurrency(options.currency);
    if (options.total !== undefined) this.total = checkedTotal(options.total);
  }

  isShowing = (): boolean => this.sheet !== undefined;

  abort = (): void => {
    this.sheet?.close();
    this.sheet = undefined;
  };

  show(): void {
    if (this.sheet) throw new IntegrationError('The payment interface is already showing.');
    const sheet = new WalletSheet({
      wallet: 'Browser wallet',
      payee: this.total.label,
      amount: formatted(this.total, this.currency),
    });
    this.sheet = sheet;
    void sheet.choose().then(async (card) => {
      if (!card) {
        this.sheet = undefined;
        for (const handler of this.handlers.cancel) handler();
        return;
      }
      sheet.busy('Processing…');
      const answer = await call<PaymentMethod>(
        this.transport,
        'POST',
        'payment_request/payment_methods',
        { card },
      );
      if ('error' in answer) {
        // The wallet says so in its sheet, as a browser does; the shopper cancels from there.
        this.abort();
        for (const handler of this.handlers.cancel) handler();
        return;
      }
      const complete = (_status: PaymentRequestCompleteStatus) => this.abort();
      for (const handler of this.handlers.paymentmethod) {
        handler({
          paymentMethod: answer.value,
          complete,
          walletName: 'browserCard',
          methodName: 'basic-card',
        });
      }
    });
  }

  on(
    eventType: 'paymentmethod',
    handler: (event: PaymentRequestPaymentMethodEvent) => unknown,
  ): this;
  on(eventType: 'cancel', handler: () => unknown): this;
  on(
    eventType: 'paymentmethod' | 'cancel',
    handler: ((event: PaymentRequestPaymentMethodEvent) => unknown) | (() => unknown),
  ): this {
    if (eventType === 'paymentmethod') {
      this.handlers.paymentmethod.push(
        handler as (event: PaymentRequestPaymentMethodEvent) => unknown,
      );
    } else this.handlers.cancel.push(handler as () => unknown);
    return this;
  }
}

function checkedCurrency(currency: unknown): string {
  if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency)) {
    throw new IntegrationError(
      'Invalid value for paymentRequest(): currency should be a lowercase three-letter code.',
    );
  }
  return currency;
}

function checkedTotal(total: PaymentRequestItem | undefined): PaymentRequestItem {
  if (!total || !Number.isInteger(total.amount) || total.amount < 0 || !total.label) {
    throw new IntegrationError(
      'Invalid value for paymentRequest(): total should have a label and a whole amount in the smallest unit.',
    );
  }
  return total;
}
