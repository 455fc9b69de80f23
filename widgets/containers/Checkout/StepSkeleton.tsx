import type { ReactNode } from 'react';

/** Holds a step's place while its code or the cart arrives, so the page does not jump. */
export function StepSkeleton(): ReactNode {
  return (
    <div className="mw-checkout__skeleton" aria-busy="true">
      <span className="mw-visually-hidden">Loading your checkout…</span>
      <div className="mw-skeleton mw-checkout__skeleton-line" />
      <div className="mw-skeleton mw-checkout__skeleton-line" />
      <div className="mw-skeleton mw-checkout__skeleton-block" />
    </div>
  );
}
