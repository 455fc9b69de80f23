import type { BackendDeps } from '../../../backend/deps';
import { convertAmount } from '@domain';
import type { CurrencySetting } from '@domain';
import { CATEGORIES } from '../catalogue';
import { pageOf } from '../list';
import { query, sessionCurrency } from '../request';
import type { StoreRoute } from '../request';
import { BASE_CURRENCY } from '../settings';
import { findProduct, normaliseProduct } from '../store';
import type { ProductRow } from '../store';

/** A product priced in the session's currency (display currencies are converted). */
const productView = (p: ProductRow, currency: CurrencySetting = BASE_CURRENCY) => ({
  ...p,
  price: convertAmount(p.price, currency),
  sale_price: p.sale_price === null ? null : convertAmount(p.sale_price, currency),
  orig_price: p.orig_price === null ? null : convertAmount(p.orig_price, currency),
  currency: currency.code,
  categories: p.categories.map((slug) => CATEGORIES.find((c) => c.slug === slug) ?? slug),
  // Both spellings: the store's, and the one the magazine's product list uses.
  cross_sell_product_id: p.cross_sell_product_id,
  crossSellProductId: p.cross_sell_product_id,
  downloads: undefined,
  options: p.options.map((option) => ({
    ...option,
    values: option.values.map((v) => ({ ...v, price: convertAmount(v.price ?? 0, currency) })),
  })),
  // The store's list shape (SPEC point 3: `variants.results`).
  variants: { results: p.variants },
});

/**
 * The skus `where[sku]` asks for: one sku (`where[sku]=a`) or a list
 * (`where[sku][$in][0]=a&where[sku][$in][1]=b`; past 20 items the query parser hands the list
 * over as an object keyed by index). Undefined when the list is not filtered by sku; any other
 * shape matches nothing.
 */
function skuFilter(value: unknown): ReadonlySet<string> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return new Set([value]);
  const list = typeof value === 'object' && value !== null ? (value as { $in?: unknown }).$in : [];
  const items = typeof list === 'object' && list !== null ? Object.values(list) : [];
  return new Set(items.filter((item): item is string => typeof item === 'string'));
}

const ATTRIBUTES = [
  { id: 'format', name: 'Format', filterable: true, values: ['Print', 'eBook', 'Bundle'] },
  { id: 'topic', name: 'Topic', filterable: true, values: ['Accessibility', 'CSS', 'Performance'] },
];

/** The catalogue: products (search, category, sku and price filters), categories, attributes. */
export function catalogueRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  route('GET', '/products', async (r) => {
    const q = query(r.url);
    const where = (q.where ?? {}) as Record<string, unknown>;
    const rows = (
      await db.query<ProductRow>('SELECT * FROM products WHERE active ORDER BY created_at, id')
    ).map(normaliseProduct);
    const search = typeof q.search === 'string' ? q.search.toLowerCase() : undefined;
    const category = typeof q.category === 'string' ? q.category : undefined;
    const price = (where.price ?? {}) as Record<string, unknown>;
    const skus = skuFilter(where.sku);
    const filtered = rows.filter(
      (p) =>
        (!search || `${p.name} ${p.description}`.toLowerCase().includes(search)) &&
        (!category || p.categories.includes(category)) &&
        (where.type === undefined || p.type === where.type) &&
        (skus === undefined || skus.has(p.sku)) &&
        (price.$gt === undefined || p.price > Number(price.$gt)) &&
        (price.$lt === undefined || p.price < Number(price.$lt)),
    );
    const currency = sessionCurrency(r);
    return pageOf(
      r.res,
      r.url,
      filtered.map((p) => productView(p, currency)),
      q,
    );
  });
  route('GET', '/products/:id', async (r) => {
    const product = await findProduct(db, r.params.id ?? '');
    return product ? productView(product, sessionCurrency(r)) : null;
  });
  route('GET', '/categories', async (r) => pageOf(r.res, r.url, CATEGORIES, query(r.url)));
  route(
    'GET',
    '/categories/:id',
    async (r) => CATEGORIES.find((c) => c.id === r.params.id || c.slug === r.params.id) ?? null,
  );
  route('GET', '/attributes', async (r) => pageOf(r.res, r.url, ATTRIBUTES, query(r.url)));
  route(
    'GET',
    '/attributes/:id',
    async (r) => ATTRIBUTES.find((a) => a.id === r.params.id) ?? null,
  );
}
