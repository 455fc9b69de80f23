import * as api from '@api/storefront/cart';
import type { Params, Storefront } from '@api/storefront/client';
import { setSessionValue } from '@api/storefront/settings';
import type { StoreCart, StoreOrder } from '@api/storefront/types';
import { createCardToken, createIntent } from '@api/vault';
import { destinationChanged, toStoreAddress, withoutStaleAccount } from '@domain/cart-update';
import { currencyForCountry } from '@domain/currency';
import { isBelowMinimumCapture, toMinorUnits } from '@domain/money';
import { ApiError } from '@domain/errors';
import { STRIPE_INTENT_UNDEFINED } from '@domain/messages';
import { cardIntentNext } from '@domain/payments';
import type { CardAuthenticator, CardPayment, PaymentNext } from '@payments/types';
import { tellLater } from '../tell-later';
import { vault } from '../connections';
import { chooseCurrency } from '../store-money';
import { noteCurrency } from './destination';
import { $cart } from './state';
import { runCart, runOperation } from './run';
import type { CartDetails, CartView } from './view';

type Address = Readonly<Record<string, string>>;
/** Card number, expiry and CVC, on their way to the vault only. */
export type CardFields = Parameters<typeof createCardToken>[1];

export interface Customer {
  readonly email: string;
  readonly shipping?: Address;
  readonly billing?: Address;
  readonly sameAddress: boolean;
  /** Event tickets: one attendee name per ticket. */
  readonly attendees?: readonly string[];
}

const current = () => $cart.get().cart;

/**
 * Stores the customer's details (SPEC point 4): the email on the store account (unless the
 * account-data rule drops it), the addresses, and everything in `metadata.details`. Locks
 * the cart. A new destination (any address field) resets the chosen service and the rating;
 * the currency follows the billing country.
 */
export async function setCustomer(customer: Customer): Promise<CartView | null> {
  const before = current();
  const billing = customer.sameAddress ? customer.shipping : customer.billing;
  const storeShipping = customer.shipping && toStoreAddress(customer.shipping);
  const storeBilling = billing && toStoreAddress(billing);
  const details: CartDetails = {
    email: customer.email,
    ...(customer.shipping ? { shippingAddress: customer.shipping } : {}),
    ...(billing ? { billingAddress: billing } : {}),
    sameAddress: customer.sameAddress,
    ...(customer.attendees ? { attendees: customer.attendees } : {}),
  };
  const moved = destinationChanged(before?.shipping, storeShipping ?? {});
  const update = withoutStaleAccount(
    {
      account: { email: customer.email },
      ...(storeShipping
        ? { shipping: { ...storeShipping, ...(moved ? { service: null } : {}) } }
        : {}),
      ...(moved ? { shipment_rating: null } : {}),
      ...(storeBilling ? { billing: storeBilling } : {}),
      metadata: { details } as unknown as Params,
    },
    before && { account: before.account, account_id: before.accountId, guest: before.guest },
  );
  const currency = currencyForCountry(billing?.country);
  const view = await runCart(
    async (sf) => {
      const updated = await api.updateCart(sf, update as Params);
      if (currency === updated.currency) return updated;
      // Only once the details are saved: a refused update leaves the currency as it was.
      await setSessionValue(sf, { currency });
      chooseCurrency(currency);
      return (await api.getCart(sf, true)) ?? updated;
    },
    { lock: true },
  );
  noteCurrency(before?.currency, view, billing?.country);
  return view;
}

/**
 * Saves the details in one go (the details step asks once): a destination changed since the
 * services were rated is rated again, and the service the shopper chose stays chosen when the
 * new rating still offers it.
 */
export async function saveDetails(customer: Customer, ships: boolean): Promise<CartView | null> {
  const chosen = current()?.shipping.service;
  const saved = await setCustomer(customer);
  if (!ships || saved?.shipping.service) return saved;
  const rated = saved?.shipmentRating ? saved : await getShippingRates();
  const offered = chosen && rated?.shipmentRating?.some((service) => service.id === chosen);
  return offered ? setShippingService(chosen) : rated;
}

/** The shipping services for the cart's address (GET /cart/shipment-rating). */
export const getShippingRates = (): Promise<CartView | null> =>
  runCart((sf) => api.getShipmentRating(sf));

/**
 * Chooses a shipping service, shown as chosen at once: a refused choice goes back to the one
 * before (and the cart's error says why).
 */
export async function setShippingService(service: string): Promise<CartView | null> {
  const before = current();
  const was = before?.shipping.service;
  const choose = (id: string | undefined) => {
    const cart = current();
    if (cart) $cart.setKey('cart', { ...cart, shipping: { ...cart.shipping, service: id } });
  };
  choose(service);
  try {
    return await runCart((sf) => api.updateCart(sf, { shipping: { service } }));
  } catch (error) {
    if (current()?.shipping.service === service) choose(was);
    throw error;
  }
}

interface Intent {
  readonly id: string;
  readonly status: string;
  readonly client_secret?: string;
  readonly redirect_url?: string;
}

/**
 * Authorises the capture total on the card (SPEC point 4): an intent through the vault in minor
 * units, then `requires_capture` is done, `requires_confirmation` is confirmed, and any other
 * status is 'Unsupported intent status: X'. The 3-D Secure card's intent is stored on the cart
 * before the bank's page opens, so the return finds it. Below the currency's minimum, or for a
 * card on another gateway, no intent is created: the card is only stored on the cart.
 */
export async function authorizeCard(
  card: CardPayment,
  returnUrl: string,
  provider?: CardAuthenticator,
): Promise<PaymentNext> {
  let next: PaymentNext = { done: true };
  await runCart(
    async (sf) => {
      const result = await authorize(sf, card, returnUrl, provider);
      next = result.next;
      return result.cart;
    },
    { lock: true },
  );
  return next;
}

async function authorize(
  sf: Storefront,
  card: CardPayment,
  returnUrl: string,
  provider?: CardAuthenticator,
): Promise<{ next: PaymentNext; cart: StoreCart }> {
  const done: PaymentNext = { done: true };
  const cart = current();
  const billingCard = { ...card, gateway: card.gateway ?? 'stripe' };
  const currency = cart?.currency ?? 'USD';
  const total = cart?.captureTotal ?? 0;
  // Another gateway's card (a Braintree nonce) is charged by the store when the order is
  // placed, as any card below the currency's minimum: it is only stored on the cart.
  if (billingCard.gateway !== 'stripe' || isBelowMinimumCapture(total, currency)) {
    const stored = { billing: { method: 'card', card: billingCard, intent: null } };
    return { next: done, cart: await api.updateCart(sf, stored) };
  }
  const intent = await createIntent<Intent | undefined>(vault(), {
    gateway: 'stripe',
    intent: {
      amount: toMinorUnits(total, currency),
      currency: currency.toLowerCase(),
      payment_method: card.token,
      capture_method: 'manual',
      return_url: returnUrl,
      // The intent pays this cart only: another session naming it cannot order with it.
      ...(cart?.id ? { cart_id: cart.id } : {}),
    },
  });
  if (!intent?.id) throw new ApiError(STRIPE_INTENT_UNDEFINED, 400, 'intent_missing');
  const stored = {
    billing: {
      method: 'card',
      card: billingCard,
      intent: { stripe: { id: intent.id, auth_amount: total } },
    },
  };
  let status = intent.status;
  if (status === 'requires_action') {
    const saved = await api.updateCart(sf, stored);
    if (!provider || !intent.client_secret) {
      return { next: intent.redirect_url ? { redirect: intent.redirect_url } : done, cart: saved };
    }
    status = await provider.nextAction(intent.client_secret);
  }
  if (cardIntentNext(status) === 'confirm') {
    if (provider && intent.client_secret) await provider.confirm(intent.client_secret);
    else await createIntent(vault(), { gateway: 'stripe', intent: { id: intent.id } }, 'put');
  }
  return { next: done, cart: await api.updateCart(sf, stored) };
}

/**
 * Our own card fields (a store whose card gateway is not the card provider): the vault
 * tokenises the number (it goes there and nowhere else); then, for the card provider's
 * gateway, the intent as above, for any other gateway the token alone, charged on submit.
 */
export async function setCard(
  fields: CardFields,
  returnUrl: string,
  gateway = 'stripe',
): Promise<PaymentNext> {
  let next: PaymentNext = { done: true };
  await runCart(
    async (sf) => {
      const token = await createCardToken(vault(), fields);
      const card: CardPayment = {
        token: token.token,
        brand: token.brand,
        last4: token.last4,
        exp_month: token.exp_month,
        exp_year: token.exp_year,
        gateway,
      };
      if (gateway !== 'stripe') {
        return api.updateCart(sf, { billing: { method: 'card', card, intent: null } });
      }
      const result = await authorize(sf, card, returnUrl);
      next = result.next;
      return result.cart;
    },
    { lock: true },
  );
  return next;
}

/** Forgets a payment that did not go through (a cancelled 3-D Secure, a bank said no). */
export const clearPayment = (): Promise<CartView | null> =>
  runCart((sf) => api.updateCart(sf, { billing: { method: null, card: null, intent: null } }), {
    lock: true,
  });

/** Stores an approved wallet or redirect payment on the cart billing. */
export const setWallet = (method: string, billing: Params): Promise<CartView | null> =>
  runCart((sf) => api.updateCart(sf, { billing: { method, ...billing } }), { lock: true });

/**
 * Submits the order (SPEC point 4): locks; success empties the cart and keeps the order; a
 * failure (a changed price becomes PRICE_MISMATCH) leaves the cart as it was.
 */
export const submitOrder = (): Promise<StoreOrder> =>
  runOperation(
    (sf) => api.submitOrder(sf),
    (order) => ({ cart: null, order }),
    { lock: true },
  ).then((order) => {
    tellLater((events) => events.tellPurchase(order));
    return order;
  });
