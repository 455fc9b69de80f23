import * as api from '../../api/storefront/cart';
import type { Params } from '../../api/storefront/client';
import { setSessionValue } from '../../api/storefront/settings';
import type { StoreOrder } from '../../api/storefront/types';
import { createCardToken, createIntent } from '../../api/vault';
import { destinationChanged, withoutStaleAccount } from '../../domain/cart-update';
import { currencyForCountry } from '../../domain/currency';
import { isBelowMinimumCapture, toMinorUnits } from '../../domain/money';
import { cardIntentNext } from '../../domain/payments';
import { vault } from '../connections';
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
  const details: CartDetails = {
    email: customer.email,
    ...(customer.shipping ? { shippingAddress: customer.shipping } : {}),
    ...(billing ? { billingAddress: billing } : {}),
    sameAddress: customer.sameAddress,
  };
  const moved = destinationChanged(before?.shipping, customer.shipping ?? {});
  const update = withoutStaleAccount(
    {
      account: { email: customer.email },
      ...(customer.shipping
        ? { shipping: { ...customer.shipping, ...(moved ? { service: null } : {}) } }
        : {}),
      ...(moved ? { shipment_rating: null } : {}),
      ...(billing ? { billing } : {}),
      metadata: { details } as unknown as Params,
    },
    before && { account: before.account, account_id: before.accountId, guest: before.guest },
  );
  const currency = currencyForCountry(billing?.country);
  return runCart(
    async (sf) => {
      const updated = await api.updateCart(sf, update as Params);
      if (currency === updated.currency) return updated;
      // Only once the details are saved: a refused update leaves the currency as it was.
      await setSessionValue(sf, { currency });
      return (await api.getCart(sf, true)) ?? updated;
    },
    { lock: true },
  );
}

/** The shipping services for the cart's address (GET /cart/shipment-rating). */
export const getShippingRates = (): Promise<CartView | null> =>
  runCart((sf) => api.getShipmentRating(sf));

export const setShippingService = (service: string): Promise<CartView | null> =>
  runCart((sf) => api.updateCart(sf, { shipping: { service } }));

/** What a payment step needs next: nothing, or a visit to the bank's approval page. */
export type PaymentNext = { readonly done: true } | { readonly redirect: string };

/**
 * Tokenises the card in the vault (the number goes there and nowhere else) and authorises
 * the capture total. Below the currency's minimum no intent is created: the card is only
 * stored on the cart (SPEC point 4).
 */
export async function setCard(card: CardFields, returnUrl: string): Promise<PaymentNext> {
  let next: PaymentNext = { done: true };
  await runCart(
    async (sf) => {
      const cart = current();
      const token = await createCardToken(vault(), card);
      const billingCard = { token: token.token };
      const currency = cart?.currency ?? 'USD';
      const total = cart?.captureTotal ?? 0;
      if (isBelowMinimumCapture(total, currency)) {
        return api.updateCart(sf, { billing: { method: 'card', card: billingCard } });
      }
      const intent = await createIntent<{ id: string; status: string; redirect_url?: string }>(
        vault(),
        {
          gateway: 'stripe',
          intent: {
            amount: toMinorUnits(total, currency),
            currency: currency.toLowerCase(),
            payment_method: token.token,
            capture_method: 'manual',
            return_url: returnUrl,
          },
        },
      );
      const stored = {
        billing: {
          method: 'card',
          card: billingCard,
          intent: { stripe: { id: intent.id, auth_amount: total } },
        },
      };
      if (intent.status === 'requires_action' && intent.redirect_url) {
        next = { redirect: intent.redirect_url };
        return api.updateCart(sf, stored);
      }
      if (cardIntentNext(intent.status) === 'confirm') {
        await createIntent(vault(), { gateway: 'stripe', intent: { id: intent.id } }, 'put');
      }
      return api.updateCart(sf, stored);
    },
    { lock: true },
  );
  return next;
}

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
  );
