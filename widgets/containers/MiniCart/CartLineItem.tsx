import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, removeItem, updateItem } from '@stores/cart';
import type { CartLine } from '@stores/cart';
import { LineOptions } from '../../shared/LineOptions';
import { money } from '../../shared/money';
import { QuantityStepper, RemoveLineButton } from '../../shared/QuantityStepper';

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
  // A failed change is shown by the summary (the cart's error); nothing else to do here.
  return (
    <li className="mw-mini-cart__item">
      <span className="mw-mini-cart__name">
        {item.name}
        <LineOptions options={item.options} />
      </span>
      <QuantityStepper
        name={item.name}
        quantity={item.quantity}
        busy={fetching}
        className="mw-mini-cart__quantity"
        onChange={(quantity) => void updateItem(item.id, quantity).catch(() => undefined)}
      />
      <span className="mw-mini-cart__line-total">{money(item.priceTotal, currency)}</span>
      <RemoveLineButton
        name={item.name}
        busy={fetching}
        className="mw-mini-cart__remove"
        onRemove={() => void removeItem(item.id).then(onRemoved, () => undefined)}
      />
    </li>
  );
}
