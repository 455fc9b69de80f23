import type { ReactNode } from 'react';
import type { BillingMethod } from '@domain/payments';
import { PaymentTiles } from '../../../shared/PaymentTiles';
import { METHOD_LABELS } from './methods';

/** The store's methods as the payment step's tiles, each named as the step names it. */
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
    <PaymentTiles
      name="payment-method"
      tiles={methods.map((method) => ({
        value: method,
        mark: method,
        label: METHOD_LABELS[method],
      }))}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
