import { useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $companionOf, groupLines } from '@stores/cart/pairs';
import type { CartView } from '@stores/cart/view';
import { LineControls } from '../summary/LineControls';
import { Lines } from '../summary/Summary';

const isTicket = (line: CartView['items'][number]) => line.productType === 'ticket';

const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The tickets of the events checkout, with their quantity: only tickets. Anything else in the
 * cart is named apart, as what it is: it is paid with the same order, and changed in the cart.
 */
export function Tickets({
  cart,
  cartUrl,
}: {
  readonly cart: CartView;
  readonly cartUrl: string;
}): ReactNode {
  const companionOf = useStore($companionOf);
  const title = useId();
  const tickets = cart.items.filter(isTicket);
  const others = groupLines(
    cart.items.filter((line) => !isTicket(line)),
    companionOf,
  ).map(({ line }) => line.name);
  return (
    <section className="mw-checkout__tickets" aria-labelledby={title}>
      <h2 id={title} className="mw-checkout__heading">
        Your tickets
      </h2>
      {tickets.length > 0 ? (
        <Lines
          cart={{ ...cart, items: tickets }}
          controls={(line) => <LineControls line={line} />}
        />
      ) : (
        <p>No tickets in your cart yet.</p>
      )}
      {others.length > 0 && (
        <p className="mw-checkout__others">
          Also in your cart: {listed(others)}. They are paid with this order;{' '}
          <a href={cartUrl}>change them in your cart</a>.
        </p>
      )}
    </section>
  );
}
