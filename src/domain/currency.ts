import { countryByCode } from './countries';
import { DEFAULT_CURRENCY } from './money';

/** The currency follows the billing country: EUR where the country lists it, else USD. */
export const currencyForCountry = (country: string | undefined): string =>
  countryByCode(country)?.currency ?? DEFAULT_CURRENCY;

/** Default currencies of the payment flows (SPEC point 9). */
export const FLOW_DEFAULT_CURRENCY = { card: 'USD', bnpl: 'USD', ideal: 'EUR' } as const;
