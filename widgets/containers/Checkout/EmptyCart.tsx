import type { ReactNode } from 'react';

/** An empty cart says so and points back to the shop. */
export function EmptyCart({ shopUrl }: { readonly shopUrl: string }): ReactNode {
  return (
    <div className="mw-checkout__empty">
      <p>Your cart is empty.</p>
      <a className="mw-button" href={shopUrl}>
        Browse the shop
      </a>
    </div>
  );
}
