import type { ReactNode } from 'react';
import type { ShownOrder } from '@stores/orders/view';
import { LineThumbnail } from './LineThumbnail';
import { money } from './money';

/** The widget whose classes the receipt wears: each styles it in its own column. */
export type OrderBlock = 'mw-order' | 'mw-orders';

/** A table needs a name: the heading above it, or words of its own where it has none. */
export type TableName = { readonly 'aria-labelledby': string } | { readonly 'aria-label': string };

/**
 * An order's lines and totals in the order's currency, as its receipt lists them. A line
 * of several shows its price each where the reader checks the sum (`unitPrices`).
 */
export function OrderLines({
  order,
  block,
  name,
  unitPrices = false,
}: {
  readonly order: ShownOrder;
  readonly block: OrderBlock;
  readonly name: TableName;
  readonly unitPrices?: boolean;
}): ReactNode {
  const { currency } = order;
  return (
    <table className={`${block}__lines`} {...name}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              <LineThumbnail src={line.image} />
              {line.name}
              {line.note && <span className={`${block}__note`}>{line.note}</span>}
              {line.includes?.map((included) => (
                <span key={included} className={`${block}__note`}>
                  {included}
                </span>
              ))}
              {unitPrices && line.quantity > 1 && (
                <span className={`${block}__each`}>{money(line.unitPrice, currency)} each</span>
              )}
            </th>
            <td>{line.quantity}</td>
            <td>{money(line.total, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.totals.map((total) => (
          <tr key={`${total.kind}-${total.label}`} className={`${block}__${total.kind}`}>
            <th scope="row" colSpan={2}>
              {total.label}
            </th>
            <td>{money(total.amount, currency)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
