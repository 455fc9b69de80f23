import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../define';
import { memberPriceCents } from '../../../src/domain/membership';
import { PRODUCT_UNAVAILABLE } from '../../../src/domain/messages';
import { toCents } from '../../../src/domain/money';
import { warnOnce } from '../../../src/loader/warn';
import { loadCatalog } from '../../../src/stores/catalog/actions';
import { $catalog } from '../../../src/stores/catalog/state';
import { $plan } from '../../../src/stores/user/state';
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
  const catalog = useStore($catalog);
  const plan = useStore($plan);

  useEffect(() => {
    void loadCatalog();
  }, []);

  if (catalog.status === 'error')
    return <span className="mw-price mw-price--error">{catalog.error}</span>;
  if (catalog.status !== 'ready') {
    return (
      <span className="mw-price mw-price--loading mw-skeleton" aria-busy="true">
        Loading price…
      </span>
    );
  }
  const product = catalog.bySku[options.sku];
  if (!product) {
    warnOnce(`PriceTag: no product with sku "${options.sku}" in the store.`);
    return <span className="mw-price mw-price--error">{PRODUCT_UNAVAILABLE}</span>;
  }
  const regular = toCents(product.price);
  const current = product.salePrice === undefined ? regular : toCents(product.salePrice);
  const member = memberPriceCents(current, plan);
  const shown = plan ? member : current;
  const struck = shown < regular ? regular : undefined;

  return (
    <span className="mw-price">
      {struck !== undefined && (
        <>
          <s className="mw-price__regular">
            <span className="mw-visually-hidden">Regular price </span>
            {money(struck, product.currency)}
          </s>{' '}
        </>
      )}
      <strong className="mw-price__current">
        {plan && <span className="mw-visually-hidden">Member price </span>}
        {!plan && struck !== undefined && <span className="mw-visually-hidden">Sale price </span>}
        {money(shown, product.currency)}
      </strong>
    </span>
  );
}
