import type { ReactNode } from 'react';
import type { BillingMethod } from '@domain/payments';
import { MethodMark } from './MethodMark';

/** One way to pay: its radio's value, the mark drawn for it, its name and a line below. */
export interface PaymentTile<V extends string> {
  readonly value: V;
  readonly mark: BillingMethod;
  readonly label: string;
  readonly detail?: string;
}

/**
 * Ways to pay as tiles: native radios of one name (the arrow keys move between them as usual),
 * each in a tile that is its label, with the method's mark and name.
 */
export function PaymentTiles<V extends string>({
  name,
  tiles,
  chosen,
  onChoose,
  disabled = false,
}: {
  readonly name: string;
  readonly tiles: readonly PaymentTile<V>[];
  readonly chosen: V | null;
  readonly onChoose: (value: V) => void;
  readonly disabled?: boolean;
}): ReactNode {
  return (
    <fieldset className="mw-payment__methods" disabled={disabled}>
      <legend className="mw-payment__legend">How would you like to pay?</legend>
      <div className="mw-payment__tiles">
        {tiles.map((tile) => (
          <label key={tile.value} className="mw-payment__method">
            <input
              type="radio"
              name={name}
              value={tile.value}
              checked={chosen === tile.value}
              onChange={() => onChoose(tile.value)}
            />
            <MethodMark method={tile.mark} />
            <span className="mw-payment__name">
              {tile.label}
              {/* A space, so the radio's name reads "…4242 Expires 12/30". */}
              {tile.detail && ' '}
              {tile.detail && <span className="mw-payment__detail">{tile.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
