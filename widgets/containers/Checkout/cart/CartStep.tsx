import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartSummary } from '@stores/cart';
import { FormAlert, LiveRegion } from '@kit/react';
import { EmptyCart } from '../EmptyCart';
import type { CheckoutOptions } from '../options';
import { LineControls } from '../summary/LineControls';
import { Lines, Totals } from '../summary/Summary';
import { usePaired } from '../summary/usePaired';
import { ReloadCartButton } from '../../../shared/ReloadCartButton';
import { CouponForm } from './CouponForm';
import { DeliveryEstimate } from './DeliveryEstimate';

/** While the cart loads: the room the cart will take, and one polite word for screen readers. */
function Loading(): ReactNode {
  return (
    <div className="mw-cart__loading">
      <p role="status" className="mw-visually-hidden">
        Loading your cart…
      </p>
      <div className="mw-cart__skeleton mw-skeleton" aria-hidden="true" />
    </div>
  );
}

/** The lines wait for their pairs (an empty cart's page never asks for the product list). */
function WhenPaired({ children }: { readonly children: ReactNode }): ReactNode {
  return usePaired() ? children : <Loading />;
}

function Failed({ error }: { readonly error: string | null }): ReactNode {
  return (
    <div className="mw-cart__failed">
      <p role="alert">{error}</p>
      <ReloadCartButton />
    </div>
  );
}

/**
 * The cart page (`data-step="cart"` at /cart): lines with quantity and remove, companions
 * under the line they came with, the coupon, the store's totals with its promotions and member
 * discounts, the delivery estimate for prerelease items, and on to the details. Every failure
 * leaves the cart as it was and says why above the lines.
 */
export function CartStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const { cart, status, error, count } = useStore($cartSummary);
  const { fetching, locked } = useStore($cart);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [said, setSaid] = useState('');
  const busy = fetching || locked;

  const removed = (name: string) => {
    setSaid(`${name} removed from your cart.`);
    heading.current?.focus();
  };

  const body =
    status === 'error' ? (
      <Failed error={error} />
    ) : status !== 'ready' ? (
      <Loading />
    ) : !cart || count === 0 ? (
      <EmptyCart shopUrl={options.shopUrl} />
    ) : (
      <WhenPaired>
        <FormAlert error={error} />
        {/* The total and the way on first: on a phone they are on the first screen, above
            the lines; on a wide screen they stand beside the lines, sticky. */}
        <div className="mw-checkout__layout">
          <div className="mw-cart__checkout">
            <Totals cart={cart} />
            <p className="mw-cart__next">
              <a
                className="mw-button mw-cart__continue"
                href={options.detailsUrl}
                aria-disabled={busy}
                onClick={(event) => {
                  // The cart is still changing: the details must see the cart the reader sees.
                  if (busy) event.preventDefault();
                }}
              >
                Continue to checkout
              </a>
            </p>
            <DeliveryEstimate />
          </div>
          <div className="mw-cart__items">
            <Lines
              cart={cart}
              controls={(line) => <LineControls line={line} onRemoved={removed} />}
            />
            <CouponForm />
          </div>
        </div>
      </WhenPaired>
    );

  return (
    <section
      className="mw-cart"
      aria-labelledby={titleId}
      aria-busy={status === 'idle' || status === 'loading'}
    >
      <h2 ref={heading} id={titleId} className="mw-cart__title" tabIndex={-1}>
        Your cart
      </h2>
      {body}
      <LiveRegion message={said} />
    </section>
  );
}
