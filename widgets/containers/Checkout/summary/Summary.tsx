import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { includedNote } from '@domain/cart-pairs';
import { pendingMemberDiscount, totalsRows } from '@domain/cart-totals';
import type { TotalsRow } from '@domain/cart-totals';
import { $memberPromotion, $memberTotalDiscount } from '@stores/cart';
import type { CartLine, CartView } from '@stores/cart';
import { $companionOf, groupLines } from '@stores/cart/pairs';
import { LineOptions } from '../../../shared/LineOptions';
import { LineThumbnail } from '../../../shared/LineThumbnail';
import { money } from '../../../shared/money';

const off = (cents: number, currency: string) => `−${money(cents, currency)}`;

function Quantity({ quantity }: { readonly quantity: number }): ReactNode {
  return (
    <span className="mw-summary__quantity">
      <span className="mw-visually-hidden">Quantity </span>
      <span aria-hidden="true">× </span>
      {quantity}
    </span>
  );
}

function Companion({ line, currency }: { readonly line: CartLine; readonly currency: string }) {
  const note = includedNote(line);
  // A free companion is part of its line, not a line with a price of 0.
  if (note) return <li className="mw-summary__companion mw-summary__included">{note}</li>;
  return (
    <li className="mw-summary__companion">
      <span className="mw-summary__name">Comes with {line.name}</span>
      <Quantity quantity={line.quantity} />
      <span className="mw-summary__price">
        {line.priceTotal === 0 ? 'Free' : money(line.priceTotal, currency)}
      </span>
    </li>
  );
}

interface SummaryProps {
  readonly cart: CartView;
  /**
   * A main line's quantity and remove controls (LineControls), where the lines are edited: a
   * summary that only shows them does not download them.
   */
  readonly controls?: (line: CartLine) => ReactNode;
}

/**
 * The cart's lines: name, quantity, price and the line's discount, each companion (a print
 * book's eBook) under the line it came with. `controls` adds quantity and remove controls to
 * the main lines; a companion follows its line.
 */
export function Lines({ cart, controls }: SummaryProps): ReactNode {
  const companionOf = useStore($companionOf);
  const { currency } = cart;
  return (
    <ul className="mw-summary__lines">
      {groupLines(cart.items, companionOf).map(({ line, companions }) => (
        <li key={line.id} className="mw-summary__line">
          <LineThumbnail src={line.image} />
          <span className="mw-summary__name">
            {line.name}
            <LineOptions options={line.options} />
          </span>
          {controls ? controls(line) : <Quantity quantity={line.quantity} />}
          <span className="mw-summary__price">{money(line.priceTotal, currency)}</span>
          {line.discountTotal > 0 && (
            <span className="mw-summary__line-discount">
              Discount {off(line.discountTotal, currency)}
            </span>
          )}
          {companions.length > 0 && (
            <ul className="mw-summary__companions">
              {companions.map((companion) => (
                <Companion key={companion.id} line={companion} currency={currency} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const label = (row: TotalsRow): string => {
  switch (row.kind) {
    case 'subtotal':
      return 'Subtotal';
    case 'coupon':
      return `Coupon ${row.code}`;
    case 'promotion':
      return row.name ?? (row.member ? 'Member discount' : 'Promotion');
    case 'shipping':
      return 'Shipping';
    case 'total':
      return 'Total';
  }
};

const amount = (row: TotalsRow, currency: string): string =>
  row.kind === 'coupon' || row.kind === 'promotion'
    ? off(row.amount, currency)
    : money(row.amount, currency);

/**
 * The totals as the store counted them, in the cart's currency. A member whose discount the
 * store does not give this cart yet reads so under the totals, and the total stays the one
 * the store will charge.
 */
export function Totals({ cart }: { readonly cart: CartView }): ReactNode {
  const promotion = useStore($memberPromotion);
  const expected = useStore($memberTotalDiscount);
  const pending = pendingMemberDiscount(cart.discounts, expected);
  const rows = totalsRows({
    subTotal: cart.subTotal,
    discounts: cart.discounts,
    promotions: cart.promotions.results,
    couponCode: cart.couponCode,
    shipmentTotal: cart.shipmentTotal,
    shippingService: cart.shipping.service,
    total: cart.total,
  });
  return (
    <>
      <dl className="mw-summary__totals">
        {rows.map((row) => (
          <div
            key={row.kind === 'promotion' ? row.id : row.kind}
            className={`mw-summary__row mw-summary__row--${row.kind}`}
          >
            <dt>{label(row)}</dt>
            <dd>{amount(row, cart.currency)}</dd>
          </div>
        ))}
      </dl>
      {promotion && pending > 0 && (
        <p className="mw-summary__note">
          Your {promotion.percent}% member discount ({off(pending, cart.currency)}) is not on this
          cart yet, so the total above does not include it.
        </p>
      )}
    </>
  );
}
