import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '@stores/cart/state';
import { money } from '../../../shared/money';
import { Lines, Totals } from '../summary/Summary';
import { usePaired } from '../summary/usePaired';

/**
 * The order beside every step: lines, discounts, shipping and total, sticky beside the form
 * on a wide screen, a "Show order summary" disclosure with the total on a narrow one. While
 * the cart is on its way it holds the disclosure's room, so the step below does not move.
 */
export function OrderSummary({ open = false }: { readonly open?: boolean }): ReactNode {
  const { cart, loaded } = useStore($cart);
  const [shown, setShown] = useState(open);
  const panelId = useId();
  const paired = usePaired();
  if (!loaded || (cart && cart.items.length > 0 && !paired))
    return <div className="mw-order-summary__placeholder mw-skeleton" />;
  if (!cart || cart.items.length === 0) return null;
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
        onClick={() => setShown(!shown)}
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
