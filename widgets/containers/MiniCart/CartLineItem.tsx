import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { includedNote } from '@domain/cart-pairs';
import { $cart } from '@stores/cart';
import type { CartLine } from '@stores/cart';
import { LineOptions } from '../../shared/LineOptions';
import { setPairedQuantity } from '@stores/cart/grouped-line';
import { LineThumbnail } from '../../shared/LineThumbnail';
import { money } from '../../shared/money';
import { QuantityStepper, RemoveLineButton } from '../../shared/QuantityStepper';

/** What came with the line: a free eBook as part of it, anything else with its price. */
function Companion({ line, currency }: { readonly line: CartLine; readonly currency: string }) {
  const note = includedNote(line);
  return <li>{note ?? `Comes with ${line.name}, ${money(line.priceTotal, currency)}`}</li>;
}

/**
 * One line of the summary with what came with it and its quantity: fewer, more, remove (its
 * companions follow). While any cart request runs the buttons wait (the store answers in
 * order, so the next click sees the new count).
 */
export function CartLineItem({
  item,
  companions,
  currency,
  onRemoved,
}: {
  readonly item: CartLine;
  readonly companions: readonly CartLine[];
  readonly currency: string;
  /** Its button leaves with the line, so focus needs somewhere to go. */
  readonly onRemoved: () => void;
}): ReactNode {
  const { fetching } = useStore($cart);
  // A failed change is shown by the summary (the cart's error); nothing else to do here.
  return (
    <li className="mw-mini-cart__item">
      <LineThumbnail src={item.image} />
      <div className="mw-mini-cart__name">
        {item.name}
        <LineOptions options={item.options} />
        {companions.length > 0 && (
          <ul className="mw-mini-cart__companions">
            {companions.map((companion) => (
              <Companion key={companion.id} line={companion} currency={currency} />
            ))}
          </ul>
        )}
      </div>
      <QuantityStepper
        name={item.name}
        quantity={item.quantity}
        busy={fetching}
        className="mw-mini-cart__quantity"
        onChange={(quantity) => void setPairedQuantity(item.id, quantity).catch(() => undefined)}
      />
      <span className="mw-mini-cart__line-total">{money(item.priceTotal, currency)}</span>
      <RemoveLineButton
        name={item.name}
        busy={fetching}
        className="mw-mini-cart__remove"
        onRemove={() => void setPairedQuantity(item.id, 0).then(onRemoved, () => undefined)}
      />
    </li>
  );
}
