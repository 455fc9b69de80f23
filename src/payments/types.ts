import type { ProviderScripts } from '@config/config';
import type { CardFormField } from '@domain/card-form';
import type { MethodSettings } from '@domain/payments';
import type { GatewayReturn } from '@domain/routes';
import type { VaultOptions } from '@api/vault';

/** What a payment step needs next: nothing, or a visit to the bank's approval page. */
export type PaymentNext = { readonly done: true } | { readonly redirect: string };

/** A card the provider or the vault turned into a token: only what a receipt may show. */
// A type, not an interface: it goes on the wire as it is, where only index-signed shapes fit.
export type CardPayment = {
  readonly token: string;
  readonly brand?: string;
  readonly last4?: string;
  readonly exp_month?: number;
  readonly exp_year?: number;
  readonly gateway?: string;
};

/**
 * The card provider's own steps an intent may need, done in its browser library: confirming a
 * `requires_confirmation` intent, and the bank's check (3-D Secure) of a `requires_action` one,
 * which may leave the page and come back with `?gateway=stripe&redirect_status=...`. Each
 * resolves with the intent's status afterwards.
 */
export interface CardAuthenticator {
  confirm(clientSecret: string): Promise<string>;
  nextAction(clientSecret: string): Promise<string>;
}

/** What tokenising a method produced, for the cart store to authorise and keep. */
export interface CardTokenized {
  readonly method: 'card';
  readonly card: CardPayment;
  readonly authenticator?: CardAuthenticator;
}
export type Tokenized = CardTokenized;

/** One of the provider's card fields, as it says about itself (never its content). */
export interface FieldState {
  readonly complete: boolean;
  readonly empty: boolean;
  readonly error?: string | undefined;
}

/** What the provider's fields say about themselves: all of them, and each on its own. */
export interface FieldChange extends FieldState {
  readonly brand?: string | undefined;
  /** The card's number, expiry and CVC, each in a field of its own. */
  readonly parts?: Readonly<Record<CardFormField, FieldState>>;
}

/** The cart as a payment method needs it, read at the moment it is needed. */
export interface CheckoutFacts {
  readonly cartId: string;
  /** The cart's currency code, upper case (USD when the cart names none). */
  readonly currency: string;
  /** The currency the cart itself names, upper case; absent, each flow takes its default. */
  readonly namedCurrency?: string;
  /** What is charged now, in major units (the store's capture total). */
  readonly captureTotal: number;
  readonly shippingRequired: boolean;
  /**
   * The cart's shipping as the store has it (address fields and the chosen `service`): a
   * wallet that moves it to the shopper's address at the provider keeps the service, and puts
   * it back when the shopper does not pay.
   */
  readonly shipping?: Readonly<Record<string, string | undefined>>;
  /** Whether a line is a subscription (the wallet's ppcp variant). */
  readonly hasSubscription: boolean;
  readonly billing: BillingDetails;
  /** Absolute URLs a provider sends the shopper back to: the payment step. */
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

/**
 * What a payment method may ask of the cart store (src/payments cannot import the stores):
 * the cart's facts, and writes to the cart that keep the store's flags and its lock.
 */
export interface CartPort {
  /** The vault this page's store uses (intents, authorisations, card tokens). */
  readonly vault: VaultOptions;
  facts(): CheckoutFacts;
  /** PUT /cart with what a payment puts there: billing, and a wallet's account or shipping. */
  update(patch: Readonly<Record<string, unknown>>): Promise<void>;
  /** Rates the cart's shipping address as it is now; the services, cheapest first. */
  rateShipping(): Promise<readonly { readonly id: string; readonly name: string }[]>;
  /** Chooses a shipping service on the cart. */
  chooseShipping(service: string): Promise<void>;
}

/** What a payment method is given when the shopper opens it. */
export interface MethodContext {
  readonly settings: MethodSettings;
  /** The page setting naming the provider's script; empty loads the provider's own. */
  readonly script: string;
  readonly onChange?: (change: FieldChange) => void;
  readonly cart: CartPort;
  /**
   * A provider's own button finished (PayPal, Google Pay, Apple Pay, Amazon Pay): the payment
   * is on the cart (`done`) or the shopper must visit the provider's page.
   */
  readonly onPaid: (next: PaymentNext) => void;
  /** A provider's own button failed or was cancelled; the error says why, in the spec's words. */
  readonly onFailed: (error: unknown) => void;
}

/**
 * A method mounted into its panel. A method with fields (the card) tokenises what the shopper
 * typed; a redirect method pays when the step's button is pressed; a method with the
 * provider's own button has neither and reports through `onPaid` / `onFailed`.
 */
export interface MountedMethod {
  tokenize?(billing?: BillingDetails): Promise<Tokenized>;
  pay?(): Promise<PaymentNext>;
  unmount(): void;
}

/** The name and address the provider may check the card against. */
export interface BillingDetails {
  readonly name?: string;
  readonly email?: string;
  readonly address?: Readonly<Record<string, string | undefined>>;
}

/**
 * One payment gateway behind the payment step: mount into the page (loading the provider's
 * library only then) and pay; `resume` finishes the shopper's return from the provider's page
 * (`?gateway=...`, SPEC point 2): `done` when the payment is on the cart, or it throws why not
 * (cancelled, declined) in the spec's words. Without `resume`, `redirect_status` decides.
 */
export interface PaymentGateway {
  mount(target: HTMLElement, context: MethodContext): Promise<MountedMethod>;
  resume?(back: GatewayReturn, cart: CartPort): Promise<PaymentNext>;
}

/** A method's module for one gateway, and the page setting naming its provider's script. */
export interface GatewayEntry {
  readonly load: () => Promise<PaymentGateway>;
  readonly script?: keyof ProviderScripts;
  /** A card whose fields are the provider's own, in our card form's boxes (not its page). */
  readonly fields?: true;
}
