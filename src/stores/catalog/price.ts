import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { listProducts } from '@api/storefront/catalog';
import type { Plan } from '@domain/membership';
import { ApiError } from '@domain/errors';
import { userMessage } from '@domain/messages';
import { storefront } from '../connections';
import { keyedStore } from '../keyed';
import { loadWhenShown } from '../load-when-shown';
import { $clientsVersion, onReset } from '../seam';
import { $storeMoney, loadStoreMoney } from '../store-money';
import type { StoreMoneyState } from '../store-money';
import { $plan } from '../user/state';
import { knowKeptReader } from '../first-view';
import { displayAmount } from '@domain/money';
import type { StoreMoney } from '@domain/money';
import { shownPrice } from '@domain/price';
import type { ShownPrice } from '@domain/price';
import { toProduct } from './actions';
import { $catalog, $skuLookups } from './state';
import type { Catalog, CatalogProduct, SkuLookup } from './state';

// What the page knows of each sku's product, the batched lookup that fills it, and the price
// stores built on it, in one module: PriceTeaser builds on the lookup too, and apart from the
// price store it would be a chunk of its own, one more request on every page of prices.

/** The most skus one request asks for: the store's largest page. */
export const SKUS_PER_REQUEST = 100;

/** Where the product with one sku stands on this page. */
export type ProductLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  /** The store has no product with that sku. */
  | { readonly status: 'unknown' }
  | { readonly status: 'ready'; readonly product: CatalogProduct };

/** The product with `sku` as far as the page knows it. */
export function lookupProduct(
  catalog: Catalog,
  lookups: Readonly<Record<string, SkuLookup>>,
  sku: string,
): ProductLookup {
  const product = catalog.bySku[sku];
  if (product) return { status: 'ready', product };
  const lookup = lookups[sku];
  // The whole list is loaded and holds no such sku: nothing to ask.
  if (lookup === 'missing' || catalog.status === 'ready') return { status: 'unknown' };
  if (lookup) return { status: 'error', message: lookup.error };
  return { status: 'loading' };
}

// The skus asked for in this task, sent together once it is over; and those on their way.
interface Batch {
  readonly skus: Set<string>;
  /** The skus on their way, each with the settling of its batch. */
  readonly flying: Map<string, Promise<void>>;
  /** Settles once every request of the batch has. */
  readonly done: Promise<void>;
}
let queued: Batch | undefined;
let inFlight = new Map<string, Promise<void>>();
onReset(() => {
  queued = undefined;
  inFlight = new Map();
});

function needsAsking(sku: string): boolean {
  const catalog = $catalog.get();
  if (catalog.bySku[sku] || catalog.status === 'ready') return false;
  return $skuLookups.get()[sku] !== 'missing' && !inFlight.has(sku);
}

/** One request for up to SKUS_PER_REQUEST skus; its answer goes into the catalogue stores. */
async function ask(skus: readonly string[], flying: Map<string, Promise<void>>): Promise<void> {
  const version = $clientsVersion.get();
  let found: Record<string, CatalogProduct> = {};
  let failure: SkuLookup | undefined;
  try {
    const list = await listProducts(storefront(), {
      where: { sku: { $in: skus } },
      limit: SKUS_PER_REQUEST,
    });
    found = Object.fromEntries(list.results.map((p) => [p.sku ?? p.id, toProduct(p)]));
  } catch (error) {
    failure = { error: userMessage(error) };
  } finally {
    for (const sku of skus) flying.delete(sku);
  }
  // An answer for clients swapped out since (tests, stories) is dropped.
  if (version !== $clientsVersion.get()) return;
  if (!failure) $catalog.setKey('bySku', { ...$catalog.get().bySku, ...found });
  // A sku found now sheds the failure of an earlier request.
  const lookups = Object.entries($skuLookups.get()).filter(([sku]) => !found[sku]);
  for (const sku of skus) if (!found[sku]) lookups.push([sku, failure ?? 'missing']);
  $skuLookups.set(Object.fromEntries(lookups));
}

async function flush({ skus, flying }: Batch): Promise<void> {
  const all = [...skus];
  const requests: Promise<void>[] = [];
  for (let start = 0; start < all.length; start += SKUS_PER_REQUEST) {
    requests.push(ask(all.slice(start, start + SKUS_PER_REQUEST), flying));
  }
  await Promise.all(requests);
}

/**
 * Asks the store for the product with `sku`, together with every other sku asked for in the
 * same task (a page's prices connect one after another as the loader mounts them, across
 * many microtasks of one task): once that task is over, one request per SKUS_PER_REQUEST
 * skus. A product already known, or a sku the store is known to lack, is not asked again; a
 * failed request is, the next time. Settles once the sku's request has.
 */
export function requestProduct(sku: string): Promise<void> {
  if (!needsAsking(sku)) {
    // Already asked for (a price on the page): settles with that request.
    return inFlight.get(sku) ?? Promise.resolve();
  }
  if (!queued) {
    const batch: Batch = {
      skus: new Set(),
      flying: inFlight,
      done: new Promise<void>((resolve) => {
        setTimeout(() => {
          if (queued === batch) queued = undefined;
          void flush(batch).then(resolve);
        }, 0);
      }),
    };
    queued = batch;
  }
  queued.skus.add(sku);
  inFlight.set(sku, queued.done);
  return queued.done;
}

/**
 * The product with `sku`, asked for in the page's batch (requestProduct) unless known;
 * undefined when the store has none, the lookup's message thrown when it failed.
 */
export async function productBySku(sku: string): Promise<CatalogProduct | undefined> {
  await requestProduct(sku);
  const found = lookupProduct($catalog.get(), $skuLookups.get(), sku);
  if (found.status === 'error') throw new ApiError(found.message, 0);
  return found.status === 'ready' ? found.product : undefined;
}

const sameLookup = (a: ProductLookup, b: ProductLookup) =>
  a.status === b.status &&
  (a.status !== 'ready' || (b.status === 'ready' && a.product === b.product)) &&
  (a.status !== 'error' || (b.status === 'error' && a.message === b.message));

/** A product as the reader sees it: priced in the currency it names. */
export type ReadersProduct = CatalogProduct & { readonly currency: string };

/** What a widget is handed of a product: its lookup, the product in the reader's currency. */
export type ShownLookup =
  | Exclude<ProductLookup, { readonly status: 'ready' }>
  | { readonly status: 'ready'; readonly product: ReadersProduct };

/**
 * The product with its prices as the reader sees them: in the selected currency, converted
 * by the store's rule where the store priced it in its own (see displayAmount).
 */
export function inReadersCurrency(product: CatalogProduct, money: StoreMoney): ReadersProduct {
  const price = displayAmount(product.price, product.currency, money);
  const sale =
    product.salePrice === undefined
      ? {}
      : { salePrice: displayAmount(product.salePrice, product.currency, money).amount };
  return { ...product, price: price.amount, ...sale, currency: price.currency };
}

/**
 * Stores of what a widget shows of a product for the reader (`derive`), one per sku while a
 * widget shows it (see keyedStore), each asking for its product (batched, see requestProduct)
 * and the store's money settings when the first widget shows it. A store changes only when
 * its product's lookup, the money settings or the reader's plan does: every price on the page
 * follows the shared catalogue, and a product arriving for one sku leaves the others' widgets
 * alone. A product shows once the money settings are there too, in the reader's currency: a
 * price never changes currency or format under the reader's eyes.
 */
export function productStores<T>(
  derive: (found: ShownLookup, plan: Plan | undefined) => T,
): (sku: string) => ReadableAtom<T> {
  return keyedStore((sku) => {
    let last:
      | { found: ProductLookup; plan: Plan | undefined; money: StoreMoneyState; value: T }
      | undefined;
    const $store = computed(
      [$catalog, $skuLookups, $plan, $storeMoney],
      (catalog, lookups, plan, money) => {
        const looked = lookupProduct(catalog, lookups, sku);
        if (last && last.plan === plan && last.money === money && sameLookup(last.found, looked)) {
          return last.value;
        }
        const found: ShownLookup =
          looked.status !== 'ready'
            ? looked
            : money.ready
              ? { status: 'ready', product: inReadersCurrency(looked.product, money.money) }
              : { status: 'loading' };
        last = { found: looked, plan, money, value: derive(found, plan) };
        return last.value;
      },
    );
    // A member's plan prices the product too: the reader is found out with it.
    return loadWhenShown($store, () =>
      Promise.all([requestProduct(sku), loadStoreMoney(), knowKeptReader()]),
    );
  });
}

/** A product's price as a widget shows it, once the product is there. */
export type ProductPrice =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  /** No product with that sku in the store. */
  | { readonly status: 'unknown' }
  | ({ readonly status: 'ready'; readonly currency: string } & ShownPrice);

/**
 * The price of the product with `sku` for the reader (their plan's member price, a sale),
 * one store per sku while a widget shows it. The first widget that shows one asks for the
 * product, together with every other sku the page's widgets show in the same task (see
 * requestProduct).
 */
export const productPrice = /* @__PURE__ */ productStores((found, plan): ProductPrice => {
  if (found.status !== 'ready') return found;
  const { product } = found;
  return { status: 'ready', currency: product.currency, ...shownPrice(product, plan) };
});
