import { authorizeGateway } from '@api/vault';
import { ApiError } from '@domain/errors';
import { elementNotFound, settingMissing } from '@domain/messages';
import { PAYMENT_ELEMENT_IDS } from '@domain/payments';
import { cardHosts } from '../card/card-hosts';
import type { BillingDetails, PaymentGateway } from '../types';
import { fieldChange } from './field-change';
import { loadBraintree } from './library';
import { tokenizeFailure } from './tokenize-failure';
import type { HostedFieldsTokenizeOptions, HostedFieldsTokenizePayload } from './types';

/** The fields' hints: our own card form's. */
const PLACEHOLDERS = { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvc: '123' } as const;

/** The client token for this page's Braintree client, from the vault (as swell-js asks it). */
async function clientToken(vault: Parameters<typeof authorizeGateway>[0]): Promise<string> {
  const answer = await authorizeGateway<unknown>(vault, { gateway: 'braintree', params: {} });
  if (typeof answer !== 'string' || !answer) {
    throw new ApiError(settingMissing('Braintree', 'authorization'), 400, 'payment_settings');
  }
  return answer;
}

/** What Braintree may check the card against: the name on it and the billing address. */
function tokenizeOptions(billing: BillingDetails | undefined): HostedFieldsTokenizeOptions {
  const address = billing?.address;
  const given = (value: string | undefined) => (value ? value : undefined);
  const billingAddress = address && {
    postalCode: given(address.zip),
    streetAddress: given(address.address),
    extendedAddress: given(address.address2),
    locality: given(address.city),
    region: given(address.state),
    countryCodeAlpha2: given(address.country?.toUpperCase()),
  };
  return {
    ...(billing?.name ? { cardholderName: billing.name } : {}),
    ...(billingAddress
      ? {
          billingAddress: Object.fromEntries(
            Object.entries(billingAddress).filter(([, value]) => value !== undefined),
          ),
        }
      : {}),
  };
}

const cardOf = ({ nonce, details }: HostedFieldsTokenizePayload) => ({
  token: nonce,
  gateway: 'braintree',
  brand: details.cardType,
  last4: details.lastFour,
  exp_month: Number(details.expirationMonth),
  exp_year: Number(details.expirationYear),
});

/**
 * The card on the Braintree gateway (the vault's Braintree-style card module, SPEC point 7):
 * Braintree's hosted fields, each in its box of our card form (`#card-element`), created with
 * the client token the vault authorises; the nonce they tokenise is stored on the cart as the
 * card, which the store charges when the order is placed.
 */
export const braintreeCard: PaymentGateway = {
  async mount(target, { script, onChange, cart }) {
    const id = PAYMENT_ELEMENT_IDS.card;
    const hosts = cardHosts(target, id);
    if (!hosts) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    const [library, authorization] = await Promise.all([
      loadBraintree(script),
      clientToken(cart.vault),
    ]);
    const client = await library.client.create({ authorization });
    const fields = await library.hostedFields.create({
      client,
      fields: {
        number: { container: hosts.number, placeholder: PLACEHOLDERS.number },
        expirationDate: { container: hosts.expiry, placeholder: PLACEHOLDERS.expiry },
        cvv: { container: hosts.cvc, placeholder: PLACEHOLDERS.cvc },
      },
    });
    for (const event of [
      'validityChange',
      'empty',
      'notEmpty',
      'cardTypeChange',
      'blur',
    ] as const) {
      fields.on(event, (state) => onChange?.(fieldChange(state)));
    }
    return {
      async tokenize(billing) {
        const payload = await fields.tokenize(tokenizeOptions(billing)).catch((error: unknown) => {
          throw tokenizeFailure(error);
        });
        return { method: 'card', card: cardOf(payload) };
      },
      unmount() {
        void fields.teardown().catch(() => undefined);
      },
    };
  },
};
