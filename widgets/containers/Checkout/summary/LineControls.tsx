import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { MAX_LINE_QUANTITY } from '../../../../src/domain/cart-pairs';
import { $cart } from '../../../../src/stores/cart';
import type { CartLine } from '../../../../src/stores/cart';
import { removeLine, setLineQuantity } from '../../../../src/stores/cart/pairs';

/**
 * A line's quantity (one fewer, one more) and its removal; companions follow in the store.
 * While any cart request runs, or a checkout step holds the lock, the buttons wait: they
 * stay in place (aria-disabled keeps the focus a disabled button would drop).
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
  const fewer = busy || line.quantity <= 1;
  const more = busy || line.quantity >= MAX_LINE_QUANTITY;
  // A failure is the cart's error, shown above the lines; the line keeps its quantity.
  const change = (blocked: boolean, quantity: number) => {
    if (!blocked) void setLineQuantity(line.id, quantity).catch(() => undefined);
  };
  return (
    <>
      <span className="mw-summary__stepper" role="group" aria-label={`Quantity of ${line.name}`}>
        <button
          type="button"
          aria-label={`One fewer ${line.name}`}
          aria-disabled={fewer}
          onClick={() => change(fewer, line.quantity - 1)}
        >
          −
        </button>
        <output aria-live="polite">{line.quantity}</output>
        <button
          type="button"
          aria-label={`One more ${line.name}`}
          aria-disabled={more}
          onClick={() => change(more, line.quantity + 1)}
        >
          +
        </button>
      </span>
      <button
        type="button"
        className="mw-summary__remove"
        aria-label={`Remove ${line.name}`}
        aria-disabled={busy}
        onClick={() => {
          if (!busy)
            void removeLine(line.id).then(
              () => onRemoved?.(line.name),
              () => undefined,
            );
        }}
      >
        Remove
      </button>
    </>
  );
}
