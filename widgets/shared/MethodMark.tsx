import type { ReactNode } from 'react';
import type { BillingMethod } from '@domain/payments';

/** A badge mark: its colours and its letters. */
type Badge = readonly [background: string, ink: string, letters: string];

// Our own small marks in each method's colours, drawn here: no remote image, no request.
const BADGES: Readonly<Record<Exclude<BillingMethod, 'card'>, Badge>> = {
  ideal: ['#cc0066', '#fff', 'iD'],
  bancontact: ['#005498', '#ffd800', 'BC'],
  klarna: ['#ffb3c7', '#17120f', 'K.'],
  paypal: ['#003087', '#fff', 'PP'],
  google: ['#fff', '#3c4043', 'G'],
  apple: ['#000', '#fff', 'Pay'],
  paysafecard: ['#008ac9', '#fff', 'psc'],
  amazon: ['#232f3e', '#ff9900', 'a'],
};

/** The method's mark on its tile; decorative, as the tile's label names the method. */
export function MethodMark({ method }: { readonly method: BillingMethod }): ReactNode {
  if (method === 'card') {
    return (
      <svg className="mw-method-mark" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="18" rx="3" fill="none" stroke="currentColor" />
        <path d="M1 6.5h30M5 14h9" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    );
  }
  const [background, ink, letters] = BADGES[method];
  return (
    <svg className="mw-method-mark" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill={background} stroke="#0002" />
      <text x="16" y="14" fill={ink} textAnchor="middle" fontSize="10" fontWeight="700">
        {letters}
      </text>
    </svg>
  );
}
