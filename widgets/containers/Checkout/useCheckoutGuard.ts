import { useEffect, useState } from 'react';
import { confirmationPageRedirect, paymentPageRedirect } from '@domain/routes';
import { ensureCart } from '@stores/cart/actions';
import { readiness } from '@stores/cart/readiness';

/**
 * The route rules of SPEC point 2, once the cart is known: payment needs valid details, the
 * review also a card or wallet payment. Until then (and when leaving) the step shows nothing,
 * so a shopper never sees a form they are about to be sent away from.
 */
export function useCheckoutGuard(step: 'payment' | 'confirmation', skip = false): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureCart()
      .catch(() => null)
      .then((cart) => {
        if (!live) return;
        const ready = readiness(cart);
        const target =
          step === 'payment'
            ? paymentPageRedirect(ready)
            : confirmationPageRedirect(ready, ready.hasPayment);
        if (target && !skip) window.location.replace(target);
        else setAllowed(true);
      });
    return () => {
      live = false;
    };
  }, [step, skip]);
  return allowed;
}
