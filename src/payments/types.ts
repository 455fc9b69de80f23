import type { MethodSettings } from '../domain/payments';

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

/** What the provider's fields say about themselves (never their content). */
export interface FieldChange {
  readonly complete: boolean;
  readonly empty: boolean;
  readonly error?: string | undefined;
  readonly brand?: string | undefined;
}

/** What a payment method is given when the shopper opens it. */
export interface MethodContext {
  readonly settings: MethodSettings;
  /** The page setting naming the provider's script; empty loads the provider's own. */
  readonly script: string;
  readonly onChange?: (change: FieldChange) => void;
}

/** A method mounted into its panel: it can tokenise, and it cleans up after itself. */
export interface MountedMethod {
  tokenize(billing?: BillingDetails): Promise<Tokenized>;
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
 * library only then) and tokenise what the shopper entered. Returns from a provider's page
 * are the cart store's (it knows what was stored before the shopper left).
 */
export interface PaymentGateway {
  mount(target: HTMLElement, context: MethodContext): Promise<MountedMethod>;
}
