/// <reference types="applepayjs" />
import { WalletSheet } from '../wallet/sheet';
import type { WalletCardId } from '../wallet/cards';
import { SUPPORTED_VERSIONS, requestProblem, sessionProblem } from './checks';

/** The part of the official session the stand-in implements (instance and class). */
export type StandInSessionApi = Pick<
  ApplePaySession,
  | 'begin'
  | 'abort'
  | 'completeMerchantValidation'
  | 'completePayment'
  | 'onvalidatemerchant'
  | 'onpaymentauthorized'
  | 'oncancel'
>;
export type StandInSessionClass = Pick<
  typeof ApplePaySession,
  'canMakePayments' | 'supportsVersion' | 'STATUS_SUCCESS' | 'STATUS_FAILURE'
>;

/** Safari gives up on a merchant validation that takes longer than this. */
const VALIDATION_TIMEOUT_MS = 30_000;

type State = 'new' | 'validating' | 'sheet' | 'authorizing' | 'done';

/**
 * A DOM event with the session's fields. The typings describe Safari's events with a few
 * members typed unlike the DOM's (`timeStamp` a string, targets never null): the one claim.
 */
const event = <T extends object>(type: string, fields: T): ApplePayJS.Event & T =>
  Object.assign(new Event(type), fields) as unknown as ApplePayJS.Event & T;

const formatted = (amount: string, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
};

interface Answer {
  readonly token?: {
    readonly paymentData: unknown;
    readonly transactionIdentifier: string;
    readonly paymentMethod: { readonly displayName: string; readonly network: string };
    readonly last4: string;
  };
  readonly error?: { readonly message?: string };
}

/**
 * Safari's `ApplePaySession` in test mode, for browsers without it: the merchant validation
 * against the reference backend (its `validationURL` plays Apple's), an in-page sheet, the
 * encrypted payment the backend makes for the chosen card, and the completion.
 */
export function standInSession(base: string) {
  class StandInApplePaySession implements StandInSessionApi {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;

    static canMakePayments(): boolean {
      return true;
    }

    static supportsVersion(version: number): boolean {
      return Number.isInteger(version) && version >= 1 && version <= SUPPORTED_VERSIONS;
    }

    oncancel: (event: ApplePayJS.Event) => void = () => undefined;
    onpaymentauthorized: (event: ApplePayJS.ApplePayPaymentAuthorizedEvent) => void = () =>
      undefined;
    onvalidatemerchant: (event: ApplePayJS.ApplePayValidateMerchantEvent) => void = () => undefined;

    private state: State = 'new';
    private sheet: WalletSheet | undefined;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private merchantIdentifier = '';
    private readonly request: ApplePayJS.ApplePayPaymentRequest;

    constructor(version: number, request: ApplePayJS.ApplePayPaymentRequest) {
      if (!StandInApplePaySession.supportsVersion(version)) {
        throw new TypeError(`"${version}" is not a supported version.`);
      }
      // Safari opens a sheet only for the shopper's own click or key press.
      if (navigator.userActivation && !navigator.userActivation.isActive) {
        throw new DOMException(
          'Must create a new ApplePaySession from a user gesture handler.',
          'InvalidAccessError',
        );
      }
      const problem = requestProblem(request);
      if (problem) throw new TypeError(problem);
      this.request = request;
    }

    begin(): void {
      if (this.state !== 'new')
        throw new DOMException('Page already has an active payment session.', 'InvalidAccessError');
      this.state = 'validating';
      this.timer = setTimeout(() => this.cancel(), VALIDATION_TIMEOUT_MS);
      const validationURL = `${base}/providers/apple-pay/start-session`;
      setTimeout(() => this.onvalidatemerchant(event('validatemerchant', { validationURL })));
    }

    abort(): void {
      if (this.state === 'done')
        throw new DOMException('The session has ended.', 'InvalidStateError');
      this.finish();
    }

    completeMerchantValidation(merchantSession: unknown): void {
      if (this.state !== 'validating') {
        throw new DOMException('No merchant validation is waiting.', 'InvalidStateError');
      }
      clearTimeout(this.timer);
      if (sessionProblem(merchantSession, window.location.hostname, Date.now())) {
        // Safari shows "Payment Not Completed" and cancels the session.
        this.cancel();
        return;
      }
      const { merchantIdentifier } = merchantSession as { merchantIdentifier?: unknown };
      this.merchantIdentifier = typeof merchantIdentifier === 'string' ? merchantIdentifier : '';
      this.state = 'sheet';
      void this.showSheet();
    }

    completePayment(result: number | ApplePayJS.ApplePayPaymentAuthorizationResult): void {
      if (this.state !== 'authorizing') {
        throw new DOMException('No payment is waiting for completion.', 'InvalidStateError');
      }
      const status = typeof result === 'number' ? result : result.status;
      this.sheet?.busy(
        status === StandInApplePaySession.STATUS_SUCCESS ? 'Done' : 'Payment not completed',
      );
      this.finish();
    }

    private async showSheet(): Promise<void> {
      const { total, currencyCode } = this.request;
      this.sheet = new WalletSheet({
        wallet: 'Apple Pay',
        payee: total.label,
        amount: formatted(total.amount, currencyCode),
      });
      const card = await this.sheet.choose();
      if (this.state !== 'sheet') return;
      if (!card) return this.cancel();
      this.sheet.busy('Processing…');
      const token = await this.encrypt(card);
      if (this.state !== 'sheet') return;
      if (!token) return this.cancel();
      this.state = 'authorizing';
      const { last4, ...official } = token;
      this.onpaymentauthorized(
        event('paymentauthorized', {
          payment: {
            token: {
              ...official,
              paymentMethod: {
                ...official.paymentMethod,
                type: 'credit' as const,
                paymentPass: {
                  primaryAccountIdentifier: '',
                  primaryAccountNumberSuffix: last4,
                  activationState: 'activated' as const,
                },
              },
            },
          },
        }),
      );
    }

    /** The device's part: the chosen card, encrypted for the merchant by "Apple". */
    private async encrypt(card: WalletCardId): Promise<Answer['token']> {
      const response = await fetch(`${base}/providers/apple-pay/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ card, merchantIdentifier: this.merchantIdentifier }),
      }).catch(() => undefined);
      const answer = (await response?.json().catch(() => undefined)) as Answer | undefined;
      return response?.ok ? answer?.token : undefined;
    }

    private cancel(): void {
      if (this.state === 'done') return;
      this.finish();
      this.oncancel(event('cancel', {}));
    }

    private finish(): void {
      clearTimeout(this.timer);
      this.state = 'done';
      this.sheet?.close();
      this.sheet = undefined;
    }
  }
  const official: StandInSessionClass = StandInApplePaySession;
  return official;
}
