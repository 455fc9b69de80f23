import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, removeItem, updateItem } from '../../../src/stores/cart';
import type { CartLine } from '../../../src/stores/cart';
import { money } from '../../shared/money';

const MAX_QUANTITY = 99;

/**
 * One line of the summary with its quantity: fewer, more, remove. While any cart request
 * runs the buttons wait (the store answers in order, so the next click sees the new count).
 */
export function CartLineItem({
  item,
  currency,
  onRemoved,
}: {
  readonly item: CartLine;
  readonly currency: string;
  /** Its button leaves with the line, so focus needs somewhere to go. */
  readonly onRemoved: () => void;
}): ReactNode {
  const { fetching } = useStore($cart);
  // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds.
  const fewer = fetching || item.quantity <= 1;
  const more = fetching || item.quantity >= MAX_QUANTITY;
  // A failed change is shown by the summary (the cart's error); nothing else to do here.
  const change = (blocked: boolean, quantity: number) => {
    if (!blocked) void updateItem(item.id, quantity).catch(() => undefined);
  };
  return (
    <li className="mw-mini-cart__item">
      <span className="mw-mini-cart__name">{item.name}</span>
      <span className="mw-mini-cart__quantity" role="group" aria-label={`Quantity of ${item.name}`}>
        <button
          type="button"
          aria-label={`One fewer ${item.name}`}
          aria-disabled={fewer}
          onClick={() => change(fewer, item.quantity - 1)}
        >
          −
        </button>
        <output aria-live="polite">{item.quantity}</output>
        <button
          type="button"
          aria-label={`One more ${item.name}`}
          aria-disabled={more}
          onClick={() => change(more, item.quantity + 1)}
        >
          +
        </button>
      </span>
      <span className="mw-mini-cart__line-total">{money(item.priceTotal, currency)}</span>
      <button
        type="button"
        className="mw-mini-cart__remove"
        aria-label={`Remove ${item.name}`}
        aria-disabled={fetching}
        onClick={() => {
          if (!fetching) void removeItem(item.id).then(onRemoved, () => undefined);
        }}
      >
        Remove
      </button>
    </li>
  );
}
