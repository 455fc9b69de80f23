import type { ReactNode } from 'react';
import type { CheckoutOptions } from '../options';

type Step = 'cart' | 'details' | 'payment' | 'confirmation';
type UrlOption = 'cartUrl' | 'detailsUrl' | 'paymentUrl' | 'confirmationUrl';
const STEPS: readonly { readonly step: Step; readonly name: string; readonly url: UrlOption }[] = [
  { step: 'cart', name: 'Cart', url: 'cartUrl' },
  { step: 'details', name: 'Details', url: 'detailsUrl' },
  { step: 'payment', name: 'Payment', url: 'paymentUrl' },
  { step: 'confirmation', name: 'Review', url: 'confirmationUrl' },
];

/**
 * Where the shopper is among the four steps: the steps done are links back, the current one
 * is marked as such, the ones ahead are plain text (they need what this step asks first).
 */
export function Progress({
  step,
  options,
}: {
  readonly step: Step;
  readonly options: CheckoutOptions;
}): ReactNode {
  const current = STEPS.findIndex((entry) => entry.step === step);
  return (
    <nav className="mw-progress" aria-label="Checkout progress">
      <ol className="mw-progress__steps">
        {STEPS.map((entry, index) => (
          <li
            key={entry.step}
            className="mw-progress__step"
            data-done={index < current || undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {index < current ? <a href={options[entry.url]}>{entry.name}</a> : entry.name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
