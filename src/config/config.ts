/**
 * Where the widgets find their services. A page sets it with one JSON script element:
 *
 *   <script type="application/json" id="widgets-config">{ "store": "magazine", ... }</script>
 *
 * Everything not set defaults to the reference backend on the page's own origin, so the demo
 * needs no configuration and production needs nothing but this element. Only public values
 * belong here: public keys, URLs, the search-only key. Secrets never reach the browser.
 */
import { isRecord } from '@domain/json';

export interface SearchConfig {
  readonly appId: string;
  /** The search-only key; never an admin key. */
  readonly apiKey: string;
  readonly indexName: string;
  /** Host URL of the search service, e.g. `https://APPID-dsn.algolia.net`. */
  readonly url: string;
}

export interface WidgetConfig {
  /** Storefront store name and its public key (sent as basic authorization). */
  readonly store: string;
  readonly publicKey: string;
  readonly storefrontUrl: string;
  readonly vaultUrl: string;
  /**
   * The store connection's locale (SPEC point 3's client option), sent as X-Locale until the
   * reader chooses one. Empty: the spec's default, en_US (SPEC point 9).
   */
  readonly locale: string;
  /**
   * The store connection's currency (SPEC point 3's client option), sent as X-Currency until
   * the reader chooses one. Empty: the store's own (USD, SPEC point 9).
   */
  readonly currency: string;
  readonly identityUrl: string;
  /** The main site API (/me, /orders, /products, /market, ...). */
  readonly siteApiUrl: string;
  readonly downloadsHost: string;
  readonly search: SearchConfig;
  /** Where the comment thread files are read from. */
  readonly commentsBase: string;
  /** Where new comments are posted. */
  readonly commentsApi: string;
  readonly adsProxy: string;
  /**
   * Where a prerendered form posts while its widget's code is not there (JavaScript off, or
   * sent before the loader ran): the services' form endpoints. On the page's own origin the
   * form's action is a path, so a page built on one host works on another.
   */
  readonly formsUrl: string;
  /**
   * Where each payment provider's browser library comes from. Empty: the provider's own
   * (production). The demo names the reference backend's test-mode stand-ins here.
   */
  readonly providers: ProviderScripts;
  /**
   * The page's GA4 / Tag Manager data layer (`dataLayer`) the commerce events are pushed to,
   * once the reader allowed statistics. Empty: none (the DOM events are dispatched anyway).
   */
  readonly dataLayer: string;
}

export interface ProviderScripts {
  /** A script that defines `window.Stripe` before `loadStripe` runs. */
  readonly stripe: string;
  /** The wallet SDK's base URL (`sdkBaseUrl` of `@paypal/paypal-js`'s `loadScript`). */
  readonly paypal: string;
  /** Google Pay's `pay.js`. */
  readonly google: string;
  /** The Amazon-style checkout's script. */
  readonly amazon: string;
  /**
   * A script that installs `window.ApplePaySession` where the browser has none (the demo's
   * stand-in); empty: only Safari's own session, so elsewhere the device is not capable.
   */
  readonly apple: string;
  /**
   * Braintree's `web` folder, under which the card module loads `{version}/js/client.min.js`
   * and `hosted-fields.min.js`; empty: https://js.braintreegateway.com/web.
   */
  readonly braintree: string;
}

/**
 * What a page writes into `widgets-config`: any of the keys, `search` and `providers` in part.
 * Whatever it leaves out keeps its default (defaultConfig, mergeConfig).
 */
export type PageSettings = {
  readonly [K in keyof WidgetConfig]?: WidgetConfig[K] extends string
    ? string
    : Partial<WidgetConfig[K]>;
};

export const CONFIG_ELEMENT_ID = 'widgets-config';

/** The reference backend's layout, as `npm start` serves it on `origin`. */
export function defaultConfig(origin: string): WidgetConfig {
  return {
    store: 'magazine',
    publicKey: 'pk_demo_magazine',
    storefrontUrl: origin,
    vaultUrl: `${origin}/vault`,
    locale: '',
    currency: '',
    identityUrl: `${origin}/identity`,
    siteApiUrl: `${origin}/site-api`,
    downloadsHost: `${origin}/downloads`,
    search: {
      appId: 'MAGAZINE',
      apiKey: 'search-only-demo-key',
      indexName: 'articles',
      url: `${origin}/search`,
    },
    commentsBase: `${origin}/comments`,
    commentsApi: `${origin}/comments-api`,
    adsProxy: `${origin}/ads`,
    formsUrl: `${origin}/forms`,
    providers: { stripe: '', paypal: '', google: '', amazon: '', apple: '', braintree: '' },
    dataLayer: '',
  };
}

/**
 * Merges a page's settings over the defaults. Unknown keys and values of the wrong type are
 * reported and ignored, so a typo never points the widgets at nowhere.
 */
export function mergeConfig(
  defaults: WidgetConfig,
  input: unknown,
  warn: (text: string) => void,
): WidgetConfig {
  if (!isRecord(input)) {
    if (input !== undefined) warn('widgets-config must be a JSON object; using the defaults.');
    return defaults;
  }
  const merge = (base: object, patch: Record<string, unknown>, path: string): object => {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      const current = (base as Record<string, unknown>)[key];
      if (!Object.hasOwn(base, key)) {
        warn(`widgets-config: unknown key "${path}${key}" ignored.`);
      } else if (isRecord(current) && isRecord(value)) {
        out[key] = merge(current, value, `${path}${key}.`);
      } else if (typeof current === 'string' && typeof value === 'string' && value.trim()) {
        out[key] = value.trim().replace(/\/+$/, '');
      } else {
        warn(
          `widgets-config: "${path}${key}" must be a non-empty ${isRecord(current) ? 'object' : 'string'}; using the default.`,
        );
      }
    }
    return out;
  };
  return merge(defaults, input, '') as WidgetConfig;
}

/** Reads the page's configuration element (if any) over the defaults for the page's origin. */
export function readPageConfig(doc: Document, warn: (text: string) => void): WidgetConfig {
  const defaults = defaultConfig(doc.location?.origin ?? 'http://localhost');
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent) return defaults;
  try {
    return mergeConfig(defaults, JSON.parse(element.textContent) as unknown, warn);
  } catch {
    warn('widgets-config is not valid JSON; using the defaults.');
    return defaults;
  }
}
