import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { confirmationPageRedirect } from '@domain/routes';
import { readiness } from '@stores/cart/readiness';
import { $cart } from '@stores/cart/state';
import type { CartView } from '@stores/cart/view';
import { money } from '../../../shared/money';
import { Lines, Totals } from '../summary/Summary';
import { usePaired } from '../summary/usePaired';

/** Whether the review stays once the cart is known (its route rule sends it back otherwise). */
const reviewStays = (cart: CartView): boolean => {
  const ready = readiness(cart);
  return confirmationPageRedirect(ready, ready.hasPayment) === undefined;
};

/**
 * The order beside every step: lines, discounts, shipping and total, sticky beside the form
 * on a wide screen, a "Show order summary" disclosure with the total on a narrow one. While
 * the cart is on its way it holds the disclosure's room, so the step below does not move.
 */
export function OrderSummary({ open = false }: { readonly open?: boolean }): ReactNode {
  const { cart, loaded } = useStore($cart);
  // Opened by the step (the review), unless that step is about to send the shopper back: lines
  // unfolding over a page that leaves would only push it down. Then as the shopper toggles it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const panelId = useId();
  const paired = usePaired();
  if (!loaded || (cart && cart.items.length > 0 && !paired))
    return <div className="mw-order-summary__placeholder mw-skeleton" />;
  if (!cart || cart.items.length === 0) return null;
  const shown = toggled ?? (open && reviewStays(cart));
  return (
    <aside className="mw-order-summary" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="mw-order-summary__title">
        Order summary
      </h2>
      <button
        type="button"
        className="mw-order-summary__toggle"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setToggled(!shown)}
      >
        <span className="mw-order-summary__toggle-label">
          {shown ? 'Hide order summary' : 'Show order summary'}
        </span>
        <strong className="mw-order-summary__toggle-total">
          {money(cart.total, cart.currency)}
        </strong>
      </button>
      <div id={panelId} className="mw-order-summary__panel" hidden={!shown}>
        <Lines cart={cart} />
        <Totals cart={cart} />
      </div>
    </aside>
  );
}
