import type { ShippingAddress } from '@paypal/paypal-js';

/** One address of the test buyer's PayPal address book. */
export interface BuyerAddress {
  readonly id: string;
  readonly full_name: string;
  readonly address: ShippingAddress & { readonly country_code: string };
}

const HOME: BuyerAddress = {
  id: 'home',
  full_name: 'Erika Mustermann',
  address: {
    address_line_1: 'Heidestraße 17',
    admin_area_2: 'Köln',
    postal_code: '51147',
    country_code: 'DE',
  },
};

/**
 * The sandbox buyer PayPal's stand-in is signed in as: a German personal account whose address book also holds an address in the US (a
 * dearer shipping zone) and one the magazine cannot ship to, so a shipping change can be
 * walked both ways.
 */
export const TEST_BUYER = {
  payer_id: 'QYR5Z8XDVJNXQ',
  email_address: 'erika.mustermann@example.com',
  name: { given_name: 'Erika', surname: 'Mustermann' },
  address: HOME.address,
  addresses: [
    HOME,
    {
      id: 'new-york',
      full_name: 'Erika Mustermann',
      address: {
        address_line_1: '350 Fifth Avenue',
        admin_area_2: 'New York',
        admin_area_1: 'NY',
        postal_code: '10118',
        country_code: 'US',
      },
    },
    {
      id: 'kyiv',
      full_name: 'Erika Mustermann',
      address: {
        address_line_1: 'Khreshchatyk St. 22',
        admin_area_2: 'Kyiv',
        postal_code: '01001',
        country_code: 'UA',
      },
    },
  ] as readonly BuyerAddress[],
} as const;

export const buyerAddress = (id: string | undefined): BuyerAddress | undefined =>
  TEST_BUYER.addresses.find((entry) => entry.id === id);

/** An address on one line, as PayPal lists the address book. */
export const addressLine = ({ full_name, address }: BuyerAddress): string =>
  [
    full_name,
    address.address_line_1,
    [address.postal_code, address.admin_area_2, address.admin_area_1].filter(Boolean).join(' '),
    address.country_code,
  ]
    .filter(Boolean)
    .join(', ');
