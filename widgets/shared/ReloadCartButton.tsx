import type { ReactNode } from 'react';
import { loadCart } from '@stores/cart';

/** "Try again" after the cart failed to load; a new failure is the cart's error again. */
export function ReloadCartButton(): ReactNode {
  return (
    <button
      type="button"
      className="mw-button mw-button--quiet"
      onClick={() => void loadCart().catch(() => undefined)}
    >
      Try again
    </button>
  );
}
