import type { ReactNode } from 'react';
import { MAX_LINE_QUANTITY } from '@domain/cart-pairs';

/**
 * A cart line's quantity, one fewer or one more. While the cart is `busy` (a request runs,
 * a checkout step holds the lock) the buttons wait in place: aria-disabled keeps the focus
 * a disabled button would drop. A change the cart would refuse is never asked for.
 */
export function QuantityStepper({
  name,
  quantity,
  busy,
  className,
  onChange,
}: {
  /** The line's product, so each button says what it counts. */
  readonly name: string;
  readonly quantity: number;
  readonly busy: boolean;
  /** The widget's own class for the group, beside the kit's look. */
  readonly className: string;
  readonly onChange: (quantity: number) => void;
}): ReactNode {
  const fewer = busy || quantity <= 1;
  const more = busy || quantity >= MAX_LINE_QUANTITY;
  return (
    <span className={`${className} mw-stepper`} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        aria-label={`One fewer ${name}`}
        aria-disabled={fewer}
        onClick={() => {
          if (!fewer) onChange(quantity - 1);
        }}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        type="button"
        aria-label={`One more ${name}`}
        aria-disabled={more}
        onClick={() => {
          if (!more) onChange(quantity + 1);
        }}
      >
        +
      </button>
    </span>
  );
}

/** A cart line's "Remove", waiting like the stepper beside it while the cart is busy. */
export function RemoveLineButton({
  name,
  busy,
  className,
  onRemove,
}: {
  readonly name: string;
  readonly busy: boolean;
  readonly className: string;
  readonly onRemove: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`${className} mw-stepper-remove`}
      aria-label={`Remove ${name}`}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onRemove();
      }}
    >
      Remove
    </button>
  );
}
