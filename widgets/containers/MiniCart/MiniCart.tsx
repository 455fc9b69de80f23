import { useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { CART_EMPTY } from '@domain/messages';
import { $cartSummary, $lineGroups } from '@stores/cart';
import { money } from '../../shared/money';
import { ReloadCartButton } from '../../shared/ReloadCartButton';
import { CartLineItem } from './CartLineItem';
import { cartLabel } from './label';
// By its file: the kit's React index would carry every form piece into the cart's chunk.
import { useDisclosure } from '@kit/react/useDisclosure';
import type { MiniCartOptions } from './options';

/**
 * The header's cart: the count and the total on a button that opens a short summary with a
 * link to the cart. The cart itself lives on the store's side (the session cookie), so the
 * same cart shows on every page and in every tab.
 */
export function MiniCart({ options }: ContainerProps<MiniCartOptions>): ReactNode {
  const summary = useStore($cartSummary);
  const { cart, error, loading, status, count } = summary;
  const groups = useStore($lineGroups);
  const { open, toggle, root, button } = useDisclosure();
  const panelId = useId();

  const total = cart ? money(cart.total, cart.currency) : undefined;
  const label = cartLabel(summary);

  return (
    <div className="mw-mini-cart" ref={root}>
      <button
        ref={button}
        type="button"
        className="mw-mini-cart__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        aria-busy={loading}
        onClick={toggle}
      >
        {/* The space keeps "Cart 2" two words, as the name starts (WCAG 2.5.3, label in name). */}
        <span aria-hidden="true">Cart </span>
        {status === 'ready' && (
          <span className="mw-mini-cart__count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div id={panelId} className="mw-mini-cart__panel" hidden={!open}>
        {open && (
          <>
            <h2 className="mw-mini-cart__title">Your cart</h2>
            {status === 'error' ? (
              <p role="alert">
                {error} <ReloadCartButton />
              </p>
            ) : status !== 'ready' ? (
              <p aria-live="polite">Loading your cart…</p>
            ) : count === 0 || !cart ? (
              <p>
                {CART_EMPTY} <a href={options.shopUrl}>Browse the books</a>
              </p>
            ) : (
              <>
                <ul className="mw-mini-cart__items">
                  {groups.map(({ line, companions }) => (
                    <CartLineItem
                      key={line.id}
                      item={line}
                      companions={companions}
                      currency={cart.currency}
                      onRemoved={() => button.current?.focus()}
                    />
                  ))}
                </ul>
                {error && <p role="alert">{error}</p>}
                <p className="mw-mini-cart__total">
                  Total <strong>{total}</strong>
                </p>
                <a className="mw-mini-cart__link" href={options.cartUrl}>
                  View cart and check out
                </a>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
