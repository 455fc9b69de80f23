/*
 * The part of Amazon Pay's checkout.js (`amazon.Pay`) our code calls. Amazon publishes no
 * typings, so these are ours, written from its button documentation; the demo's stand-in
 * implements exactly this interface, so a call we make that the stand-in lacks fails the type
 * check.
 */

/** What checkout.js needs to create the checkout session when the buyer clicks. */
export interface AmazonCheckoutSessionConfig {
  /** The checkout session payload, as the vault signed it (the very same string). */
  readonly payloadJSON: string;
  readonly signature: string;
  readonly publicKeyId?: string;
}

/** `amazon.Pay.renderButton`'s options (the Amazon Pay button, not the sign-in button). */
export interface AmazonPayButtonOptions {
  readonly merchantId: string;
  readonly publicKeyId: string;
  /** The merchant's ledger currency (ISO 4217). */
  readonly ledgerCurrency: string;
  /** `en_US`, `en_GB`, `de_DE`, `fr_FR`, `it_IT`, `es_ES` or `ja_JP`. */
  readonly checkoutLanguage?: string;
  readonly productType: 'PayAndShip' | 'PayOnly';
  readonly placement: 'Home' | 'Product' | 'Cart' | 'Checkout' | 'Other';
  readonly buttonColor?: 'Gold' | 'LightGray' | 'DarkGray';
  /** The sandbox (test) environment instead of live payments. */
  readonly sandbox?: boolean;
  readonly estimatedOrderAmount?: { readonly amount: string; readonly currencyCode: string };
  readonly createCheckoutSessionConfig: AmazonCheckoutSessionConfig;
}

export interface AmazonPay {
  /** Renders the button into the element `selector` finds; throws when there is none. */
  renderButton(selector: string, options: AmazonPayButtonOptions): unknown;
}

/** `window.amazon` once checkout.js ran. */
export interface AmazonCheckout {
  readonly Pay: AmazonPay;
}

declare global {
  interface Window {
    amazon?: AmazonCheckout;
  }
}
