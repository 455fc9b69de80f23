import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '@stores/cart';
import type { CartLine } from '@stores/cart';
import { removeLine, setLineQuantity } from '@stores/cart/pairs';
import { QuantityStepper, RemoveLineButton } from '../../../shared/QuantityStepper';

/**
 * A line's quantity (one fewer, one more) and its removal; companions follow in the store.
 * While any cart request runs, or a checkout step holds the lock, the buttons wait.
 */
export function LineControls({
  line,
  onRemoved,
}: {
  readonly line: CartLine;
  /** Its button leaves with the line, so focus needs somewhere to go. */
  readonly onRemoved?: ((name: string) => void) | undefined;
}): ReactNode {
  const { fetching, locked } = useStore($cart);
  const busy = fetching || locked;
  // A failure is the cart's error, shown above the lines; the line keeps its quantity.
  return (
    <>
      <QuantityStepper
        name={line.name}
        quantity={line.quantity}
        busy={busy}
        className="mw-summary__stepper"
        onChange={(quantity) => void setLineQuantity(line.id, quantity).catch(() => undefined)}
      />
      <RemoveLineButton
        name={line.name}
        busy={busy}
        className="mw-summary__remove"
        onRemove={() =>
          void removeLine(line.id).then(
            () => onRemoved?.(line.name),
            () => undefined,
          )
        }
      />
    </>
  );
}
