import type { CreateOrderRequestBody } from '@paypal/paypal-js';
import { toWalletAmount } from '@domain/money';
import { merchantIdOf } from '@domain/payments';
import type { MethodSettings } from '@domain/payments';
import type { CheckoutFacts } from '../types';

/** PayPal's currencies without decimals: its API refuses "5800.00" yen. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

/** A wallet amount (rounded to 2 decimals, SPEC point 5) as PayPal's API writes money. */
export const walletValue = (amount: number, currency: string): string => {
  const value = toWalletAmount(amount);
  return WHOLE_UNITS.has(currency.toUpperCase()) ? String(Math.round(value)) : value.toFixed(2);
};

/** Who is paid: the merchant account PayPal onboarded, else the store owner's PayPal email. */
function payeeOf(settings: MethodSettings) {
  const merchantId = merchantIdOf(settings);
  if (merchantId) return { merchant_id: merchantId };
  const email = settings.store_owner_email;
  return typeof email === 'string' && email ? { email_address: email } : undefined;
}

/**
 * The address the shopper gave us, in PayPal's fields, so PayPal offers it first; none when
 * the cart has no street and country yet.
 */
function shippingOf(facts: CheckoutFacts) {
  const shipping = facts.shipping ?? {};
  const { address1, country } = shipping;
  if (!address1 || !country) return undefined;
  const fullName =
    shipping.name || [shipping.first_name, shipping.last_name].filter(Boolean).join(' ');
  const fields: [string, string | undefined][] = [
    ['address_line_1', address1],
    ['address_line_2', shipping.address2],
    ['admin_area_2', shipping.city],
    ['admin_area_1', shipping.state],
    ['postal_code', shipping.zip],
  ];
  return {
    ...(fullName ? { name: { full_name: fullName } } : {}),
    address: {
      ...Object.fromEntries(fields.filter((field): field is [string, string] => !!field[1])),
      country_code: country,
    },
  };
}

/**
 * The PayPal order the vault creates for the cart (SPEC point 7, "Wallet intent body"): the
 * capture total authorised now and captured when the store fulfils the order; when the cart
 * ships, PayPal's address book with the shopper's address from our details step first; and
 * for a subscription the PayPal account kept for the
 * renewals (the ppcp variant).
 */
export function walletOrder(facts: CheckoutFacts, settings: MethodSettings) {
  const payee = payeeOf(settings);
  const shipping = facts.shippingRequired ? 'GET_FROM_FILE' : 'NO_SHIPPING';
  const address = facts.shippingRequired ? shippingOf(facts) : undefined;
  // Checked against PayPal's own type; kept as written, so it also fits the vault's query.
  return {
    intent: 'AUTHORIZE',
    // CONTINUE: the shopper comes back to our review page and places the order there.
    application_context: { shipping_preference: shipping, user_action: 'CONTINUE' },
    purchase_units: [
      {
        amount: {
          currency_code: facts.currency,
          value: walletValue(facts.captureTotal, facts.currency),
        },
        ...(payee ? { payee } : {}),
        ...(address ? { shipping: address } : {}),
      },
    ],
    ...(facts.hasSubscription
      ? {
          payment_source: {
            paypal: {
              attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } },
              experience_context: {
                shipping_preference: shipping,
                return_url: facts.returnUrl,
                cancel_url: facts.cancelUrl,
              },
            },
          },
        }
      : {}),
  } satisfies CreateOrderRequestBody;
}
