import type { CheckoutStep } from '@domain/commerce-events';
import { tellLater } from '../tell-later';
import { $cart } from './state';
import type { CartView } from './view';

const tellStep = (step: CheckoutStep, cart: CartView | null) => {
  if (cart && cart.items.length > 0) tellLater((events) => events.tellCheckoutStep(step, cart));
};

/**
 * A checkout step is shown (`mw:checkout-step`): told once the cart is known (the step loads
 * it), and only with something in it. Returns what stops waiting, for a step gone before.
 */
export function checkoutStepShown(step: CheckoutStep): () => void {
  const { loaded, cart } = $cart.get();
  if (loaded) {
    tellStep(step, cart);
    return () => undefined;
  }
  const stop = $cart.listen((state) => {
    if (!state.loaded) return;
    stop();
    tellStep(step, state.cart);
  });
  return stop;
}
