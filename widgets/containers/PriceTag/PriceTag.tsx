import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { PRODUCT_UNAVAILABLE } from '../../../src/domain/messages';
import { warnOnce } from '../../../src/kit';
import { productPrice } from '../../../src/stores/catalog/price';
import { money } from '../../shared/money';

export interface PriceTagOptions {
  /** The product's sku, as in the store. */
  readonly sku: string;
}

/**
 * A product's price in the reader's currency. A member sees the member price with the
 * regular one struck through; a sale shows the old price struck through.
 */
export function PriceTag({ options }: ContainerProps<PriceTagOptions>): ReactNode {
  const price = useStore(productPrice(options.sku));

  if (price.status === 'error')
    return <span className="mw-price mw-price--error">{price.message}</span>;
  if (price.status === 'loading') {
    return (
      <span className="mw-price mw-price--loading mw-skeleton" aria-busy="true">
        Loading price…
      </span>
    );
  }
  if (price.status === 'unknown') {
    warnOnce(`PriceTag: no product with sku "${options.sku}" in the store.`);
    return <span className="mw-price mw-price--error">{PRODUCT_UNAVAILABLE}</span>;
  }
  return (
    <span className="mw-price">
      {price.struck !== undefined && (
        <>
          <s className="mw-price__regular">
            <span className="mw-visually-hidden">Regular price </span>
            {money(price.struck, price.currency)}
          </s>{' '}
        </>
      )}
      <strong className="mw-price__current">
        {price.kind === 'member' && <span className="mw-visually-hidden">Member price </span>}
        {price.kind === 'sale' && <span className="mw-visually-hidden">Sale price </span>}
        {money(price.amount, price.currency)}
      </strong>
    </span>
  );
}
