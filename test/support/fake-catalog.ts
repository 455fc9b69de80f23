import { createStorefront } from '@api/storefront/client';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';

const BASE = 'https://store.test';
const SETTINGS = { locale: 'en_US', currency: 'USD', currencies: [{ code: 'USD', type: 'base' }] };

/** The skus one product-list request asked for with `where[sku][$in]`. */
const askedSkus = (url: URL): string[] =>
  [...url.searchParams].filter(([key]) => key.startsWith('where[sku][$in]')).map(([, v]) => v);

/**
 * A store whose product list knows every sku except those starting with `unknown`, $10.00
 * each, answering `where[sku][$in]` as the store does; every product-list request is noted
 * (the skus it asked for). While `down`, it answers 500. Its settings (GET /settings) name
 * en_US and USD. Swapped in through the seam.
 */
export function fakeCatalog(): { requests: string[][]; down: boolean } {
  const store = { requests: [] as string[][], down: false };
  const fakeFetch: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/settings')) return Response.json(SETTINGS);
    const skus = askedSkus(url);
    store.requests.push(skus);
    if (store.down) return new Response(null, { status: 500 });
    const results = skus
      .filter((sku) => !sku.startsWith('unknown'))
      .map((sku) => ({ id: `prod-${sku}`, sku, name: sku, price: 10, currency: 'USD' }));
    const body = { count: results.length, results, page: 1, pages: 1 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  swapClients({
    config: defaultConfig(BASE),
    storefront: createStorefront({ store: 'magazine', key: 'pk', url: BASE, fetch: fakeFetch }),
  });
  return store;
}
