import { countryByCode } from './countries';
import { DEFAULT_CURRENCY } from './money';

/** The currency follows the billing country: EUR where the country lists it, else USD. */
export const currencyForCountry = (country: string | undefined): string =>
  countryByCode(country)?.currency ?? DEFAULT_CURRENCY;

/** Default currencies of the payment flows (SPEC point 9). */
export const FLOW_DEFAULT_CURRENCY = { card: 'USD', bnpl: 'USD', ideal: 'EUR' } as const;

/**
 * The currency a payment flow charges in: the cart's own, else the flow's default (SPEC
 * point 9: a cart that names none pays iDEAL in euros, a card or buy-now-pay-later in
 * dollars).
 */
export const flowCurrency = (
  cartCurrency: string | undefined,
  flow: keyof typeof FLOW_DEFAULT_CURRENCY,
): string => cartCurrency?.trim().toUpperCase() || FLOW_DEFAULT_CURRENCY[flow];

/** A currency's name as an amount reads it in English ("euros", "US dollars"). */
export function currencyName(currency: string): string {
  try {
    // English puts the amount first ("2.00 euros"): what follows it is the name.
    return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'name' })
      .format(2)
      .replace(/^[^A-Za-z]+/, '');
  } catch {
    return currency;
  }
}

/**
 * What a shopper reads when the prices change currency with their country ("Prices are now
 * in euros for delivery to Germany"): a price never changes its currency silently.
 */
export function currencyNotice(currency: string, country: string | undefined): string {
  const where = countryByCode(country)?.label;
  return `Prices are now in ${currencyName(currency)}${where ? ` for delivery to ${where}` : ''}`;
}
