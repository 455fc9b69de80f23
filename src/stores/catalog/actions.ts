import { listProducts } from '@api/storefront/catalog';
import type { StoreProduct } from '@api/storefront/catalog';
import { userMessage } from '@domain/messages';
import { productTypeOf } from '@domain/product-type';
import { storefront } from '../connections';
import { $clientsVersion } from '../seam';
import { $catalog } from './state';
import type { CatalogProduct } from './state';

const PAGE = 100;

/** A product of the store's list as the widgets keep it. */
export const toProduct = (p: StoreProduct): CatalogProduct => ({
  id: p.id,
  sku: p.sku ?? p.id,
  name: p.name,
  // Untyped stays untyped: a guess of 'book' would post a job listing.
  type: productTypeOf(p),
  price: p.price,
  ...(typeof p.sale_price === 'number' ? { salePrice: p.sale_price } : {}),
  // None named: the store's own currency, known from its settings (see displayAmount).
  ...(typeof p.currency === 'string' ? { currency: p.currency } : {}),
  ...(p.cross_sell_product_id ? { crossSellProductId: p.cross_sell_product_id } : {}),
  ...(p.stock_status ? { stockStatus: p.stock_status } : {}),
  ...(typeof p.prerelease_date === 'string' ? { prereleaseDate: p.prerelease_date } : {}),
  ...(p.options?.length ? { options: p.options, variants: p.variants?.results ?? [] } : {}),
});

let pending: { version: number; done?: Promise<void> } | undefined;

/**
 * Loads the product list once per page, every page of it; concurrent callers share the one
 * request. A failure is kept in the store and the next call tries again.
 */
export function loadCatalog(): Promise<void> {
  if ($catalog.get().status === 'ready') return Promise.resolve();
  const version = $clientsVersion.get();
  // A request for clients swapped out since (tests, stories) is not waited for.
  if (pending?.version === version && pending.done) return pending.done;
  const mine: { version: number; done?: Promise<void> } = { version };
  pending = mine;
  mine.done = (async () => {
    $catalog.setKey('status', 'loading');
    try {
      const sf = storefront();
      const bySku: Record<string, CatalogProduct> = {};
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const list = await listProducts(sf, { limit: PAGE, page });
        pages = list.pages ?? 1;
        for (const product of list.results) bySku[product.sku ?? product.id] = toProduct(product);
      }
      if (version === $clientsVersion.get()) $catalog.set({ status: 'ready', bySku, error: null });
    } catch (error) {
      if (version === $clientsVersion.get()) {
        $catalog.set({ ...$catalog.get(), status: 'error', error: userMessage(error) });
      }
    } finally {
      if (pending === mine) pending = undefined;
    }
  })();
  return mine.done;
}
