import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { productPrice } from '@stores/catalog/price';
import { money } from '../../shared/money';

/**
 * A listing's price for the reader, once the product list is there; nothing while it loads or
 * when the store cannot say (the submit reports that), so a label never shows a wrong price.
 */
export function ListingPrice({ sku }: { readonly sku: string }): ReactNode {
  const price = useStore(productPrice(sku));
  if (price.status !== 'ready') return null;
  return <span className="mw-job-post__price">{money(price.amount, price.currency)}</span>;
}
