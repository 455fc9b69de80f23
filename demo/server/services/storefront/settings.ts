import type { CurrencySetting } from '@domain';
import type { CardGateway } from '../../backend/deps';

/** The store's settings as GET /settings answers them. */
export const STORE_SETTINGS = {
  name: 'Smashing Magazine (demo store)',
  country: 'DE',
  locale: 'en-US',
  locales: [{ code: 'en-US', name: 'English', fallback: null }],
  currency: 'USD',
  currencies: [
    { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, type: 'base', priced: true },
    // The euro is a display currency: converted from USD, rounded up to end on .99
    {
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      decimals: 2,
      type: 'display',
      rate: 0.93,
      round: 'up',
      round_interval: 'fraction',
      round_fraction: 0.99,
    },
  ],
} as const;

export const currencySetting = (code: string | undefined): CurrencySetting | undefined =>
  STORE_SETTINGS.currencies.find((c) => c.code === code?.toUpperCase());

export const BASE_CURRENCY: CurrencySetting = STORE_SETTINGS.currencies[0];

export const MENUS = [
  {
    id: 'header',
    name: 'Header',
    items: [
      { name: 'Articles', type: 'url', value: '/articles/' },
      { name: 'Books', type: 'url', value: '/books/' },
      { name: 'Events', type: 'url', value: '/events/' },
      { name: 'Jobs', type: 'url', value: '/jobs/' },
      { name: 'Membership', type: 'url', value: '/membership/plans' },
    ],
  },
];

/**
 * Payment method settings (docs/contracts.md): every gateway is the reference backend's test mode,
 * so the keys are public test values, never secrets.
 */
export const PAYMENT_SETTINGS = {
  card: { enabled: true, gateway: 'stripe', publishable_key: 'pk_test_magazine_demo' },
  paypal: {
    enabled: true,
    gateway: 'paypal',
    client_id: 'demo-paypal-client',
    mode: 'sandbox',
    ppcp: true,
  },
  amazon: {
    enabled: true,
    gateway: 'amazon',
    merchant_id: 'DEMOAMAZONMERCHANT',
    public_key_id: 'SANDBOX-DEMO-KEY',
    mode: 'sandbox',
  },
  google: {
    enabled: true,
    gateway: 'stripe',
    merchant_id: 'demo-google-merchant',
    test_merchant_id: 'demo-google-merchant',
    mode: 'test',
  },
  apple: { enabled: true, gateway: 'stripe', merchant_id: 'merchant.demo.magazine' },
  ideal: { enabled: true, gateway: 'stripe', publishable_key: 'pk_test_magazine_demo' },
  bancontact: { enabled: true, gateway: 'stripe', publishable_key: 'pk_test_magazine_demo' },
  klarna: { enabled: true, gateway: 'stripe', publishable_key: 'pk_test_magazine_demo' },
  paysafecard: { enabled: true, gateway: 'paysafecard' },
  quickpay: { enabled: true, gateway: 'quickpay' },
} as const;

/** The store's payment settings with its card on `gateway` (Braintree's needs no key here). */
export const paymentSettings = (gateway: CardGateway = 'stripe') =>
  gateway === 'braintree'
    ? { ...PAYMENT_SETTINGS, card: { enabled: true, gateway: 'braintree' } }
    : PAYMENT_SETTINGS;

export const SUBSCRIPTION_SETTINGS = { features: { pause: false, skip: false }, trial_days: 0 };

/** Content models the storefront serves (GET /content/{model}); drafts only with preview. */
export const CONTENT: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  'checkout-notes': [
    {
      id: 'shipping-note',
      slug: 'shipping-note',
      title: 'Shipping',
      body: 'Printed books ship from Freiburg within two business days.',
      published: true,
    },
    {
      id: 'holiday-note',
      slug: 'holiday-note',
      title: 'Holiday shipping',
      body: 'Orders placed after 18 December arrive in the new year.',
      published: false,
    },
  ],
};
