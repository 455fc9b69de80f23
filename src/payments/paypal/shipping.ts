import type { OnShippingChangeActions, OnShippingChangeData } from '@paypal/paypal-js';
import { createIntent } from '@api/vault';
import { toMinorUnits } from '@domain/money';
import type { CartPort, CheckoutFacts } from '../types';

/** The cart's shipping before PayPal moved it: the address and the service chosen for it. */
export type ShippingBefore = NonNullable<CheckoutFacts['shipping']>;

const serviceOf = (facts: CheckoutFacts) => facts.shipping?.service || undefined;

/** Whether PayPal's part of an address is where the cart ships already (empty is empty). */
const sameDestination = (
  shipping: ShippingBefore,
  moved: Readonly<Record<string, string>>,
): boolean =>
  Object.entries(moved).every(
    ([field, value]) => (shipping[field] ?? '').toUpperCase() === value.toUpperCase(),
  );

/**
 * Puts the cart's shipping back as it was (the shopper left PayPal without that address): the
 * fields PayPal's address set are cleared where the cart had none.
 */
export const restoreShipping = (cart: CartPort, before: ShippingBefore): Promise<void> =>
  cart.update({
    shipping: { city: '', state: '', zip: '', country: '', ...before },
    shipment_rating: null,
  });

/**
 * The shopper's address at PayPal (SPEC point 4, wallet flow). Unless it is where the cart
 * ships already (the address from our details step, which PayPal offers first), the cart
 * moves there, with the taxes flag and its rating reset, and is rated again: the service
 * chosen before (at PayPal or on our details step) stays if it is offered there, else the
 * first one offered is chosen; an address nothing ships to is rejected, so PayPal asks for
 * another, and the cart goes back to `before`. The PayPal order then follows the cart's total
 * (an earlier address may have changed it).
 */
export async function changeShipping(
  cart: CartPort,
  data: OnShippingChangeData,
  actions: Pick<OnShippingChangeActions, 'resolve' | 'reject'>,
  before: ShippingBefore,
): Promise<void> {
  const address = data.shipping_address;
  if (!data.orderID || !address) return actions.resolve();
  const moved = {
    city: address.city,
    state: address.state,
    zip: address.postal_code,
    country: address.country_code,
  };
  const facts = cart.facts();
  const chosen = data.selected_shipping_option?.id ?? serviceOf(facts);
  if (!chosen || chosen !== serviceOf(facts) || !sameDestination(facts.shipping ?? {}, moved)) {
    await cart.update({ shipping: moved, shipment_rating: null, $taxes: true });
    const services = await cart.rateShipping();
    const first = services[0];
    if (!first) {
      await restoreShipping(cart, before);
      return actions.reject();
    }
    const service = services.some((offered) => offered.id === chosen) ? chosen : first.id;
    if (service && serviceOf(cart.facts()) !== service) await cart.chooseShipping(service);
  }
  const now = cart.facts();
  await createIntent(
    cart.vault,
    {
      gateway: 'paypal',
      intent: {
        cart_id: now.cartId,
        paypal_order_id: data.orderID,
        amount: toMinorUnits(now.captureTotal, now.currency),
      },
    },
    'put',
  );
  return actions.resolve();
}
