/*
 * The part of Braintree's browser library (braintree-web 3.91.0: client.min.js and
 * hosted-fields.min.js) that the card module calls, with the library's own names and shapes.
 * The package itself bundles the library, and its types come only as @types/braintree-web,
 * which the project does not install: these few lines stand in for both, and the demo's
 * stand-in (demo/providers/braintree) implements exactly them.
 */

/** What the library rejects with: `code` names the case (HOSTED_FIELDS_FIELDS_EMPTY...). */
export interface BraintreeError {
  readonly name: 'BraintreeError';
  readonly code: string;
  readonly message: string;
  readonly type: 'CUSTOMER' | 'MERCHANT' | 'NETWORK' | 'INTERNAL' | 'UNKNOWN';
  readonly details?: {
    readonly invalidFieldKeys?: readonly HostedFieldName[];
    readonly [key: string]: unknown;
  };
}

/** A client created with the vault's client token; the hosted fields talk through it. */
export interface BraintreeClient {
  readonly authorization: string;
}

export interface ClientModule {
  readonly VERSION: string;
  create(options: { readonly authorization: string }): Promise<BraintreeClient>;
}

/** The hosted fields the module uses: a card's number, expiry and security code. */
export type HostedFieldName = 'number' | 'expirationDate' | 'cvv';

export interface HostedFieldOptions {
  /** The element the field's frame goes into (or a selector for it). */
  readonly container: HTMLElement | string;
  readonly placeholder?: string;
}

/** What a field says about itself; never its content. */
export interface HostedFieldState {
  readonly container: HTMLElement;
  readonly isFocused: boolean;
  readonly isEmpty: boolean;
  readonly isPotentiallyValid: boolean;
  readonly isValid: boolean;
}

/** A card type the number may still be (`visa`, `master-card`, `american-express`...). */
export interface HostedFieldsCard {
  readonly type: string;
  readonly niceType: string;
  readonly code: { readonly name: string; readonly size: number };
}

/** Every event's payload: the state of all fields, and which one changed. */
export interface HostedFieldsState {
  readonly cards: readonly HostedFieldsCard[];
  readonly emittedBy: HostedFieldName;
  readonly fields: Readonly<Record<HostedFieldName, HostedFieldState>>;
}

export type HostedFieldsEvent =
  | 'blur'
  | 'focus'
  | 'empty'
  | 'notEmpty'
  | 'cardTypeChange'
  | 'validityChange'
  | 'inputSubmitRequest';

export interface HostedFieldsTokenizeOptions {
  readonly cardholderName?: string;
  readonly billingAddress?: {
    readonly postalCode?: string;
    readonly streetAddress?: string;
    readonly extendedAddress?: string;
    readonly locality?: string;
    readonly region?: string;
    readonly countryCodeAlpha2?: string;
  };
}

/** A tokenised card: the nonce the store charges, and what a receipt may show. */
export interface HostedFieldsTokenizePayload {
  readonly nonce: string;
  readonly type: string;
  readonly description: string;
  readonly details: {
    readonly bin: string;
    readonly cardType: string;
    readonly lastFour: string;
    readonly lastTwo: string;
    readonly expirationMonth: string;
    readonly expirationYear: string;
  };
}

export interface HostedFields {
  on(event: HostedFieldsEvent, handler: (state: HostedFieldsState) => void): void;
  getState(): HostedFieldsState;
  tokenize(options?: HostedFieldsTokenizeOptions): Promise<HostedFieldsTokenizePayload>;
  teardown(): Promise<void>;
}

export interface HostedFieldsModule {
  readonly VERSION: string;
  create(options: {
    readonly client: BraintreeClient;
    readonly fields: Readonly<Record<HostedFieldName, HostedFieldOptions>>;
    readonly styles?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  }): Promise<HostedFields>;
}

/** `window.braintree` once both scripts ran: each script adds its own module. */
export interface BraintreeNamespace {
  readonly client?: ClientModule;
  readonly hostedFields?: HostedFieldsModule;
}

declare global {
  interface Window {
    braintree?: BraintreeNamespace;
  }
}
