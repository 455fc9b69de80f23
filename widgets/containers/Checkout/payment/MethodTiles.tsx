import type { ReactNode } from 'react';
import type { BillingMethod } from '@domain/payments';
import { MethodMark } from './MethodMark';
import { METHOD_LABELS } from './methods';

/**
 * The methods as tiles: native radios of one name (the arrow keys move between them as
 * usual), each in a tile that is its label, with the method's mark and name.
 */
export function MethodTiles({
  methods,
  chosen,
  onChoose,
}: {
  readonly methods: readonly BillingMethod[];
  readonly chosen: BillingMethod | null;
  readonly onChoose: (method: BillingMethod) => void;
}): ReactNode {
  return (
    <fieldset className="mw-payment__methods">
      <legend className="mw-payment__legend">How would you like to pay?</legend>
      <div className="mw-payment__tiles">
        {methods.map((method) => (
          <label key={method} className="mw-payment__method">
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={chosen === method}
              onChange={() => onChoose(method)}
            />
            <MethodMark method={method} />
            <span className="mw-payment__name">{METHOD_LABELS[method]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
