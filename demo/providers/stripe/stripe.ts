import type {
  ConfirmCardPaymentData,
  ConfirmCardPaymentOptions,
  CreatePaymentMethodData,
  CreatePaymentMethodFromElement,
  CreatePaymentMethodFromElements,
  PaymentIntent,
  PaymentIntentOrSetupIntentResult,
  PaymentIntentResult,
  PaymentMethod,
  PaymentMethodCreateParams,
  PaymentMethodResult,
  PaymentRequest,
  PaymentRequestOptions,
  StripeElementsOptions,
} from '@stripe/stripe-js';
import { call } from './api';
import type { Answer, Transport } from './api';
import { CardElement } from './element';
import { CardElements } from './elements';
import { StandInPaymentRequest } from './payment-request';
import { IntegrationError } from './types';
import type { ProviderError, StandInStripeApi } from './types';

/** `pi_..._secret` (ours) or `pi_..._secret_...` (the provider's) -> the intent's id. */
const CLIENT_SECRET = /^(pi_[A-Za-z0-9]+)_secret(?:_[A-Za-z0-9]+)?$/;

const unsupported = (message: string): { error: ProviderError } => ({
  error: { type: 'invalid_request_error', code: 'parameter_invalid', message },
});

const result = (answer: Answer<PaymentIntent>): PaymentIntentResult =>
  'error' in answer ? { error: answer.error } : { paymentIntent: answer.value };

/**
 * The card provider's object as `Stripe(publishableKey)` returns it, in test mode against the
 * reference backend. Card data goes only to the backend's stand-in endpoint; a 3-D Secure
 * challenge is the backend's approval page, reached by a full-page redirect that comes back to
 * the intent's return URL.
 */
export class StandInStripe implements StandInStripeApi {
  private readonly groups: CardElements[] = [];

  constructor(
    private readonly transport: Transport,
    private readonly navigate: (url: string) => void,
  ) {}

  // The options (fonts, appearance, a client secret) style the provider's own iframes.
  elements(_options?: StripeElementsOptions): CardElements {
    const group = new CardElements();
    this.groups.push(group);
    return group;
  }

  /**
   * The browser's wallet through the provider (SPEC point 7's payment request): the part of
   * `PaymentRequest` in payment-request.ts, claimed as the whole official type here only.
   */
  paymentRequest(options: PaymentRequestOptions): PaymentRequest {
    return new StandInPaymentRequest(this.transport, options) as unknown as PaymentRequest;
  }

  async createPaymentMethod(
    data:
      CreatePaymentMethodData | CreatePaymentMethodFromElements | CreatePaymentMethodFromElement,
  ): Promise<PaymentMethodResult> {
    if (!('type' in data) || data.type !== 'card' || !('card' in data)) {
      return unsupported('The test-mode stand-in creates card payment methods only.');
    }
    return this.cardPaymentMethod(data.card, data.billing_details);
  }

  async confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
    options?: ConfirmCardPaymentOptions,
  ): Promise<PaymentIntentResult> {
    const id = intentId(clientSecret, 'confirmCardPayment');
    let paymentMethod: string | undefined;
    if (typeof data?.payment_method === 'string') paymentMethod = data.payment_method;
    else if (data?.payment_method) {
      const created = await this.cardPaymentMethod(
        data.payment_method.card,
        data.payment_method.billing_details,
      );
      if (created.error) return { error: created.error };
      paymentMethod = created.paymentMethod.id;
    }
    const answer = await call<PaymentIntent>(
      this.transport,
      'POST',
      `payment_intents/${id}/confirm`,
      {
        client_secret: clientSecret,
        ...(paymentMethod && { payment_method: paymentMethod }),
      },
    );
    if ('error' in answer || options?.handleActions === false) return result(answer);
    return this.nextAction(answer.value);
  }

  async handleNextAction(
    options: { clientSecret: string } | { hashedValue: string },
  ): Promise<PaymentIntentOrSetupIntentResult> {
    if (!('clientSecret' in options)) {
      return unsupported('The test-mode stand-in handles payment intents only.');
    }
    return this.handleAction(options.clientSecret, 'handleNextAction');
  }

  async handleCardAction(clientSecret: string): Promise<PaymentIntentResult> {
    return this.handleAction(clientSecret, 'handleCardAction');
  }

  async retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult> {
    return result(await this.fetchIntent(clientSecret, 'retrievePaymentIntent'));
  }

  private async handleAction(clientSecret: string, method: string): Promise<PaymentIntentResult> {
    const answer = await this.fetchIntent(clientSecret, method);
    return 'error' in answer ? { error: answer.error } : this.nextAction(answer.value);
  }

  private fetchIntent(clientSecret: string, method: string): Promise<Answer<PaymentIntent>> {
    const id = intentId(clientSecret, method);
    const query = new URLSearchParams({ client_secret: clientSecret });
    return call<PaymentIntent>(this.transport, 'GET', `payment_intents/${id}?${query}`);
  }

  /**
   * An intent that waits for 3-D Secure sends the page to the bank's (the approval page's)
   * address and never resolves, as the page unloads; any other intent is the result.
   */
  private nextAction(intent: PaymentIntent): Promise<PaymentIntentResult> {
    const url = intent.next_action?.redirect_to_url?.url;
    if (intent.status !== 'requires_action' || !url) {
      return Promise.resolve({ paymentIntent: intent });
    }
    this.navigate(url);
    return new Promise<never>(() => undefined);
  }

  private async cardPaymentMethod(
    card: CardElement | object,
    billing: PaymentMethodCreateParams.BillingDetails | undefined,
  ): Promise<PaymentMethodResult> {
    if (!(card instanceof CardElement)) {
      if ('token' in card) return unsupported('The test-mode stand-in takes card Elements only.');
      throw new IntegrationError(
        'Invalid value for createPaymentMethod: card should be an object or element. You specified: object.',
      );
    }
    const group = this.groups.find((g) => g.getElement(card.elementType) === card);
    if (!group) {
      throw new IntegrationError(
        'The Element you passed was created by another Stripe instance, or was destroyed.',
      );
    }
    const details = group.cardDetails(card);
    if ('problem' in details) {
      return { error: { type: 'validation_error', ...details.problem } };
    }
    const answer = await call<PaymentMethod>(this.transport, 'POST', 'payment_methods', {
      type: 'card',
      card: details,
      ...(billing && { billing_details: billing }),
    });
    return 'error' in answer ? { error: answer.error } : { paymentMethod: answer.value };
  }
}

/** The intent's id from its client secret; a malformed secret is the integration's mistake. */
function intentId(clientSecret: unknown, method: string): string {
  const id = typeof clientSecret === 'string' ? CLIENT_SECRET.exec(clientSecret)?.[1] : undefined;
  if (!id) {
    throw new IntegrationError(
      `Invalid value for ${method} intent secret: value should be a client_secret string. You specified: ${typeof clientSecret === 'string' ? clientSecret : typeof clientSecret}.`,
    );
  }
  return id;
}
