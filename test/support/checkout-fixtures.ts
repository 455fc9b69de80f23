import type { VaultOptions } from '@api/vault';

/** What the checkout tests buy with and ship to, written once for every layer's tests. */

/** The demo vault on a backend at `base`, with the demo store's public key. */
export const vaultAt = (base: string): VaultOptions => ({
  vaultUrl: `${base}/vault`,
  key: 'pk_demo_magazine',
  timeoutMs: 5000,
});

/** The demo's test cards (docs/contracts.md): succeeds, declined, asks for 3-D Secure. */
export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: '2030',
  cvc: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const SECURE_CARD = { ...GOOD_CARD, number: '4000 0025 0000 3155' };

/** The shopper's address as the details step writes it to the cart. */
export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Kaiser-Joseph-Straße 1',
  city: 'Freiburg',
  zip: '79098',
  country: 'DE',
};

/** The same shopper in Berlin: where the wallet tests' details step left the cart. */
export const BERLIN = { ...ADDRESS, address1: 'Hauptstr. 1', city: 'Berlin', zip: '10115' };

/** The Berlin address as a PayPal order's purchase unit ships to it. */
export const BERLIN_PAYPAL_SHIPPING = {
  name: { full_name: 'Ada Lovelace' },
  address: {
    address_line_1: 'Hauptstr. 1',
    admin_area_2: 'Berlin',
    postal_code: '10115',
    country_code: 'DE',
  },
};

/** A member's saved shipping address in Berlin, as the account form saves it (the form's keys). */
export const SAVED_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: 'Main 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};
